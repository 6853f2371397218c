-- Issue 17, short links (/link/{bizId}). An operator creates a link to one in-mall target of the spec's
-- link types (§3: skuNo 1, pageId 2, dailyDeal 3, millionSubsidy 4, groupBuy 5, or an in-mall path);
-- the target is stored as the same JSON a booth block's link is, checked by the same schema, so no
-- outside address can be stored. Clicks are counted on the row: one statement per click, no lost updates.
CREATE TABLE short_links (
  biz_id text PRIMARY KEY CHECK (biz_id ~ '^[A-Za-z0-9_-]{1,32}$'),
  target jsonb NOT NULL,
  title text NOT NULL DEFAULT '',
  -- Epoch ms; NULL: never expires.
  expires_at bigint,
  clicks integer NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  created_by text NOT NULL,
  created_at bigint NOT NULL
);

-- A few links for the demo and the tests: a product, the daily deals, the group buys, and one that
-- expired long ago (the fallback page).
INSERT INTO short_links (biz_id, target, title, expires_at, created_by, created_at) VALUES
  ('mate70', '{"linkType":1,"spuNo":"SPU20001","skuNo":"SKU2000101"}', 'HUAWEI Mate 70 Pro', NULL, 'seed', 0),
  ('deals', '{"linkType":3,"tab":12}', '每日特惠', NULL, 'seed', 0),
  ('teams', '{"linkType":5}', '拼团', NULL, 'seed', 0),
  ('spring2020', '{"linkType":3}', '2020 春季特惠', 1585699200000, 'seed', 0);
