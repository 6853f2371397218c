-- Edits that are never lost (issue 36, ADR 0044). Every write to a booth page (draft, publish, rollback,
-- moving or cancelling a schedule) counts one revision and records who made it and when, so a write based
-- on an older revision is refused (409) and names the other operator instead of silently replacing work.
ALTER TABLE booth_pages ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE booth_pages ADD COLUMN changed_by text;
ALTER TABLE booth_pages ADD COLUMN changed_at bigint;

-- A scheduled version an operator cancels keeps its number and layout (history is never rewritten), but is
-- never served: status 'cancelled'.
ALTER TABLE booth_versions DROP CONSTRAINT booth_versions_status_check;
ALTER TABLE booth_versions ADD CONSTRAINT booth_versions_status_check
  CHECK (status IN ('draft', 'published', 'cancelled'));

-- The audit log names the two new writes.
ALTER TABLE booth_audit DROP CONSTRAINT booth_audit_action_check;
ALTER TABLE booth_audit ADD CONSTRAINT booth_audit_action_check
  CHECK (action IN ('draft', 'publish', 'rollback', 'create', 'reschedule', 'cancel'));
