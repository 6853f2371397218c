-- Conversions in the operators' figures (issue 36 item 4, ADR 0058): the tracker's trace id of the call that
-- created an order (x-trace-id / traceparent, the same id its ApiInvoke event carries), so an order can be
-- joined to the tracking session it was placed in, and from there to the last booth block clicked before it.
-- One row per order at most: a replayed create-order keeps the first call's id.
CREATE TABLE order_traces (
  order_no text PRIMARY KEY REFERENCES orders (order_no) ON DELETE CASCADE,
  trace_id text NOT NULL
);
