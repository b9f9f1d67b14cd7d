package main

import (
	"context"
	"maps"
	"strings"
	"testing"

	"shop/settings"
	"shop/store"
)

// A new data folder starts with its variant's settings, which the next start keeps as the
// owner left them; another variant's shop (another content language) is refused before it
// writes a setting of its own into the folder.
func TestStartLoadsTheVariantsSettings(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	open := func() *store.Store {
		st, err := store.Open(ctx, dir, schema)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	fi, _ := settings.Lookup("fi_tel_shop")
	lv, _ := settings.Lookup("lv_shop")

	st := open()
	if err := loadSettings(ctx, st, fi); err != nil {
		t.Fatal(err)
	}
	if got := settings.Values(*st.Settings()); !maps.Equal(got, settings.Values(fi.Defaults)) {
		t.Errorf("a new data folder's settings %v, want the variant's", got)
	}
	if v := demoVariant(fi, st.Settings()); v.Country != "FI" || v.VAT != 2550 || v.Langs.Default != "fi" || st.Languages().Default != "fi" {
		t.Errorf("the demo would be seeded as %+v", v)
	}
	if err := st.SetSetting(ctx, "company_name", "Puhelinkauppa Oy"); err != nil {
		t.Fatal(err)
	}
	st.Close()

	st = open()
	defer st.Close()
	if err := loadSettings(ctx, st, lv); err == nil || !strings.Contains(err.Error(), `content is in "fi"`) {
		t.Errorf("a Latvian shop on a Finnish data folder: %v", err)
	}
	if err := loadSettings(ctx, st, fi); err != nil {
		t.Fatal(err)
	}
	if got := st.Settings(); got.Company.Name != "Puhelinkauppa Oy" || got.VATBasisPoints != 2550 || got.Company.Country != "FI" {
		t.Errorf("the settings after a restart: %+v", got)
	}
}
