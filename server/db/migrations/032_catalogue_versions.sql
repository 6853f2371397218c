-- Issue 29: a price or stock written by anyone, plain SQL included, shows on the product pages of every
-- process and is the price charged. The product caches compare the SKU rows' version on each read
-- (repos/products.ts skuStampOf, repos/product-cards.ts cardStampOf); the server's own writers bump it,
-- a statement from outside did not. These triggers bump it for them: a SKU row changed without its
-- version moving gets the next version, and a product row changed moves the versions of its SKUs (the
-- name and pictures a card shows come from it).

CREATE FUNCTION skus_bump_version() RETURNS trigger AS $$
BEGIN
  IF NEW.version = OLD.version AND NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER skus_version_moves BEFORE UPDATE ON skus
  FOR EACH ROW EXECUTE FUNCTION skus_bump_version();

CREATE FUNCTION products_bump_sku_versions() RETURNS trigger AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    UPDATE skus SET version = version + 1 WHERE spu_no = NEW.spu_no;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER products_versions_move AFTER UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_bump_sku_versions();
