-- Search (issue 14): trigram matching for the PostgreSQL search engine (server/search), the second level
-- of the category tree, and the hot words operators show on the search page.
-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded by server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Chinese names need substring matching (ILIKE), English ones tolerate typos (word_similarity); both use
-- this index of the product's searchable text.
CREATE INDEX products_search_trgm_idx ON products
  USING gin ((name || ' ' || short_name || ' ' || brand) gin_trgm_ops);

-- Level 2 of the category tree (/productCategory); level 1 is categories (20-28).
CREATE TABLE sub_categories (
  code integer PRIMARY KEY CHECK (code BETWEEN 1000 AND 9999),
  parent_code integer NOT NULL REFERENCES categories (code),
  name text NOT NULL,
  -- English words shoppers type for it ('laptop', 'earbuds'); searched with the product's own text.
  keywords text NOT NULL DEFAULT '',
  image_url text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX sub_categories_parent_idx ON sub_categories (parent_code, sort);

CREATE TABLE product_sub_categories (
  spu_no text PRIMARY KEY REFERENCES products (spu_no),
  sub_code integer NOT NULL REFERENCES sub_categories (code)
);
CREATE INDEX product_sub_categories_sub_idx ON product_sub_categories (sub_code);

-- Operators' hot words, in their order; 'highlight' shows one in the mall's colour.
CREATE TABLE search_hot_words (
  position integer PRIMARY KEY CHECK (position >= 0),
  word text NOT NULL UNIQUE,
  highlight boolean NOT NULL DEFAULT false,
  updated_at bigint NOT NULL
);
