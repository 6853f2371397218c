-- Customers, the simulated bank SSO and sessions. Secrets (one-time codes, user codes) are stored
-- only as SHA-256 hashes, so a copy of the database does not hand out live sessions.

CREATE TABLE customers (
  id serial PRIMARY KEY,
  customer_no text NOT NULL UNIQUE,
  user_id text NOT NULL UNIQUE,
  nick_name text NOT NULL,
  mobile text NOT NULL,
  -- Only single-sign-on users may use the mall; the others get respCode 1003 from the SSO.
  sso_user boolean NOT NULL,
  created_at bigint NOT NULL
);

-- One row per approval call: binds the SSO page to a return address checked at approval time.
CREATE TABLE sso_requests (
  state text PRIMARY KEY,
  cb text NOT NULL,
  sub_channel_no text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE sso_codes (
  code_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  sub_channel_no text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  sub_channel_no text NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX sessions_customer_idx ON sessions (customer_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- The user-information authorisation (spec §4). Revoking keeps the row with revoked_at set.
CREATE TABLE auth_licenses (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  license_version text NOT NULL,
  granted_items text NOT NULL,
  authorised_at bigint NOT NULL,
  revoked_at bigint
);
