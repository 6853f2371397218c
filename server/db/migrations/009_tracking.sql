-- Behaviour-tracking ingest (server/ingest, issue 6). The embedded default sink; at scale a log and a
-- column store replace these tables behind the IngestSink interface.
-- Times are epoch milliseconds: client_time from the device clock, received_at from the server clock.

CREATE TABLE trace_events (
  -- The client's unique id per event: retried and replayed uploads are stored once.
  event_id text PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('normal', 'trace')),
  event_type text NOT NULL,
  system_id text NOT NULL,
  device_id text NOT NULL,
  session_id text NOT NULL,
  -- 1-based per session; gaps are events lost (or not yet uploaded).
  sequence integer NOT NULL,
  client_time bigint NOT NULL,
  received_at bigint NOT NULL,
  -- The whole event as JSON text (text, not jsonb: jsonb refuses \u0000 escapes a page may produce).
  body text NOT NULL
);
CREATE INDEX trace_events_session_idx ON trace_events (session_id, sequence);
CREATE INDEX trace_events_received_idx ON trace_events (received_at DESC);
CREATE INDEX trace_events_type_idx ON trace_events (event_type, received_at DESC);

-- Events the client dropped before upload (cache limit, oversize, rejected, storage), reported with a
-- batch. Keyed by the batch's first eventId so a retried upload does not count them twice.
CREATE TABLE trace_dropped (
  upload_key text NOT NULL,
  reason text NOT NULL,
  session_id text NOT NULL,
  device_id text NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  received_at bigint NOT NULL,
  PRIMARY KEY (upload_key, reason)
);
CREATE INDEX trace_dropped_session_idx ON trace_dropped (session_id);
