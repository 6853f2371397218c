import { CHANNELS, EVENT_TYPES } from '../../schemas/tracking/constants';
import { installApi } from './collectors/api';
import { installClick } from './collectors/click';
import { installError } from './collectors/error';
import { listen } from './collectors/listen';
import { installPage } from './collectors/page';
import type { StayControl } from './collectors/stay';
import type { CollectorDeps, Uninstall } from './collectors/types';
import { reportConfigErrors, resolveConfig } from './core/config';
import type { TrackerContext } from './core/context';
import { parseUserAgent } from './core/device';
import { createEventBuilder } from './core/event-builder';
import { guard, safeReport } from './core/safe';
import { Session } from './core/session';
import { migrateLegacyKeys } from './core/storage';
import { loadVisitor } from './core/visitor';
import { type CloseWatch, watchClose } from './queue/close-watch';
import { readJournal } from './queue/journal';
import { EventQueue, rawBudget } from './queue/queue';
import { createTasks, type TaskStep } from './task';
import type { Uploader } from './transport/uploader';
import type { EventDataMap, TrackEventType, TrackerError, TrackerOptions } from './types';

export interface Tracker {
  /** Installs the collectors and the upload timer. Idempotent. */
  start(): void;
  /** Removes collectors, restores fetch/XHR/history, stops timers. Cached events stay. */
  stop(): void;
  /** Queues an event of a spec type with its data; base fields are added. */
  track<T extends TrackEventType>(type: T, data: EventDataMap[T]): void;
  taskStart(step: TaskStep): string | false;
  taskDoing(step: TaskStep): boolean;
  taskEnd(step: TaskStep): boolean;
  setUser(loginId: string | null, loginType?: string): void;
  /** Uploads what is cached now (waits for pending writes). Never rejects. */
  flush(): Promise<void>;
  /** Server time minus client time, ms; stamped on every event. */
  setServerTimeOffset(ms: number): void;
  readonly enabled: boolean;
}

const disabled: Tracker = {
  start() {},
  stop() {},
  track() {},
  taskStart: () => false,
  taskDoing: () => false,
  taskEnd: () => false,
  setUser() {},
  flush: () => Promise.resolve(),
  setServerTimeOffset() {},
  enabled: false,
};

/**
 * Builds a tracker. Invalid configuration is reported (console.warn + onError) and yields
 * an inert tracker: tracking stays off, nothing throws into the page.
 */
export function createTracker(options: TrackerOptions): Tracker {
  try {
    return build(options);
  } catch (e) {
    reportConfigErrors(options, [e instanceof Error ? e.message : String(e)]);
    return disabled;
  }
}

function build(options: TrackerOptions): Tracker {
  const resolved = resolveConfig(options);
  if (!resolved.ok) {
    reportConfigErrors(options, resolved.errors);
    return disabled;
  }
  const config = resolved.config;
  const report = (e: TrackerError): void => safeReport(config.onError, e);
  // Captured before the api collector wraps fetch: uploads are never timed or traced.
  const pageFetch = globalThis.fetch;
  const nativeFetch: typeof fetch =
    typeof pageFetch === 'function'
      ? pageFetch.bind(globalThis)
      : () => Promise.reject(new Error('fetch unavailable'));
  const now = Date.now();
  migrateLegacyKeys();
  let tasks: ReturnType<typeof createTasks> | null = null;
  const ctx: TrackerContext = {
    config,
    visitor: loadVisitor(now),
    session: new Session(now),
    device: parseUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent || ''),
    // Known before the first event when the host passes the signed-in user in the options.
    user: { loginId: config.loginId, loginType: config.loginId ? config.loginType : '' },
    timeOffset: 0,
    page: { loadId: null, spanId: '', path: typeof location === 'undefined' ? '' : location.pathname },
    behavior: () => {
      const active = tasks?.active() ?? [];
      return active.length > 0 ? { tasks: active } : {};
    },
  };
  const budget = rawBudget(config.maxUploadBytes);
  // idb is a lazy chunk (keeps the core small). A chunk that fails or hangs counts as no
  // IndexedDB, so the queue never waits forever.
  const openStore = () =>
    Promise.race([
      import('./queue/idb-store'),
      new Promise<never>((_, reject) =>
        setTimeout(reject, config.idbOpenTimeout, new Error('idb chunk timeout')),
      ),
    ]).then((m) => m.openIdbStore(config.idbOpenTimeout));
  const queue = new EventQueue(openStore, {
    cacheLimit: config.cacheLimit,
    maxEventBytes: budget,
    report,
    // Once per written batch: a full batch goes out without waiting for the timer.
    onWritten: (channel) => uploader?.notify(channel),
  });
  // The transport is a lazy chunk (keeps the core small): events are cached first anyway,
  // so nothing waits on it. `uploader` is set once loaded, for the synchronous pagehide path.
  let uploader: Uploader | null = null;
  let loading: Promise<Uploader | null> | null = null;
  const withUploader = (): Promise<Uploader | null> => {
    loading ??= import('./transport/uploader')
      .then((m) => {
        uploader = new m.Uploader({ queue, config, fetchFn: nativeFetch, report });
        return uploader;
      })
      .catch((e: unknown) => {
        safeReport(report, e);
        loading = null;
        return null;
      });
    return loading;
  };
  const buildEvent = createEventBuilder(ctx);
  let close: CloseWatch | null = null;
  const emit: CollectorDeps['emit'] = (type, data, opts) => {
    try {
      const event = buildEvent(type, data, opts);
      const channel = opts?.channel ?? 'normal';
      // A hidden or closing page may never finish the IndexedDB write: journal it first, and
      // write the session's counter with it, so the next start never hands its number out again.
      const journal = opts?.journal === true || close?.closing() === true;
      if (journal) ctx.session.persist();
      const p = queue.add(channel, event, journal);
      if (close?.flushed) uploader?.sendClosing();
      return p;
    } catch (e) {
      safeReport(report, e);
      return Promise.resolve(false);
    }
  };
  const deps: CollectorDeps = { ctx, emit, report };
  tasks = createTasks(deps);

  const origin = typeof location === 'undefined' ? '' : location.origin;
  const trackingUrls = (): string[] =>
    CHANNELS.map((c) => {
      try {
        const u = new URL(`${config.host}${config.endpoints[c]}`, origin);
        return `${u.origin}${u.pathname}`;
      } catch {
        return '';
      }
    });
  const isTrackingUrl = (u: string): boolean => trackingUrls().some((t) => t !== '' && u.startsWith(t));

  let uninstallers: Uninstall[] | null = null;

  const start = (): void => {
    if (uninstallers) return;
    const watch = watchClose(queue, report);
    close = watch;
    const list: Uninstall[] = [watch.uninstall];
    // What a closed page left, read now (before this page journals anything of its own).
    const left = Object.values(readJournal());
    if (left.length > 0) {
      import('./queue/requeue')
        .then((m) => m.requeueJournal(queue, left))
        .catch((e: unknown) => safeReport(report, e));
    }
    const add = (name: string, on: boolean, install: () => Uninstall): void => {
      if (!on) return;
      try {
        list.push(install());
      } catch (e) {
        safeReport(report, new Error(`${name} collector failed to start: ${String(e)}`));
      }
    };
    let stay: StayControl | null = null;
    add('stay', config.stay.enabled, () => {
      // Lazy chunk (issue 19, first-route budget): a view only starts once scrolling settles (1 s), so
      // loading a moment after start loses nothing.
      let stopped = false;
      import('./collectors/stay')
        .then((m) => {
          if (!stopped) stay = m.installStay(deps);
        })
        .catch((e: unknown) => safeReport(report, e));
      return () => {
        stopped = true;
        stay?.uninstall();
      };
    });
    add('error', config.error.enabled, () => installError(deps));
    add('api', config.api.enabled, () => installApi(deps, trackingUrls));
    add('page', config.page.enabled, () =>
      installPage(deps, { onEnter: () => stay?.reset(), onLeave: () => stay?.flush() }),
    );
    add('click', config.click.enabled, () => installClick(deps));
    add('performance', config.performance.enabled, () => {
      // Lazy chunk: keeps web-vitals out of the core bundle. Its observers read buffered
      // entries, so loading a moment after start loses nothing.
      let off: Uninstall | null = null;
      let stopped = false;
      import('./collectors/performance')
        .then((m) => {
          if (!stopped) off = m.installPerformance(deps, isTrackingUrl);
        })
        .catch((e: unknown) => safeReport(report, e));
      return () => {
        stopped = true;
        off?.();
      };
    });
    // Registered after the collectors, so the events they build on hide/pagehide are in this
    // flush; events built later while still hidden (the lazy performance collector) are sent
    // on their own by emit.
    const closingFlush = (): void => {
      if (!watch.closing()) return;
      watch.flushed = true;
      void uploader?.flush({ keepalive: true });
    };
    list.push(
      listen(document, 'visibilitychange', closingFlush, report),
      listen(window, 'pagehide', closingFlush, report),
    );
    void withUploader().then((u) => {
      // Events cached by an earlier page (closed before its flush) go out now.
      if (u && uninstallers) {
        u.start();
        void u.flush();
      }
    });
    uninstallers = list;
  };

  const stop = (): void => {
    uploader?.stop();
    for (const u of uninstallers ?? []) {
      try {
        u();
      } catch (e) {
        safeReport(report, e);
      }
    }
    uninstallers = null;
    close = null;
  };

  return {
    start: guard(report, start) as () => void,
    stop: guard(report, stop) as () => void,
    track: guard(report, (type: TrackEventType, data: unknown) => {
      // Plain-JS callers get a clear report instead of an event the ingest would reject.
      if (!EVENT_TYPES.includes(type)) throw new Error(`track: unknown event type ${String(type)}`);
      if (typeof data !== 'object' || data === null) throw new Error(`track: ${type} needs a data object`);
      void emit(type, data as EventDataMap[typeof type]);
    }) as Tracker['track'],
    taskStart: (s) => guard(report, tasks.start)(s) ?? false,
    taskDoing: (s) => guard(report, tasks.doing)(s) ?? false,
    taskEnd: (s) => guard(report, tasks.end)(s) ?? false,
    setUser: guard(report, (loginId: string | null, loginType?: string) => {
      // Signed out: no login type either (isLogin false, loginId and loginType empty).
      ctx.user = loginId
        ? { loginId, loginType: loginType ?? (ctx.user.loginType || config.loginType) }
        : { loginId: '', loginType: '' };
    }) as Tracker['setUser'],
    flush: () =>
      withUploader()
        .then((u) => u?.flush())
        .catch((e: unknown) => safeReport(report, e)),
    setServerTimeOffset: guard(report, (ms: number) => {
      if (Number.isFinite(ms)) ctx.timeOffset = Math.round(ms);
    }) as Tracker['setServerTimeOffset'],
    enabled: true,
  };
}
