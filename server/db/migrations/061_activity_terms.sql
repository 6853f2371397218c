-- Activity types 3 (gift) and 5 (trial), spec §3 (issue 34): what the activity of a SKU gives or charges.
-- A SKU whose activity_type is 3 adds gift_quantity of gift_sku_no per unit bought, at no price, while
-- the gift's stock lasts; one whose activity_type is 5 sells at trial_price_cents, at most trial_limit
-- per customer across orders that were not cancelled. The row is read only for the matching type.
CREATE TABLE sku_activity_terms (
  sku_no text PRIMARY KEY REFERENCES skus (sku_no),
  gift_sku_no text REFERENCES skus (sku_no),
  gift_quantity integer CHECK (gift_quantity > 0),
  trial_price_cents integer CHECK (trial_price_cents > 0),
  trial_limit integer CHECK (trial_limit > 0),
  CHECK ((gift_sku_no IS NULL) = (gift_quantity IS NULL)),
  CHECK ((trial_price_cents IS NULL) = (trial_limit IS NULL)),
  CHECK (gift_sku_no IS DISTINCT FROM sku_no)
);
