-- Tools-BD initial schema. Money is stored as integer cents; ids are UUIDs.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  password_hash text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  email_verified boolean NOT NULL DEFAULT false,
  google_subject text UNIQUE,
  -- Bumped when the password changes: tokens carrying an older version stop working.
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tools (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_url text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  available_quantity integer NOT NULL CHECK (available_quantity >= 0),
  minimum_purchase integer NOT NULL DEFAULT 1 CHECK (minimum_purchase >= 1),
  -- The sketch's add form sends `quentity` (the quantity listed when the product was added).
  listed_quantity integer,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tools_listing_idx ON tools (created_at, id) WHERE archived_at IS NULL;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  tool_id uuid NOT NULL REFERENCES tools (id),
  item_name text NOT NULL,
  customer_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents > 0),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  paid boolean NOT NULL DEFAULT false,
  transaction_id text UNIQUE,
  payment_intent_id text UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'shipped')),
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_created_idx ON orders (created_at DESC);
CREATE INDEX orders_tool_idx ON orders (tool_id);

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid UNIQUE REFERENCES orders (id),
  user_id uuid REFERENCES users (id),
  item_name text NOT NULL,
  body text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_created_idx ON reviews (created_at DESC);

CREATE TABLE profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  education text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  linkedin text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use links (e-mail verification, password reset); only a hash of the token is kept.
CREATE TABLE one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Payment provider events already applied, so each webhook is applied once.
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
