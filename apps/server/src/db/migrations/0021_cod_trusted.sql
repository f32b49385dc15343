-- Cash on delivery from an account the shop has not dealt with waits for a phone call
-- (pending, on a timer) before it is confirmed; an admin may mark a customer trusted, whose
-- cash on delivery orders are confirmed at once, as for customers with a delivered, paid order.
ALTER TABLE users ADD COLUMN cod_trusted boolean NOT NULL DEFAULT false;
