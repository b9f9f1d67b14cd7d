package store

import (
	"context"
	"strings"
	"testing"
)

var tvEnergy = EnergyLabel{Class: "F", Label: "/media/energy/tv-label.png",
	Sheet: "https://eprel.ec.europa.eu/screen/product/electronicdisplays/1234567"}

// A product's energy label written through the back office reads back as written (the class
// in capitals) and reaches every list that shows its price: the index's cards, the product
// page's card and the cart line; taken away, it leaves them all, and the index stays equal to
// a fresh build.
func TestEnergyLabelReachesEveryPrice(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	in := validInput()
	in.Energy = tvEnergy
	in.Energy.Class = " f "
	id, err := st.CreateProduct(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.AdminProduct(ctx, id)
	if err != nil || p.Input.Energy != tvEnergy {
		t.Fatalf("read back %+v, %v", p.Input.Energy, err)
	}
	st.fresh.wg.Wait()
	check := func(want EnergyLabel) {
		t.Helper()
		cards, err := st.Cards(ctx, []int64{id}, "en")
		if err != nil || len(cards) != 1 || cards[0].Energy != want {
			t.Errorf("card %+v, %v", cards, err)
		}
		pr, err := st.ProductBySlug(ctx, "new-phone", "lv")
		if err != nil || pr.Energy != want {
			t.Errorf("product page's card %+v, %v", pr.Card.Energy, err)
		}
		token, err := st.AddToCart(ctx, "", id, 1)
		if err != nil {
			t.Fatal(err)
		}
		c, err := st.CartByToken(ctx, token, lvRules)
		if err != nil || len(c.Items) != 1 || c.Items[0].Product.Energy != want {
			t.Errorf("cart line %+v, %v", c.Items, err)
		}
		fresh, err := st.buildIndex(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d := st.index.p.Load().Diff(fresh); d != "" {
			t.Errorf("the index differs from a fresh build: %s", d)
		}
	}
	check(tvEnergy)
	// The label taken away: the class and the sheet stay; then all of it.
	in.Energy = EnergyLabel{Class: "F", Sheet: tvEnergy.Sheet}
	if _, err := st.UpdateProductAt(ctx, id, p.Version(), in); err != nil {
		t.Fatal(err)
	}
	st.fresh.wg.Wait()
	check(in.Energy)
	p, _ = st.AdminProduct(ctx, id)
	in.Energy = EnergyLabel{}
	if _, err := st.UpdateProductAt(ctx, id, p.Version(), in); err != nil {
		t.Fatal(err)
	}
	st.fresh.wg.Wait()
	check(EnergyLabel{})
}

// Bad energy label data is refused field by field and writes nothing: a class outside A–G, a
// label or a sheet that is neither an https address nor a /media/ path, either without a class.
func TestEnergyLabelValidated(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	for _, c := range []struct {
		energy     EnergyLabel
		field, key string
	}{
		{EnergyLabel{Class: "H"}, "energy.class", MsgInvalid},
		{EnergyLabel{Class: "A+"}, "energy.class", MsgInvalid},
		{EnergyLabel{Class: "B", Label: "http://example.com/label.png"}, "energy.label", MsgEnergyRef},
		{EnergyLabel{Class: "B", Label: "javascript:alert(1)"}, "energy.label", MsgEnergyRef},
		{EnergyLabel{Class: "B", Label: "/media/../shop.db"}, "energy.label", MsgEnergyRef},
		{EnergyLabel{Class: "B", Sheet: "https://user:pw@eprel.example/x"}, "energy.sheet", MsgEnergyRef},
		{EnergyLabel{Class: "B", Sheet: "https://eprel.example/" + strings.Repeat("x", maxEnergyRef)}, "energy.sheet", MsgTooLong},
		{EnergyLabel{Class: "B", Sheet: "https://eprel.example/\nx"}, "energy.sheet", MsgSingleLine},
		{EnergyLabel{Sheet: tvEnergy.Sheet}, "energy.class", MsgRequired},
		{EnergyLabel{Label: tvEnergy.Label, Sheet: tvEnergy.Sheet}, "energy.class", MsgRequired},
	} {
		in := validInput()
		in.Energy = c.energy
		_, err := st.CreateProduct(ctx, in)
		fe := fieldErrors(t, err)
		if len(fe[c.field]) != 1 || fe[c.field][0] != c.key {
			t.Errorf("%+v: errors %v, want %s on %s", c.energy, fe, c.key, c.field)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM products WHERE slug = 'new-phone'`); n != 0 {
		t.Errorf("refused products wrote %d rows", n)
	}
}

// The energy label travels through the shop's CSV: an export carries it and an import
// writes it, a column the file leaves out keeping the product's value.
func TestEnergyLabelExportImport(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	in := validInput()
	in.Energy = tvEnergy
	id, err := st.CreateProduct(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	got := exported(t, st, "NP-1")
	if got.Energy != tvEnergy {
		t.Fatalf("export %+v", got.Energy)
	}
	res, err := st.ImportProducts(ctx, []ImportProduct{{Line: 2, Code: "NP-1", Energy: EnergyLabel{Class: "G", Label: "https://cdn.example/l.pdf"},
		Has: HasEnergyClass | HasEnergyLabel}}, ImportOptions{StaffID: 42})
	if err != nil || len(res.Errors) > 0 || res.Updated != 1 {
		t.Fatalf("import %+v, %v", res, err)
	}
	p, err := st.AdminProduct(ctx, id)
	want := EnergyLabel{Class: "G", Label: "https://cdn.example/l.pdf", Sheet: tvEnergy.Sheet}
	if err != nil || p.Input.Energy != want {
		t.Errorf("after the import %+v, %v; want %+v", p.Input.Energy, err, want)
	}
	res, err = st.ImportProducts(ctx, []ImportProduct{{Line: 2, Code: "NP-1", Energy: EnergyLabel{Class: "X"}, Has: HasEnergyClass}}, ImportOptions{StaffID: 42})
	if err != nil || len(res.Errors) != 1 || res.Errors[0].Field != "energy_class" {
		t.Errorf("a bad class: %+v, %v", res, err)
	}
}
