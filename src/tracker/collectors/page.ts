import { hexId, uuid } from '../core/ids';
import { guard } from '../core/safe';
import { KEYS, readJson, writeJson } from '../core/storage';
import { readJournal } from '../queue/journal';
import { patchHistory } from './history-patch';
import { LEAVING, listen } from './listen';
import {
  dropPendingExit,
  getPendingExit,
  type PendingExit,
  putPendingExit,
  takePendingExits,
} from './pending-exit';
import type { CollectorDeps, Uninstall } from './types';

interface PageState {
  loadId: string;
  pageNo: number;
  url: string;
  entryTime: number;
}

export interface PageHooks {
  /** Called after a new page was entered (stay tracking restarts). */
  onEnter?: () => void;
  /** Called before a page exit is queued (stay tracking reports its last position). */
  onLeave?: () => void;
}

function urlParams(href: string): Record<string, string> {
  try {
    return Object.fromEntries(new URL(href).searchParams);
  } catch {
    return {};
  }
}

/**
 * Page tracking (spec §4): ClientStart or PageLoad on entry; PageExit then a new load on
 * every address change; PageExit after the page stays hidden for `exitDelay` and when the page
 * goes away (`LEAVING`: pagehide, or beforeunload where pagehide never fires), once per page load.
 */
export function installPage(deps: CollectorDeps, hooks: PageHooks = {}): Uninstall {
  const { ctx, emit, report } = deps;
  const cfg = ctx.config.page;
  let current: PageState | null = null;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  const nextPageNo = (): number => {
    const n = (readJson<number>('sessionStorage', KEYS.pageNo) ?? 0) + 1;
    writeJson('sessionStorage', KEYS.pageNo, n);
    return n;
  };

  const queueExit = (p: PendingExit, recovered: boolean): void => {
    putPendingExit(p);
    void emit(
      'PageExit',
      {
        pageNo: p.pageNo,
        exitId: p.loadId,
        exitTime: p.exitTime,
        pageStayTime: Math.max(0, p.exitTime - p.entryTime),
        recovered,
      },
      { eventId: p.eventId, pageLoadId: p.loadId, journal: true },
    ).then(() => {
      // Cleared once cached. Until then the journal holds the built event (its sequence).
      dropPendingExit(p.loadId, p.eventId);
    });
  };

  const enter = (first: boolean): void => {
    const now = Date.now();
    const href = location.href;
    const page: PageState = { loadId: uuid(), pageNo: nextPageNo(), url: href, entryTime: now };
    current = page;
    const path = location.pathname;
    ctx.page = { loadId: page.loadId, spanId: hexId(8), path };
    // Renew an expired session first, so the campaign values of this address belong to the new one.
    ctx.session.touch(now);
    ctx.session.readUtm(href);
    const marked = readJson<number>('sessionStorage', KEYS.sessionMarker) !== null;
    if (first && !marked && !cfg.ignoreClientStart) {
      void emit('ClientStart', {
        // The page's location (its path) at start; `url` beside it is the full address (README).
        location: path,
        isFirstTime: ctx.visitor.isNew,
        osVersion: `${ctx.device.os} ${ctx.device.osVersion}`.trim(),
        clientVersion: ctx.config.appVersion,
        pageLoadId: page.loadId,
        url: href,
        urlParams: urlParams(href),
        referrer: document.referrer,
        // The build's constant (vite.config.ts defines it; ADR 0046): which bundle runs this page.
        ...(import.meta.env.MALL_BUNDLE ? { bundle: import.meta.env.MALL_BUNDLE } : {}),
      });
    } else {
      void emit('PageLoad', {
        pageNo: page.pageNo,
        entryId: page.loadId,
        entryTime: now,
        errorCode: null,
        title: document.title,
        referrer: document.referrer,
      });
    }
    writeJson('sessionStorage', KEYS.sessionMarker, now);
    hooks.onEnter?.();
  };

  const leave = (exitTime: number): void => {
    const page = current;
    if (!page) return;
    hooks.onLeave?.();
    current = null;
    ctx.page = { ...ctx.page, loadId: null };
    // Hidden first, then closed: the user left when the page was hidden.
    const hidden = getPendingExit(page.loadId);
    queueExit(
      {
        eventId: hidden?.eventId ?? uuid(),
        loadId: page.loadId,
        pageNo: page.pageNo,
        entryTime: page.entryTime,
        exitTime: hidden?.exitTime ?? exitTime,
      },
      false,
    );
  };

  const onAddressChange = (): void => {
    if (current && current.url === location.href) return;
    leave(Date.now());
    enter(false);
  };

  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') {
      const page = current;
      if (!page) return;
      const hiddenAt = Date.now();
      // Persist now: a background page may be killed before the timer fires.
      putPendingExit({
        eventId: uuid(),
        loadId: page.loadId,
        pageNo: page.pageNo,
        entryTime: page.entryTime,
        exitTime: hiddenAt,
      });
      clearTimeout(hiddenTimer);
      hiddenTimer = setTimeout(() => {
        if (current !== page) return;
        const pending = getPendingExit(page.loadId);
        hooks.onLeave?.();
        current = null;
        ctx.page = { ...ctx.page, loadId: null };
        if (pending) queueExit(pending, false);
      }, cfg.exitDelay);
    } else {
      clearTimeout(hiddenTimer);
      if (current) {
        // Back before the delay: the page never exited.
        dropPendingExit(current.loadId);
      } else {
        enter(false);
      }
    }
  };

  // A page killed in the background last time: report its exit with the time it was hidden.
  // An exit already built is in the journal with its sequence and is re-queued from there:
  // building it again would spend a new number and leave the old one as a gap.
  const journaled = readJournal();
  for (const p of takePendingExits()) if (!journaled[p.eventId]) queueExit(p, true);

  enter(true);

  const removers = [
    patchHistory(guard(report, onAddressChange)),
    listen(window, 'popstate hashchange load', onAddressChange, report),
    listen<PageTransitionEvent>(
      window,
      'pageshow',
      () => (current ? onAddressChange() : enter(false)),
      report,
    ),
    // leave() clears `current`: beforeunload then pagehide send one exit for the page load.
    listen(window, LEAVING, () => leave(Date.now()), report),
    listen(document, 'visibilitychange', onVisibility, report),
  ];
  return () => {
    clearTimeout(hiddenTimer);
    for (const r of removers) r();
  };
}
