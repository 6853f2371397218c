-- The qualification lottery (抽签购, issue 15): the phone maker's launch. A qualification activity is a
-- lottery activity (025: entries, codes, the verifiable draw, winners) plus the product its winners may buy
-- once at the launch price before the claim deadline. Units for the winners are held out of the SKU's stock
-- when the activity is created (held) and go back to the stock at the deadline (released_at, exactly once).
CREATE TABLE qualification_activities (
  activity_no text PRIMARY KEY REFERENCES lottery_activities (activity_no),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  launch_price_cents integer NOT NULL CHECK (launch_price_cents > 0),
  quota integer NOT NULL CHECK (quota > 0),
  held integer NOT NULL CHECK (held >= 0 AND held <= quota),
  released_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX qualification_activities_sku_idx ON qualification_activities (sku_no);

-- Each entrant's code word: random, unique across all activities, typed or read aloud without ambiguity.
CREATE TABLE qualification_code_words (
  activity_no text NOT NULL REFERENCES qualification_activities (activity_no),
  customer_id integer NOT NULL REFERENCES customers (id),
  code_word text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  PRIMARY KEY (activity_no, customer_id)
);

-- Orders a winner placed with their right to buy; at most one of them is not cancelled (checked under the
-- activity row's lock). Each took its unit from the hold; a cancelled one puts it back there until the
-- deadline (repos/qualification.ts releaseQualificationOrders, run by releaseOrders).
CREATE TABLE qualification_orders (
  order_no text PRIMARY KEY REFERENCES orders (order_no),
  activity_no text NOT NULL REFERENCES qualification_activities (activity_no),
  customer_id integer NOT NULL REFERENCES customers (id),
  created_at bigint NOT NULL
);
CREATE INDEX qualification_orders_customer_idx ON qualification_orders (activity_no, customer_id);
