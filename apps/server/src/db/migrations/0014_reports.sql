-- Indexes of the admin's records: the sales overview answers from these alone, so it
-- costs the same at 100,000 orders as at 100 (`npm run bench`, the overview row).

-- Revenue per day and best sellers of the last 30 days: only paid orders, by when they were
-- paid; the total rides along so revenue per day never visits the table.
CREATE INDEX orders_paid_at_idx ON orders (paid_at) INCLUDE (total_cents) WHERE paid;

-- Orders by status: counting an index of the status alone reads far less than the table.
CREATE INDEX orders_status_idx ON orders (status);

-- Low stock: only products on sale below twice their minimum order, a handful however large
-- the catalogue. The overview's WHERE repeats this predicate word for word.
CREATE INDEX tools_low_stock_idx ON tools (available_quantity) WHERE archived_at IS NULL AND available_quantity < 2 * minimum_purchase;

-- The orders export reads a date range in batches by (created_at, id).
CREATE INDEX orders_created_id_idx ON orders (created_at, id);
