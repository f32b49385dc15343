-- Orders paid through the built-in test-mode simulator took no money: the API says so
-- (testPayment), so nobody ships them as if they were paid for.
ALTER TABLE orders ADD COLUMN test_payment boolean NOT NULL DEFAULT false;
-- Orders the simulator already paid are test payments too.
UPDATE orders SET test_payment = true
  WHERE transaction_id IN (SELECT id FROM simulated_payment_intents WHERE status = 'succeeded');
