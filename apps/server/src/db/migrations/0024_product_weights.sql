-- Delivery in Bangladesh is charged by weight: each product's weight in grams (a new or older
-- product weighs 1 kg until an admin says otherwise), at least a gram and at most a tonne.
-- The shop's delivery zones live beside the other settings: NULL until an admin saves some,
-- which means the contract's defaults (DEFAULT_DELIVERY_ZONES: inside Dhaka, outside Dhaka).
ALTER TABLE tools ADD COLUMN weight_grams integer NOT NULL DEFAULT 1000
  CONSTRAINT tools_weight_grams_check CHECK (weight_grams BETWEEN 1 AND 1000000);
ALTER TABLE shop_settings ADD COLUMN shipping_zones jsonb
  CONSTRAINT shop_settings_shipping_zones_check CHECK (shipping_zones IS NULL OR jsonb_typeof(shipping_zones) = 'array');
