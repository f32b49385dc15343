-- Trade credit ("baki"): a company the shop trusts buys on account (payment method `on_account`)
-- up to its credit limit and pays within its terms. What a company owes is a ledger: each invoice
-- of an on-account order debits it, each payment to the account and each credit note credits it;
-- balances, statements and ageing are sums over those rows, never stored twice.
ALTER TABLE companies ADD COLUMN payment_terms text NOT NULL DEFAULT 'prepaid'
  CONSTRAINT companies_payment_terms_check CHECK (payment_terms IN ('prepaid', 'net_7', 'net_15', 'net_30', 'net_60'));
ALTER TABLE companies ADD COLUMN credit_limit_cents bigint NOT NULL DEFAULT 0
  CONSTRAINT companies_credit_limit_cents_check CHECK (credit_limit_cents >= 0);

-- An on-account order keeps the days its company's terms gave when it was placed, and gets its
-- due date (the invoice's Dhaka date plus those days) with its invoice number.
ALTER TABLE orders ADD COLUMN payment_term_days integer
  CONSTRAINT orders_payment_term_days_check CHECK (payment_term_days > 0);
ALTER TABLE orders ADD COLUMN due_date date;
ALTER TABLE orders ADD CONSTRAINT orders_on_account_has_terms
  CHECK ((payment_method = 'on_account') = (payment_term_days IS NOT NULL) AND (due_date IS NULL OR invoice_number IS NOT NULL));

ALTER TABLE orders DROP CONSTRAINT orders_payment_method_known;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_known
  CHECK (payment_method IN ('card', 'sslcommerz', 'cod', 'bank_transfer', 'on_account'));
-- Money paid to an account has no provider transaction on the order, like cash and transfers.
ALTER TABLE orders DROP CONSTRAINT orders_paid_has_transaction;
ALTER TABLE orders ADD CONSTRAINT orders_paid_has_transaction CHECK (
  (NOT paid OR transaction_id IS NOT NULL OR payment_method IN ('cod', 'bank_transfer', 'on_account'))
  AND (transaction_id IS NULL OR payment_status <> 'unpaid'));
-- A company's on-account orders: its open invoices, its statement and the receivables.
CREATE INDEX orders_on_account_idx ON orders (company_id, due_date, invoice_number) WHERE payment_method = 'on_account';

-- Money received on a company's account (an admin records it, or SSLCommerz validates it).
CREATE TABLE account_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  amount_cents bigint NOT NULL CONSTRAINT account_payments_amount_cents_check CHECK (amount_cents > 0),
  method text NOT NULL
    CONSTRAINT account_payments_method_check CHECK (method IN ('bank_transfer', 'cash', 'cheque', 'mobile_banking', 'sslcommerz')),
  reference text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL,
  -- An admin's e-mail, or the provider.
  recorded_by text NOT NULL,
  -- SSLCommerz: its validated transaction, recorded once.
  provider_transaction_id text CONSTRAINT account_payments_provider_transaction_key UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_payments_company_idx ON account_payments (company_id, received_at, id);

-- An allocation is the order's ledger row (order_payments, method on_account) that names the
-- account payment it came from: what a payment left unallocated is its amount minus those rows.
ALTER TABLE order_payments DROP CONSTRAINT order_payments_method_check;
ALTER TABLE order_payments ADD CONSTRAINT order_payments_method_check
  CHECK (method IN ('card', 'sslcommerz', 'cod', 'bank_transfer', 'on_account'));
ALTER TABLE order_payments ADD COLUMN account_payment_id uuid REFERENCES account_payments(id);
CREATE INDEX order_payments_account_payment_idx ON order_payments (account_payment_id) WHERE account_payment_id IS NOT NULL;

-- A reminder claimed for an invoice on a Dhaka day: the key lets one instance send it, once.
CREATE TABLE account_reminders (
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, day)
);

-- An SSLCommerz session paying an account: its transaction id and the amount asked.
CREATE TABLE account_payment_sessions (
  tran_id text PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id),
  user_id uuid NOT NULL REFERENCES users(id),
  amount_cents bigint NOT NULL CONSTRAINT account_payment_sessions_amount_cents_check CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
