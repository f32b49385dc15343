-- Quotes: a buyer asks for prices for their cart's lines, the shop answers with prices valid until
-- the end of a Dhaka day, messages go both ways, and an accepted quote becomes an order.

-- Gapless quote numbers per calendar year (Q-2026-000001): the year's row is bumped in the
-- transaction that stores the quote, as invoice numbers are (document_counters).
CREATE TABLE quote_counters (
  year integer PRIMARY KEY CONSTRAINT quote_counters_year_check CHECK (year BETWEEN 2000 AND 9999),
  last_number integer NOT NULL CONSTRAINT quote_counters_last_number_check CHECK (last_number >= 1)
);

CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL CONSTRAINT quotes_number_key UNIQUE,
  user_id uuid NOT NULL REFERENCES users(id),
  -- The requester's approved company when they asked: its owners see and decide on the quote.
  company_id uuid REFERENCES companies(id),
  customer_name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'requested'
    CONSTRAINT quotes_status_check CHECK (status IN ('requested', 'quoted', 'accepted', 'rejected', 'expired', 'withdrawn')),
  note text CONSTRAINT quotes_note_check CHECK (length(note) BETWEEN 1 AND 2000),
  shop_note text CONSTRAINT quotes_shop_note_check CHECK (length(shop_note) BETWEEN 1 AND 2000),
  -- The last Dhaka day the prices hold, and the moment after it (the sweep's key).
  valid_until text CONSTRAINT quotes_valid_until_check CHECK (valid_until ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  expires_at timestamptz,
  -- Bumped by every quoting: an acceptance holds the prices it read.
  revision integer NOT NULL DEFAULT 0 CONSTRAINT quotes_revision_check CHECK (revision >= 0),
  order_id uuid REFERENCES orders(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT quotes_accepted_has_order CHECK ((status = 'accepted') = (order_id IS NOT NULL))
);
CREATE INDEX quotes_user_created_idx ON quotes (user_id, created_at DESC, id);
CREATE INDEX quotes_company_created_idx ON quotes (company_id, created_at DESC, id) WHERE company_id IS NOT NULL;
-- The admin list: by status, oldest request first.
CREATE INDEX quotes_status_created_idx ON quotes (status, created_at, id);
CREATE INDEX quotes_created_idx ON quotes (created_at, id);
-- The expiry sweep reads only quoted quotes, by when they run out.
CREATE INDEX quotes_expiry_idx ON quotes (expires_at) WHERE status = 'quoted';

CREATE TABLE quote_lines (
  quote_id uuid NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  position integer NOT NULL CONSTRAINT quote_lines_position_check CHECK (position >= 0),
  tool_id uuid NOT NULL REFERENCES tools(id),
  sku text NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CONSTRAINT quote_lines_quantity_check CHECK (quantity >= 1),
  -- What the buyer paid per unit when they asked (their price list included).
  current_price_cents integer NOT NULL CONSTRAINT quote_lines_current_price_check CHECK (current_price_cents >= 0),
  price_cents integer CONSTRAINT quote_lines_price_check CHECK (price_cents >= 1),
  PRIMARY KEY (quote_id, position)
);

CREATE TABLE quote_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  quote_id uuid NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  author text NOT NULL CONSTRAINT quote_messages_author_check CHECK (author IN ('buyer', 'shop')),
  author_id uuid NOT NULL REFERENCES users(id),
  author_name text NOT NULL,
  text text NOT NULL CONSTRAINT quote_messages_text_check CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX quote_messages_quote_idx ON quote_messages (quote_id, created_at, id);

-- The timeline, shaped like order_events.
CREATE TABLE quote_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  quote_id uuid NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor text NOT NULL,
  type text NOT NULL CONSTRAINT quote_events_type_check CHECK (length(type) BETWEEN 1 AND 40),
  from_state text,
  to_state text,
  note text
);
CREATE INDEX quote_events_quote_idx ON quote_events (quote_id, at, id);
