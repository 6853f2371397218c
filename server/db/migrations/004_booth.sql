-- Booth store: pages addressed by placement code and/or page id, their versions (one editable draft,
-- every published version kept forever so any can be rolled back to) and short-lived preview tokens.
-- Also the catalogue columns the booth product lists sort and filter on.

CREATE TABLE booth_pages (
  id serial PRIMARY KEY,
  -- Placement/category code (10 home, 20-28 category tabs, 30 daily deals); null for id-only pages.
  page_code integer UNIQUE,
  page_id text NOT NULL UNIQUE,
  created_at bigint NOT NULL
);

CREATE TABLE booth_versions (
  id serial PRIMARY KEY,
  page_ref integer NOT NULL REFERENCES booth_pages (id),
  status text NOT NULL CHECK (status IN ('draft', 'published')),
  -- Numbered 1, 2, ... per page when published; a draft has none yet.
  version integer,
  layout jsonb NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  published_at bigint,
  -- Page-level schedule: the version is served from this instant on (server time).
  publish_at bigint,
  -- Set when the version was made by rolling back to an older one.
  rolled_back_from integer,
  CHECK ((status = 'draft') = (version IS NULL)),
  CHECK (status = 'draft' OR (published_at IS NOT NULL AND publish_at IS NOT NULL)),
  UNIQUE (page_ref, version)
);
CREATE UNIQUE INDEX booth_versions_one_draft ON booth_versions (page_ref) WHERE status = 'draft';
CREATE INDEX booth_versions_live_idx ON booth_versions (page_ref, publish_at DESC, version DESC)
  WHERE status = 'published';

-- A preview token shows one snapshot of a draft to whoever holds the link, until it expires.
-- Stored hashed like every other secret.
CREATE TABLE booth_previews (
  token_hash text PRIMARY KEY,
  page_ref integer NOT NULL REFERENCES booth_pages (id),
  layout jsonb NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX booth_previews_expires_idx ON booth_previews (expires_at);

-- Daily deals: a flash sale (activity_type 1) is in progress from sale_start_at until sale_end_at.
ALTER TABLE skus ADD COLUMN sale_end_at bigint;
-- Payable in digital yuan (listed in the e-CNY zone) besides the SKUs whose price label is 8.
ALTER TABLE skus ADD COLUMN ecny boolean NOT NULL DEFAULT false;
-- When the product passed review; sort key 2 ("approval time"). Null reads as created_at.
ALTER TABLE products ADD COLUMN approved_at bigint;

CREATE INDEX skus_activity_idx ON skus (activity_type) WHERE activity_type IS NOT NULL;

-- Seed steps that run after the catalogue seed (it runs after all migrations), once each.
CREATE TABLE seed_steps (
  id text PRIMARY KEY,
  applied_at bigint NOT NULL
);
