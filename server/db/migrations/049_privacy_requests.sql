-- Issue 33 item 3 (ADR 0049): a customer's request to delete their mall account (PIPL art. 47). A request
-- waits out a cooling-off period (due_at) during which the customer may cancel it; after it the erasure
-- job deletes or masks the customer's personal rows and marks it done. At most one open request per
-- customer. The row itself holds no personal field: the customer id stays as the anonymised stub's id.
CREATE TABLE privacy_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('deletion')),
  state text NOT NULL CHECK (state IN ('pending', 'cancelled', 'done')),
  requested_at bigint NOT NULL,
  due_at bigint NOT NULL,
  cancelled_at bigint,
  done_at bigint
);
CREATE UNIQUE INDEX privacy_requests_open_idx ON privacy_requests (customer_id) WHERE state = 'pending';
CREATE INDEX privacy_requests_due_idx ON privacy_requests (due_at) WHERE state = 'pending';
CREATE INDEX privacy_requests_recent_idx ON privacy_requests (requested_at DESC, id DESC);

-- Who among the operators read the privacy requests, and when (the console's list is audit-logged).
CREATE TABLE privacy_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL CHECK (char_length(action) <= 40),
  at bigint NOT NULL
);
CREATE INDEX privacy_audit_at_idx ON privacy_audit (at DESC);
