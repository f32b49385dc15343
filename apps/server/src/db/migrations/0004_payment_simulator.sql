-- The built-in test-mode payment provider keeps its PaymentIntents here (not in memory), so
-- every instance of the shop sees the same intents. Used only when Stripe is not configured.
CREATE TABLE simulated_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  -- One intent per key: asking twice for the same unpaid order answers the same intent.
  idempotency_key text NOT NULL UNIQUE,
  -- Metadata, like Stripe's: no foreign key, an order may be cancelled while its intent lives on.
  order_id uuid NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL DEFAULT 'requires_payment_method'
    CHECK (status IN ('requires_payment_method', 'processing', 'succeeded', 'canceled')),
  last_error_code text,
  last_error_message text,
  -- What a receipt may show; never the full number or the CVC.
  card_brand text,
  card_last4 text,
  billing_name text,
  billing_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX simulated_payment_intents_order_idx ON simulated_payment_intents (order_id);
