-- Placing an order writes an entry into every index of orders, and four of them were for
-- columns still empty then: transaction_id, payment_intent_id, invoice_number and
-- credit_note_number (a b-tree keeps its NULLs too). NULLs never conflict, so "unique among the
-- rows that have one" is all those constraints said: partial unique indexes over those rows say
-- the same, and an order costs four index writes fewer until it is paid, invoiced or credited.
-- A look-up by one of them (`= $1`, never NULL) still uses its index.
ALTER TABLE orders DROP CONSTRAINT orders_transaction_id_key;
CREATE UNIQUE INDEX orders_transaction_id_key ON orders (transaction_id) WHERE transaction_id IS NOT NULL;
ALTER TABLE orders DROP CONSTRAINT orders_payment_intent_id_key;
CREATE UNIQUE INDEX orders_payment_intent_id_key ON orders (payment_intent_id) WHERE payment_intent_id IS NOT NULL;
ALTER TABLE orders DROP CONSTRAINT orders_invoice_number_key;
CREATE UNIQUE INDEX orders_invoice_number_key ON orders (invoice_number) WHERE invoice_number IS NOT NULL;
ALTER TABLE orders DROP CONSTRAINT orders_credit_note_number_key;
CREATE UNIQUE INDEX orders_credit_note_number_key ON orders (credit_note_number) WHERE credit_note_number IS NOT NULL;
