-- Per-customer state the shell reads now (cart lines, messages) and shared content (notices),
-- plus error reports and the idempotency keys of writes.

CREATE TABLE cart_lines (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  sku_no text NOT NULL REFERENCES skus (sku_no),
  quantity integer NOT NULL CHECK (quantity > 0),
  selected boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (customer_id, sku_no)
);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  content text NOT NULL,
  unread boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL
);
CREATE INDEX messages_customer_idx ON messages (customer_id, unread);

CREATE TABLE notices (
  notice_no text PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  link_url text,
  sort integer NOT NULL DEFAULT 0,
  start_at bigint NOT NULL,
  end_at bigint,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

CREATE TABLE error_reports (
  id serial PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  mes text NOT NULL,
  interface_url text NOT NULL,
  user_agent text NOT NULL,
  created_at bigint NOT NULL
);

-- A write answered once with success is answered the same way when its uniqueCode comes again.
-- scope is a hash of the caller's userCode (or 'anon') so one customer cannot replay another's key.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  unique_code text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (scope, unique_code, method, path)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
