-- Operators run the purchase programmes from the console (issue 35 item 4, ADR 0017 and 0066). Withdrawing
-- a programme keeps its terms for a later restore while the product sells as ordinary goods (no batch
-- panel, no per-customer limit, no excluded provinces). NULL: listed.
ALTER TABLE purchase_products ADD COLUMN withdrawn_at bigint;
