package store

import (
	"context"
	"reflect"
	"strings"
	"testing"
)

func importOf(t *testing.T, st *Store, o ImportOptions, ps ...ImportProduct) ImportResult {
	t.Helper()
	res, err := st.ImportProducts(WithStaff(context.Background(), 7), ps, o)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func newKettle() ImportProduct {
	return ImportProduct{Line: 3, Code: "KT-1", Slug: "tejkanna", Titles: map[string]string{"lv": "Tējkanna", "en": "Kettle"},
		Descriptions: map[string]string{"lv": "Silda ūdeni."}, Category: "phones/smart", Manufacturer: "Boil Co",
		Price: 1500, OldPrice: 2000, Stock: 4, Published: true, Labels: []string{"new"}, GTIN: "4006381333931",
		Images: []ImportImage{{URL: "https://cdn.example/k.jpg", Line: 3}},
		Has:    HasCategory | HasManufacturer | HasPrice | HasOldPrice | HasStock | HasPublished | HasLabels | HasGTIN}
}

// An import creates what is new, updates what changed, through the histories, and the
// catalogue index equals a fresh build; the same file again changes nothing.
func TestImportCreatesUpdatesAndLeavesAlone(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	cheaper := ImportProduct{Line: 2, Code: "PH-1", Price: 9000, Stock: 6, Has: HasPrice | HasStock}
	same := ImportProduct{Line: 4, Code: "CB-1", Titles: map[string]string{"lv": "Cable"}, Price: 999, Has: HasPrice}
	res := importOf(t, st, ImportOptions{}, cheaper, newKettle(), same)
	if len(res.Errors) > 0 || res.Created != 1 || res.Updated != 1 || res.Unchanged != 1 {
		t.Fatalf("result %+v", res)
	}
	if len(res.Warnings) != 1 || res.Warnings[0].Field != "manufacturer" || res.Warnings[0].Line != 3 {
		t.Errorf("warnings %+v, want the new manufacturer's", res.Warnings)
	}
	var id int64
	st.read.QueryRow(`SELECT id FROM products WHERE code = 'KT-1'`).Scan(&id)
	p, err := st.AdminProduct(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	in := p.Input
	if in.Slug != "tejkanna" || in.Texts["en"].Title != "Kettle" || in.Texts["lv"].Description != "Silda ūdeni." ||
		in.CategoryID != catSmart || in.NetPrice != 2000 || p.Price != 1500 || in.Stock != 4 || !in.New || in.Popular ||
		in.GTIN != "4006381333931" || !in.Published {
		t.Errorf("the new product reads %+v (price %d)", in, p.Price)
	}
	if n := count(t, st, `SELECT percent FROM discounts WHERE id = ?`, in.DiscountID); n != 25 {
		t.Errorf("the old price made a discount of %d %%, want 25", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM manufacturers WHERE title = 'Boil Co' AND slug = 'boil-co'`); n != 1 {
		t.Error("the manufacturer is not created")
	}
	if len(res.Pictures) != 1 || res.Pictures[0].ProductID != id || res.Pictures[0].Line != 3 {
		t.Errorf("pictures to fetch %+v", res.Pictures)
	}
	if n := count(t, st, `SELECT net_price FROM products WHERE code = 'PH-1'`); n != 9000 {
		t.Errorf("PH-1 costs %d", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history WHERE product_id = 1 AND net_price = 9000`); n != 1 {
		t.Error("the price change left no price history")
	}
	h, err := st.StockHistory(ctx, 1, 0, 5)
	if err != nil || len(h) == 0 || h[0].Reason != StockImport || h[0].Before != 5 || h[0].After != 6 || h[0].StaffID != 7 {
		t.Errorf("stock history %+v %v", h, err)
	}
	st.fresh.wg.Wait()
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("the index differs from a fresh build: %s", d)
	}
	r, err := st.Search(ctx, SearchParams{Query: "kettle", Page: 1, PerPage: 10}, "en")
	if err != nil || len(r.IDs) != 1 || r.IDs[0] != id {
		t.Errorf("search finds %v, %v", r.IDs, err)
	}

	history := count(t, st, `SELECT COUNT(*) FROM price_history`)
	again := importOf(t, st, ImportOptions{}, cheaper, newKettle(), same)
	if again.Created != 0 || again.Updated != 0 || again.Unchanged != 3 || len(again.Errors) > 0 {
		t.Errorf("the same file again: %+v", again)
	}
	if len(again.Pictures) != 1 {
		t.Errorf("a product still without pictures gets its pictures again: %+v", again.Pictures)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history`); n != history {
		t.Errorf("the same file again wrote %d price history rows", n-history)
	}
}

// A file with one bad product writes nothing at all, and says where the fault is; a dry
// run counts as the import would and writes nothing either.
func TestImportIsOneTransaction(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	before := count(t, st, `SELECT COUNT(*) FROM products`)
	prices := count(t, st, `SELECT COUNT(*) FROM price_history`)
	bad := ImportProduct{Line: 9, Code: "BAD-1", Titles: map[string]string{"lv": "X"}, Category: "nowhere", Price: 100,
		Has: HasCategory | HasPrice}
	noTitle := ImportProduct{Line: 10, Code: "BAD-2", Price: 100, Has: HasPrice}
	taken := ImportProduct{Line: 11, Code: "CB-1", Slug: "phone", Has: HasSlug}
	res := importOf(t, st, ImportOptions{}, newKettle(), ImportProduct{Line: 5, Code: "PH-1", Price: 1, Has: HasPrice}, bad, noTitle, taken)
	want := map[[2]any]bool{{9, "category"}: true, {10, "title_lv"}: true, {11, "slug"}: true}
	for _, e := range res.Errors {
		if !want[[2]any{e.Line, e.Field}] {
			t.Errorf("unexpected error %+v", e)
		}
		delete(want, [2]any{e.Line, e.Field})
	}
	if len(want) > 0 {
		t.Errorf("no error for %v: %+v", want, res.Errors)
	}
	if res.Created != 1 || res.Updated != 1 || len(res.Pictures) != 0 {
		t.Errorf("result %+v", res)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM products`); n != before {
		t.Errorf("%d products written", n-before)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM price_history`); n != prices {
		t.Errorf("%d price history rows written", n-prices)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM manufacturers WHERE title = 'Boil Co'`); n != 0 {
		t.Error("the manufacturer of a refused file is written")
	}

	dry := importOf(t, st, ImportOptions{DryRun: true}, newKettle(), ImportProduct{Line: 5, Code: "PH-1", Price: 1, Has: HasPrice})
	if dry.Created != 1 || dry.Updated != 1 || len(dry.Errors) > 0 || len(dry.Pictures) != 0 {
		t.Errorf("dry run %+v", dry)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM products`); n != before {
		t.Errorf("the dry run wrote %d products", n-before)
	}
	if n := count(t, st, `SELECT net_price FROM products WHERE code = 'PH-1'`); n != 10000 {
		t.Errorf("the dry run changed a price to %d", n)
	}
}

// An old price that no whole-percent discount reaches is an error in the shop's own file
// and a warning in another shop's, whose product then sells at its price.
func TestImportOldPriceIsADiscount(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	odd := ImportProduct{Line: 2, Code: "PH-1", Price: 1999, OldPrice: 2999, Has: HasPrice | HasOldPrice}
	res := importOf(t, st, ImportOptions{}, odd)
	if len(res.Errors) != 1 || res.Errors[0].Field != "old_price" || !strings.Contains(res.Errors[0].Message, "29.99") {
		t.Errorf("errors %+v", res.Errors)
	}
	res = importOf(t, st, ImportOptions{Loose: true}, odd)
	if len(res.Errors) > 0 || len(res.Warnings) != 1 || res.Updated != 1 {
		t.Errorf("loose: %+v", res)
	}
	if n := count(t, st, `SELECT net_price FROM products WHERE code = 'PH-1' AND discount_id IS NULL`); n != 1999 {
		t.Errorf("PH-1 sells at %d", n)
	}
	// PH-2 is in the 10 % campaign at 82.64: its price and old price as exported are unchanged.
	res = importOf(t, st, ImportOptions{}, ImportProduct{Line: 2, Code: "PH-2", Price: NetAfterDiscount(8264, 10), OldPrice: 8264,
		Has: HasPrice | HasOldPrice})
	if res.Unchanged != 1 {
		t.Errorf("the exported discount reads back as a change: %+v", res)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM discounts`); n != 1 {
		t.Errorf("%d discounts", n)
	}
}

// The export, imported again, changes nothing: a discounted product's price and old price,
// texts in two languages, labels, a category and a manufacturer by slug.
func TestExportImportsBackUnchanged(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	if res := importOf(t, st, ImportOptions{}, newKettle()); res.Created != 1 {
		t.Fatalf("%+v", res)
	}
	var all []ImportProduct
	for p, err := range st.ExportProducts(ctx) {
		if err != nil {
			t.Fatal(err)
		}
		p.Has = HasSlug | HasCategory | HasManufacturer | HasPrice | HasOldPrice | HasStock | HasPublished | HasLabels |
			HasGTIN | HasMPN | HasVariantGroup | HasVariantLabel
		p.Images = nil
		all = append(all, p)
	}
	if len(all) != 6 { // the fixture's five products and the kettle; no services
		t.Fatalf("%d products exported", len(all))
	}
	k := all[len(all)-1]
	if k.Code != "KT-1" || k.Price != 1500 || k.OldPrice != 2000 || k.Titles["en"] != "Kettle" || k.Category != "smart" ||
		k.Manufacturer != "boil-co" || len(k.Labels) != 1 || k.Labels[0] != "new" {
		t.Errorf("the kettle exports as %+v", k)
	}
	res := importOf(t, st, ImportOptions{}, all...)
	if res.Unchanged != len(all) || res.Created+res.Updated > 0 || len(res.Errors) > 0 {
		t.Errorf("the export imported back: %+v", res)
	}
}

// The import reads the shop's products in bulk exactly as AdminProduct reads one: a field
// the bulk read missed would be written back as zero by every update an import makes.
func TestImportReadsProductsAsAdminProductDoes(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := context.Background()
	in := validInput()
	in.VariantColor, in.Weight, in.Sizes = "#aa0000", 350, Sizes{Width: 10, Height: 20, Depth: 30}
	in.Texts["en"] = ProductTexts{Title: "New phone", VariantLabel: "Red", Description: "Good"}
	if _, err := st.CreateProduct(ctx, in); err != nil {
		t.Fatal(err)
	}
	var file []ImportProduct
	for _, code := range []string{"NP-1", "PH-1", "PH-2", "CB-1", "HD-1"} {
		file = append(file, ImportProduct{Code: code})
	}
	err := st.WithTx(ctx, func(ctx context.Context) error {
		im, err := st.newImporter(ctx, ImportOptions{}, file)
		if err != nil {
			return err
		}
		for code, pid := range im.ids {
			cur, ok := im.current[pid]
			if !ok {
				if code == "NP-1" {
					t.Errorf("the file's product %s is not read", code)
				}
				continue
			}
			ap, err := st.AdminProduct(ctx, pid)
			if err != nil {
				return err
			}
			want := ap.Input
			for lang, tx := range want.Texts {
				if tx == (ProductTexts{}) {
					delete(want.Texts, lang)
				}
			}
			if !reflect.DeepEqual(*cur, want) {
				t.Errorf("%s: the import reads\n%+v\nAdminProduct\n%+v", code, *cur, want)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
