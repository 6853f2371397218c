import type { TrackChannel } from '../../../schemas/tracking/constants';
import type { EventDataMap, TrackEvent, TrackEventType } from '../types';
import { knownTimeZone, type StaticFields, staticFields } from './base-fields';
import type { TrackerContext } from './context';
import { uuid } from './ids';

export interface BuildOptions {
  channel?: TrackChannel;
  /** Fixed id, so an event re-sent after a crash is deduplicated by the ingest. */
  eventId?: string;
  time?: number;
  /** Page the event belongs to when it is not the current one (a recovered PageExit). */
  pageLoadId?: string | null;
  /** Journal it synchronously even while visible (a PageExit: its sequence must never be re-issued). */
  journal?: boolean;
}

export type EventBuilder = <T extends TrackEventType>(
  type: T,
  data: EventDataMap[T],
  opts?: BuildOptions,
) => TrackEvent;

/**
 * Stamps base fields on event data: unique eventId, per-session sequence number (which
 * also renews an expired session), user, page and behaviour.
 */
export function createEventBuilder(ctx: TrackerContext): EventBuilder {
  let fixed: StaticFields | null = null;
  return (type, data, opts = {}) => {
    fixed ??= staticFields(ctx);
    const time = opts.time ?? Date.now();
    const { id: sessionId, seq } = ctx.session.stamp(Date.now());
    const utm = ctx.session.utm;
    const behavior: Record<string, unknown> = { ...ctx.behavior() };
    if (Object.keys(utm).length > 0) behavior.campaign = { ...utm };
    const event = {
      ...fixed,
      // '' until the zone is known (base-fields.ts): the upload fills it in.
      timeZone: knownTimeZone(),
      // loginId, loginType and the session info's userToken (undefined when signed out: JSON leaves it out).
      ...ctx.user,
      deviceId: ctx.visitor.id,
      sessionId,
      isLogin: ctx.user.loginId !== '',
      isFirstDay: ctx.visitor.isFirstDay(time),
      eventId: opts.eventId ?? uuid(),
      time,
      behavior,
      extras: { ...ctx.config.extras },
      timeOffset: ctx.timeOffset,
      eventType: type,
      channel: opts.channel ?? 'normal',
      sequence: seq,
      pageLoadId: opts.pageLoadId === undefined ? ctx.page.loadId : opts.pageLoadId,
      url: typeof location === 'undefined' ? '' : location.href,
      data,
    };
    // The object literal matches one member of the union for this T; TS cannot narrow a generic here.
    return event as unknown as TrackEvent;
  };
}
