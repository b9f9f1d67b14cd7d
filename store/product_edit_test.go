package store

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

// A version changes with every field an edit writes, an order's take of stock included, and
// with nothing else; a save on an old version writes nothing.
func TestUpdateProductAtRefusesAStaleVersion(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	id, err := st.CreateProduct(ctx, validInput())
	if err != nil {
		t.Fatal(err)
	}
	read := func() AdminProduct {
		p, err := st.AdminProduct(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	v1 := read().Version()
	if again := read().Version(); again != v1 {
		t.Fatalf("two reads, two versions: %s %s", v1, again)
	}
	in := validInput()
	in.Texts["en"] = ProductTexts{Title: "New phone", Description: "Better"}
	before, err := st.UpdateProductAt(ctx, id, v1, in)
	if err != nil {
		t.Fatal(err)
	}
	if before.Version() != v1 || before.Input.Texts["en"].Description != "" {
		t.Errorf("before is the product as it was: %+v", before.Input.Texts["en"])
	}
	v2 := read().Version()
	if v2 == v1 {
		t.Fatal("an English description changed nothing of the version")
	}
	stale := validInput()
	stale.NetPrice = 1
	if _, err := st.UpdateProductAt(ctx, id, v1, stale); !errors.Is(err, ErrStale) {
		t.Fatalf("a save on the first read: %v, want ErrStale", err)
	}
	if p := read(); p.Input.NetPrice != 12000 || p.Version() != v2 {
		t.Errorf("the stale save wrote: %d", p.Input.NetPrice)
	}
	if err := st.SetStock(ctx, id, 3); err != nil {
		t.Fatal(err)
	}
	if read().Version() == v2 {
		t.Error("a stock change kept the version: a save on the old read would undo it")
	}
	if _, err := st.UpdateProductAt(ctx, 999999, v2, in); !errors.Is(err, ErrNotFound) {
		t.Errorf("no such product: %v", err)
	}
}

// An adjustment moves the stock by a change or to a count, with its reason and its member in
// the history; one that would go below zero writes nothing.
func TestAdjustStockRecordsTheReason(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 7)
	id, err := st.CreateProduct(ctx, validInput()) // stock 7
	if err != nil {
		t.Fatal(err)
	}
	n := func(v int64) *int64 { return &v }
	if b, a, err := st.AdjustStock(ctx, id, n(-2), nil, "Bojāti"); err != nil || b != 7 || a != 5 {
		t.Fatalf("-2: %d → %d, %v", b, a, err)
	}
	if b, a, err := st.AdjustStock(ctx, id, nil, n(40), "Inventūra"); err != nil || b != 5 || a != 40 {
		t.Fatalf("set 40: %d → %d, %v", b, a, err)
	}
	_, _, err = st.AdjustStock(ctx, id, n(-41), nil, "x")
	if fe := fieldErrors(t, err); !reflect.DeepEqual(fe, FieldErrors{"change": {MsgOutOfRange}}) {
		t.Errorf("below zero: %v", fe)
	}
	if _, _, err := st.AdjustStock(ctx, 999999, n(1), nil, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("no such product: %v", err)
	}
	h, err := st.StockHistory(ctx, id, 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	got := [][3]any{}
	for _, c := range h {
		got = append(got, [3]any{c.After, c.Note, c.StaffID})
	}
	want := [][3]any{{int64(40), "Inventūra", int64(7)}, {int64(5), "Bojāti", int64(7)}, {int64(7), "", int64(7)}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("history %v, want %v", got, want)
	}
}

// The edit page's price history is newest first, and its old price is the storefront's.
func TestPriceHistoryAndShownOldPrice(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	id, err := st.CreateProduct(ctx, validInput())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SetPrice(ctx, id, 15000); err != nil {
		t.Fatal(err)
	}
	h, err := st.PriceHistory(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(h) != 2 || h[0].Net != 15000 || h[1].Net != 12000 {
		t.Fatalf("history %+v", h)
	}
	p, _ := st.AdminProduct(ctx, id)
	if old, err := st.ShownOldPrice(ctx, p); err != nil || old != 0 {
		t.Errorf("no discount, no old price: %d %v", old, err)
	}
	choices, err := st.ProductChoicesList(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(choices.Categories) == 0 || len(choices.Manufacturers) == 0 || choices.Discounts == nil {
		t.Errorf("choices %+v", choices)
	}
	for i, c := range choices.Categories {
		if c.Depth > 0 && (i == 0 || choices.Categories[i-1].Depth < c.Depth-1) {
			t.Errorf("category %d at depth %d does not follow its parent", c.ID, c.Depth)
		}
	}
}
