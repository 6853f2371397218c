-- Maker-checker's loose ends (issue 35, ADR 0067).
-- A pending change request expires (OPERATOR_APPROVAL_TTL_DAYS, default 7): past expires_at it can no longer
-- be approved or rejected; its maker may withdraw it while it is pending. Requests made before this
-- migration get the default week from their creation.
ALTER TABLE change_requests ADD COLUMN expires_at bigint;
UPDATE change_requests SET expires_at = created_at + 7 * 24 * 60 * 60 * 1000;
ALTER TABLE change_requests ALTER COLUMN expires_at SET NOT NULL;
ALTER TABLE change_requests DROP CONSTRAINT change_requests_state_check;
ALTER TABLE change_requests ADD CONSTRAINT change_requests_state_check
  CHECK (state IN ('pending', 'approved', 'rejected', 'applied', 'withdrawn', 'expired'));

-- The gate's refusals are in the audit log too (who tried what, and why it was refused): disposition
-- 'refused' and the reason ('role', 'ownRequest', 'approverRole', 'routeUnlisted'). The rows stay append-only.
ALTER TABLE operator_audit_log ADD COLUMN reason text;
ALTER TABLE operator_audit_log DROP CONSTRAINT operator_audit_log_disposition_check;
ALTER TABLE operator_audit_log ADD CONSTRAINT operator_audit_log_disposition_check
  CHECK (disposition IN ('direct', 'requested', 'applied', 'emergency', 'refused'));
