-- Who sees prices: everyone ('show'), or only members of an approved company ('hide': guests and
-- other customers get no price and may not order).
ALTER TABLE shop_settings
  ADD COLUMN guest_prices text NOT NULL DEFAULT 'show'
    CONSTRAINT shop_settings_guest_prices_check CHECK (guest_prices IN ('show', 'hide'));
