-- Sessions.
-- Signed-out bearer tokens, by token id (the JWT's jti), until they would have expired anyway:
-- every instance refuses them. Rows past expires_at are swept as new ones arrive.
CREATE TABLE IF NOT EXISTS revoked_tokens (
  token_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS revoked_tokens_expires_at_idx ON revoked_tokens (expires_at);

-- Google sign-in ends with a single-use code (60 s) that the page trades for a token, so the
-- token never travels in an address. Only hashes are stored: of the code, and of a secret kept
-- in the browser's cookie that started the sign-in (a code is worth nothing in another browser).
CREATE TABLE IF NOT EXISTS google_sign_in_codes (
  code_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS google_sign_in_codes_expires_at_idx ON google_sign_in_codes (expires_at);
