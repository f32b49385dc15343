-- Outgoing mail: messages are queued in the same transaction as the fact they tell
-- about, and a sweeper on every instance sends the due ones (FOR UPDATE SKIP LOCKED, so no two
-- instances send the same message), retrying with backoff. A restart loses nothing.
CREATE TABLE IF NOT EXISTS mail_queue (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  attempts integer NOT NULL DEFAULT 0 CONSTRAINT mail_queue_attempts_check CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The sweeper's question: unsent messages that are due, oldest first.
CREATE INDEX IF NOT EXISTS mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE sent_at IS NULL;
