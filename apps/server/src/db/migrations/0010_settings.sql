-- Shop settings (issues #14 and #15): one row, read on many requests (cached briefly per instance).
-- Payment methods are one switch each; SSLCommerz's is NULL until an admin decides, which means
-- "on when SSLCOMMERZ_STORE_ID/PASSWORD are configured". Money in integer cents, the VAT rate in
-- basis points (7.5 % = 750), so nothing here is a float.
CREATE TABLE IF NOT EXISTS shop_settings (
  id integer PRIMARY KEY DEFAULT 1 CONSTRAINT shop_settings_single_row_check CHECK (id = 1),
  card_enabled boolean NOT NULL DEFAULT true,
  sslcommerz_enabled boolean,
  cod_enabled boolean NOT NULL DEFAULT true,
  bank_transfer_enabled boolean NOT NULL DEFAULT true,
  cod_ceiling_cents integer NOT NULL DEFAULT 5000000 CONSTRAINT shop_settings_cod_ceiling_cents_check CHECK (cod_ceiling_cents >= 0),
  bank_transfer_text text NOT NULL DEFAULT '',
  legal_name text NOT NULL DEFAULT 'Tools-BD',
  address text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  bin text NOT NULL DEFAULT '' CONSTRAINT shop_settings_bin_check CHECK (bin = '' OR bin ~ '^[0-9]{13}$'),
  currency text NOT NULL DEFAULT 'USD' CONSTRAINT shop_settings_currency_check CHECK (currency IN ('USD', 'BDT')),
  default_vat_rate_basis_points integer NOT NULL DEFAULT 1500
    CONSTRAINT shop_settings_default_vat_rate_check CHECK (default_vat_rate_basis_points IN (0, 500, 750, 1000, 1500)),
  prices_include_vat boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO shop_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING;
