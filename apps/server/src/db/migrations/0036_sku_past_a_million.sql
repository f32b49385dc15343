-- A new tool's default SKU is `TBD-` and the next number of tool_sku_seq, six digits at least.
-- lpad(…, 6) cut numbers of seven digits to their first six (1,000,001 became TBD-100000, the SKU of
-- the 100,000th), so a catalogue of a million products failed on a duplicate SKU.
CREATE OR REPLACE FUNCTION next_tool_sku() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'TBD-' || CASE WHEN number < 1000000 THEN lpad(number::text, 6, '0') ELSE number::text END
    FROM nextval('tool_sku_seq') AS number
$$;

ALTER TABLE tools ALTER COLUMN sku SET DEFAULT next_tool_sku();
