-- The audit log of every operator write (issue 35 item 3, ADR 0048): one row per write the operator gate
-- admitted, appended after the handler ran. Append-only: the server has no path that updates or deletes a
-- row, and the trigger below refuses both to anyone, the server's own database user included.
CREATE TABLE operator_audit_log (
  id bigserial PRIMARY KEY,
  at bigint NOT NULL,
  account text NOT NULL,
  role text NOT NULL,
  method text NOT NULL,
  -- The endpoint as registered ('PUT /api/operator/promotions/:activityNo') and the path as called.
  route text NOT NULL,
  path text NOT NULL,
  entity text,
  -- The submitted body (secrets redacted) and, where the handler provides them, the entity before and after.
  patch jsonb,
  before jsonb,
  after jsonb,
  status integer NOT NULL,
  -- direct: took effect at once; requested: kept as a change request; applied: an approved request taking
  -- effect; emergency: a publisher's rollback, immediate by design.
  disposition text NOT NULL CHECK (disposition IN ('direct', 'requested', 'applied', 'emergency')),
  change_request_id bigint,
  approved_by text,
  ip text NOT NULL,
  user_agent text
);
CREATE INDEX operator_audit_log_at_idx ON operator_audit_log (at);
CREATE INDEX operator_audit_log_account_idx ON operator_audit_log (account, at);
CREATE INDEX operator_audit_log_entity_idx ON operator_audit_log (entity, at);

CREATE FUNCTION operator_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER operator_audit_log_no_update BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_append_only();
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_log_append_only();
