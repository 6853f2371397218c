-- Group buy (issue 16): activities (spec activity type 6), teams and their members. A team order is an
-- ordinary order with a team reference (orders.team_id).

CREATE TABLE team_activities (
  activity_no text PRIMARY KEY,
  sku_no text NOT NULL REFERENCES skus (sku_no),
  title text NOT NULL,
  team_price_cents integer NOT NULL CHECK (team_price_cents > 0),
  team_size integer NOT NULL CHECK (team_size BETWEEN 2 AND 20),
  -- How long a team stays open after its leader paid.
  window_ms bigint NOT NULL CHECK (window_ms > 0),
  start_at bigint NOT NULL,
  end_at bigint NOT NULL,
  seq integer NOT NULL DEFAULT 0
);

-- status: forming (leader has not paid yet), open (waiting for members), succeeded, failed.
-- seats_taken counts members holding a seat (paid, or unpaid within their pay deadline); a seat is taken
-- with the team row locked, so it never passes team_size. expire_at is set when the leader pays.
CREATE TABLE teams (
  team_id text PRIMARY KEY,
  activity_no text NOT NULL REFERENCES team_activities (activity_no),
  leader_customer_id integer NOT NULL REFERENCES customers (id),
  team_size integer NOT NULL,
  status text NOT NULL CHECK (status IN ('forming', 'open', 'succeeded', 'failed')),
  seats_taken integer NOT NULL CHECK (seats_taken >= 0 AND seats_taken <= team_size),
  paid_count integer NOT NULL DEFAULT 0 CHECK (paid_count >= 0 AND paid_count <= team_size),
  created_at bigint NOT NULL,
  expire_at bigint,
  ended_at bigint
);
CREATE INDEX teams_open_idx ON teams (status, expire_at);
CREATE INDEX teams_activity_idx ON teams (activity_no, status);

-- One row per member order. status: reserved (unpaid), paid, released (unpaid order cancelled),
-- refunded (the team failed and the order was refunded).
CREATE TABLE team_members (
  order_no text PRIMARY KEY REFERENCES orders (order_no),
  team_id text NOT NULL REFERENCES teams (team_id),
  customer_id integer NOT NULL REFERENCES customers (id),
  is_leader boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('reserved', 'paid', 'released', 'refunded')),
  joined_at bigint NOT NULL,
  paid_at bigint
);
-- Nobody holds two live seats in one team.
CREATE UNIQUE INDEX team_members_live_idx ON team_members (team_id, customer_id)
  WHERE status IN ('reserved', 'paid');
CREATE INDEX team_members_customer_idx ON team_members (customer_id, joined_at DESC);

ALTER TABLE orders ADD COLUMN team_id text REFERENCES teams (team_id);
