-- Favourites keep the price the shopper saw when favouriting, so the 收藏 list can mark a drop (降价, issue 31).
-- Rows from before have no such price: they take today's, so nothing is marked until the price moves.
ALTER TABLE favourites ADD COLUMN price_cents bigint;
UPDATE favourites f SET price_cents = k.sale_price_cents FROM skus k WHERE k.sku_no = f.sku_no;
ALTER TABLE favourites ALTER COLUMN price_cents SET NOT NULL;
-- The list reads a customer's favourites newest first, a page at a time.
CREATE INDEX favourites_customer_newest_idx ON favourites (customer_id, created_at DESC, sku_no);
