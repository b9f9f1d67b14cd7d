package store

// sqliteSteps are what a step of migrations does on SQLite only, by the version it brings the
// database to: what PostgreSQL has already (its baseline, store/postgres_schema.sql), run
// after the step's own SQL. postgresSteps are the other way round.
var sqliteSteps = map[int]string{
	// cart_items' ids are never used twice, as PostgreSQL's identity columns never are: a
	// plain INTEGER PRIMARY KEY takes the highest id plus one, so a cart line deleted while it
	// was the newest left its id to the next line added, and a repeated delete of the old line
	// (a second tab, a retried request) removed the new one; the answers of the two databases
	// also differed in the line ids after such a delete. SQLite cannot add AUTOINCREMENT to a
	// table, so it is rebuilt the safe way, as step 7 rebuilds notices. Foreign keys stay on
	// (the step runs in a transaction): no other table references cart_items, the new table's
	// reference to its own lines names the new table until the rename moves it along, and the
	// parents go in before the lines that refer to them.
	38: `CREATE TABLE cart_items_new (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id        INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id     INTEGER NOT NULL REFERENCES products(id),
  parent_item_id INTEGER REFERENCES cart_items_new(id) ON DELETE CASCADE,  -- a service added to a product line
  quantity       INTEGER NOT NULL CHECK (quantity > 0),
  UNIQUE (cart_id, product_id, parent_item_id)
);
INSERT INTO cart_items_new (id, cart_id, product_id, parent_item_id, quantity)
SELECT id, cart_id, product_id, parent_item_id, quantity FROM cart_items ORDER BY parent_item_id IS NOT NULL, id;
DROP TABLE cart_items;
ALTER TABLE cart_items_new RENAME TO cart_items;
CREATE INDEX cart_items_parent ON cart_items(parent_item_id) WHERE parent_item_id IS NOT NULL;`,
}
