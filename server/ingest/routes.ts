import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TRACKING_ENDPOINTS, UPLOAD_STATUS } from '../../schemas/tracking/constants';
import { consentedVisitorId } from '../booth/experiments/visitor';
import type { AppDeps } from '../config';
import type { AppEnv } from '../http/types';
import { noteExperimentDevices } from '../services/booth-experiments';
import { refuse } from './answers';
import { DbTraceReader } from './db-reader';
import { DbIngestSink } from './db-sink';
import { operatorRoutes } from './operator-routes';
import { resolveIngest } from './options';
import { KeyRateLimiter } from './rate-limit';
import { uploadHandler } from './upload-handler';
import { WriteGate } from './write-gate';

/** Where this router is mounted; the SDK's endpoints are under it. */
export const TRACE_BASE = '/api/trace';

const under = (path: string): string => {
  if (!path.startsWith(`${TRACE_BASE}/`))
    throw new Error(`tracking endpoint ${path} is outside ${TRACE_BASE}`);
  return path.slice(TRACE_BASE.length);
};

/** The tracking ingest: two upload endpoints and the operator reads, mounted at /api/trace. */
export function ingestRoutes(deps: AppDeps): Hono<AppEnv> {
  const opts = deps.config.ingest ?? {};
  const settings = resolveIngest(deps.config.env, opts);
  const sink = opts.sink ?? new DbIngestSink(deps.db);
  const reader = opts.reader ?? new DbTraceReader(deps.db);
  const gate = new WriteGate({
    maxConcurrent: settings.maxConcurrentWrites,
    maxQueued: settings.maxQueuedWrites,
  });
  // The ingest queue on /metrics: sink writes running and uploads waiting for a slot.
  deps.config.observe?.metrics.registerGauge(
    'mall_ingest_writes_active',
    'Tracking sink writes running now.',
    () => gate.load().active,
  );
  deps.config.observe?.metrics.registerGauge(
    'mall_ingest_writes_waiting',
    'Tracking uploads waiting for a sink write slot.',
    () => gate.load().waiting,
  );
  const upload = {
    settings,
    sink,
    limiter: new KeyRateLimiter(settings.rateLimit, deps.config.clock),
    gate,
    clock: deps.config.clock,
    userTokenKey: deps.config.userTokenKey,
    logger: deps.config.logger,
    // A booth experiment's visitor cookie on the upload links the tracker's device to its variant (ADR 0056).
    onStored: (c: Context<AppEnv>, devices: readonly string[]) =>
      noteExperimentDevices(deps, consentedVisitorId(c), devices),
  };
  const limitBody = bodyLimit({
    maxSize: settings.maxBodyBytes,
    onError: (c) => {
      // The rest of the body is never read, so this connection cannot carry another request.
      c.header('connection', 'close');
      return refuse(
        c,
        413,
        UPLOAD_STATUS.rejected,
        `tracking upload larger than ${settings.maxBodyBytes} bytes`,
      );
    },
  });

  const r = new Hono<AppEnv>();
  r.post(under(TRACKING_ENDPOINTS.normal), limitBody, uploadHandler(upload, 'normal'));
  r.post(under(TRACKING_ENDPOINTS.trace), limitBody, uploadHandler(upload, 'trace'));
  r.route('/operator', operatorRoutes(deps, reader, sink, gate));
  return r;
}
