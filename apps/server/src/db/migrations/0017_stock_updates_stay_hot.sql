-- An order's stock change must stay a HOT update (the row rewritten in place, no index touched):
-- PostgreSQL can do that only while no index names the column, in its keys or in its WHERE.
-- tools_low_stock_idx (0014) named available_quantity, so every order wrote a new entry into
-- every index of tools, the two GIN indexes of search among them, which made a batch's stock
-- update costly on the embedded database. The overview's low-stock list reads the
-- products on sale instead, a narrow scan the admin asks for now and then.
DROP INDEX IF EXISTS tools_low_stock_idx;
