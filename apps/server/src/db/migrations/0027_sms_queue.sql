-- Outgoing SMS, queued like e-mail (0011): in the transaction of the fact it tells about, sent by
-- a sweeper on every instance (FOR UPDATE SKIP LOCKED), retried with backoff. The number is a
-- Bangladeshi mobile as the contract stores it (+8801…). csms_id is the provider's "customer SMS
-- id": one per message, kept across retries, so the provider can refuse a message it already took.
CREATE TABLE IF NOT EXISTS sms_queue (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text NOT NULL CONSTRAINT sms_queue_phone_check CHECK (phone ~ '^[+]8801[3-9][0-9]{8}$'),
  text_body text NOT NULL,
  csms_id text NOT NULL CONSTRAINT sms_queue_csms_id_key UNIQUE,
  attempts integer NOT NULL DEFAULT 0 CONSTRAINT sms_queue_attempts_check CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The sweeper's question: unsent messages that are due, oldest first.
CREATE INDEX IF NOT EXISTS sms_queue_due_idx ON sms_queue (next_attempt_at) WHERE sent_at IS NULL;

-- Which order events send the buyer an SMS: all of them until an admin switches one off.
ALTER TABLE shop_settings
  ADD COLUMN sms_placed boolean NOT NULL DEFAULT true,
  ADD COLUMN sms_cod_confirmed boolean NOT NULL DEFAULT true,
  ADD COLUMN sms_shipped boolean NOT NULL DEFAULT true,
  ADD COLUMN sms_delivered boolean NOT NULL DEFAULT true,
  ADD COLUMN sms_paid boolean NOT NULL DEFAULT true;
