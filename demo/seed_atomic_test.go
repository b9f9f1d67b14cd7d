package demo

import (
	"context"
	"database/sql"
	"strings"
	"testing"
	"time"
)

// seedTables are tables the seed fills first (countries), in the middle (products) and last
// (reviews).
var seedTables = []string{"countries", "categories", "products", "product_images", "reviews"}

func seedRows(t *testing.T, db *sql.DB) map[string]int {
	t.Helper()
	rows := map[string]int{}
	for _, table := range seedTables {
		rows[table] = count(t, db, "SELECT COUNT(*) FROM "+table)
	}
	return rows
}

// A first-start seed that fails half way leaves an empty shop, which the next start seeds
// again. The failure is a trigger that refuses the reviews, the last rows the seed writes:
// by then every product of the default catalogue is written, in the same transaction.
func TestSeedFailingHalfWayLeavesAnEmptyShop(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	db := openDB(t, st)
	ctx := context.Background()
	if _, err := db.Exec(`CREATE TRIGGER refuse_reviews BEFORE INSERT ON reviews BEGIN SELECT RAISE(ABORT, 'refused'); END`); err != nil {
		t.Fatal(err)
	}
	if err := Seed(ctx, st, DefaultProducts, Latvia); err == nil || !strings.Contains(err.Error(), "refused") {
		t.Fatalf("Seed = %v, want the trigger's refusal", err)
	}
	for table, n := range seedRows(t, db) {
		if n != 0 {
			t.Errorf("%d rows left in %s", n, table)
		}
	}
	if fresh, err := st.NeedsSeed(ctx); err != nil || !fresh {
		t.Fatalf("needs a seed %v (%v) after a failed seed", fresh, err)
	}
	if _, err := db.Exec(`DROP TRIGGER refuse_reviews`); err != nil {
		t.Fatal(err)
	}
	if err := Seed(ctx, st, DefaultProducts, Latvia); err != nil {
		t.Fatalf("seeding again: %v", err)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM products WHERE type = 'product'`); n != DefaultProducts {
		t.Errorf("%d products after seeding again", n)
	}
}

// A seed stopped by its context (a signal on first start) writes all or nothing, wherever the
// stop lands.
func TestSeedStoppedWritesAllOrNothing(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("seeds 1000 products a few times")
	}
	for _, stop := range []time.Duration{0, 5 * time.Millisecond, 20 * time.Millisecond, 80 * time.Millisecond} {
		st := openStore(t)
		db := openDB(t, st)
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(stop, cancel)
		err := Seed(ctx, st, DefaultProducts, Latvia)
		cancel()
		rows := seedRows(t, db)
		all := rows["products"] == DefaultProducts+len(seedServices)
		for table, n := range rows {
			if all != (n > 0) {
				t.Errorf("stop after %s: %d rows in %s, %d products (seed error %v)", stop, n, table, rows["products"], err)
			}
		}
		if err == nil && !all {
			t.Errorf("stop after %s: the seed reported success with %d products", stop, rows["products"])
		}
	}
}
