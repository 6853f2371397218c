-- Stores (issue 14): what a store's home and details pages show beyond the catalogue row (ratings,
-- licences, promises, followers), its own product directory, and the brands' physical shops with their
-- coordinates. Distances are computed by the database with earthdistance (on the cube type): PGlite loads
-- both as contrib extensions (server/db/pglite.ts), PostgreSQL ships them in its contrib package.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

CREATE TABLE store_profiles (
  store_no text PRIMARY KEY REFERENCES stores (store_no),
  -- Ratings in tenths of a star (49 = 4.9), so they stay exact integers.
  rating_tenths smallint NOT NULL CHECK (rating_tenths BETWEEN 0 AND 50),
  goods_rating_tenths smallint NOT NULL CHECK (goods_rating_tenths BETWEEN 0 AND 50),
  service_rating_tenths smallint NOT NULL CHECK (service_rating_tenths BETWEEN 0 AND 50),
  logistics_rating_tenths smallint NOT NULL CHECK (logistics_rating_tenths BETWEEN 0 AND 50),
  company_name text NOT NULL,
  city text NOT NULL,
  service_phone text NOT NULL,
  opened_at bigint NOT NULL,
  followers integer NOT NULL DEFAULT 0 CHECK (followers >= 0),
  -- Codes the screens name (schemas/api/store.ts storePromiseSchema), in the order shown.
  promises text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE store_licences (
  store_no text NOT NULL REFERENCES stores (store_no),
  kind text NOT NULL CHECK (kind IN ('business', 'food', 'alcohol', 'brandAuth', 'medicalDevice')),
  number text NOT NULL,
  issuer text NOT NULL,
  valid_until bigint,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_no, kind)
);

-- A store's own directory of its goods (two levels: a top level and its children). Products hang on any
-- node; a node's count and list include its children's.
CREATE TABLE store_directories (
  directory_id serial PRIMARY KEY,
  store_no text NOT NULL REFERENCES stores (store_no),
  parent_id integer REFERENCES store_directories (directory_id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX store_directories_store_idx ON store_directories (store_no, parent_id, sort);

CREATE TABLE store_directory_products (
  directory_id integer NOT NULL REFERENCES store_directories (directory_id),
  spu_no text NOT NULL REFERENCES products (spu_no),
  PRIMARY KEY (directory_id, spu_no)
);
CREATE INDEX store_directory_products_spu_idx ON store_directory_products (spu_no);

-- Physical shops of a store's brand. Coordinates are WGS-84 degrees.
CREATE TABLE offline_stores (
  offline_no text PRIMARY KEY,
  store_no text NOT NULL REFERENCES stores (store_no),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('flagship', 'experience', 'counter', 'service')),
  city text NOT NULL,
  district text NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  opens_at text NOT NULL CHECK (opens_at ~ '^[0-2][0-9]:[0-5][0-9]$'),
  closes_at text NOT NULL CHECK (closes_at ~ '^[0-2][0-9]:[0-5][0-9]$'),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE INDEX offline_stores_store_idx ON offline_stores (store_no, status);
