-- Order lifecycle and payment methods: cash on delivery, bank transfer, SSLCommerz
-- beside the card; fulfilment states with a transition table (modules/orders/lifecycle.ts); a
-- ledger of payments and refunds; a timeline of every change; reservations that expire.

-- How the buyer pays, and how far the payment got. `paid` stays the sketch's flag: true exactly
-- when payment_status is 'paid' (orders_paid_is_payment_status). amount_paid_cents is what the
-- ledger holds for the order, payments minus refunds.
ALTER TABLE orders ADD COLUMN payment_method text NOT NULL DEFAULT 'card'
  CONSTRAINT orders_payment_method_known CHECK (payment_method IN ('card', 'sslcommerz', 'cod', 'bank_transfer'));
ALTER TABLE orders ADD COLUMN payment_status text NOT NULL DEFAULT 'unpaid'
  CONSTRAINT orders_payment_status_known CHECK (payment_status IN ('unpaid', 'partially_paid', 'paid', 'in_review', 'refunded'));
ALTER TABLE orders ADD COLUMN amount_paid_cents integer NOT NULL DEFAULT 0;
-- Until when an unpaid order holds its stock; NULL: it holds (cash on delivery, a payment
-- received, or an order placed before reservations expired).
ALTER TABLE orders ADD COLUMN reserved_until timestamptz;

-- Every order paid so far was paid in full by card.
UPDATE orders SET payment_status = 'paid', amount_paid_cents = total_cents WHERE paid;

ALTER TABLE orders ADD CONSTRAINT orders_amount_paid_cents_check CHECK (amount_paid_cents >= 0 AND amount_paid_cents <= total_cents);
ALTER TABLE orders ADD CONSTRAINT orders_paid_is_payment_status CHECK (paid = (payment_status = 'paid'));
-- Paid used to mean "the card provider confirmed a transaction". Cash and bank payments are
-- recorded by an admin in order_payments and have no provider transaction; a card or SSLCommerz
-- order is still paid only with its provider's transaction, and a transaction id never sits on
-- an order that no payment reached (a refunded or in-review order keeps the one it had).
ALTER TABLE orders DROP CONSTRAINT orders_paid_has_transaction;
ALTER TABLE orders ADD CONSTRAINT orders_paid_has_transaction CHECK (
  (NOT paid OR transaction_id IS NOT NULL OR payment_method IN ('cod', 'bank_transfer'))
  AND (transaction_id IS NULL OR payment_status <> 'unpaid')
);

-- The fulfilment states; the list equals ORDER_STATUSES of the contract (a test compares them).
-- pending, confirmed and shipped keep their meaning, so every existing row stays valid.
ALTER TABLE orders DROP CONSTRAINT orders_status_known;
ALTER TABLE orders ADD CONSTRAINT orders_status_known
  CHECK (status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'));

-- The reservation sweep's question: unpaid orders still holding stock whose time is up.
CREATE INDEX orders_reserved_until_idx ON orders (reserved_until) WHERE reserved_until IS NOT NULL;
-- The open-order cap's question: a customer's unpaid orders.
CREATE INDEX orders_user_payment_status_idx ON orders (user_id, payment_status);

-- The ledger: every amount received for an order, and every amount given back. Card and
-- SSLCommerz rows carry the provider's transaction id; a provider transaction is recorded once
-- per kind, so a repeated webhook or IPN changes nothing.
CREATE TABLE order_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'payment' CONSTRAINT order_payments_kind_check CHECK (kind IN ('payment', 'refund')),
  amount_cents integer NOT NULL CONSTRAINT order_payments_amount_cents_check CHECK (amount_cents > 0),
  method text NOT NULL CONSTRAINT order_payments_method_check CHECK (method IN ('card', 'sslcommerz', 'cod', 'bank_transfer')),
  reference text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now(),
  recorded_by text NOT NULL,
  provider_transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_payments_provider_transaction_unique UNIQUE (provider_transaction_id, kind)
);
CREATE INDEX order_payments_order_idx ON order_payments (order_id);

-- The timeline: every change of state or payment, who made it (the customer, an admin's e-mail,
-- 'system' or the payment provider) and an optional note (e.g. courier and tracking number).
-- from_state/to_state hold fulfilment states for status changes and payment statuses for payments.
CREATE TABLE order_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor text NOT NULL,
  type text NOT NULL CONSTRAINT order_events_type_check CHECK (length(type) BETWEEN 1 AND 40),
  from_state text,
  to_state text,
  note text
);
CREATE INDEX order_events_order_idx ON order_events (order_id, at);
