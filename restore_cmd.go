package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"shop/store"
)

// restore runs `shop restore`: the backup FILE (or s3://bucket/key, downloaded and checked
// against its upload's SHA-256 first) becomes the database of the stopped shop in --data;
// store.Restore checks it, refuses while a shop serves the folder and keeps the old database.
func restore(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("restore", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	db := dbFlag(fs)
	var s3 s3Flags
	s3.register(fs, "s3-")
	synopsis := "shop restore [--data DIR] FILE\n       shop restore [--data DIR] [--s3-endpoint URL] s3://bucket/prefix/shop-20261127T181500Z.db"
	if done, err := parseFlags(fs, args, stdout, synopsis); done || err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("usage: %s", synopsis)
	}
	if store.IsPostgres(*db) {
		return notOnPostgres("shop restore")
	}
	from := fs.Arg(0)
	// A new machine's folder may not exist yet; it is the shop's alone.
	if err := os.MkdirAll(*data, 0o700); err != nil {
		return err
	}
	if strings.HasPrefix(from, "s3://") {
		s3.url = from
		client, err := s3.client()
		if err != nil {
			return err
		}
		// Into the data folder: the same disk as the database, so the restore's copy is quick,
		// and as private as the database.
		local := filepath.Join(*data, ".restore-download.db")
		os.Remove(local) // an interrupted download's leftover
		defer os.Remove(local)
		if err := client.Download(ctx, from, local); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "downloaded %s; its SHA-256 matches the upload's\n", from)
		from = local
	}
	done, err := store.Restore(ctx, *data, from, time.Now())
	if err != nil {
		return err
	}
	last := "no orders"
	if done.Info.Orders > 0 {
		last = fmt.Sprintf("%d orders, the newest from %s", done.Info.Orders, done.Info.LastOrder)
	}
	fmt.Fprintf(stdout, "checked %s: SQLite's integrity check passes; schema version %d (this shop: %d); %s\n",
		fs.Arg(0), done.Info.SchemaVersion, store.SchemaVersion(), last)
	for _, f := range done.Aside {
		fmt.Fprintf(stdout, "kept the old database as %s\n", f)
	}
	fmt.Fprintf(stdout, "restored into %s (mode 0600); sessions.db is left as it was\n", filepath.Join(*data, "shop.db"))
	if done.Info.SchemaVersion < store.SchemaVersion() {
		fmt.Fprintln(stdout, "the copy's schema is older: the shop migrates it when it starts")
	}
	fmt.Fprintln(stdout, "start the shop again (systemctl start shop)")
	return nil
}
