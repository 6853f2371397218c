import { CHANNELS, type TrackChannel } from '../../../schemas/tracking/constants';
import { safeReport } from '../core/safe';
import { journalDrop, readJournal } from '../queue/journal';
import type { TrackEvent } from '../types';
import { TrackerError } from '../types';
import { encodeNow } from './encode';
import { buildPayload } from './payload';
import { KEEPALIVE_BUDGET, sendUpload } from './send';
import type { Uploader } from './uploader';

const encoder = new TextEncoder();

/**
 * Sends the pending-close record in keep-alive requests started synchronously: a closing page
 * runs no later task, so nothing here awaits before fetch. Bounded by the keep-alive quota
 * left and the upload size; what does not fit stays journaled for the next start. Dropped
 * counts are left to the regular path, which acknowledges them.
 */
export function sendClosing(u: Uploader): void {
  const { config } = u.d;
  const size = u.d.queue.batchingOff || config.batchSize === 1 ? 1 : config.batchSize;
  const max = u.d.queue.opts.maxEventBytes;
  // An event already in a regular upload's flight is left to it: sending it here too would put it on
  // the wire twice, unmarked. If the page dies first, that upload's record (sent.ts) makes the next
  // start send it again, marked as a resend.
  const entries = Object.values(readJournal()).filter(
    (e) => !u.closeSent.has(e.event.eventId) && !u.inflightIds.has(e.event.eventId),
  );
  for (const channel of CHANNELS) {
    // Resends (events whose earlier upload went unanswered) travel apart, marked as such.
    for (const resend of [false, true]) {
      let batch: TrackEvent[] = [];
      let bytes = 0;
      for (const { channel: c, event } of entries) {
        if (c !== channel || u.unanswered.has(event.eventId) !== resend) continue;
        const n = encoder.encode(JSON.stringify(event)).length + 1;
        if (batch.length >= size || (batch.length > 0 && bytes + n > max)) {
          send(u, channel, batch, size === 1, resend);
          batch = [];
          bytes = 0;
        }
        batch.push(event);
        bytes += n;
      }
      if (batch.length > 0) send(u, channel, batch, size === 1, resend);
    }
  }
}

function send(
  u: Uploader,
  channel: TrackChannel,
  events: TrackEvent[],
  single: boolean,
  resend: boolean,
): void {
  const { config, fetchFn, report } = u.d;
  const enc = encodeNow(buildPayload(events, {}, single, u.d.timeZone), config);
  if (!enc || enc.bytes > config.maxUploadBytes || enc.bytes > KEEPALIVE_BUDGET - u.keepaliveBytes) return;
  const ids = events.map((e) => e.eventId);
  for (const id of ids) u.closeSent.set(id, false);
  u.keepaliveBytes += enc.bytes;
  // The page may die before the answer: the next start then sends these again, marked as resends.
  u.beginSend(ids);
  void sendUpload(fetchFn, `${config.host}${config.endpoints[channel]}`, enc, {
    secretKey: config.key,
    timeoutMs: config.requestTimeout,
    keepalive: true,
    resend,
  })
    .then((res) => {
      u.endSend(ids, res.ok ? 'stored' : res.status > 0 ? 'refused' : 'unknown');
      for (const id of ids) {
        if (res.ok) u.closeSent.set(id, true);
        else u.closeSent.delete(id);
      }
      if (res.ok) journalDrop(ids);
      else safeReport(report, new TrackerError('upload', res.message));
    })
    .finally(() => {
      u.keepaliveBytes -= enc.bytes;
    });
}
