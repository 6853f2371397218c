-- Issue 33 item 2: every grant and revoke of the user-information authorisation, with the agreement
-- version and the time (epoch ms). auth_licenses holds only the current state, and a later grant
-- overwrote when an earlier one was revoked; what a customer agreed to and withdrew, and when, is
-- kept here (PIPL: consent and its withdrawal must be provable). Append-only. Numbered 040: 038 and
-- 039 are taken on other branches.
CREATE TABLE auth_license_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  action text NOT NULL CHECK (action IN ('grant', 'revoke')),
  license_version text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX auth_license_events_customer_idx ON auth_license_events (customer_id, id);
