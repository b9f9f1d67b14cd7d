package settings

import (
	"errors"
	"maps"
	"testing"
)

// Every variant's defaults read back as they were written, every key with its value.
func TestVariantDefaultsRoundTrip(t *testing.T) {
	for _, code := range Codes() {
		v, ok := Lookup(code)
		if !ok {
			t.Fatalf("no variant %s", code)
		}
		values := Values(v.Defaults)
		if len(values) != len(Keys()) {
			t.Errorf("%s: %d values for %d keys", code, len(values), len(Keys()))
		}
		back, err := Parse(values)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if !maps.Equal(Values(back), values) || back.Location == nil || back.Lang() != v.Defaults.Languages[0] {
			t.Errorf("%s: read back as %v", code, Values(back))
		}
		if len(back.Company.OpeningHours) != 3 || back.Company.OpeningHours[0].Days != "mon_fri" {
			t.Errorf("%s: opening hours %v", code, back.Company.OpeningHours)
		}
	}
	if _, ok := Lookup("xx_shop"); ok {
		t.Error("an unknown code has a variant")
	}
}

// A missing key and a value out of shape are each named by their key.
func TestParseNamesEveryRefusedKey(t *testing.T) {
	v, _ := Lookup("lv_shop")
	values := Values(v.Defaults)
	delete(values, "company_name")
	values["vat_basis_points"] = "10001"
	values["languages"] = "lv, EN"
	values["company_country"] = "lv"
	_, err := Parse(values)
	var errs Errors
	if !errors.As(err, &errs) || len(errs) != 4 || errs["company_name"] != "missing" {
		t.Errorf("Parse: %v", err)
	}
}
