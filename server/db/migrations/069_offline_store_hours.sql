-- Issue 35 item 4 (ADR 0068): operators create and edit the brands' physical shops from the console. The
-- shape check of 017 let '29:75' or a shop closing before it opens through; the shops' pages would print
-- them. The API refuses both (schemas/api/store-operator.ts HOUR_PATTERN and checkHours); so does the table.
ALTER TABLE offline_stores ADD CONSTRAINT offline_stores_hours_real
  CHECK (opens_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND closes_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
         AND opens_at < closes_at);
