import { CHANNELS, EVENT_TYPES } from '../../schemas/tracking/constants';
import { installApi } from './collectors/api';
import { installClick } from './collectors/click';
import { watchMutations } from './collectors/dom-settled';
import { installError } from './collectors/error';
import { LEAVING, listen } from './collectors/listen';
import { installPage } from './collectors/page';
import type { StayControl } from './collectors/stay';
import type { CollectorDeps, Uninstall } from './collectors/types';
import { deviceTimeZone } from './core/base-fields';
import { reportConfigErrors, resolveConfig } from './core/config';
import type { TrackerContext } from './core/context';
import { parseUserAgent } from './core/device';
import { createEventBuilder } from './core/event-builder';
import { guard, safeReport } from './core/safe';
import { Session } from './core/session';
import { migrateLegacyKeys, removeAllKeys } from './core/storage';
import { loadVisitor } from './core/visitor';
import { type CloseWatch, watchClose } from './queue/close-watch';
import { readJournal } from './queue/journal';
import { EventQueue, rawBudget } from './queue/queue';
import { createTasks, type TaskStep } from './task';
import type { Uploader } from './transport/uploader';
import type {
  EventDataMap,
  TrackChannel,
  TrackEvent,
  TrackEventType,
  TrackerError,
  TrackerOptions,
} from './types';

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
  /**
   * userToken: the session info's encrypted user token (spec §3), carried on every event until the next call;
   * call it before start() for the first events to carry it.
   */
  setUser(loginId: string | null, loginType?: string, userToken?: string): void;
  /** Uploads what is cached now (waits for pending writes). Never rejects. */
  flush(): Promise<void>;
  /** Server time minus client time, ms; stamped on every event. */
  setServerTimeOffset(ms: number): void;
  /**
   * The user's answer: 'granted' queues what was held before it (see the `consent` option)
   * and everything after; 'refused' drops what was held and keeps nothing more, nor uploads, until granted.
   */
  setConsent(state: 'granted' | 'refused'): void;
  /**
   * Authorisation revoked: stops for good, drops what is held or cached, and deletes the tracker's stores
   * on the device (IndexedDB, its localStorage and sessionStorage keys, the visitor id). Never rejects.
   */
  erase(): Promise<void>;
  readonly enabled: boolean;
}

/** Events kept in memory before consent; later ones are not kept (a page waiting on its dialogs). */
export const HOLD_LIMIT = 200;

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
  setConsent() {},
  erase: () => Promise.resolve(),
  enabled: false,
};

/**
 * Calls `go` once the first screen is most likely done: at an idle period after `load`
 * (requestIdleCallback, within 2 s; checked every second where it is missing, as in Safari) that comes
 * a second or more after the page's last request ended. A single-page app draws its first screen after
 * `load`, from the answers of its API calls and the pictures they name: idle right after `load` was
 * still before its largest paint. At most 10 s after start (a page whose load never ends).
 */
function whenIdle(go: () => void): () => void {
  const t0 = performance.now();
  let cancelled = false;
  const check = (): void => {
    if (cancelled) return;
    const now = performance.now();
    // Before load: check again in a second. After: once a second has passed since the last request ended.
    let wait = 1000;
    if (document.readyState === 'complete') {
      wait = 0;
      for (const e of performance.getEntriesByType?.('resource') ?? [])
        wait = Math.max(wait, (e as PerformanceResourceTiming).responseEnd + 1000 - now);
    }
    if (wait > 0 && now < t0 + 10_000) setTimeout(idle, wait);
    else go();
  };
  const idle = (): void => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(check, { timeout: 2000 });
    else setTimeout(check, 1000);
  };
  idle();
  // A tracker stopped before its first screen settled never begins its later parts: a pending check
  // still fires, and ends there (without reading the page, which may be gone).
  return () => {
    cancelled = true;
  };
}

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
  // The lazy parts (IndexedDB store, uploader and pako, the journal's requeue, the stay and
  // performance collectors: the app's tracker-later chunk) begin once the first screen is most likely
  // done (`whenIdle`), or at the first flush(); they were on its critical path. The queue is built now
  // but its store opens only then. Until then events wait in the queue's memory as while a store opens,
  // and a page hidden or closed first journals them (queue/close-watch.ts): the next start delivers them.
  let begin!: () => void;
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  // Before consent nothing is written or sent. Events built meanwhile wait in `held` (memory,
  // at most HOLD_LIMIT); the store, the uploader and the journal's requeue wait for `granted` too.
  let consent: 'pending' | 'granted' | 'refused' | 'erased' = config.consent;
  let held: Array<[TrackChannel, TrackEvent]> = [];
  let grant!: () => void;
  const granted = new Promise<void>((resolve) => {
    grant = resolve;
  });
  if (consent === 'granted') grant();
  const ready = Promise.all([begun, granted]);
  // idb is a lazy chunk (keeps the core small). A chunk that fails or hangs counts as no
  // IndexedDB, so the queue never waits forever.
  const openStore = () =>
    ready
      .then(() =>
        Promise.race([
          import('./queue/idb-store'),
          new Promise<never>((_, reject) =>
            setTimeout(reject, config.idbOpenTimeout, new Error('idb chunk timeout')),
          ),
        ]),
      )
      .then((m) => m.openIdbStore(config.idbOpenTimeout));
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
        uploader = new m.Uploader({ queue, config, fetchFn: nativeFetch, report, timeZone: deviceTimeZone });
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
  // A built event to the queue. A hidden or closing page may never finish the IndexedDB write: journal
  // it first, and write the session's counter with it, so the next start never hands its number out again.
  const emitted = (channel: TrackChannel, event: TrackEvent, journaled?: boolean): Promise<boolean> => {
    const journal = journaled === true || close?.closing() === true;
    if (journal) ctx.session.persist();
    const p = queue.add(channel, event, journal);
    if (close?.flushed) uploader?.sendClosing();
    return p;
  };
  const emit: CollectorDeps['emit'] = (type, data, opts) => {
    try {
      const channel = opts?.channel ?? 'normal';
      if (consent !== 'granted') {
        // Pending: built now (its time, page and sequence), kept in memory only. Refused: nothing.
        if (consent !== 'pending' || held.length >= HOLD_LIMIT) return Promise.resolve(false);
        held.push([channel, buildEvent(type, data, opts)]);
        return Promise.resolve(true);
      }
      return emitted(channel, buildEvent(type, data, opts), opts?.journal);
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
    if (uninstallers || consent === 'erased') return;
    const watch = watchClose(queue, report);
    close = watch;
    let stopped = false;
    let stay: StayControl | null = null;
    let entered = Date.now();
    let perf: Uninstall | undefined;
    const domSettled = config.performance.enabled ? watchMutations(config.performance.mutationLimit) : null;
    const list: Uninstall[] = [
      watch.uninstall,
      () => {
        stopped = true;
        stay?.uninstall();
        perf?.();
        domSettled?.();
      },
    ];
    // What a closed page left, read now (before this page journals anything of its own).
    const left = Object.values(readJournal());
    const add = (name: string, on: boolean, install: () => Uninstall): void => {
      if (!on) return;
      try {
        list.push(install());
      } catch (e) {
        safeReport(report, new Error(`${name} collector failed to start: ${String(e)}`));
      }
    };
    add('error', config.error.enabled, () => installError(deps));
    add('api', config.api.enabled, () => installApi(deps, trackingUrls));
    add('page', config.page.enabled, () =>
      installPage(deps, {
        onEnter: () => {
          entered = Date.now();
          stay?.reset();
        },
        onLeave: () => stay?.flush(),
      }),
    );
    add('click', config.click.enabled, () => installClick(deps));
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
      listen(window, LEAVING, closingFlush, report),
      whenIdle(begin),
    );
    uninstallers = list;
    // `use` may return a promise: its failure is reported too.
    const lazy = <M>(load: () => Promise<M>, use: (m: M) => unknown): void => {
      load()
        .then((m) => (stopped ? 0 : use(m)))
        .catch((e: unknown) => safeReport(report, e));
    };
    void ready.then(() => {
      if (stopped) return;
      if (left.length > 0)
        lazy(
          () => import('./queue/requeue'),
          (m) => m.requeueJournal(queue, left),
        );
      // Loaded after the first screen, they miss nothing of it: the first view is counted from the
      // page's entry, the performance observers read buffered entries, the DOM is watched from here.
      if (config.stay.enabled)
        lazy(
          () => import('./collectors/stay'),
          (m) => (stay = m.installStay(deps, entered)),
        );
      if (domSettled)
        lazy(
          () => import('./collectors/performance'),
          (m) => (perf = m.installPerformance(deps, isTrackingUrl, domSettled)),
        );
      // Events cached by an earlier page (closed before its flush) go out now.
      lazy(withUploader, (u) => {
        u?.start();
        return u?.flush();
      });
    });
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
    setUser: guard(report, (loginId: string | null, loginType?: string, userToken?: string) => {
      // Signed out: no login type or token either (isLogin false, loginId and loginType empty).
      ctx.user = loginId
        ? { loginId, loginType: loginType ?? (ctx.user.loginType || config.loginType), userToken }
        : { loginId: '', loginType: '' };
    }) as Tracker['setUser'],
    flush: () => {
      if (consent !== 'granted') return Promise.resolve();
      begin();
      return withUploader()
        .then((u) => u?.flush())
        .catch((e: unknown) => safeReport(report, e));
    },
    setServerTimeOffset: guard(report, (ms: number) => {
      if (Number.isFinite(ms)) ctx.timeOffset = Math.round(ms);
    }) as Tracker['setServerTimeOffset'],
    setConsent: (state) => {
      if (consent === 'erased' || consent === state) return;
      consent = state;
      const waiting = held;
      held = [];
      if (state === 'refused') return uploader?.stop();
      // In the order they were built; a page closing now journals them (queue/close-watch.ts).
      for (const [channel, event] of waiting) void emitted(channel, event);
      grant();
      if (uninstallers) uploader?.start();
    },
    erase: () => {
      consent = 'erased';
      held = [];
      stop();
      removeAllKeys();
      return import('./queue/erase')
        .then((m) => m.deleteEvents(config.idbOpenTimeout))
        .catch((e: unknown) => safeReport(report, e));
    },
    enabled: true,
  };
}
