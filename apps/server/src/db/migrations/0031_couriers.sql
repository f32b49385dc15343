-- Delivery through couriers: shipments booked with Pathao, Steadfast or by hand, their tracking,
-- parcels that come back, and the couriers' cash on delivery remittances.

-- Every status of the lifecycle, with the courier's `returned` (and the approval step of
-- business orders, `awaiting_approval`).
ALTER TABLE orders DROP CONSTRAINT orders_status_known;
ALTER TABLE orders ADD CONSTRAINT orders_status_known CHECK (status IN (
  'pending', 'awaiting_approval', 'confirmed', 'processing', 'shipped', 'delivered', 'returned', 'cancelled'));

-- What the buyer sees of the order's parcel (the live shipment's copy, written with it), and when
-- a returned parcel was taken in (once: its stock came back and its money went back then).
ALTER TABLE orders
  ADD COLUMN courier text,
  ADD COLUMN tracking_number text,
  ADD COLUMN tracking_url text,
  ADD COLUMN shipment_status text,
  ADD COLUMN received_back_at timestamptz;

CREATE TABLE shipments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  courier text NOT NULL CONSTRAINT shipments_courier_check CHECK (courier IN ('pathao', 'steadfast', 'manual')),
  -- The courier company's name as the admin typed it (manual), else the courier's own.
  courier_name text NOT NULL,
  -- The courier's id of the parcel (null for manual shipments).
  consignment_id text,
  tracking_number text NOT NULL,
  tracking_url text,
  status text NOT NULL DEFAULT 'booked' CONSTRAINT shipments_status_check
    CHECK (status IN ('booked', 'picked_up', 'in_transit', 'delivered', 'returned', 'cancelled')),
  -- The courier's own word for the last state it reported.
  courier_status text,
  cod_amount_cents integer NOT NULL CONSTRAINT shipments_cod_amount_check CHECK (cod_amount_cents >= 0),
  note text,
  booked_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- When the poll asks the courier next; a poller pushes it forward as it claims the row.
  next_poll_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT shipments_consignment_unique UNIQUE (courier, consignment_id)
);
-- One live shipment per order (a cancelled booking leaves room for another).
CREATE UNIQUE INDEX shipments_one_live_per_order ON shipments (order_id) WHERE status <> 'cancelled';
CREATE INDEX shipments_consignment_idx ON shipments (consignment_id);
-- The poll's question: open courier shipments that are due.
CREATE INDEX shipments_poll_idx ON shipments (next_poll_at)
  WHERE courier <> 'manual' AND status IN ('booked', 'picked_up', 'in_transit');

-- A booking being asked of a courier, one per order at a time (as order_refund_claims, 0022).
CREATE TABLE shipment_booking_claims (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

-- A courier's payout of the cash it collected: each line paid its order by `amount` through the
-- payments ledger; the courier's fee is kept beside it (the payout is amount - fee).
CREATE TABLE remittances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  courier text NOT NULL CONSTRAINT remittances_courier_check CHECK (courier IN ('pathao', 'steadfast', 'manual')),
  reference text NOT NULL,
  received_at timestamptz NOT NULL,
  recorded_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT remittances_reference_unique UNIQUE (courier, reference)
);

CREATE TABLE remittance_lines (
  remittance_id uuid NOT NULL REFERENCES remittances (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CONSTRAINT remittance_lines_amount_check CHECK (amount_cents > 0),
  fee_cents integer NOT NULL CONSTRAINT remittance_lines_fee_check CHECK (fee_cents >= 0),
  PRIMARY KEY (remittance_id, order_id)
);
CREATE INDEX remittance_lines_order_idx ON remittance_lines (order_id);
