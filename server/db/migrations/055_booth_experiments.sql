-- Experiments and audiences on booth pages and slots (issue 35 item 5, ADR 0056). An experiment shows 2-4
-- variants of one page (each a saved version, or the live layout with one block replaced), resolved to
-- layouts when it starts, either by a split sticky per visitor or by an audience rule per variant. At most
-- one runs per page; ending it promotes one variant, published as the page's next version.
CREATE TABLE booth_experiments (
  id serial PRIMARY KEY,
  page_ref integer NOT NULL REFERENCES booth_pages (id),
  name text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('split', 'audience')),
  -- [{ key, label, source, weight, audience, layout }], in the order rules are tried.
  variants jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'ended')),
  created_by text NOT NULL,
  started_at bigint NOT NULL,
  ended_at bigint,
  ended_by text,
  promoted_variant text,
  promoted_version integer,
  CHECK ((state = 'ended') = (ended_at IS NOT NULL))
);
CREATE UNIQUE INDEX booth_experiments_one_running ON booth_experiments (page_ref) WHERE state = 'running';
CREATE INDEX booth_experiments_page_idx ON booth_experiments (page_ref, started_at DESC);

-- Which variant each visitor (the server's visitor cookie) was first served; the first is the one its events
-- count for. A tracking upload carrying the cookie adds the tracker's device id as an alias row (alias_of =
-- the cookie's id) with the same variant: the figures join the events' device_id on visitor_id.
CREATE TABLE booth_experiment_visitors (
  experiment_id integer NOT NULL REFERENCES booth_experiments (id),
  visitor_id text NOT NULL,
  variant text NOT NULL,
  first_at bigint NOT NULL,
  alias_of text,
  PRIMARY KEY (experiment_id, visitor_id)
);
