-- Scheduled code lotteries (issue 15): join → codes (own + friends' assists) → a draw anyone can recompute.
-- seed_hash is published from the start (the commitment); seed is revealed only once state = 'drawn'.
CREATE TABLE lottery_activities (
  activity_no text PRIMARY KEY,
  title text NOT NULL,
  rules text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  invited_only boolean NOT NULL DEFAULT false,
  -- The most extra codes one entrant may earn from friends' assists.
  assist_cap integer NOT NULL CHECK (assist_cap >= 0),
  join_start_at bigint NOT NULL,
  join_end_at bigint NOT NULL,
  draw_at bigint NOT NULL,
  claim_deadline bigint NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'drawn')),
  drawn_at bigint,
  entry_hash text,
  code_count integer NOT NULL DEFAULT 0,
  -- Codes are handed out in order from 10000001, the row lock serialising concurrent joins and assists.
  next_code integer NOT NULL DEFAULT 10000001,
  seq integer NOT NULL DEFAULT 0,
  CHECK (join_start_at < join_end_at AND join_end_at <= draw_at AND draw_at < claim_deadline)
);

-- remaining = prizes not yet awarded; the draw takes them with remaining > 0 so it can never go negative.
CREATE TABLE lottery_prizes (
  prize_no text PRIMARY KEY,
  activity_no text NOT NULL REFERENCES lottery_activities (activity_no),
  prize_rank integer NOT NULL,
  name text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  total integer NOT NULL CHECK (total > 0),
  remaining integer NOT NULL CHECK (remaining >= 0 AND remaining <= total)
);
CREATE INDEX lottery_prizes_activity_idx ON lottery_prizes (activity_no, prize_rank);

-- Invited-users-only activities admit these customers and nobody else.
CREATE TABLE lottery_invites (
  activity_no text NOT NULL REFERENCES lottery_activities (activity_no),
  customer_id integer NOT NULL REFERENCES customers (id),
  PRIMARY KEY (activity_no, customer_id)
);

-- One entry per customer and activity (the primary key is the once-per-customer rule).
CREATE TABLE lottery_entries (
  activity_no text NOT NULL REFERENCES lottery_activities (activity_no),
  customer_id integer NOT NULL REFERENCES customers (id),
  join_code text NOT NULL,
  assists integer NOT NULL DEFAULT 0 CHECK (assists >= 0),
  joined_at bigint NOT NULL,
  PRIMARY KEY (activity_no, customer_id),
  UNIQUE (activity_no, join_code)
);
CREATE INDEX lottery_entries_customer_idx ON lottery_entries (customer_id, joined_at DESC);

-- source 'join' (helper NULL) or 'assist' (helper = the friend who helped). A helper helps an entrant once.
CREATE TABLE lottery_codes (
  activity_no text NOT NULL REFERENCES lottery_activities (activity_no),
  code text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (id),
  source text NOT NULL CHECK (source IN ('join', 'assist')),
  helper_customer_id integer REFERENCES customers (id),
  created_at bigint NOT NULL,
  PRIMARY KEY (activity_no, code),
  CHECK ((source = 'join') = (helper_customer_id IS NULL)),
  CHECK (helper_customer_id IS NULL OR helper_customer_id <> customer_id)
);
CREATE UNIQUE INDEX lottery_codes_one_help_idx ON lottery_codes (activity_no, customer_id, helper_customer_id);
CREATE INDEX lottery_codes_owner_idx ON lottery_codes (customer_id, activity_no);

-- Each winning code once, each customer wins at most once per activity.
CREATE TABLE lottery_winners (
  activity_no text NOT NULL REFERENCES lottery_activities (activity_no),
  code text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (id),
  prize_no text NOT NULL REFERENCES lottery_prizes (prize_no),
  draw_index integer NOT NULL,
  PRIMARY KEY (activity_no, code),
  UNIQUE (activity_no, customer_id)
);
CREATE INDEX lottery_winners_customer_idx ON lottery_winners (customer_id);
