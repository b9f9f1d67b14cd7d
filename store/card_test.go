package store

import (
	"context"
	"fmt"
	"reflect"
	"testing"
)

// Cards made from the in-memory index must equal the cards SQL makes of the same rows, old
// prices from the price history included, and must follow stock changes.
func TestIndexCardsEqualSQLCards(t *testing.T) {
	t.Parallel()
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
			// A history for two products in three: the regular price a while ago (lower,
			// higher or the same), then the discount as it stands since a few days.
			if i%3 != 2 {
				before := p.Net * int64(90+i%25) / 100
				for seq, h := range [][4]any{{"2026-08-01T10:00:00Z", nil, before, before}, {"2026-09-20T10:00:00Z", nil, p.Net, p.Net},
					{"2026-10-0" + fmt.Sprint(1+i%9) + "T10:00:00Z", nullID(p.Discount), p.Net, p.Price()}} {
					if _, err := w.ExecContext(ctx, `INSERT INTO price_history (product_id, seq, at, discount_id, net_price, price) VALUES (?, ?, ?, ?, ?, ?)`,
						p.ID, seq+1, h[0], h[1], h[2], h[3]); err != nil {
						return err
					}
				}
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
	got, err := st.Cards(ctx, ids, "lv")
	if err != nil {
		t.Fatal(err)
	}
	tree, err := st.categories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[int64]Card{}
	if err := st.cardsFromSQL(ctx, ids, tree, "lv", byID); err != nil {
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
	if got[1].Image == "" || got[1].Manufacturer == nil || got[1].Category == nil {
		t.Errorf("a product card lacks its picture, brand or category: %+v", got[1])
	}
	// The history moves old prices: some below the net price (the lower price before), some
	// gone (no reduction left), some the net price (no history).
	kinds := map[string]int{}
	for _, c := range got[1:] {
		net := f.Products[c.ID-1].Net
		switch old := c.ShownPrevious(); {
		case c.DiscountPercent == 0:
		case old == 0:
			kinds["none"]++
		case old == net:
			kinds["net"]++
		default:
			kinds["lower"]++
		}
	}
	if kinds["none"] == 0 || kinds["net"] == 0 || kinds["lower"] == 0 {
		t.Errorf("old prices of discounted cards: %v, want some of each kind", kinds)
	}
	if err := st.SetStock(ctx, ids[1], 0); err != nil {
		t.Fatal(err)
	}
	got, _ = st.Cards(ctx, ids[1:2], "lv")
	if got[0].Quantity != 0 || StockClass(got[0].Quantity) != "out_of_stock" {
		t.Errorf("after a sell-out the card shows %+v", got[0])
	}
}
