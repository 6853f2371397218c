-- Issue 29 item 2: one job runner for every background job (server/jobs/). Each recurring job has one row;
-- a process claims a due row (FOR UPDATE SKIP LOCKED) for a lease, runs the job and sets its next due time,
-- so every job runs once per interval across all processes, and a job whose process died is claimed again
-- when its lease ends. Times are wall-clock epoch ms.
CREATE TABLE jobs (
  name text PRIMARY KEY,
  every_ms bigint NOT NULL CHECK (every_ms > 0),
  due_at bigint NOT NULL,
  locked_until bigint,
  locked_by text,
  -- Failures in a row; reset by a success.
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- Parked after too many failures in a row (the dead letter): retried rarely until it succeeds again.
  dead boolean NOT NULL DEFAULT false,
  last_run_at bigint
);
CREATE INDEX jobs_due_idx ON jobs (due_at);
