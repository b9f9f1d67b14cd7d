package main

import (
	"context"
	"flag"
	"fmt"

	"shop/store"
)

// storePlace is where a shop keeps its data: the data folder (media, the outbox, and the
// SQLite database unless db is set) and, for PostgreSQL, the database's address.
type storePlace struct {
	dir string
	db  string // "" for SQLite in dir; postgres://… for PostgreSQL
}

// dbFlag registers --db (SHOP_DB) on fs.
func dbFlag(fs *flag.FlagSet) *string {
	return fs.String("db", env("SHOP_DB", ""),
		"the shop's database: empty for SQLite in the data folder, or postgres://user:password@host:5432/shop (SHOP_DB)")
}

// checkDB refuses a database address the shop cannot open, before anything starts.
func checkDB(db string) error {
	if db != "" && !store.IsPostgres(db) {
		return fmt.Errorf("--db: %q is not a postgres:// address (leave it empty for SQLite in the data folder)", db)
	}
	return nil
}

// openStore opens the shop's database at p and migrates it.
func openStore(ctx context.Context, p storePlace) (*store.Store, error) {
	if err := checkDB(p.db); err != nil {
		return nil, err
	}
	if store.IsPostgres(p.db) {
		return store.OpenPostgres(ctx, p.dir, p.db)
	}
	return store.Open(ctx, p.dir, schema)
}

// openShared opens the database at p beside a shop that may be serving it, for the commands
// that make a small write (`shop admin`). PostgreSQL needs no care for that: any number of
// processes share it.
func openShared(ctx context.Context, p storePlace) (*store.Store, error) {
	if err := checkDB(p.db); err != nil {
		return nil, err
	}
	if store.IsPostgres(p.db) {
		return store.OpenPostgres(ctx, p.dir, p.db)
	}
	return store.OpenShared(ctx, p.dir)
}

// notOnPostgres is the answer of a command that copies the SQLite file (backup, restore,
// scheduled backups) when the shop's database is PostgreSQL.
func notOnPostgres(what string) error {
	return fmt.Errorf("%s copies the SQLite database in the data folder; this shop's database is PostgreSQL (--db / SHOP_DB): "+
		"back it up with pg_dump (pg_dump -Fc -f shop.dump DATABASE) and restore it with pg_restore, "+
		"and copy the data folder's media/ beside it", what)
}
