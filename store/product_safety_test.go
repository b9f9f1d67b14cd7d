package store

import (
	"context"
	"strings"
	"testing"
)

var appleSafety = ManufacturerSafety{LegalName: "Apple Inc.", PostalAddress: "One Apple Park Way\nCupertino, CA 95014\nUSA",
	Contact: "https://www.apple.com/contact/", EUPersonName: "Apple Distribution International Ltd.",
	EUPersonAddress: "Hollyhill Industrial Estate\nCork\nIreland", EUPersonContact: "eu@apple.example"}

// A brand's safety data and a product's warnings written through the back office read back
// as written and reach the product page in each language: the warnings translated (the
// default language's where a language has none), the manufacturer and EU person with them,
// the model and EAN from the product; a product whose brand and texts have none shows none.
func TestProductSafetyReachesProductPage(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	brand, err := st.CreateManufacturer(ctx, 42, ManufacturerInput{Slug: "fruit", Title: "Fruit", Safety: appleSafety})
	if err != nil {
		t.Fatal(err)
	}
	m, err := st.AdminManufacturer(ctx, brand)
	if err != nil || m.Safety != appleSafety {
		t.Fatalf("brand read back %+v, %v", m.Safety, err)
	}
	in := validInput()
	in.ManufacturerID = brand
	in.Texts["lv"] = ProductTexts{Title: "Jauns tālrunis", Safety: "Satur akumulatoru.\n\nNeatvērt."}
	in.Texts["en"] = ProductTexts{Title: "New phone", Safety: "Contains a battery."}
	id, err := st.CreateProduct(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.AdminProduct(ctx, id)
	if err != nil || p.Input.Texts["lv"].Safety != "Satur akumulatoru.\n\nNeatvērt." || p.Input.Texts["en"].Safety != "Contains a battery." {
		t.Fatalf("product read back %+v, %v", p.Input.Texts, err)
	}
	for lang, want := range map[string]string{"lv": "Satur akumulatoru.\n\nNeatvērt.", "en": "Contains a battery."} {
		pr, err := st.ProductBySlug(ctx, "new-phone", lang)
		if err != nil {
			t.Fatal(err)
		}
		s := pr.Safety
		if s.Warnings != want || s.Manufacturer != appleSafety || s.Model != "NP1" || s.GTIN != "4006381333931" || s.Empty() {
			t.Errorf("%s: safety %+v", lang, s)
		}
	}
	// An English text taken away falls back to the default language's; the version moves.
	v := p.Version()
	in.Texts["en"] = ProductTexts{Title: "New phone"}
	if _, err := st.UpdateProductAt(ctx, id, v, in); err != nil {
		t.Fatal(err)
	}
	if pr, _ := st.ProductBySlug(ctx, "new-phone", "en"); pr.Safety.Warnings != "Satur akumulatoru.\n\nNeatvērt." {
		t.Errorf("en without its own text: %q", pr.Safety.Warnings)
	}
	if p2, _ := st.AdminProduct(ctx, id); p2.Version() == v {
		t.Error("the version did not move with the warnings")
	}
	// Neither brand data nor warnings: nothing to show.
	plain := validInput()
	plain.Slug, plain.Code, plain.ManufacturerID = "plain", "PL-1", 0
	if _, err := st.CreateProduct(ctx, plain); err != nil {
		t.Fatal(err)
	}
	if pr, _ := st.ProductBySlug(ctx, "plain", "lv"); !pr.Safety.Empty() {
		t.Errorf("a product without safety data shows %+v", pr.Safety)
	}
}

// Bad safety data is refused field by field: a party given in part, a contact that is
// neither an e-mail address nor a web address, a line break in a name, an overlong text.
func TestProductSafetyValidated(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	for _, c := range []struct {
		safety     ManufacturerSafety
		field, key string
	}{
		{ManufacturerSafety{LegalName: "Acme"}, "safety.postal_address", MsgRequired},
		{ManufacturerSafety{LegalName: "Acme"}, "safety.contact", MsgRequired},
		{ManufacturerSafety{LegalName: "Acme", PostalAddress: "Riga", Contact: "not an address"}, "safety.contact", MsgInvalid},
		{ManufacturerSafety{LegalName: "Acme", PostalAddress: "Riga", Contact: "a@b"}, "safety.contact", MsgInvalid},
		{ManufacturerSafety{LegalName: "Acme", PostalAddress: "Riga", Contact: "ftp://acme.example"}, "safety.contact", MsgInvalid},
		{ManufacturerSafety{LegalName: "Ac\nme", PostalAddress: "Riga", Contact: "a@acme.example"}, "safety.legal_name", MsgSingleLine},
		{ManufacturerSafety{LegalName: "Acme", PostalAddress: strings.Repeat("x", maxSafetyAddress+1), Contact: "a@acme.example"},
			"safety.postal_address", MsgTooLong},
		{ManufacturerSafety{EUPersonContact: "eu@acme.example"}, "safety.eu_person_name", MsgRequired},
		{ManufacturerSafety{EUPersonName: "Acme EU", EUPersonAddress: "Riga", EUPersonContact: "mailto:x"}, "safety.eu_person_contact", MsgInvalid},
	} {
		_, err := st.CreateManufacturer(ctx, 42, ManufacturerInput{Slug: "acme-safety", Title: "Acme", Safety: c.safety})
		fieldErr(t, err, c.field, c.key)
	}
	in := validInput()
	in.Texts["en"] = ProductTexts{Title: "New phone", Safety: strings.Repeat("x", maxSafetyText+1)}
	_, err := st.CreateProduct(ctx, in)
	fieldErr(t, err, "texts.en.safety_info", MsgTooLong)
	if n := count(t, st, `SELECT COUNT(*) FROM manufacturers WHERE slug = 'acme-safety'`); n != 0 {
		t.Errorf("refused brands wrote %d rows", n)
	}
}

// The warnings travel through the shop's CSV: an export carries them per language and an
// import writes them, a language the file leaves out keeping its text.
func TestProductSafetyExportImport(t *testing.T) {
	t.Parallel()
	st := adminShop(t)
	ctx := WithStaff(context.Background(), 42)
	in := validInput()
	in.Texts["lv"] = ProductTexts{Title: "Jauns tālrunis", Safety: "Satur akumulatoru."}
	in.Texts["en"] = ProductTexts{Title: "New phone", Safety: "Contains a battery."}
	if _, err := st.CreateProduct(ctx, in); err != nil {
		t.Fatal(err)
	}
	got := exported(t, st, "NP-1")
	if got.Safety["lv"] != "Satur akumulatoru." || got.Safety["en"] != "Contains a battery." {
		t.Fatalf("export %+v", got.Safety)
	}
	res, err := st.ImportProducts(ctx, []ImportProduct{{Line: 2, Code: "NP-1", Safety: map[string]string{"lv": "Sīkas detaļas."}}}, ImportOptions{StaffID: 42})
	if err != nil || len(res.Errors) > 0 || res.Updated != 1 {
		t.Fatalf("import %+v, %v", res, err)
	}
	pr, err := st.ProductBySlug(ctx, "new-phone", "lv")
	if err != nil || pr.Safety.Warnings != "Sīkas detaļas." {
		t.Errorf("lv after the import: %+v, %v", pr, err)
	}
	if pr, _ := st.ProductBySlug(ctx, "new-phone", "en"); pr.Safety.Warnings != "Contains a battery." {
		t.Errorf("en after the import: %q", pr.Safety.Warnings)
	}
}
