-- Prize claims of the code lottery (issue 15). A prize is a product SKU (the order's item); its units are the
-- lottery's own inventory (lottery_prizes.remaining), not the shelf's stock: the draw holds one for each
-- winner, a paid order at the prize price claims it, and a winner who has not claimed by the claim deadline
-- lapses and the unit goes back to the prize's inventory.
ALTER TABLE lottery_prizes ADD COLUMN sku_no text REFERENCES skus (sku_no);

-- won: the unit is held for the winner; ordered: an order awaiting payment or paid holds it (order_no);
-- lapsed: the claim deadline passed unclaimed (the unit was released). An unpaid order that is cancelled
-- turns 'ordered' back into 'won' (repos/lottery-claim.ts releaseLotteryClaims).
ALTER TABLE lottery_winners ADD COLUMN state text NOT NULL DEFAULT 'won'
  CHECK (state IN ('won', 'ordered', 'lapsed'));
ALTER TABLE lottery_winners ADD COLUMN order_no text REFERENCES orders (order_no);
ALTER TABLE lottery_winners ADD COLUMN lapsed_at bigint;
ALTER TABLE lottery_winners ADD CONSTRAINT lottery_winners_order_state
  CHECK ((state = 'ordered') = (order_no IS NOT NULL));
CREATE UNIQUE INDEX lottery_winners_order_idx ON lottery_winners (order_no) WHERE order_no IS NOT NULL;
CREATE INDEX lottery_winners_state_idx ON lottery_winners (state, activity_no);
