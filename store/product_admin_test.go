package store

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
)

// adminShop is the checkout fixture in Latvian with English as a second language, and staff
// members 3, 4, 7, 9 and 42.
func adminShop(t testing.TB) *Store {
	t.Helper()
	st := checkoutShop(t)
	if err := st.SetLanguages(context.Background(), Languages{Default: "lv", All: []string{"lv", "en"}}); err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(context.Background()); err != nil { // in the languages set
		t.Fatal(err)
	}
	for _, id := range []int64{3, 4, 7, 9, 42} { // the staff members the tests act as
		if _, err := st.write.Exec(`INSERT INTO staff (id, email, role, password_hash, created_at) VALUES (?, ?, 'staff', '-', '2026-11-01T00:00:00Z')`,
			id, fmt.Sprintf("staff%d@shop.lv", id)); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.catchUpAllIDs(context.Background()); err != nil {
		t.Fatal(err)
	}
	return st
}

// exported is the product of code as the shop's CSV export writes it.
func exported(t *testing.T, st *Store, code string) ImportProduct {
	t.Helper()
	for p, err := range st.ExportProducts(context.Background()) {
		if err != nil {
			t.Fatal(err)
		}
		if p.Code == code {
			return p
		}
	}
	t.Fatalf("no product %s in the export", code)
	return ImportProduct{}
}

func validInput() ProductInput {
	return ProductInput{Slug: "new-phone", Code: "NP-1", NetPrice: 12000, Stock: 7, CategoryID: catSmart, ManufacturerID: 1,
		Published: true, New: true, GTIN: "4006381333931", MPN: "NP1", VariantColor: "#1a2b3c", Weight: 180,
		Sizes: Sizes{Width: 71, Height: 147, Depth: 8},
		Texts: map[string]ProductTexts{"lv": {Title: "Jauns tālrunis", Description: "<p>Labs</p>"}, "en": {Title: "New phone"}}}
}

func fieldErrors(t *testing.T, err error) FieldErrors {
	t.Helper()
	var fe FieldErrors
	if !errors.As(err, &fe) {
		t.Fatalf("want FieldErrors, got %v", err)
	}
	return fe
}

// A product written through the back office reads back as written, in every language, with
// its first price and stock rows; the storefront finds it at once.
func TestCreateProductReadsBack(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	in := validInput()
	id, err := st.CreateProduct(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.AdminProduct(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	in.Type = "product"
	in.Texts["en"] = ProductTexts{Title: "New phone"}
	if !reflect.DeepEqual(p.Input, in) || p.Price != 12000 || p.Ordered {
		t.Errorf("read back %+v\nwrote     %+v", p, in)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history WHERE product_id = ? AND net_price = 12000`, id); n != 1 {
		t.Errorf("%d price history rows", n)
	}
	h, err := st.StockHistory(ctx, id, 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(h) != 1 || h[0].Before != 0 || h[0].After != 7 || h[0].Reason != StockAdmin || h[0].StaffID != 42 {
		t.Errorf("stock history %+v", h)
	}
	r, err := st.Search(ctx, SearchParams{Query: "jauns", Page: 1, PerPage: 10}, "lv")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.IDs) != 1 || r.IDs[0] != id {
		t.Errorf("search finds %v, want [%d]", r.IDs, id)
	}
}

// Bad input of every kind is refused field by field and writes nothing.
func TestProductInputIsValidated(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	for _, c := range []struct {
		name  string
		edit  func(*ProductInput)
		field string
		msg   string
	}{
		{"no title", func(in *ProductInput) { in.Texts["lv"] = ProductTexts{Title: "  "} }, "texts.lv.title", MsgRequired},
		{"no default texts", func(in *ProductInput) { delete(in.Texts, "lv") }, "texts.lv.title", MsgRequired},
		{"unknown language", func(in *ProductInput) { in.Texts["xx"] = ProductTexts{Title: "x"} }, "texts.xx", MsgUnknownLang},
		{"title on two lines", func(in *ProductInput) { in.Texts["en"] = ProductTexts{Title: "a\nb"} }, "texts.en.title", MsgSingleLine},
		{"slug with spaces", func(in *ProductInput) { in.Slug = "new phone" }, "slug", MsgSlug},
		{"slug in capitals", func(in *ProductInput) { in.Slug = "New-Phone" }, "slug", MsgSlug},
		{"slug taken", func(in *ProductInput) { in.Slug = "phone" }, "slug", MsgTaken},
		{"no slug", func(in *ProductInput) { in.Slug = "" }, "slug", MsgRequired},
		{"code taken", func(in *ProductInput) { in.Code = "PH-1" }, "code", MsgTaken},
		{"no code", func(in *ProductInput) { in.Code = " " }, "code", MsgRequired},
		{"negative price", func(in *ProductInput) { in.NetPrice = -1 }, "net_price", MsgOutOfRange},
		{"negative stock", func(in *ProductInput) { in.Stock = -3 }, "stock", MsgOutOfRange},
		{"unknown category", func(in *ProductInput) { in.CategoryID = 999 }, "category_id", MsgUnknownRef},
		{"unknown brand", func(in *ProductInput) { in.ManufacturerID = 999 }, "manufacturer_id", MsgUnknownRef},
		{"unknown discount", func(in *ProductInput) { in.DiscountID = 999 }, "discount_id", MsgUnknownRef},
		{"bad check digit", func(in *ProductInput) { in.GTIN = "4006381333932" }, "gtin", MsgGTIN},
		{"gtin of letters", func(in *ProductInput) { in.GTIN = "40063813339x1" }, "gtin", MsgGTIN},
		{"bad type", func(in *ProductInput) { in.Type = "gift" }, "type", MsgInvalid},
		{"a colour by name", func(in *ProductInput) { in.VariantColor = "red" }, "variant_color", MsgInvalid},
		{"negative weight", func(in *ProductInput) { in.Weight = -1 }, "weight", MsgOutOfRange},
		{"a kilometre deep", func(in *ProductInput) { in.Sizes.Depth = 1_000_000 }, "sizes.depth", MsgOutOfRange},
	} {
		in := validInput()
		c.edit(&in)
		_, err := st.CreateProduct(ctx, in)
		if fe := fieldErrors(t, err); !reflect.DeepEqual(fe[c.field], []string{c.msg}) {
			t.Errorf("%s: %v", c.name, fe)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM products WHERE slug = 'new-phone'`); n != 0 {
		t.Errorf("a refused product was written")
	}
	for _, g := range []string{"96385074", "036000291452", "4006381333931", "10012345678902"} {
		if !validGTIN(g) {
			t.Errorf("GTIN %s refused", g)
		}
	}
}

// An update writes the price history once per change and the stock history with the staff
// member; refusals and unknown products change nothing.
func TestUpdateProductWritesHistories(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 7)
	p, err := st.AdminProduct(ctx, pPhone)
	if err != nil {
		t.Fatal(err)
	}
	in := p.Input
	before := count(t, st, `SELECT COUNT(*) FROM price_history WHERE product_id = ?`, pPhone)
	in.NetPrice, in.DiscountID, in.Stock = 9000, 1, 12
	in.Texts["en"] = ProductTexts{Title: "Phone"}
	if err := st.UpdateProduct(ctx, pPhone, in); err != nil {
		t.Fatal(err)
	}
	if err := st.UpdateProduct(ctx, pPhone, in); err != nil { // the same again: no new rows
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history WHERE product_id = ?`, pPhone); n != before+1 {
		t.Errorf("%d price history rows, want %d", n, before+1)
	}
	h, _ := st.StockHistory(ctx, pPhone, 0, 10)
	if len(h) != 1 || h[0].Before != 5 || h[0].After != 12 || h[0].StaffID != 7 || h[0].Reason != StockAdmin {
		t.Errorf("stock history %+v", h)
	}
	got, _ := st.AdminProduct(ctx, pPhone)
	if got.Price != 8100 || got.Input.Texts["en"].Title != "Phone" {
		t.Errorf("after the update: %+v", got)
	}
	in.Code = "CB-1"
	if fe := fieldErrors(t, st.UpdateProduct(ctx, pPhone, in)); len(fe["code"]) != 1 {
		t.Errorf("a taken code: %v", fe)
	}
	if err := st.UpdateProduct(ctx, 999, validInput()); err != ErrNotFound {
		t.Errorf("an unknown product: %v", err)
	}
}

// A product never ordered is deleted; an ordered one is hidden and keeps its records.
func TestDeleteProduct(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	addLines(t, st, pOther, 1) // in an open cart only
	user := addUser(t, st, "w@b.lv")
	if _, err := st.write.Exec(`INSERT INTO subscriptions (kind, email, product_id) VALUES ('back_in_stock', 'w@b.lv', 5)`); err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.Exec(`INSERT INTO wishlist_items (user_id, product_id) VALUES (?, 5)`, user); err != nil {
		t.Fatal(err)
	}
	hidden, err := st.DeleteProduct(ctx, pOther)
	if err != nil || hidden {
		t.Fatalf("delete: hidden %v, %v", hidden, err)
	}
	if n := count(t, st, `SELECT (SELECT COUNT(*) FROM subscriptions WHERE product_id = 5) + (SELECT COUNT(*) FROM wishlist_items)`); n != 0 {
		t.Errorf("%d subscriptions and wishlist entries of a deleted product", n)
	}
	if _, err := st.AdminProduct(ctx, pOther); err != ErrNotFound {
		t.Errorf("read after delete: %v", err)
	}
	token := addLines(t, st, pCable, 1)
	if _, err := st.PlaceOrder(ctx, token, guestOrder("a@b.lv")); err != nil {
		t.Fatal(err)
	}
	hidden, err = st.DeleteProduct(ctx, pCable)
	if err != nil || !hidden {
		t.Fatalf("delete an ordered product: hidden %v, %v", hidden, err)
	}
	p, err := st.AdminProduct(ctx, pCable)
	if err != nil || p.Input.Published || !p.Ordered {
		t.Errorf("the ordered product: %+v, %v", p, err)
	}
	if _, err := st.DeleteProduct(ctx, 999); err != ErrNotFound {
		t.Errorf("an unknown product: %v", err)
	}
}

// The list filters, sorts and pages.
func TestProductList(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	ids := func(q ProductListQuery) []int64 {
		t.Helper()
		p, err := st.ProductList(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		var out []int64
		for _, r := range p.Rows {
			out = append(out, r.ID)
		}
		return out
	}
	for _, c := range []struct {
		q    ProductListQuery
		want []int64
	}{
		{ProductListQuery{}, []int64{1, 2, 3, 4, 5}},
		{ProductListQuery{ProductFilter: ProductFilter{CategoryID: catPhones}}, []int64{1, 2, 5}},
		{ProductListQuery{ProductFilter: ProductFilter{CategoryID: 99}}, nil},
		{ProductListQuery{ProductFilter: ProductFilter{Text: "phone"}, Sort: ProductSortPrice}, []int64{2, 1}},
		{ProductListQuery{ProductFilter: ProductFilter{Text: "ph-"}, Sort: ProductSortPrice, Desc: true}, []int64{1, 2}},
		{ProductListQuery{ProductFilter: ProductFilter{Text: "ph2"}}, []int64{2}}, // the code without its dash
		{ProductListQuery{ProductFilter: ProductFilter{Published: "no"}}, []int64{4}},
		{ProductListQuery{ProductFilter: ProductFilter{Stock: "low"}}, []int64{2, 5}},
		{ProductListQuery{ProductFilter: ProductFilter{Stock: "in"}, Desc: true}, []int64{4, 3, 1}},
		{ProductListQuery{ProductFilter: ProductFilter{ManufacturerID: 1}, Sort: ProductSortTitle, Desc: true}, []int64{2, 1}},
		{ProductListQuery{ProductFilter: ProductFilter{Text: "100%"}}, nil},
		{ProductListQuery{Sort: ProductSortStock, PerPage: 2, Page: 2}, []int64{1, 4}},
		{ProductListQuery{ProductFilter: ProductFilter{Type: "service"}, Sort: ProductSortPrice, Desc: true}, []int64{11, 10, 12}},
		{ProductListQuery{ProductFilter: ProductFilter{Type: "service", Text: "gift", Stock: "out"}}, []int64{10}},
		{ProductListQuery{ProductFilter: ProductFilter{Type: "service", Published: "no"}}, []int64{12}},
	} {
		if got := ids(c.q); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%+v: %v, want %v", c.q, got, c.want)
		}
	}
	p, _ := st.ProductList(ctx, ProductListQuery{PerPage: 3, Page: 99})
	if p.Total != 5 || p.LastPage != 2 || p.Page != 2 || len(p.Rows) != 2 || p.Rows[0].ID != 4 || p.Rows[1].Price != 2500 {
		t.Errorf("paging: %+v", p)
	}
	// A write shows at once.
	if err := st.SetStock(ctx, pCable, 0); err != nil {
		t.Fatal(err)
	}
	if got := ids(ProductListQuery{ProductFilter: ProductFilter{Stock: "out"}}); !reflect.DeepEqual(got, []int64{3}) {
		t.Errorf("out of stock after a write: %v", got)
	}
	if n, _ := st.BulkPreview(ctx, ProductFilter{Stock: "out"}); n != 1 {
		t.Errorf("the preview counts %d", n)
	}
}

// A transaction's product writes reach the index in one re-read after its commit.
func TestOneReindexPerTransaction(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	var mu sync.Mutex
	var refreshes []string
	st.fresh.fault = func(what string) error {
		mu.Lock()
		refreshes = append(refreshes, what)
		mu.Unlock()
		return nil
	}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		for i, id := range []int64{pPhone, pPhoneB, pCable} {
			p, err := st.AdminProduct(ctx, id)
			if err != nil {
				return err
			}
			p.Input.Texts["lv"] = ProductTexts{Title: fmt.Sprint("Vienā reizē ", i)}
			if err := st.UpdateProduct(ctx, id, p.Input); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(refreshes, []string{"product"}) {
		t.Errorf("refreshes after the commit: %v", refreshes)
	}
	r, _ := st.Search(ctx, SearchParams{Query: "vienā reizē", Page: 1, PerPage: 10}, "lv")
	if r.Total != 3 {
		t.Errorf("found %v", r.IDs)
	}
}
