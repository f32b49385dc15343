-- Company orders: an order placed by a member of an approved company carries the company, the
-- name of the member who placed it (user_id is the member) and the buyer's purchase order number.
-- An order above the placing buyer's limit waits in `awaiting_approval` for an owner.
ALTER TABLE orders ADD COLUMN company_id uuid REFERENCES companies(id);
ALTER TABLE orders ADD COLUMN placed_by_name text;
ALTER TABLE orders ADD COLUMN po_number text CONSTRAINT orders_po_number_check CHECK (length(po_number) BETWEEN 1 AND 40);
-- The buying company as its invoice names it (name, BIN, address, district), copied when the
-- invoice is issued like invoice_seller, so a reprint stays the same; null for other orders.
ALTER TABLE orders ADD COLUMN invoice_buyer jsonb;
-- The owners' company order list, newest first; only company orders are in it.
CREATE INDEX orders_company_created_idx ON orders (company_id, created_at DESC, id) WHERE company_id IS NOT NULL;

ALTER TABLE orders DROP CONSTRAINT orders_status_known;
ALTER TABLE orders ADD CONSTRAINT orders_status_known
  CHECK (status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'awaiting_approval'));

-- A company's saved delivery addresses; an order copies the one it uses.
CREATE TABLE company_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  label text NOT NULL CONSTRAINT company_addresses_label_check CHECK (length(label) BETWEEN 1 AND 60),
  recipient text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  district text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_addresses_company_idx ON company_addresses (company_id, created_at, id);
