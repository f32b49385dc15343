-- Delivery on orders: the district the parcel goes to and what delivering it costs. The fee is
-- part of total_cents (what the buyer pays), a gross amount with VAT at the shop's default rate
-- inside it; net_cents and vat_cents include its share, so net + VAT = total still holds.
-- Orders placed before delivery was charged have no district and a fee of 0.
ALTER TABLE orders
  ADD COLUMN district text,
  ADD COLUMN delivery_fee_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN delivery_vat_rate_basis_points integer NOT NULL DEFAULT 0,
  ADD COLUMN delivery_vat_cents integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT orders_delivery_fee_check
    CHECK (delivery_fee_cents >= 0 AND delivery_vat_cents >= 0 AND delivery_vat_cents <= delivery_fee_cents
           AND delivery_vat_rate_basis_points >= 0 AND delivery_fee_cents <= total_cents);
