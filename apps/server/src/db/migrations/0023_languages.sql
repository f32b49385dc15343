-- The shop's languages: the default one (what a request that asks for neither English nor Bangla
-- gets) and each account's own choice (null until the person picks one: the default applies).
ALTER TABLE shop_settings ADD COLUMN default_language text NOT NULL DEFAULT 'en'
  CONSTRAINT shop_settings_default_language_check CHECK (default_language IN ('en', 'bn'));
ALTER TABLE users ADD COLUMN language text
  CONSTRAINT users_language_check CHECK (language IN ('en', 'bn'));
