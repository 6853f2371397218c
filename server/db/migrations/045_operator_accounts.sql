-- Operator accounts and roles (issue 35, ADR 0045): one row per person who signs in to the console. The
-- password is stored as scrypt with its own salt and cost parameters ('scrypt$N$r$p$salt$hash'); a
-- disabled account cannot sign in and its sessions end at their next request.
CREATE TABLE operator_accounts (
  name text PRIMARY KEY,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'publisher', 'marketing', 'auditor', 'administrator')),
  disabled boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  last_sign_in_at bigint
);

-- A session now names what it was opened as: an account (its role read from the account on every request,
-- so a change of role or a disable takes effect at once) or the shared token's service account.
ALTER TABLE operator_sessions ADD COLUMN account_name text;

-- Failed sign-ins, per account name and per address, for throttling (never the password tried).
CREATE TABLE operator_sign_in_failures (
  id bigserial PRIMARY KEY,
  account_name text NOT NULL,
  address text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX operator_sign_in_failures_name_idx ON operator_sign_in_failures (account_name, at);
CREATE INDEX operator_sign_in_failures_address_idx ON operator_sign_in_failures (address, at);
