-- Dealer price lists: a discount on every product and its price breaks, and per-product prices
-- that replace it. A company buys at at most one list; a list a company uses cannot be deleted.
CREATE TABLE price_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CONSTRAINT price_lists_name_check CHECK (length(name) BETWEEN 1 AND 120),
  -- The discount in hundredths of a percent (10% = 1000), so two decimals stay exact.
  discount_basis_points integer NOT NULL DEFAULT 0
    CONSTRAINT price_lists_discount_basis_points_check CHECK (discount_basis_points BETWEEN 0 AND 9000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE price_list_prices (
  price_list_id uuid NOT NULL REFERENCES price_lists(id) ON DELETE CASCADE,
  tool_id uuid NOT NULL REFERENCES tools(id) ON DELETE CASCADE,
  price_cents integer NOT NULL CONSTRAINT price_list_prices_price_cents_check CHECK (price_cents > 0),
  -- [{minQuantity, unitPriceCents}], like tools.price_breaks.
  price_breaks jsonb NOT NULL DEFAULT '[]'::jsonb
    CONSTRAINT price_list_prices_price_breaks_check CHECK (jsonb_typeof(price_breaks) = 'array'),
  PRIMARY KEY (price_list_id, tool_id)
);
CREATE INDEX price_list_prices_tool_idx ON price_list_prices (tool_id);

ALTER TABLE companies
  ADD CONSTRAINT companies_price_list_id_fkey FOREIGN KEY (price_list_id) REFERENCES price_lists(id);
CREATE INDEX companies_price_list_idx ON companies (price_list_id);
