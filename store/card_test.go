package store

import (
	"context"
	"fmt"
	"reflect"
	"testing"
)

// Cards made from the in-memory index must equal the cards SQL makes of the same rows,
// and must follow stock changes.
func TestIndexCardsEqualSQLCards(t *testing.T) {
	st := openStore(t)
	f := seedFixture(t, st, 300)
	ctx := context.Background()
	// What only cards show: pictures (the first by position), the new and delayed flags.
	err := st.WithTx(ctx, func(ctx context.Context) error {
		w := st.writer(ctx)
		for i, p := range f.Products {
			for pos := 3; pos > i%3; pos-- {
				if _, err := w.ExecContext(ctx, `INSERT INTO product_images (product_id, position, path) VALUES (?, ?, ?)`,
					p.ID, pos, fmt.Sprintf("/media/p%d-%d.svg", p.ID, pos)); err != nil {
					return err
				}
			}
			if _, err := w.ExecContext(ctx, `UPDATE products SET is_new = ?, is_delayed_delivery = ? WHERE id = ?`,
				i%4 == 0, i%5 == 0, p.ID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	ids := []int64{100002} // a service: not in the index, from SQL
	for id := int64(300); id >= 1; id -= 7 {
		ids = append(ids, id)
	}
	ids = append(ids, 999999, 100001) // unknown and unpublished: skipped
	p := Pricing{VATBasisPoints: 2100}
	got, err := st.Cards(ctx, ids, p, "lv")
	if err != nil {
		t.Fatal(err)
	}
	tree, err := st.categories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[int64]Card{}
	if err := st.cardsFromSQL(ctx, ids, tree, p, "lv", byID); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(ids)-2 || len(got) != len(byID) {
		t.Fatalf("index made %d cards, SQL %d, want %d", len(got), len(byID), len(ids)-2)
	}
	for i, c := range got {
		if c.ID != ids[i] {
			t.Errorf("card %d is product %d, want the order of ids (%d)", i, c.ID, ids[i])
		}
		if !reflect.DeepEqual(c, byID[c.ID]) {
			t.Errorf("product %d:\nindex %+v\nSQL   %+v", c.ID, c, byID[c.ID])
		}
	}
	if got[1].Image.Source == "" || got[1].Manufacture == nil || got[1].Category == nil {
		t.Errorf("a product card lacks its picture, brand or category: %+v", got[1])
	}
	if err := st.SetStock(ctx, ids[1], 0); err != nil {
		t.Fatal(err)
	}
	got, _ = st.Cards(ctx, ids[1:2], p, "lv")
	if got[0].Quantity != 0 || got[0].IsAvailableForPurchase || got[0].StockStatusClass != "out-of-stock" {
		t.Errorf("after a sell-out the card shows %+v", got[0])
	}
}
