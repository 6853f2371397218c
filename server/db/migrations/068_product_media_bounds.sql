-- Issue 31 item 2 / issue 35 item 4 (ADR 0068): operators now edit a product's gallery, 图文详情 pictures and
-- 规格参数 rows from the console. The API bounds them (schemas/api/product-operator.ts); the table says the
-- same, so plain SQL or a future writer cannot put a page-breaking list on a product page. The gallery here
-- is the pictures after the main one (the SKUs' image_url): at most 4, so 5 in all.
ALTER TABLE products ADD CONSTRAINT products_gallery_bounded
  CHECK (jsonb_typeof(gallery_urls) = 'array' AND jsonb_array_length(gallery_urls) <= 4);
ALTER TABLE products ADD CONSTRAINT products_detail_images_bounded
  CHECK (jsonb_typeof(detail_image_urls) = 'array' AND jsonb_array_length(detail_image_urls) <= 10);
ALTER TABLE products ADD CONSTRAINT products_specs_bounded
  CHECK (jsonb_typeof(specs) = 'array' AND jsonb_array_length(specs) <= 30);
