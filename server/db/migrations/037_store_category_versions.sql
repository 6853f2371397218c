-- Issue 29 item 3: a product page shows its store's name and type and its category's SC code from the
-- stores and categories rows. The product caches of every process compare only the SKU rows' version on
-- PostgreSQL (repos/products.ts skuStampOf, repos/product-cards.ts cardStampOf), so a store renamed by
-- plain SQL (or by another process) stayed stale in every process that had the page in memory. As 032
-- does for a product row, a changed store or category row moves the versions of the SKUs it shows on.
-- The server writes neither table at run time (the seed does, before any page is kept): the extra SKU
-- writes are an operator's rare edit, not a shopper's.

CREATE FUNCTION stores_bump_sku_versions() RETURNS trigger AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    UPDATE skus SET version = version + 1
     WHERE spu_no IN (SELECT spu_no FROM products WHERE store_no IN (OLD.store_no, NEW.store_no));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER stores_versions_move AFTER UPDATE ON stores
  FOR EACH ROW EXECUTE FUNCTION stores_bump_sku_versions();

CREATE FUNCTION categories_bump_sku_versions() RETURNS trigger AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    UPDATE skus SET version = version + 1
     WHERE spu_no IN (SELECT spu_no FROM products WHERE category_code IN (OLD.code, NEW.code));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER categories_versions_move AFTER UPDATE ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_bump_sku_versions();
