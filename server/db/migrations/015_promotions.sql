-- Promotions (issue 13): full-discount activities (满减, e.g. 满300减30 on a set of goods) and the coupons a
-- scene (pay result, cart, product page) offers. The activities are seeded by a seed step after the catalogue
-- (server/db/seed-promotions.ts), because they name SKUs and categories.

CREATE TABLE full_discount_activities (
  activity_no text PRIMARY KEY,
  -- Operators' words, shown as written (Chinese first, like booth titles).
  title text NOT NULL,
  -- What the activity covers: every item, one category, one store, or the listed SKUs.
  scope text NOT NULL CHECK (scope IN ('all', 'category', 'store', 'sku')),
  category_code integer REFERENCES categories (code),
  store_no text REFERENCES stores (store_no),
  start_at bigint NOT NULL,
  end_at bigint NOT NULL,
  -- Pinned on promotion/top and first on the promotion pages.
  is_top boolean NOT NULL DEFAULT false,
  -- An item covered by several live activities takes part in the one with the lowest seq only.
  seq integer NOT NULL DEFAULT 0,
  CHECK (end_at > start_at),
  CHECK ((scope = 'category') = (category_code IS NOT NULL)),
  CHECK ((scope = 'store') = (store_no IS NOT NULL))
);

-- Tiers: spend threshold_cents of covered goods, get reduction_cents off; the highest tier reached applies.
CREATE TABLE full_discount_tiers (
  activity_no text NOT NULL REFERENCES full_discount_activities (activity_no),
  threshold_cents integer NOT NULL CHECK (threshold_cents > 0),
  reduction_cents integer NOT NULL CHECK (reduction_cents > 0),
  CHECK (reduction_cents < threshold_cents),
  PRIMARY KEY (activity_no, threshold_cents)
);

CREATE TABLE full_discount_skus (
  activity_no text NOT NULL REFERENCES full_discount_activities (activity_no),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  PRIMARY KEY (activity_no, sku_no)
);
CREATE INDEX full_discount_skus_sku_idx ON full_discount_skus (sku_no);

-- scene/get-coupon: the coupon templates a screen offers, in order.
CREATE TABLE scene_coupons (
  scene text NOT NULL CHECK (scene IN ('payResult', 'cart', 'productDetail', 'orderDetail')),
  coupon_no text NOT NULL REFERENCES coupons (coupon_no),
  seq integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scene, coupon_no)
);
