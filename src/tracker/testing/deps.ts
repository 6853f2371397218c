import type { CollectorDeps } from '../collectors/types';
import { resolveConfig } from '../core/config';
import type { TrackerContext } from '../core/context';
import { parseUserAgent } from '../core/device';
import { createEventBuilder } from '../core/event-builder';
import { Session } from '../core/session';
import { loadVisitor } from '../core/visitor';
import type { TrackEvent, TrackerError, TrackerOptions } from '../types';

/** Real context and event builder; emitted events are collected instead of queued. */
export function makeDeps(options: Partial<TrackerOptions> = {}) {
  const r = resolveConfig({ key: 'mallDEV', ...options });
  if (!r.ok) throw new Error(r.errors.join('; '));
  const now = Date.now();
  const ctx: TrackerContext = {
    config: r.config,
    visitor: loadVisitor(now),
    session: new Session(now),
    device: parseUserAgent(navigator.userAgent),
    user: { loginId: r.config.loginId, loginType: r.config.loginType },
    timeOffset: 0,
    page: { loadId: 'page-1', spanId: 'aaaaaaaaaaaaaaaa', path: location.pathname },
    behavior: () => ({}),
  };
  const events: TrackEvent[] = [];
  const errors: TrackerError[] = [];
  const build = createEventBuilder(ctx);
  const deps: CollectorDeps = {
    ctx,
    emit: (type, data, opts) => {
      events.push(build(type, data, opts));
      return Promise.resolve(true);
    },
    report: (e) => {
      errors.push(e);
    },
  };
  const ofType = <T extends TrackEvent['eventType']>(t: T) =>
    events.filter((e): e is Extract<TrackEvent, { eventType: T }> => e.eventType === t);
  return { deps, ctx, events, errors, ofType };
}

/** Fake timers that leave setImmediate alone: fake-indexeddb schedules with it. */
export const TIMERS = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
} as const;

export function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}
