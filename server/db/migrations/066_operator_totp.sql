-- Optional two-step sign-in for operator accounts (issue 35, ADR 0067): a TOTP secret (RFC 6238), sealed with
-- AES-256-GCM under OPERATOR_TOTP_KEY, never stored or answered in the clear after enrolment. An enrolment
-- begun but not yet confirmed with a code keeps its secret in totp_pending; sign-in asks for a code only once
-- totp_secret is set. totp_last_step is the 30-second step of the last code taken, so a code is used once.
ALTER TABLE operator_accounts
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending text,
  ADD COLUMN totp_enrolled_at bigint,
  ADD COLUMN totp_last_step bigint;
