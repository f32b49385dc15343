-- An order's stock update stays a HOT update (0017) only while the row's page has room for the
-- row's new version. A catalogue written in one go (the seed, a CSV import) filled its pages to
-- the brim, so the first sale of each product moved its row to another page and wrote a new entry
-- into every index of tools, the two GIN indexes of search among them. Every page of tools now
-- keeps a fifth free for those versions (docs/decisions/041-room-on-every-page-of-tools.md).
-- Rows already stored keep their pages until they move; `VACUUM FULL tools` rewrites them at once.
ALTER TABLE tools SET (fillfactor = 80);
