/** Tracking ingest. See docs/tracking.md for the endpoints and the sink seam. */
export { type IngestOptions, ingestOptionsFromEnv } from './options';
export { ingestRoutes, TRACE_BASE } from './routes';
export type { IngestMeta, IngestSink, SinkStats, TraceReader, WriteResult } from './sink';
