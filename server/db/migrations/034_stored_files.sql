-- Issue 29 item 3: uploaded files (shoppers' photos, operators' pictures) readable from every process of a
-- cluster. The FileStore on PostgreSQL (storage/db-store.ts) keeps each object and its metadata in one row;
-- the local disk stays the embedded default (FILE_STORE=disk|db).
CREATE TABLE stored_files (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  owner_id integer NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  created_at bigint NOT NULL,
  bytes bytea NOT NULL
);
