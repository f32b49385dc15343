-- Another instance's catalogue change is applied to the in-memory copies as a patch of the tools
-- it touched (read again by id: their rows carry the writing transaction in change_xid, 0016), not
-- as a reload of the whole catalogue, which takes tens of seconds at 100,000 products. What can
-- not be found that way moves `full_version` as well: a category or brand changed (every product
-- under it answers differently), or tools deleted (a deleted row leaves no change_xid to find).
-- `version` still moves with every change that moves products in lists and search, and each move
-- is announced on the channel catalog_changes (delivered when the transaction commits), so the
-- other instances patch at once rather than at their next look.
ALTER TABLE catalog_version ADD COLUMN full_version bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('catalog_changes', '');
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_version_bump_full() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1, full_version = full_version + 1 WHERE id = 1;
  PERFORM pg_notify('catalog_changes', '');
  RETURN NULL;
END $$;

DROP TRIGGER tools_catalog_version ON tools;
CREATE TRIGGER tools_catalog_version AFTER INSERT
  OR UPDATE OF name, description, image_url, price_cents, minimum_purchase, listed_quantity, sku, pack_size,
    max_per_order, price_breaks, archived_at, created_at, slug, brand_id, category_id, vat_rate_basis_points,
    weight_grams, name_bn, description_bn
  ON tools FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
CREATE TRIGGER tools_catalog_version_full AFTER DELETE OR TRUNCATE
  ON tools FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump_full();

DROP TRIGGER categories_catalog_version ON categories;
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump_full();
DROP TRIGGER brands_catalog_version ON brands;
CREATE TRIGGER brands_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump_full();
