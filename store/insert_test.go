package store

import (
	"context"
	"fmt"
	"testing"
)

func TestInsertWritesEveryRowInGroups(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	const n = 2500 // several full groups of 333 rows and a rest
	err := st.WithTx(ctx, func(ctx context.Context) error {
		products := st.Insert(ctx, "products", "id", "slug", "code", "title", "net_price")
		images := st.Insert(ctx, "product_images", "product_id", "position", "path")
		for i := 1; i <= n; i++ {
			images.Add(i, 1, fmt.Sprint("/p", i, ".svg")) // before its product: checked at commit
			products.Add(i, fmt.Sprint("p", i), fmt.Sprint("C", i), fmt.Sprint("Product ", i), 100)
		}
		if err := images.Close(); err != nil {
			return err
		}
		return products.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := count(t, st, `SELECT COUNT(*) FROM product_images i JOIN products p ON p.id = i.product_id AND i.path = '/p' || p.id || '.svg'`); got != n {
		t.Errorf("%d rows written, want %d", got, n)
	}
}

func TestInsertKeepsTheFirstError(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	err := st.WithTx(ctx, func(ctx context.Context) error {
		in := st.Insert(ctx, "discounts", "id", "title", "percent")
		in.Add(1, "-10%", 10)
		in.Add(2, "-20%") // one value short
		in.Add(3, "-30%", 30)
		return in.Close()
	})
	if err == nil {
		t.Fatal("a row with a missing value was accepted")
	}
	if n := count(t, st, `SELECT COUNT(*) FROM discounts`); n != 0 {
		t.Errorf("%d discounts left by a failed bulk insert", n)
	}
}

func TestInsertRefreshesTheCategoryTreeOnCommit(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	if menu, _ := st.Menu(ctx, ""); len(menu) != 0 {
		t.Fatalf("a new shop has a menu: %v", menu)
	}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		in := st.Insert(ctx, "categories", "id", "slug", "title")
		in.Add(1, "telefoni", "Telefoni")
		return in.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
	if menu, _ := st.Menu(ctx, ""); len(menu) != 1 || menu[0].Slug != "telefoni" {
		t.Errorf("menu after the insert: %v", menu)
	}
}
