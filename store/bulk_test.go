package store

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// A bulk action changes exactly what its preview counted, writes a price or stock history
// row per product it changed, and the catalogue follows; a refused one writes nothing.
func TestBulkActions(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 9)
	phones := ProductFilter{CategoryID: catPhones, Type: "product"} // phone, phone B (in smartphones), other
	if n, err := st.BulkPreview(ctx, phones); err != nil || n != 3 {
		t.Fatalf("preview: %d, %v", n, err)
	}
	history := count(t, st, `SELECT COUNT(*) FROM price_history`)
	changed, err := st.BulkApply(ctx, phones, BulkAction{Kind: BulkPrice, BasisPoints: -1000})
	if err != nil || !slices.Equal(changed, []int64{pPhone, pPhoneB, pOther}) {
		t.Fatalf("price -10 %%: %v, %v", changed, err)
	}
	for id, want := range map[int64]int64{pPhone: 9000, pPhoneB: 7438, pOther: 2250, pCable: 999} { // 8264 × 0.9 = 7437.6
		if p, _ := st.AdminProduct(ctx, id); p.Input.NetPrice != want {
			t.Errorf("product %d: net %d, want %d", id, p.Input.NetPrice, want)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history`); n != history+3 {
		t.Errorf("%d price history rows, want %d", n, history+3)
	}
	changed, err = st.BulkApply(ctx, phones, BulkAction{Kind: BulkStock, Stock: 2, Note: "count 12"})
	if err != nil || !slices.Equal(changed, []int64{pPhone, pPhoneB}) { // other had 2 already
		t.Fatalf("stock: %v, %v", changed, err)
	}
	h, _ := st.StockHistory(ctx, pPhoneB, 0, 5)
	if len(h) != 1 || h[0].Reason != StockBulk || h[0].Before != 3 || h[0].After != 2 || h[0].StaffID != 9 || h[0].Note != "count 12" {
		t.Errorf("stock history %+v", h)
	}
	if _, err := st.BulkApply(ctx, ProductFilter{Text: "phone"}, BulkAction{Kind: BulkHide}); err != nil {
		t.Fatal(err)
	}
	r, _ := st.Search(ctx, SearchParams{Query: "phone", Page: 1, PerPage: 10}, "lv")
	if !slices.Equal(r.IDs, []int64{pOther}) { // in the category Phones, not called one
		t.Errorf("hidden phones still found: %v", r.IDs)
	}
	changed, err = st.BulkApply(ctx, ProductFilter{Published: "no", Type: "product"}, BulkAction{Kind: BulkCategory, CategoryID: catCables})
	if err != nil || !slices.Equal(changed, []int64{pPhone, pPhoneB}) { // the hidden cable is there already
		t.Fatalf("move: %v, %v", changed, err)
	}
	if _, err := st.BulkApply(ctx, ProductFilter{Published: "no"}, BulkAction{Kind: BulkPublish}); err != nil {
		t.Fatal(err)
	}
	r, _ = st.Search(ctx, SearchParams{ScopeCategory: catCables, Page: 1, PerPage: 10}, "lv")
	if r.Total != 4 {
		t.Errorf("the cables now: %v", r.IDs)
	}
	fresh, _ := st.buildIndex(ctx)
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("the index differs from a fresh build: %s", d)
	}
	log, err := st.AuditLog(ctx, AuditFilter{Entity: "product", StaffID: 9})
	if err != nil || len(log) != 5 || log[4].Action != "product.bulk_price" || log[0].Action != "product.bulk_publish" ||
		!strings.Contains(log[4].After, `"changed":[1,2,5]`) || !strings.Contains(log[4].Before, `"CategoryID":1`) {
		t.Errorf("audit log %+v, %v", log, err)
	}
	for _, c := range []struct {
		a    BulkAction
		want FieldErrors
	}{
		{BulkAction{Kind: "delete"}, FieldErrors{"kind": {MsgInvalid}}},
		{BulkAction{Kind: BulkPrice}, FieldErrors{"basis_points": {MsgOutOfRange}}},
		{BulkAction{Kind: BulkPrice, BasisPoints: -10000}, FieldErrors{"basis_points": {MsgOutOfRange}}},
		{BulkAction{Kind: BulkStock, Stock: -1}, FieldErrors{"stock": {MsgOutOfRange}}},
		{BulkAction{Kind: BulkCategory, CategoryID: 99}, FieldErrors{"category_id": {MsgUnknownRef}}},
	} {
		_, err := st.BulkApply(ctx, phones, c.a)
		if fe := fieldErrors(t, err); !reflect.DeepEqual(fe, c.want) {
			t.Errorf("%+v: %v", c.a, fe)
		}
	}
}
