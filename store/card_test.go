package store

import (
	"context"
	"reflect"
	"testing"
)

// Cards made from the in-memory index must equal the cards SQL makes of the same rows,
// and must follow stock changes.
func TestIndexCardsEqualSQLCards(t *testing.T) {
	st := openSeeded(t, 300)
	ctx := context.Background()
	ids := []int64{}
	for id := int64(300); id >= 1; id -= 7 {
		ids = append(ids, id)
	}
	ids = append(ids, 999999) // unknown: skipped
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
	if len(got) == 0 || len(got) != len(byID) {
		t.Fatalf("index made %d cards, SQL %d", len(got), len(byID))
	}
	for i, c := range got {
		if c.ID != ids[i] {
			t.Errorf("card %d is product %d, want the order of ids (%d)", i, c.ID, ids[i])
		}
		if !reflect.DeepEqual(c, byID[c.ID]) {
			t.Errorf("product %d:\nindex %+v\nSQL   %+v", c.ID, c, byID[c.ID])
		}
	}
	if _, err := st.write.ExecContext(ctx, `UPDATE products SET stock = 0 WHERE id = ?`, ids[0]); err != nil {
		t.Fatal(err)
	}
	if err := st.RefreshStock(ctx, ids[0]); err != nil {
		t.Fatal(err)
	}
	got, _ = st.Cards(ctx, ids[:1], p, "lv")
	if got[0].Quantity != 0 || got[0].IsAvailableForPurchase || got[0].StockStatusClass != "out-of-stock" {
		t.Errorf("after a sell-out the card shows %+v", got[0])
	}
}
