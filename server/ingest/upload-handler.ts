import type { Context } from 'hono';
import { COMPRESSED_HEADER } from '../../schemas/tracking/compressed-header';
import { TRACKING_HEADERS, type TrackChannel, UPLOAD_STATUS } from '../../schemas/tracking/constants';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { refuse } from './answers';
import { decodeUpload } from './decode';
import { matchTraceKey } from './keys';
import type { ResolvedIngest } from './options';
import type { KeyRateLimiter } from './rate-limit';
import { EventsRefusedError, type IngestSink } from './sink';
import { openEventTokens } from './user-tokens';
import { validateUpload } from './validate';
import type { WriteGate } from './write-gate';

export interface UploadDeps {
  settings: ResolvedIngest;
  sink: IngestSink;
  limiter: KeyRateLimiter;
  gate: WriteGate;
  clock: () => number;
  /** Opens the events' sealed user tokens (AppConfig.userTokenKey). */
  userTokenKey: string;
  logger: (line: string) => void;
  /**
   * Told which devices a stored upload came from, with its request (ADR 0056: a booth experiment links the
   * tracker's device id to the visitor cookie the upload carries). Never fails the upload.
   */
  onStored?: (c: Context<AppEnv>, deviceIds: readonly string[]) => Promise<void>;
}

export interface UploadAnswer {
  received: number;
  stored: number;
  duplicates: number;
}

/** POST /api/trace/log and /api/trace/chain: key → rate → decode → validate → sink. */
export function uploadHandler(d: UploadDeps, channel: TrackChannel) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const key = matchTraceKey(c.req.header(TRACKING_HEADERS.secretKey), d.settings.keys);
    if (!key) {
      // 'retry': a wrong key is a deployment mistake; the events are fine and must survive until it is fixed.
      return refuse(c, 401, UPLOAD_STATUS.retry, `missing or unknown ${TRACKING_HEADERS.secretKey}`);
    }
    const rate = d.limiter.take(key);
    if (!rate.ok) {
      return refuse(c, 429, UPLOAD_STATUS.retry, 'too many tracking uploads, retry later', {
        retryAfterS: rate.retryAfterS,
      });
    }
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const decoded = await decodeUpload(
      c.req.header('content-type'),
      raw,
      d.settings.maxInflatedBytes,
      c.req.header(COMPRESSED_HEADER) === '1',
    );
    if (!decoded.ok) return refuse(c, decoded.status, UPLOAD_STATUS.rejected, decoded.message);
    const upload = validateUpload(decoded.value);
    if (!upload.ok) {
      return refuse(c, 400, UPLOAD_STATUS.rejected, upload.message, { result: { issues: upload.issues } });
    }
    const meta = {
      channel,
      receivedAt: d.clock(),
      dropped: upload.dropped,
      resend: c.req.header(TRACKING_HEADERS.resend) === '1',
    };
    let outcome: Awaited<ReturnType<IngestSink['write']>> | 'busy';
    try {
      outcome = await d.gate.run(() => d.sink.write(openEventTokens(upload.events, d.userTokenKey), meta));
    } catch (e) {
      if (e instanceof EventsRefusedError) {
        // Never 'retry': the SDK would resend the same events forever. 'rejected' makes it split the batch.
        d.logger(`trace ingest: events refused: ${e.reason}`);
        return refuse(c, 400, UPLOAD_STATUS.rejected, 'the tracking store cannot accept these events');
      }
      // Logged without headers or body: the key and the events' user ids stay out of the log.
      d.logger(`trace ingest: sink write failed: ${e instanceof Error ? e.message : String(e)}`);
      return refuse(c, 503, UPLOAD_STATUS.retry, 'tracking store unavailable, retry later', {
        retryAfterS: d.settings.busyRetryAfterS,
      });
    }
    if (outcome === 'busy') {
      return refuse(c, 429, UPLOAD_STATUS.retry, 'tracking ingest is busy, retry later', {
        retryAfterS: d.settings.busyRetryAfterS,
      });
    }
    if (d.onStored) {
      const devices = [...new Set(upload.events.map((e) => e.deviceId))];
      await d
        .onStored(c, devices)
        .catch((e: unknown) =>
          d.logger(`trace ingest: after-store step failed: ${e instanceof Error ? e.message : String(e)}`),
        );
    }
    c.header(TRACKING_HEADERS.uploadStatus, UPLOAD_STATUS.ok);
    const answer: UploadAnswer = { received: upload.events.length, ...outcome };
    return sendOk(c, answer);
  };
}
