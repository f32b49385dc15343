-- Order rules that the database itself keeps (one home for each rule).

-- `price_cents` of an order has always held the total (unit price × quantity), not a price.
ALTER TABLE orders RENAME COLUMN price_cents TO total_cents;
ALTER TABLE orders RENAME CONSTRAINT orders_price_cents_check TO orders_total_cents_check;

-- Paid means the provider confirmed a payment, which the order records as its transaction id.
-- Every flow sets both together (payments service); the admin list used to count a stored
-- transaction id as paid even without the flag, so such a row, if any, is paid.
UPDATE orders SET paid = true WHERE transaction_id IS NOT NULL AND NOT paid;
ALTER TABLE orders ADD CONSTRAINT orders_paid_has_transaction CHECK (paid = (transaction_id IS NOT NULL));

-- The status CHECK gets a name of our own, so a later change of the status list (the order
-- lifecycle) can drop it by name whatever the engine called the inline one. Its list must
-- equal ORDER_STATUSES of the contract (packages/contract/src/messages/orders.ts); a test
-- compares them.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_known CHECK (status IN ('pending', 'confirmed', 'shipped'));
