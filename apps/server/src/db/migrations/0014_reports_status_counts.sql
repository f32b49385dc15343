-- Orders by status for the sales overview, second part of migration 0014: counting
-- an index of every order's status (0014_reports.sql) grew with the orders and, on the embedded
-- database, cost more than the rest of the overview together.
DROP INDEX IF EXISTS orders_status_idx;

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
