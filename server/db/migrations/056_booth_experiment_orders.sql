-- Orders per experiment variant (issue 35 item 5, ADR 0056): an order placed by a visitor an experiment
-- running on any page had assigned, noted when the order is created (the visitor cookie of that request).
CREATE TABLE booth_experiment_orders (
  experiment_id integer NOT NULL REFERENCES booth_experiments (id),
  order_no text NOT NULL,
  visitor_id text NOT NULL,
  variant text NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (experiment_id, order_no)
);
