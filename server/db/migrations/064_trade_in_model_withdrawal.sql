-- Operators keep the trade-in device table from the console (issue 35 item 4, ADR 0066). A model is never
-- deleted (estimates reference it); withdrawing it takes it off the shoppers' list and refuses new
-- estimates, while estimates already held stay usable until they expire. NULL: listed.
ALTER TABLE trade_in_models ADD COLUMN withdrawn_at bigint;
