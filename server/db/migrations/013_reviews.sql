-- Reviews (issue 12): one review per order item once the order is received, plus at most one follow-up
-- (追评) on the review's own row. The unique key on order_item_no is what keeps a double tap, a retry or two
-- parallel submits to one review (the anchors' "check then insert" lets two through).
-- Photos are ids of the file upload (the writer's own, checked by the service); text has no control
-- characters (schemas/api/primitives.ts).

CREATE SEQUENCE review_no_seq START 100001;

CREATE TABLE reviews (
  review_no text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  order_no text NOT NULL REFERENCES orders (order_no),
  order_store_no text NOT NULL REFERENCES order_stores (order_store_no),
  order_item_no text NOT NULL UNIQUE REFERENCES order_items (order_item_no),
  -- The product reads (count, good share, latest with photos) are by SPU, like the product page.
  spu_no text NOT NULL,
  sku_no text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content text NOT NULL DEFAULT '',
  photo_ids text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photo_ids) <= 6),
  anonymous boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  follow_up_content text,
  follow_up_photo_ids text[] CHECK (cardinality(follow_up_photo_ids) <= 6),
  follow_up_at bigint,
  CHECK ((follow_up_at IS NULL) = (follow_up_content IS NULL))
);
CREATE INDEX reviews_spu_idx ON reviews (spu_no, created_at DESC);
CREATE INDEX reviews_customer_idx ON reviews (customer_id, created_at DESC);

-- Receiver changes before shipment (change-receive-address): the order's address snapshot is replaced;
-- the one it replaced is kept here, so the store and support can see what the parcel was first meant for.
CREATE TABLE order_address_changes (
  id serial PRIMARY KEY,
  order_no text NOT NULL REFERENCES orders (order_no),
  previous_address text NOT NULL,
  new_address text NOT NULL,
  changed_at bigint NOT NULL
);
CREATE INDEX order_address_changes_order_idx ON order_address_changes (order_no, id);
