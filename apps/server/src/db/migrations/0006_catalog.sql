-- Catalogue at wholesale scale: categories (two levels), brands, a unique slug per product, and
-- search that stays fast with the catalogue's size (full text + trigram GIN indexes).

-- Typo tolerance ("hamer" finds Claw Hammer). Trusted since PostgreSQL 13: a database owner may
-- create it; PGlite loads it as an extension module (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  parent_id uuid REFERENCES categories (id),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

-- Two levels only: a sub-category's parent must itself be a top-level category, and a
-- category with children can not become a child. A CHECK can not look at other rows.
CREATE FUNCTION categories_two_levels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM categories WHERE id = NEW.parent_id AND parent_id IS NOT NULL) THEN
      RAISE EXCEPTION 'categories have two levels: % is already a sub-category', NEW.parent_id;
    END IF;
    IF EXISTS (SELECT 1 FROM categories WHERE parent_id = NEW.id) THEN
      RAISE EXCEPTION 'categories have two levels: % has sub-categories', NEW.id;
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER categories_two_levels BEFORE INSERT OR UPDATE OF parent_id ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_two_levels();

CREATE TABLE brands (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 120),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

ALTER TABLE tools
  ADD COLUMN slug text NOT NULL DEFAULT '',
  ADD COLUMN brand_id uuid REFERENCES brands (id),
  ADD COLUMN category_id uuid REFERENCES categories (id),
  -- What search reads, kept by the trigger below: names of the product, its brand and its
  -- category (trigram typo matching), and the weighted full-text document over those plus the
  -- description. Kept in the row so one GIN index answers, whatever the catalogue's size.
  -- (A SKU column joins both when the wholesale issue adds it.)
  ADD COLUMN search_names text NOT NULL DEFAULT '',
  ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;

-- The words of product, brand and category names (letters only, 3 or more): a few hundred rows
-- however large the catalogue. Typo tolerance looks here (trigrams), then searches the corrected
-- words through the full-text index, so no query runs trigrams over every product.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- "Claw Hammer 16 oz" -> "claw-hammer-16-oz"; a name without letters or digits gives "tool".
CREATE FUNCTION slugify(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(value), '[^a-z0-9]+', '-', 'g')), ''), 'tool')
$$;

-- A product added without a slug gets one from its name; a name already taken gets a short,
-- stable suffix from the product's id (uuid prefixes are unique enough within one name).
CREATE FUNCTION tools_fill_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  category_names text;
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    NEW.slug := slugify(NEW.name);
    IF EXISTS (SELECT 1 FROM tools WHERE slug = NEW.slug AND id <> NEW.id) THEN
      NEW.slug := NEW.slug || '-' || left(replace(NEW.id::text, '-', ''), 8);
    END IF;
  END IF;
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  -- The category and its parent: "hammers" finds a product filed under Hand Tools > Hammers.
  SELECT concat_ws(' ', c.name, p.name) INTO category_names
    FROM categories c LEFT JOIN categories p ON p.id = c.parent_id WHERE c.id = NEW.category_id;
  NEW.search_names := lower(concat_ws(' ', NEW.name, brand_name, category_names));
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_names, '[^[:alpha:]]+') AS word WHERE length(word) >= 3
    ON CONFLICT DO NOTHING;
  NEW.search_document :=
    setweight(to_tsvector('english', NEW.name), 'A')
    || setweight(to_tsvector('english', coalesce(brand_name, '')), 'B')
    || setweight(to_tsvector('english', coalesce(category_names, '')), 'C')
    || setweight(to_tsvector('english', NEW.description), 'D');
  RETURN NEW;
END $$;
CREATE TRIGGER tools_fill_search_fields BEFORE INSERT OR UPDATE OF name, description, slug, brand_id, category_id ON tools
  FOR EACH ROW EXECUTE FUNCTION tools_fill_search_fields();

-- Existing products: fill slug and search fields (the trigger runs on this update).
UPDATE tools SET slug = '';
ALTER TABLE tools ADD CONSTRAINT tools_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
CREATE UNIQUE INDEX tools_slug_idx ON tools (slug);

-- Listing on sale: newest first (the default), by name, by price; filters by category/brand.
CREATE INDEX tools_newest_idx ON tools (created_at DESC, id DESC) WHERE archived_at IS NULL;
CREATE INDEX tools_name_idx ON tools (name, id) WHERE archived_at IS NULL;
CREATE INDEX tools_price_idx ON tools (price_cents, id) WHERE archived_at IS NULL;
CREATE INDEX tools_category_idx ON tools (category_id, created_at DESC) WHERE archived_at IS NULL;
CREATE INDEX tools_brand_idx ON tools (brand_id, created_at DESC) WHERE archived_at IS NULL;
-- Search: full text (with prefixes) and trigram similarity (typos), each a GIN index.
CREATE INDEX tools_search_document_idx ON tools USING gin (search_document) WHERE archived_at IS NULL;
CREATE INDEX tools_search_names_trgm_idx ON tools USING gin (search_names gin_trgm_ops) WHERE archived_at IS NULL;
CREATE INDEX categories_name_trgm_idx ON categories USING gin (lower(name) gin_trgm_ops);
