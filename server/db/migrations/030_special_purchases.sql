-- Issue 17: special purchases. The telecom operator and the education verifier are simulated parties
-- with their own state; what the mall keeps is the special price of a SKU and who may have it.

-- The price a verified telecom user (label 26) or student (label 101) pays for a SKU.
CREATE TABLE special_prices (
  sku_no text NOT NULL REFERENCES skus (sku_no),
  kind text NOT NULL CHECK (kind IN ('telecom', 'education')),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  PRIMARY KEY (sku_no, kind)
);

-- The simulated operator's one-time codes: stored hashed (with the row's salt), valid until expires_at,
-- used once (used_at by a conditional update), dead after too many wrong tries.
CREATE TABLE operator_codes (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  phone text NOT NULL,
  sku_no text NOT NULL,
  salt text NOT NULL,
  code_hash text NOT NULL,
  sent_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint,
  wrong_tries integer NOT NULL DEFAULT 0
);
CREATE INDEX operator_codes_phone_idx ON operator_codes (phone, sent_at);
CREATE INDEX operator_codes_customer_idx ON operator_codes (customer_id, sent_at);

-- A customer's number verified for one SKU: the telecom price applies to their orders until expires_at.
CREATE TABLE operator_verifications (
  customer_id integer NOT NULL REFERENCES customers (id),
  sku_no text NOT NULL,
  phone text NOT NULL,
  verified_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (customer_id, sku_no)
);

-- The simulated education verifier: the schools it knows by e-mail domain, and one application per
-- customer. The verdict is reached at submission and told once decide_at has passed.
CREATE TABLE edu_schools (
  domain text PRIMARY KEY,
  school_name text NOT NULL,
  -- The school's student numbers: digits only, of this length.
  student_no_length integer NOT NULL CHECK (student_no_length BETWEEN 4 AND 20)
);
CREATE TABLE edu_verifications (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  email text NOT NULL,
  student_no text NOT NULL,
  name text NOT NULL,
  school_name text,
  verdict text NOT NULL CHECK (verdict IN ('approved', 'rejected')),
  reason text CHECK (reason IN ('school_unknown', 'student_no_invalid')),
  submitted_at bigint NOT NULL,
  decide_at bigint NOT NULL,
  valid_until bigint
);

-- The simulated appraiser's table, the categories whose goods take a trade-in, and the estimates it
-- gave: held until expires_at, used by one order (used_order_no by a conditional update).
CREATE TABLE trade_in_models (
  model_code text PRIMARY KEY,
  brand text NOT NULL,
  name text NOT NULL,
  top_value_cents integer NOT NULL CHECK (top_value_cents > 0),
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE trade_in_categories (
  category_code integer PRIMARY KEY
);
CREATE TABLE trade_in_estimates (
  estimate_no text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  model_code text NOT NULL REFERENCES trade_in_models (model_code),
  condition text NOT NULL CHECK (condition IN ('like_new', 'good', 'fair', 'broken')),
  value_cents integer NOT NULL CHECK (value_cents >= 0),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  -- The order that used it and what it took off (inside that order's discount; never below zero).
  used_order_no text UNIQUE,
  used_at bigint,
  deduction_cents integer CHECK (deduction_cents >= 0)
);
CREATE INDEX trade_in_estimates_customer_idx ON trade_in_estimates (customer_id, created_at);
