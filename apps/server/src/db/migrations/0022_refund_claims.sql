-- A refund asked of the payment provider (card, SSLCommerz) is claimed here first, in a short
-- transaction under the order's row lock, and let go once the provider answered: a second refund
-- of the same order meanwhile finds the claim and sends nothing. No transaction stays open while
-- the provider answers (the embedded database would wait for it). A claim older than a few
-- minutes was left by a process that stopped half way; the next refund takes it over.
CREATE TABLE order_refund_claims (
  order_id uuid PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
