package present

import (
	"encoding/json"
	"strings"
	"testing"

	"shop/store"
	"shop/urls"
)

var lvShop = urls.Languages{Default: "lv", All: []string{"lv", "en", "ru"}}

// A card is written in the page's language: links under its prefix (none for the default
// language), the stock label and its CSS class, prices with VAT, the old price only with a
// discount.
func TestCardIsWrittenInThePagesLanguage(t *testing.T) {
	c := store.Card{ID: 7, Type: "product", Title: "Phone", Code: "P-1", Slug: "phone", Image: "/media/p.svg",
		Manufacturer: &store.Named{Title: "Acme", Slug: "acme"},
		Category:     &store.CardCategory{ID: 3, Title: "Phones", Slug: "phones", Parents: []store.Named{{Title: "Tech", Slug: "tech"}}},
		Quantity:     2, Net: 100000, DiscountPercent: 10, Previous: 95000}
	pricing := store.Pricing{VATBasisPoints: 2100}

	en := MakeCard(c, pricing.In("en"), Links{Lang: "en", Langs: lvShop})
	want := Card{ID: 7, Type: "product", Title: "Phone", Code: "P-1", Link: "/en/p/phone", Image: Image{Source: "/media/p.svg"},
		Manufacture: &Ref{Title: "Acme", Link: "/en/m/acme"},
		Category:    &CardCategory{ID: 3, Title: "Phones", Link: "/en/c/phones", Parents: []Ref{{Title: "Tech", Link: "/en/c/tech"}}},
		Quantity:    2, StockStatus: en.StockStatus, StockStatusClass: "low-stock", IsAvailableForPurchase: true, DiscountPercent: 5,
		Prices: Prices{CurrentPrice: 1089, CurrentCents: 108900, IsActiveDiscount: true, CurrentFormattedPrice: "€900.00",
			CurrentFormattedPriceWithTax: "€1,089.00", PreviousFormattedPrice: "€950.00", PreviousFormattedPriceWithTax: "€1,149.50"}}
	if got, _ := json.Marshal(en); string(got) != string(mustJSON(t, want)) {
		t.Errorf("English card\n got %s\nwant %s", got, mustJSON(t, want))
	}
	if en.StockStatus == "" || strings.Contains(en.StockStatus, "stock_") {
		t.Errorf("stock label %q is no text", en.StockStatus)
	}

	lv := MakeCard(c, pricing.In("lv"), Links{Lang: "lv", Langs: lvShop})
	if lv.Link != "/p/phone" || lv.Manufacture.Link != "/m/acme" || lv.Prices.CurrentFormattedPriceWithTax != "1089,00\u00a0€" || lv.StockStatus == en.StockStatus {
		t.Errorf("Latvian card %+v", lv)
	}

	// No brand, no category, sold out, no discount: null brand and category, no old price.
	bare := MakeCard(store.Card{ID: 8, Slug: "x", Net: 1000, Previous: 900}, pricing.In("en"), Links{Lang: "en", Langs: lvShop})
	b := string(mustJSON(t, bare))
	for _, part := range []string{`"manufacture":null`, `"category":null`, `"stock_status_class":"out-of-stock"`,
		`"is_available_for_purchase":false`, `"previous_formatted_price":""`} {
		if !strings.Contains(b, part) {
			t.Errorf("bare card lacks %s: %s", part, b)
		}
	}
}

// A card announces the reduction from the Omnibus old price (EU court C-330/23), not the
// discount's own percent: 10 % off 1,000 € whose lowest price of the 30 days before was 950 €
// saves 50 € of 950 €, 5 % (5.26, rounded down).
func TestCardAnnouncesTheReductionFromTheOldPrice(t *testing.T) {
	for _, c := range []struct {
		net, percent, previous, want int64
		why                          string
	}{
		{100000, 10, 100000, 10, "the old price is the regular price: the discount's percent"},
		{100000, 10, 95000, 5, "a lower price in the 30 days before: 5.26 % rounded down"},
		{100000, 10, 99999, 9, "1 cent below the regular price: 9.99 % is not announced as 10"},
		{100000, 10, 0, 0, "no old price shown: no reduction announced"},
		{100000, 10, 90000, 0, "the old price is the price now: no reduction"},
		{100000, 0, 120000, 0, "no discount"},
		{12345, 15, 12345, 15, "cents that round: still the discount's percent"},
	} {
		if got := AnnouncedPercent(c.net, c.percent, c.previous); got != c.want {
			t.Errorf("%s: AnnouncedPercent(%d, %d, %d) = %d, want %d", c.why, c.net, c.percent, c.previous, got, c.want)
		}
	}
}

// Facets: the fixed groups are named in the page's language, a category's and a brand's
// options link to their pages, the others set their filter.
func TestFiltersLinkTheirOptions(t *testing.T) {
	f := store.Filters{
		Category:    store.FilterGroup{Key: "categories", Options: []store.FilterOption{{ID: 3, Title: "Phones", Slug: "phones", Count: 4}}},
		Manufacture: store.FilterGroup{Key: "manufactures", Options: []store.FilterOption{{ID: 1, Title: "Acme", Slug: "acme"}}},
		Inventory:   store.FilterGroup{Key: "inventories", Options: []store.FilterOption{{ID: 1, Stock: "in_stock"}}},
		Properties:  []store.FilterGroup{{ID: 9, Key: "properties", Title: "Memory", Options: []store.FilterOption{{ID: 12, Title: "128 GB"}}}},
	}
	got := MakeFilters(f, Links{Lang: "ru", Langs: lvShop})
	if got.Category.Options[0].Link != "/ru/c/phones" || got.Manufacture.Options[0].Link != "/ru/m/acme" ||
		got.Inventory.Options[0].Link != "?inventories=1" || got.Properties[0].Options[0].Link != "?properties=12" {
		t.Errorf("option links %+v", got)
	}
	if got.Category.Title == "" || got.Inventory.Options[0].Title == "" || got.Properties[0].Title != "Memory" || got.Discount.Options == nil {
		t.Errorf("titles %+v", got)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
