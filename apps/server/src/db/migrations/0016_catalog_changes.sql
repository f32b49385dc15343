-- What a shop instance needs to keep an in-memory copy of the catalogue correct when other
-- instances (or anything else) change it, without reading the whole catalogue again:
--
-- * `tools.change_xid`: the transaction that last wrote the row. An instance asks for the rows
--   written by transactions its previous look could not see (at or above that snapshot's xmax,
--   or running then: pg_snapshot_xip), so a row committed late by a long transaction is never
--   missed, and an order's stock change costs one small column in a row it rewrites anyway (no
--   index: the stock update stays a HOT update and the look is one scan, once a second).
-- * `catalog_version`: one row, bumped by every change that moves products in lists and search
--   (a product added, removed, renamed, re-priced, archived; a category or brand changed). Stock
--   alone does not bump it: orders leave search results and sort orders alone.
ALTER TABLE tools ADD COLUMN change_xid bigint NOT NULL DEFAULT 0;

CREATE FUNCTION tools_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;
CREATE TRIGGER tools_note_change BEFORE INSERT OR UPDATE ON tools
  FOR EACH ROW EXECUTE FUNCTION tools_note_change();

CREATE TABLE catalog_version (
  id integer PRIMARY KEY DEFAULT 1 CONSTRAINT catalog_version_single_row_check CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_version (id, version) VALUES (1, 0);

CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
-- Every column but the stock ones (available_quantity, and change_xid itself). A column added to
-- tools later that a product answer shows belongs in this list (a later migration re-creates it).
CREATE TRIGGER tools_catalog_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF name, description, image_url, price_cents, minimum_purchase, listed_quantity, sku, pack_size,
    max_per_order, price_breaks, archived_at, created_at, slug, brand_id, category_id, vat_rate_basis_points
  ON tools FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
CREATE TRIGGER brands_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
