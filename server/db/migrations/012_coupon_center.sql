-- Coupon center (issue 13). The coupons table stays the template and customer_coupons the issued coupon;
-- this adds what the marketing calls need: discount (percent) coupons, SKU and e-CNY scopes, validity of
-- N days from claiming, a claim window, redemption codes with a per-customer attempt limit kept in the
-- database, and campaign/batch sends that are idempotent per (send, customer).

-- 3 = discount coupon: the shopper pays discount_percent % of the eligible goods (80 = 8折, 20 % off);
-- discount_cents is then the most it takes off.
ALTER TABLE coupons DROP CONSTRAINT coupons_coupon_type_check;
ALTER TABLE coupons ADD CONSTRAINT coupons_coupon_type_check CHECK (coupon_type IN (1, 2, 3));
ALTER TABLE coupons ADD COLUMN discount_percent smallint CHECK (discount_percent BETWEEN 1 AND 99);
ALTER TABLE coupons ADD CONSTRAINT coupons_percent_only_for_discount
  CHECK ((coupon_type = 3) = (discount_percent IS NOT NULL));

-- What the coupon covers. store_no and category_code keep narrowing as before (both may be set);
-- 'sku' adds the coupon_skus list and 'ecny' the goods payable in digital yuan.
ALTER TABLE coupons ADD COLUMN scope text NOT NULL DEFAULT 'all'
  CHECK (scope IN ('all', 'category', 'store', 'sku', 'ecny'));
-- Rows left at 'all' with a store or category read as that scope (repos/coupon-row.ts effectiveScope),
-- so the seed loader, which predates the column, needs no change.

CREATE TABLE coupon_skus (
  coupon_no text NOT NULL REFERENCES coupons (coupon_no),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  PRIMARY KEY (coupon_no, sku_no)
);

-- 'fixed': usable from start_at to end_at. 'days': usable from the claim until the end of the local day
-- valid_days days later; start_at/end_at then only bound when it can be claimed.
ALTER TABLE coupons ADD COLUMN validity text NOT NULL DEFAULT 'fixed' CHECK (validity IN ('fixed', 'days'));
ALTER TABLE coupons ADD COLUMN valid_days smallint CHECK (valid_days BETWEEN 1 AND 3650);
ALTER TABLE coupons ADD CONSTRAINT coupons_days_need_count CHECK ((validity = 'days') = (valid_days IS NOT NULL));

-- Claim window; null start = claimable at once, null end = until end_at.
ALTER TABLE coupons ADD COLUMN claim_start_at bigint;
ALTER TABLE coupons ADD COLUMN claim_end_at bigint;
-- Listed in the coupon center; false for coupons only given by code or by a send.
ALTER TABLE coupons ADD COLUMN in_center boolean NOT NULL DEFAULT true;

-- The issued coupon's own validity, fixed when it is issued, so a later template edit or a 'days' coupon
-- claimed on different days each keep their window. Rows issued before this migration (and the seeded
-- wallets) have none and read the template's start_at/end_at.
ALTER TABLE customer_coupons ADD COLUMN valid_from bigint;
ALTER TABLE customer_coupons ADD COLUMN valid_until bigint;
ALTER TABLE customer_coupons ADD COLUMN source text NOT NULL DEFAULT 'claim'
  CHECK (source IN ('claim', 'code', 'send'));
CREATE INDEX customer_coupons_order_idx ON customer_coupons (order_no) WHERE order_no IS NOT NULL;

-- Redemption codes: one use each. Stored normalised (upper case, no spaces).
CREATE TABLE coupon_codes (
  code text PRIMARY KEY,
  coupon_no text NOT NULL REFERENCES coupons (coupon_no),
  created_at bigint NOT NULL,
  customer_id integer REFERENCES customers (id),
  customer_coupon_id integer REFERENCES customer_coupons (id),
  redeemed_at bigint
);

-- Wrong codes per customer, for the attempt limit. The throttle row is locked while a customer's attempt
-- is judged, so parallel wrong guesses are counted one after another and cannot all slip under the limit.
CREATE TABLE coupon_code_throttle (customer_id integer PRIMARY KEY REFERENCES customers (id));
CREATE TABLE coupon_code_failures (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  at bigint NOT NULL
);
CREATE INDEX coupon_code_failures_idx ON coupon_code_failures (customer_id, at);

-- Campaign links: a token that gives its coupon once per customer.
CREATE TABLE coupon_campaigns (
  token text PRIMARY KEY,
  coupon_no text NOT NULL REFERENCES coupons (coupon_no),
  created_at bigint NOT NULL,
  ends_at bigint
);

-- One row per (send, customer): 'campaign:<token>' or 'batch:<batchNo>'. The key makes every send
-- idempotent: a repeated or racing send finds the row and gives nothing more.
CREATE TABLE coupon_sends (
  send_key text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (id),
  customer_coupon_id integer NOT NULL REFERENCES customer_coupons (id),
  created_at bigint NOT NULL,
  PRIMARY KEY (send_key, customer_id)
);
