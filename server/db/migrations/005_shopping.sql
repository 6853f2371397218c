-- Shopping journey: cart line ordering and stages, favourites, reminders, addresses, held coupons,
-- confirmations, orders with their stores and items, payments and refunds.
-- Money is integer cents, times epoch ms. Stock only changes inside order transactions.

-- seq orders absolute-quantity writes to one line (a write applies only when its seq is greater).
ALTER TABLE cart_lines ADD COLUMN seq bigint NOT NULL DEFAULT 0;
ALTER TABLE cart_lines ADD COLUMN stage smallint CHECK (stage IN (3, 6, 12));
CREATE INDEX cart_lines_customer_idx ON cart_lines (customer_id, id);

CREATE TABLE favourites (
  customer_id integer NOT NULL REFERENCES customers (id),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  created_at bigint NOT NULL,
  PRIMARY KEY (customer_id, sku_no)
);

CREATE TABLE reminders (
  customer_id integer NOT NULL REFERENCES customers (id),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  remind_type text NOT NULL CHECK (remind_type IN ('arrival', 'sale')),
  created_at bigint NOT NULL,
  PRIMARY KEY (customer_id, sku_no, remind_type)
);

-- Deleted addresses keep their row (deleted_at) so nothing dangles; orders hold their own snapshot anyway.
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  phone text NOT NULL,
  province text NOT NULL,
  city text NOT NULL,
  district text NOT NULL,
  detail text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  deleted_at bigint
);
CREATE INDEX addresses_customer_idx ON addresses (customer_id) WHERE deleted_at IS NULL;

-- The customer's coupon wallet: one row per held coupon; an order locks one row while it is unpaid.
CREATE TABLE customer_coupons (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  coupon_no text NOT NULL REFERENCES coupons (coupon_no),
  status text NOT NULL DEFAULT 'unused' CHECK (status IN ('unused', 'used')),
  order_no text,
  claimed_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX customer_coupons_customer_idx ON customer_coupons (customer_id, coupon_no, status);

-- A confirmation: what the customer is about to buy, priced again at create time. Single use.
CREATE TABLE confirmations (
  token text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  source text NOT NULL CHECK (source IN ('cart', 'buyNow')),
  -- JSON array of {skuNo, quantity, lineId, stage}
  lines text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  order_no text
);
CREATE INDEX confirmations_expires_idx ON confirmations (expires_at);

CREATE SEQUENCE order_no_seq START 100001;

CREATE TABLE orders (
  order_no text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  -- The request's uniqueCode: the same code from the same customer is the same order.
  unique_code text NOT NULL,
  confirm_token text NOT NULL,
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled')),
  goods_cents integer NOT NULL CHECK (goods_cents >= 0),
  discount_cents integer NOT NULL CHECK (discount_cents >= 0 AND discount_cents <= goods_cents),
  freight_cents integer NOT NULL CHECK (freight_cents >= 0),
  payable_cents integer NOT NULL CHECK (payable_cents = goods_cents - discount_cents + freight_cents),
  coupon_no text,
  customer_coupon_id integer REFERENCES customer_coupons (id),
  -- JSON snapshot of the delivery address at order time.
  address text NOT NULL,
  invoice text NOT NULL,
  remark text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  pay_deadline bigint NOT NULL,
  paid_at bigint,
  shipped_at bigint,
  received_at bigint,
  completed_at bigint,
  cancelled_at bigint,
  cancel_kind text CHECK (cancel_kind IN ('user', 'timeout', 'refund')),
  cancel_reason text,
  hidden boolean NOT NULL DEFAULT false,
  UNIQUE (customer_id, unique_code)
);
CREATE INDEX orders_customer_idx ON orders (customer_id, hidden, created_at DESC);
CREATE INDEX orders_status_idx ON orders (status, pay_deadline);

CREATE TABLE order_stores (
  order_store_no text PRIMARY KEY,
  order_no text NOT NULL REFERENCES orders (order_no),
  store_no text NOT NULL,
  store_name text NOT NULL,
  goods_cents integer NOT NULL,
  discount_cents integer NOT NULL,
  freight_cents integer NOT NULL,
  payable_cents integer NOT NULL,
  sort integer NOT NULL
);
CREATE INDEX order_stores_order_idx ON order_stores (order_no, sort);

CREATE TABLE order_items (
  order_item_no text PRIMARY KEY,
  order_no text NOT NULL REFERENCES orders (order_no),
  order_store_no text NOT NULL REFERENCES order_stores (order_store_no),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  spu_no text NOT NULL,
  name text NOT NULL,
  spec_name text NOT NULL,
  image_url text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  stage smallint,
  sort integer NOT NULL
);
CREATE INDEX order_items_order_idx ON order_items (order_no, sort);

-- One row per cashier visit (pay token). It settles once: success, failed or cancelled; 'void' when a
-- newer visit or a cancellation replaced it before it settled.
CREATE TABLE payments (
  pay_token text PRIMARY KEY,
  order_no text NOT NULL REFERENCES orders (order_no),
  customer_id integer NOT NULL REFERENCES customers (id),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'success', 'failed', 'cancelled', 'void')),
  return_url text NOT NULL,
  note text,
  created_at bigint NOT NULL,
  settled_at bigint
);
CREATE INDEX payments_order_idx ON payments (order_no, created_at);

CREATE TABLE refunds (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE REFERENCES orders (order_no),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  reason text NOT NULL,
  created_at bigint NOT NULL
);

-- Seed steps that run once even on a database seeded before this migration.
CREATE TABLE seed_marks (
  name text PRIMARY KEY,
  applied_at bigint NOT NULL
);
