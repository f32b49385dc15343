-- VAT, invoices and credit notes. Money in integer cents, VAT rates in basis points
-- (7.5 % = 750), as in shop_settings.

-- Each product's VAT rate; a new product takes the shop's default rate (the service passes it),
-- and 15 % when nothing says otherwise.
ALTER TABLE tools ADD COLUMN vat_rate_basis_points integer NOT NULL DEFAULT 1500
  CONSTRAINT tools_vat_rate_check CHECK (vat_rate_basis_points IN (0, 500, 750, 1000, 1500));

-- Each order line as sold: its net amount, rate and VAT, computed by the contract's
-- invoices/vat.ts. line_total_cents stays quantity × unit price: the gross when prices include
-- VAT (net + VAT = line total), the net when VAT is added (net = line total).
-- Lines sold before this change carried no VAT: rate 0, VAT 0, net = line total.
ALTER TABLE order_lines
  ADD COLUMN net_cents integer,
  ADD COLUMN vat_rate_basis_points integer NOT NULL DEFAULT 0,
  ADD COLUMN vat_cents integer NOT NULL DEFAULT 0;
UPDATE order_lines SET net_cents = line_total_cents;
ALTER TABLE order_lines
  ALTER COLUMN net_cents SET NOT NULL,
  ALTER COLUMN vat_rate_basis_points DROP DEFAULT,
  ALTER COLUMN vat_cents DROP DEFAULT,
  ADD CONSTRAINT order_lines_vat_rate_check CHECK (vat_rate_basis_points IN (0, 500, 750, 1000, 1500)),
  ADD CONSTRAINT order_lines_vat_check CHECK (net_cents >= 0 AND vat_cents >= 0),
  ADD CONSTRAINT order_lines_vat_adds_up CHECK (net_cents + vat_cents = line_total_cents OR net_cents = line_total_cents);

-- Orders: net and VAT beside the total (the sums of the lines); orders placed before: VAT 0.
-- The invoice and credit note numbers are null until issued, and never change once set (the
-- trigger below); invoice_seller keeps the seller as printed on the invoice, so a later change
-- of the shop's settings does not rewrite an issued invoice.
ALTER TABLE orders
  ADD COLUMN net_cents integer,
  ADD COLUMN vat_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN invoice_number text CONSTRAINT orders_invoice_number_key UNIQUE,
  ADD COLUMN invoice_issued_at timestamptz,
  ADD COLUMN invoice_seller jsonb,
  ADD COLUMN credit_note_number text CONSTRAINT orders_credit_note_number_key UNIQUE,
  ADD COLUMN credit_note_issued_at timestamptz;
UPDATE orders SET net_cents = total_cents;
ALTER TABLE orders
  ALTER COLUMN net_cents SET NOT NULL,
  ALTER COLUMN vat_cents DROP DEFAULT,
  ADD CONSTRAINT orders_vat_adds_up CHECK (net_cents >= 0 AND vat_cents >= 0 AND net_cents + vat_cents = total_cents),
  ADD CONSTRAINT orders_invoice_number_format CHECK (invoice_number ~ '^INV-[0-9]{4}-[0-9]{2}-[0-9]{6}$'),
  ADD CONSTRAINT orders_credit_note_number_format CHECK (credit_note_number ~ '^CN-[0-9]{4}-[0-9]{2}-[0-9]{6}$'),
  ADD CONSTRAINT orders_invoice_issued CHECK ((invoice_number IS NULL) = (invoice_issued_at IS NULL) AND (invoice_number IS NULL) = (invoice_seller IS NULL)),
  ADD CONSTRAINT orders_credit_note_issued CHECK ((credit_note_number IS NULL) = (credit_note_issued_at IS NULL)),
  ADD CONSTRAINT orders_credit_note_needs_invoice CHECK (credit_note_number IS NULL OR invoice_number IS NOT NULL);

-- Gapless numbering: one row per series and fiscal year, incremented in the transaction that
-- issues the number, so a number exists exactly when its document does (a rolled-back issue
-- rolls the counter back too) and instances sharing the database take turns on the row.
CREATE TABLE document_counters (
  series text NOT NULL CONSTRAINT document_counters_series_check CHECK (series IN ('INV', 'CN')),
  fiscal_year text NOT NULL CONSTRAINT document_counters_fiscal_year_check CHECK (fiscal_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer NOT NULL CONSTRAINT document_counters_last_number_check CHECK (last_number >= 1),
  PRIMARY KEY (series, fiscal_year)
);

-- An issued invoice never changes: its number, date, seller, amounts and lines stay as issued,
-- and the order cannot be deleted (a cancellation after issue gets a credit note instead).
CREATE FUNCTION orders_keep_issued_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.invoice_number IS NULL THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'order % has invoice %: it cannot be deleted', OLD.id, OLD.invoice_number USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.invoice_number IS DISTINCT FROM OLD.invoice_number
     OR NEW.invoice_issued_at IS DISTINCT FROM OLD.invoice_issued_at
     OR NEW.invoice_seller IS DISTINCT FROM OLD.invoice_seller
     OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
     OR NEW.net_cents IS DISTINCT FROM OLD.net_cents
     OR NEW.vat_cents IS DISTINCT FROM OLD.vat_cents
     OR NEW.customer_name IS DISTINCT FROM OLD.customer_name
     OR NEW.address IS DISTINCT FROM OLD.address
     OR (OLD.credit_note_number IS NOT NULL AND (NEW.credit_note_number IS DISTINCT FROM OLD.credit_note_number
                                                 OR NEW.credit_note_issued_at IS DISTINCT FROM OLD.credit_note_issued_at)) THEN
    RAISE EXCEPTION 'order % has invoice %: what it prints cannot change', OLD.id, OLD.invoice_number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_keep_issued_invoice BEFORE UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_issued_invoice();

CREATE FUNCTION order_lines_keep_issued_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM orders WHERE id = OLD.order_id AND invoice_number IS NOT NULL) THEN
    RAISE EXCEPTION 'order % has an invoice: its lines cannot change', OLD.order_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER order_lines_keep_issued_invoice BEFORE UPDATE OR DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION order_lines_keep_issued_invoice();
