-- Operator console (issue 18): short-lived browser sessions exchanged for the operator token, and an
-- audit log of every booth write. Sessions are stored by the hash of their cookie value only; the CSRF
-- token is a second secret the console sends in a header on writes (SameSite=Strict already stops most
-- cross-site posts; the header stops the rest, e.g. a sibling subdomain).

CREATE TABLE operator_sessions (
  id_hash text PRIMARY KEY,
  csrf_token text NOT NULL,
  operator_name text NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX operator_sessions_expiry_idx ON operator_sessions (expires_at);

-- Who changed what: one row per draft save, publish and rollback, by console operator name or 'api'
-- for the bearer token. Kept with the page; never holds a layout or a secret.
CREATE TABLE booth_audit (
  id bigserial PRIMARY KEY,
  page_ref integer NOT NULL REFERENCES booth_pages (id),
  actor text NOT NULL,
  action text NOT NULL CHECK (action IN ('draft', 'publish', 'rollback', 'create')),
  version integer,
  detail text NOT NULL DEFAULT '',
  at bigint NOT NULL
);
CREATE INDEX booth_audit_page_idx ON booth_audit (page_ref, at DESC);

-- Pictures operators upload for booth blocks: stored in the same file store as customers' uploads (served
-- at /api/file-storage/file/upload/{fileId}) but listed here instead of the customers' upload ledger, so
-- the orphan sweep for customers' photos never removes a picture a page shows.
CREATE TABLE booth_assets (
  file_id text PRIMARY KEY,
  url text NOT NULL,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  size integer NOT NULL,
  uploaded_by text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX booth_assets_created_idx ON booth_assets (created_at DESC);
