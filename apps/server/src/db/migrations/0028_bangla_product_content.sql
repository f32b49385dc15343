-- Bangla product content: a product's and a category's Bangla name (and a product's Bangla
-- description), shown on Bangla pages when set, the English otherwise. NULL means none; the
-- server stores them NFC-normalised (a Bengali letter such as ড় has two encodings).
ALTER TABLE tools ADD COLUMN name_bn text
  CONSTRAINT tools_name_bn_check CHECK (name_bn IS NULL OR length(name_bn) BETWEEN 1 AND 120);
ALTER TABLE tools ADD COLUMN description_bn text
  CONSTRAINT tools_description_bn_check CHECK (description_bn IS NULL OR length(description_bn) BETWEEN 1 AND 2000);
ALTER TABLE categories ADD COLUMN name_bn text
  CONSTRAINT categories_name_bn_check CHECK (name_bn IS NULL OR length(name_bn) BETWEEN 1 AND 120);

-- A product's answer shows the new columns (and its weight, which 0024 left out): a change of
-- them moves the catalogue's version, so other instances read their copies again.
DROP TRIGGER tools_catalog_version ON tools;
CREATE TRIGGER tools_catalog_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF name, description, image_url, price_cents, minimum_purchase, listed_quantity, sku, pack_size,
    max_per_order, price_breaks, archived_at, created_at, slug, brand_id, category_id, vat_rate_basis_points,
    weight_grams, name_bn, description_bn
  ON tools FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
