-- Wholesale selling rules of a product, and the buyer's cart.

-- SKU: the code buyers order by. Unique, 3–32 of A–Z, 0–9 and '-', stored upper-case. A product
-- added without one gets the next `TBD-000123` from this sequence.
CREATE SEQUENCE tool_sku_seq;
ALTER TABLE tools ADD COLUMN sku text;
UPDATE tools SET sku = numbered.sku
FROM (
  SELECT id, 'TBD-' || lpad(nextval('tool_sku_seq')::text, 6, '0') AS sku
  FROM (SELECT id FROM tools ORDER BY created_at, id) AS ordered
) AS numbered
WHERE tools.id = numbered.id;
ALTER TABLE tools ALTER COLUMN sku SET NOT NULL;
ALTER TABLE tools ALTER COLUMN sku SET DEFAULT ('TBD-' || lpad(nextval('tool_sku_seq')::text, 6, '0'));
ALTER TABLE tools ADD CONSTRAINT tools_sku_key UNIQUE (sku);
ALTER TABLE tools ADD CONSTRAINT tools_sku_format CHECK (sku ~ '^[A-Z0-9-]{3,32}$');

-- Sold in whole packs of `pack_size`; at most `max_per_order` in one order (NULL: only the stock limits it).
ALTER TABLE tools ADD COLUMN pack_size integer NOT NULL DEFAULT 1 CHECK (pack_size >= 1);
ALTER TABLE tools ADD COLUMN max_per_order integer CHECK (max_per_order IS NULL OR max_per_order >= 1);
-- Volume prices: up to 5 `{"minQuantity": n, "unitPriceCents": c}`, minQuantity ascending and
-- prices descending (the contract's product schema checks the rules; the order rules read them).
ALTER TABLE tools ADD COLUMN price_breaks jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(price_breaks) = 'array');

-- One cart per account, kept in the database so it follows the buyer across devices. A line
-- holds no stock: it is judged again whenever the cart is read and at checkout.
CREATE TABLE cart_lines (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool_id uuid NOT NULL REFERENCES tools (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  added_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tool_id)
);
