-- Electronic invoices (issue 12) and the leftovers of the after-sales work: the auto-receive pause and the
-- upload ledger (orphans, quota).
--
-- An invoice is asked for per store part of a paid order; the simulated tax service issues it at issue_at
-- (state applying → issued, with its 20-digit number). A re-issue red-letters (冲红) the issued one and asks
-- for a new one with the corrected title, once per invoice: the partial unique index keeps one live invoice
-- per store part, and the conditional UPDATE issued → red lets one of two parallel re-issues through.

CREATE SEQUENCE invoice_apply_no_seq START 100001;
CREATE SEQUENCE invoice_number_seq START 1;

CREATE TABLE invoices (
  apply_no text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  order_no text NOT NULL REFERENCES orders (order_no),
  order_store_no text NOT NULL REFERENCES order_stores (order_store_no),
  title_type text NOT NULL CHECK (title_type IN ('personal', 'company')),
  title text NOT NULL,
  tax_no text,
  email text NOT NULL,
  content text NOT NULL CHECK (content IN ('detail', 'category')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  tax_cents integer NOT NULL CHECK (tax_cents >= 0 AND tax_cents <= amount_cents),
  state text NOT NULL CHECK (state IN ('applying', 'issued', 'red')),
  issue_at bigint NOT NULL,
  invoice_number text UNIQUE,
  issued_at bigint,
  red_number text UNIQUE,
  red_at bigint,
  -- The invoice this one re-issues; a re-issue is not re-issued again (once per invoice).
  replaces text UNIQUE REFERENCES invoices (apply_no),
  -- The PDF link's secret: handed out only in the owner's view.
  download_token text NOT NULL,
  created_at bigint NOT NULL,
  CHECK ((state = 'applying') = (invoice_number IS NULL)),
  CHECK ((state = 'red') = (red_number IS NOT NULL))
);
CREATE UNIQUE INDEX invoices_live_idx ON invoices (order_store_no) WHERE state <> 'red';
CREATE INDEX invoices_customer_idx ON invoices (customer_id, created_at DESC);
CREATE INDEX invoices_due_idx ON invoices (issue_at) WHERE state = 'applying';

-- Auto-receive pauses while an after-sales application of the shipped order is open: paused_at is when the
-- pause began (null: running), paused_ms the pauses already over; the order is received at
-- shipped_at + ORDER_AUTO_RECEIVE_MS + receive_paused_ms.
ALTER TABLE orders ADD COLUMN receive_paused_at bigint;
ALTER TABLE orders ADD COLUMN receive_paused_ms bigint NOT NULL DEFAULT 0;

-- Every upload with its owner: the per-customer daily quota counts these rows (under a lock on the
-- customer's row), and housekeeping removes the files nobody attached within a day.
CREATE TABLE uploads (
  file_id text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  size integer NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX uploads_customer_idx ON uploads (customer_id, created_at);
CREATE INDEX uploads_created_idx ON uploads (created_at);
