-- Coupons claimed on the product page (marketing/coupon/catch). The request's uniqueCode is kept on the
-- wallet row so a retried claim (even two racing ones) finds the row it already made instead of adding one.
-- Seeded wallet rows have no claim code.
ALTER TABLE customer_coupons ADD COLUMN claim_code text;
CREATE UNIQUE INDEX customer_coupons_claim_code_idx ON customer_coupons (customer_id, claim_code)
  WHERE claim_code IS NOT NULL;
