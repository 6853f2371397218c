-- Browsing history (浏览记录, issue 31): one row per customer, product and local (UTC+8) day; a later
-- view the same day moves the row's time and SKU instead of adding one. Each customer keeps the newest 200
-- (trimmed by the write that adds one).
CREATE TABLE product_views (
  customer_id integer NOT NULL REFERENCES customers (id),
  spu_no text NOT NULL REFERENCES products (spu_no),
  day_start bigint NOT NULL,
  sku_no text NOT NULL REFERENCES skus (sku_no),
  viewed_at bigint NOT NULL,
  PRIMARY KEY (customer_id, spu_no, day_start)
);
CREATE INDEX product_views_customer_newest_idx ON product_views (customer_id, viewed_at DESC, spu_no);
