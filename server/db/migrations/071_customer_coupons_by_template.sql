-- Issue 35 item 1 (ADR 0069): the operators' coupon list counts each template's issued coupons (from the
-- first, most of its fields are fixed), and an edit counts them again under the template's lock. The
-- wallet's index leads with the customer, so without this each count would read the whole table.
CREATE INDEX customer_coupons_coupon_idx ON customer_coupons (coupon_no);
