-- Issue 29 item 7: the tracking store scales by time. trace_events becomes a table partitioned by the
-- event's own time (client_time), one partition per China (UTC+8) day, so a day's events are dropped as a
-- whole when they pass the retention period (server/services/tracking-retention.ts) instead of being
-- deleted row by row. The day partitions are created ahead by that job; an event whose day has no
-- partition (a device clock far off, or a day the job has not reached) lands in the default partition.
--
-- Why client_time and not received_at: a retried upload carries the same event with the same client_time,
-- so the key (event_id, client_time) still stores an event once, however late the retry arrives. With
-- received_at, a retry on another day would land in another partition and be stored twice. ADR 0041.
ALTER TABLE trace_events RENAME TO trace_events_unpartitioned;
ALTER TABLE trace_events_unpartitioned DROP CONSTRAINT trace_events_pkey;
DROP INDEX trace_events_session_idx;
DROP INDEX trace_events_received_idx;
DROP INDEX trace_events_type_idx;

CREATE TABLE trace_events (
  event_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('normal', 'trace')),
  event_type text NOT NULL,
  system_id text NOT NULL,
  device_id text NOT NULL,
  session_id text NOT NULL,
  sequence integer NOT NULL,
  client_time bigint NOT NULL,
  received_at bigint NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (event_id, client_time)
) PARTITION BY RANGE (client_time);
CREATE INDEX trace_events_session_idx ON trace_events (session_id, sequence);
CREATE INDEX trace_events_received_idx ON trace_events (received_at DESC);
CREATE INDEX trace_events_type_idx ON trace_events (event_type, received_at DESC);
CREATE TABLE trace_events_default PARTITION OF trace_events DEFAULT;

INSERT INTO trace_events SELECT * FROM trace_events_unpartitioned;
DROP TABLE trace_events_unpartitioned;
