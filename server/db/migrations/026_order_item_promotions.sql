-- Each order line's share of the full discounts (满减) it took part in (issue 13). The store part's
-- discount_cents holds full discounts and the coupon together; a full discount belongs only to the lines of
-- its activity, so a partial refund needs each line's own share: the after-sales apportionment takes these
-- shares first and spreads only the rest (the coupon) over the store's lines. Orders made before this
-- migration carry 0 and are apportioned as before.
ALTER TABLE order_items
  ADD COLUMN promotion_cents integer NOT NULL DEFAULT 0 CHECK (promotion_cents >= 0);
