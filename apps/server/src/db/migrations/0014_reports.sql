-- Indexes of the admin's records (issue #15): the sales overview answers from these alone, so it
-- costs the same at 100,000 orders as at 100 (`npm run bench`, the overview row).

-- Revenue per day and best sellers of the last 30 days: only paid orders, by when they were
-- paid; the total rides along so revenue per day never visits the table.
CREATE INDEX orders_paid_at_idx ON orders (paid_at) INCLUDE (total_cents) WHERE paid;

-- Low stock: only products on sale below twice their minimum order, a handful however large
-- the catalogue. The overview's WHERE repeats this predicate word for word.
CREATE INDEX tools_low_stock_idx ON tools (available_quantity) WHERE archived_at IS NULL AND available_quantity < 2 * minimum_purchase;

-- The orders export reads a date range in batches by (created_at, id).
CREATE INDEX orders_created_id_idx ON orders (created_at, id);

-- Orders by status without counting every order on each request: each statement that inserts,
-- updates or deletes orders appends what it changed per status (one small insert per statement,
-- never an update of a shared row, so concurrent checkouts do not queue behind each other), and a
-- status's count is the sum of its rows. The overview folds the rows together when they pile up
-- (modules/reports/status-counts.ts).
CREATE TABLE order_status_counts (
  status text NOT NULL,
  orders bigint NOT NULL
);
INSERT INTO order_status_counts (status, orders) SELECT status, count(*) FROM orders GROUP BY status;

CREATE FUNCTION order_status_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, orders) SELECT status, count(*) FROM inserted_orders GROUP BY status;
  RETURN NULL;
END $$;
CREATE TRIGGER order_status_counts_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS inserted_orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_inserted();

CREATE FUNCTION order_status_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, orders)
  SELECT status, sum(change) FROM (
    SELECT status, 1 AS change FROM orders_after
    UNION ALL
    SELECT status, -1 FROM orders_before
  ) AS changes
  GROUP BY status HAVING sum(change) <> 0;
  RETURN NULL;
END $$;
-- A trigger with transition tables can not name columns: it runs on every update of orders and
-- adds rows only when a status changed.
CREATE TRIGGER order_status_counts_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS orders_before NEW TABLE AS orders_after FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_updated();

CREATE FUNCTION order_status_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, orders) SELECT status, -count(*) FROM deleted_orders GROUP BY status;
  RETURN NULL;
END $$;
CREATE TRIGGER order_status_counts_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS deleted_orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_deleted();
