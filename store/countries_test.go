package store

import "testing"

func TestCountries(t *testing.T) {
	list := Countries()
	if len(list) < 240 {
		t.Fatalf("%d countries", len(list))
	}
	for i, c := range list {
		if len(c.CountryCode) != 2 || c.CountryNameEn == "" {
			t.Fatalf("country %d: %+v", i, c)
		}
		if i > 0 && list[i-1].CountryCode >= c.CountryCode {
			t.Errorf("not sorted by code at %s", c.CountryCode)
		}
	}
}
