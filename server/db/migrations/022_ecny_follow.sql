-- Issue 14, e-CNY payment and store following.
-- The payment kind the shopper chose at checkout (spec §3: '1' e-CNY, '2' not e-CNY). '1' is only
-- accepted when every item is payable in digital yuan (price label 8 or skus.ecny); the simulated
-- cashier then offers the e-CNY wallet, and the order detail says how it was paid.
ALTER TABLE orders ADD COLUMN pay_kind text NOT NULL DEFAULT '2' CHECK (pay_kind IN ('1', '2'));

-- Who follows which store. One row per (store, customer): following again changes nothing, and the
-- store's shown count (store_profiles.followers) moves only when a row is really added or removed.
CREATE TABLE store_followers (
  store_no text NOT NULL REFERENCES stores (store_no),
  customer_id integer NOT NULL REFERENCES customers (id),
  followed_at bigint NOT NULL,
  PRIMARY KEY (store_no, customer_id)
);
CREATE INDEX store_followers_customer ON store_followers (customer_id, followed_at DESC);

-- Purchase-type products (/xhProduct/detail, ADR 0017): goods the bank buys in for its customers and
-- ships from its own purchasing partner, in scheduled batches, rather than a mall store's stock.
CREATE TABLE purchase_products (
  spu_no text PRIMARY KEY REFERENCES products (spu_no),
  partner_name text NOT NULL,
  -- Orders placed by the cut-off hour (UTC+8) of a batch day leave with that batch.
  cutoff_hour smallint NOT NULL CHECK (cutoff_hour BETWEEN 0 AND 23),
  -- Batch weekdays, ISO numbering (1 Monday … 7 Sunday).
  batch_weekdays smallint[] NOT NULL,
  transit_days smallint NOT NULL CHECK (transit_days BETWEEN 0 AND 30),
  per_customer_limit integer NOT NULL CHECK (per_customer_limit > 0),
  -- Provinces the partner does not deliver to.
  excluded_provinces text[] NOT NULL DEFAULT '{}',
  notes text NOT NULL DEFAULT ''
);
