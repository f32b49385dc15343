-- Multi-line orders and Idempotency-Key.

-- The lines of an order, as they were sold: tool, SKU and name copied at the time, the unit
-- price the price breaks gave for that quantity, and quantity × unit price. `position` keeps
-- the cart's order (0 = first line).
CREATE TABLE order_lines (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  tool_id uuid NOT NULL REFERENCES tools (id),
  sku text NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents > 0),
  line_total_cents integer NOT NULL CHECK (line_total_cents > 0),
  PRIMARY KEY (order_id, position),
  CONSTRAINT order_lines_total_is_quantity_times_price CHECK (line_total_cents::bigint = quantity::bigint * unit_price_cents)
);
-- Archiving a product asks whether any order holds it.
CREATE INDEX order_lines_tool_idx ON order_lines (tool_id);

-- Every order placed so far held one tool: it becomes that order's single line.
INSERT INTO order_lines (order_id, position, tool_id, sku, name, quantity, unit_price_cents, line_total_cents)
SELECT o.id, 0, o.tool_id, t.sku, o.item_name, o.quantity, o.unit_price_cents, o.total_cents
  FROM orders o
  JOIN tools t ON t.id = o.tool_id;

-- What the order's own columns mean from now on (the wire shape keeps them):
--   tool_id    the first line's tool;
--   item_name  the first line's name, with " + N more" when there are other lines;
--   quantity   the units of all lines together (the API's `cart`);
--   total_cents  the sum of the line totals (the API's `price`, what the buyer pays);
--   unit_price_cents  the unit price of a one-line order, NULL for several lines (the lines carry theirs).
ALTER TABLE orders ALTER COLUMN unit_price_cents DROP NOT NULL;

-- Idempotency-Key: a key belongs to an account. The first request with a key stores the
-- fingerprint of what it asked and the order it placed; a retry with the same key answers that
-- order, a different request with it is refused. The primary key makes two requests racing with
-- one key place one order. The order reference is checked at commit (DEFERRABLE), so the key can
-- be claimed first in the transaction that then stores the order; a cancelled order leaves the
-- key claimed, pointing at nothing.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 8 AND 64),
  request_fingerprint text NOT NULL,
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_order_idx ON idempotency_keys (order_id);
