-- After-sales (issue 12): one application per order item and request, its state history, and the refunds
-- paid for it. Money is integer cents, times epoch ms. State moves are conditional UPDATEs (WHERE state =
-- the expected one) inside transactions that lock the order row first, so two moves can never both win.

CREATE SEQUENCE after_sale_no_seq START 100001;

CREATE TABLE after_sales (
  rma_no text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  -- The request's uniqueCode: the same code from the same customer is the same application.
  unique_code text NOT NULL,
  order_no text NOT NULL REFERENCES orders (order_no),
  order_item_no text NOT NULL REFERENCES order_items (order_item_no),
  kind text NOT NULL CHECK (kind IN ('refund_only', 'return_refund')),
  reason_code text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  -- goods share (after the coupon apportionment) + freight share = amount; fixed when applied.
  goods_cents integer NOT NULL CHECK (goods_cents >= 0),
  freight_cents integer NOT NULL CHECK (freight_cents >= 0),
  amount_cents integer NOT NULL CHECK (amount_cents = goods_cents + freight_cents),
  description text NOT NULL DEFAULT '',
  -- Ids of uploaded files only (the upload endpoint owns the files).
  photo_ids text[] NOT NULL DEFAULT '{}',
  state text NOT NULL CHECK (state IN ('applied', 'awaiting_return', 'return_shipped', 'refunded',
                                       'rejected', 'cancelled', 'closed')),
  reject_reason text,
  -- The store answers by approve_deadline or the application is approved by the timer.
  approve_deadline bigint NOT NULL,
  -- An approved return must be shipped back by return_deadline or it closes.
  return_deadline bigint,
  courier text,
  tracking_no text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  approved_at bigint,
  shipped_back_at bigint,
  received_at bigint,
  refunded_at bigint,
  ended_at bigint,
  hidden boolean NOT NULL DEFAULT false,
  UNIQUE (customer_id, unique_code)
);
CREATE INDEX after_sales_item_idx ON after_sales (order_item_no, state);
CREATE INDEX after_sales_order_idx ON after_sales (order_no);
CREATE INDEX after_sales_customer_idx ON after_sales (customer_id, created_at DESC);
CREATE INDEX after_sales_applied_idx ON after_sales (approve_deadline) WHERE state = 'applied';
CREATE INDEX after_sales_return_idx ON after_sales (return_deadline) WHERE state = 'awaiting_return';

-- Every move with who made it: the detail page's timeline.
CREATE TABLE after_sale_history (
  id serial PRIMARY KEY,
  rma_no text NOT NULL REFERENCES after_sales (rma_no),
  from_state text,
  to_state text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('shopper', 'store', 'timer')),
  note text NOT NULL DEFAULT '',
  at bigint NOT NULL
);
CREATE INDEX after_sale_history_rma_idx ON after_sale_history (rma_no, id);

-- The money going back through the simulated cashier, against the payment that was taken. The primary key
-- is the application: a retry, a second operator click or a timer racing the store can never pay twice.
CREATE TABLE after_sale_refunds (
  rma_no text PRIMARY KEY REFERENCES after_sales (rma_no),
  order_no text NOT NULL REFERENCES orders (order_no),
  pay_token text NOT NULL REFERENCES payments (pay_token),
  customer_id integer NOT NULL REFERENCES customers (id),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  created_at bigint NOT NULL
);
CREATE INDEX after_sale_refunds_order_idx ON after_sale_refunds (order_no);
