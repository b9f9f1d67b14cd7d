package store

import (
	"context"
	"testing"
)

// A producer's guarantee of durability written through the back office reads back as written,
// moves the version, and reaches the product page; the label's length is shown only above the
// legal guarantee's 2 years.
func TestDurabilityRoundTrip(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	in := validInput()
	in.DurabilityYears = 5
	id, err := st.CreateProduct(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.AdminProduct(ctx, id)
	if err != nil || p.Input.DurabilityYears != 5 {
		t.Fatalf("read back %d, %v", p.Input.DurabilityYears, err)
	}
	pr, err := st.ProductBySlug(ctx, "new-phone", "lv")
	if err != nil || pr.DurabilityYears != 5 || DurabilityLabelYears(pr.DurabilityYears) != 5 {
		t.Fatalf("product page %+v, %v", pr, err)
	}
	v := p.Version()
	in.DurabilityYears = 2
	if _, err := st.UpdateProductAt(ctx, id, v, in); err != nil {
		t.Fatal(err)
	}
	p2, _ := st.AdminProduct(ctx, id)
	if p2.Input.DurabilityYears != 2 || p2.Version() == v {
		t.Errorf("after the edit: %d years, version moved: %v", p2.Input.DurabilityYears, p2.Version() != v)
	}
	if pr, _ := st.ProductBySlug(ctx, "new-phone", "lv"); DurabilityLabelYears(pr.DurabilityYears) != 0 {
		t.Errorf("2 years, no more than the legal guarantee, still labelled: %d", pr.DurabilityYears)
	}
}

// The field takes 0 to 50 years; outside that it is refused by its name and nothing is written.
func TestDurabilityValidated(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	for _, years := range []int64{-1, MaxDurabilityYears + 1} {
		in := validInput()
		in.DurabilityYears = years
		_, err := st.CreateProduct(ctx, in)
		fieldErr(t, err, "durability_years", MsgOutOfRange)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM products WHERE slug = 'new-phone'`); n != 0 {
		t.Errorf("refused products wrote %d rows", n)
	}
	for _, years := range []int64{0, MaxDurabilityYears} {
		in := validInput()
		in.DurabilityYears = years
		in.Slug, in.Code = "edge-"+string(rune('a'+years%26)), "EDGE-"+string(rune('A'+years%26))
		if _, err := st.CreateProduct(ctx, in); err != nil {
			t.Errorf("%d years refused: %v", years, err)
		}
	}
}

// The guarantee travels through the shop's CSV: an export carries it and an import writes it,
// a file without the column leaving it as it is, and an import out of range is refused at
// the product's line.
func TestDurabilityExportImport(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	in := validInput()
	in.DurabilityYears = 3
	id, err := st.CreateProduct(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	got := exported(t, st, "NP-1")
	if got.DurabilityYears != 3 {
		t.Fatalf("export %d years", got.DurabilityYears)
	}
	res, err := st.ImportProducts(ctx, []ImportProduct{{Line: 2, Code: "NP-1", DurabilityYears: 5, Has: HasDurability}}, ImportOptions{StaffID: 42})
	if err != nil || len(res.Errors) > 0 || res.Updated != 1 {
		t.Fatalf("import %+v, %v", res, err)
	}
	if p, _ := st.AdminProduct(ctx, id); p.Input.DurabilityYears != 5 {
		t.Errorf("after the import: %d years", p.Input.DurabilityYears)
	}
	res, err = st.ImportProducts(ctx, []ImportProduct{{Line: 2, Code: "NP-1", Stock: 4, Has: HasStock}}, ImportOptions{StaffID: 42})
	if err != nil || len(res.Errors) > 0 {
		t.Fatalf("import without the column %+v, %v", res, err)
	}
	if p, _ := st.AdminProduct(ctx, id); p.Input.DurabilityYears != 5 {
		t.Errorf("a file without the column changed it to %d years", p.Input.DurabilityYears)
	}
	res, err = st.ImportProducts(ctx, []ImportProduct{{Line: 7, Code: "NP-1", DurabilityYears: 51, Has: HasDurability}}, ImportOptions{StaffID: 42})
	if err != nil || len(res.Errors) != 1 || res.Errors[0].Line != 7 || res.Errors[0].Field != "durability_years" {
		t.Errorf("an import of 51 years: %+v, %v", res.Errors, err)
	}
}
