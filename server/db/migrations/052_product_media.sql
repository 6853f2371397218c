-- Product pictures and facts beyond the main picture (issue 31): the gallery's other slides, the long
-- 图文详情 pictures and the 规格参数 rows ({name, value} objects), each a JSON array in display order.
-- Products created before this (or by an operator without them) keep empty arrays: the page shows the main
-- picture alone and no detail or specification section.
ALTER TABLE products ADD COLUMN gallery_urls jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE products ADD COLUMN detail_image_urls jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE products ADD COLUMN specs jsonb NOT NULL DEFAULT '[]'::jsonb;
