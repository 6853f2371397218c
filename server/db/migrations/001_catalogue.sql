-- Catalogue: categories, stores, products (SPU) and their SKUs, coupons.
-- Money is integer cents; times are epoch milliseconds (bigint) so the server clock decides them.

CREATE TABLE categories (
  code integer PRIMARY KEY CHECK (code BETWEEN 20 AND 28),
  sc_code text NOT NULL UNIQUE,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE stores (
  store_no text PRIMARY KEY,
  name text NOT NULL,
  store_type text NOT NULL CHECK (store_type IN ('standard', 'luxury')),
  logo_url text NOT NULL,
  description text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at bigint NOT NULL
);

CREATE TABLE products (
  spu_no text PRIMARY KEY,
  name text NOT NULL,
  short_name text NOT NULL,
  brand text NOT NULL,
  category_code integer NOT NULL REFERENCES categories (code),
  store_no text NOT NULL REFERENCES stores (store_no),
  description text NOT NULL DEFAULT '',
  status smallint NOT NULL CHECK (status IN (0, 1)),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX products_category_idx ON products (category_code, status);
CREATE INDEX products_store_idx ON products (store_no, status);

-- Stock lives on the SKU row and only changes inside transactions (SELECT ... FOR UPDATE or a
-- conditional UPDATE ... WHERE stock >= n). version supports optimistic checks where that fits better.
-- The stock state shown to shoppers is derived from stock, activity_type and sale_start_at.
CREATE TABLE skus (
  sku_no text PRIMARY KEY,
  spu_no text NOT NULL REFERENCES products (spu_no),
  spec_name text NOT NULL,
  sale_price_cents integer NOT NULL CHECK (sale_price_cents >= 0),
  market_price_cents integer NOT NULL CHECK (market_price_cents >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  status smallint NOT NULL CHECK (status IN (0, 1)),
  activity_type smallint CHECK (activity_type BETWEEN 1 AND 7),
  price_label smallint CHECK (price_label IN (1, 2, 3, 4, 5, 8, 26, 101)),
  sale_start_at bigint,
  image_url text NOT NULL,
  sales_volume integer NOT NULL DEFAULT 0 CHECK (sales_volume >= 0),
  sort integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX skus_spu_idx ON skus (spu_no, sort);

CREATE TABLE coupons (
  coupon_no text PRIMARY KEY,
  name text NOT NULL,
  -- 1 spend-threshold reduction, 2 no-threshold cash coupon
  coupon_type smallint NOT NULL CHECK (coupon_type IN (1, 2)),
  threshold_cents integer NOT NULL DEFAULT 0 CHECK (threshold_cents >= 0),
  discount_cents integer NOT NULL CHECK (discount_cents > 0),
  total_quantity integer NOT NULL CHECK (total_quantity >= 0),
  remaining_quantity integer NOT NULL CHECK (remaining_quantity >= 0),
  per_customer_limit integer NOT NULL DEFAULT 1 CHECK (per_customer_limit > 0),
  store_no text REFERENCES stores (store_no),
  category_code integer REFERENCES categories (code),
  start_at bigint NOT NULL,
  end_at bigint NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at bigint NOT NULL,
  CHECK (remaining_quantity <= total_quantity),
  CHECK (end_at > start_at)
);
