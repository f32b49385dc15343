-- Every order placed writes an entry into every index of orders. orders_created_idx (created_at
-- DESC, 0002) orders the same rows as orders_created_id_idx (created_at, id, 0014): PostgreSQL
-- reads a b-tree backwards as readily as forwards, so newest-first lists and the overview's date
-- ranges use the second, and the first only cost each order one more index write.
DROP INDEX IF EXISTS orders_created_idx;
