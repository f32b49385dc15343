-- An order's new stock can reach the in-memory catalogue straight from the transaction that took
-- it (orders/placement.ts), instead of a re-read queued behind the next orders. Values arrive
-- from several places (that transaction, a re-read, another instance's changes found by a look),
-- and not always in the order they were written: each carries the version it was written at,
-- and the catalogue keeps the newest.
--
-- `tools.stock_version` is taken from a sequence by every write of the row, in the BEFORE trigger,
-- where the writer holds the row's lock until it commits: a later write of the same row always
-- gets a larger number. (The transaction id, change_xid, does not: a transaction may take its id
-- before an earlier writer of the row commits.) Like change_xid, it has no index, so an order's
-- stock update stays a HOT update.
CREATE SEQUENCE tools_stock_version_seq;
ALTER TABLE tools ADD COLUMN stock_version bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION tools_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id()::text::bigint;
  NEW.stock_version := nextval('tools_stock_version_seq');
  RETURN NEW;
END $$;
