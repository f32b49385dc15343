-- The invoices export reads invoices and credit notes issued in a date range, in
-- batches by (issued at, number): one partial index per series, holding only issued documents.
CREATE INDEX orders_invoice_issued_idx ON orders (invoice_issued_at, invoice_number) WHERE invoice_number IS NOT NULL;
CREATE INDEX orders_credit_note_issued_idx ON orders (credit_note_issued_at, credit_note_number) WHERE credit_note_number IS NOT NULL;
