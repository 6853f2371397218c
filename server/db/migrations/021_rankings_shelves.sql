-- Rankings and shelves (issue 14).
-- product_ranks: the rankings as last computed from behaviour (paid orders, product views from the
-- tracking ingest) by services/rankings.ts on its schedule; category_code 0 is the all-category ranking.
CREATE TABLE product_ranks (
  category_code integer NOT NULL,
  rank integer NOT NULL CHECK (rank > 0),
  spu_no text NOT NULL REFERENCES products (spu_no),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  sold_units integer NOT NULL CHECK (sold_units >= 0),
  views integer NOT NULL CHECK (views >= 0),
  computed_at bigint NOT NULL,
  PRIMARY KEY (category_code, rank)
);

-- Operator-curated shelves: a titled row of chosen SKUs, shown on /shelf/list while on (status 1).
CREATE TABLE shelves (
  shelf_no text PRIMARY KEY,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  status smallint NOT NULL CHECK (status IN (0, 1)),
  updated_at bigint NOT NULL
);

CREATE TABLE shelf_items (
  shelf_no text NOT NULL REFERENCES shelves (shelf_no) ON DELETE CASCADE,
  sku_no text NOT NULL REFERENCES skus (sku_no),
  sort integer NOT NULL,
  PRIMARY KEY (shelf_no, sku_no)
);
CREATE INDEX shelf_items_order_idx ON shelf_items (shelf_no, sort);
