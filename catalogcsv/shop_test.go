package catalogcsv

import (
	"bytes"
	"iter"
	"reflect"
	"strings"
	"testing"

	"shop/store"
)

var langs = Options{Languages: []string{"lv", "en"}}

func TestReadShopBOMSemicolonsDecimalComma(t *testing.T) {
	t.Parallel()
	file := "\uFEFFcode;title_lv;title_en;price;old_price;stock;published;labels;category;gtin\n" +
		"A-1;Tējkanna;Kettle;12,50;;3;1;new popular;kitchen/kettles;4006381333931\n" +
		"A-2;\"Krūze; liela\";Mug;1 234,5;1500,00;0;0;;kitchen;\n"
	res := ReadShop(strings.NewReader(file), langs)
	if len(res.Errors) > 0 || len(res.Warnings) > 0 {
		t.Fatalf("errors %v warnings %v", res.Errors, res.Warnings)
	}
	if len(res.Products) != 2 {
		t.Fatalf("%d products", len(res.Products))
	}
	a, b := res.Products[0], res.Products[1]
	if a.Code != "A-1" || a.Titles["lv"] != "Tējkanna" || a.Titles["en"] != "Kettle" || a.Price != 1250 || a.Stock != 3 ||
		!a.Published || !reflect.DeepEqual(a.Labels, []string{"new", "popular"}) || a.Category != "kitchen/kettles" ||
		a.GTIN != "4006381333931" || a.Line != 2 {
		t.Errorf("first product %+v", a)
	}
	if b.Titles["lv"] != "Krūze; liela" || b.Price != 123450 || b.OldPrice != 150000 || b.Published || b.Line != 3 {
		t.Errorf("second product %+v", b)
	}
	want := store.HasPrice | store.HasOldPrice | store.HasStock | store.HasPublished | store.HasLabels | store.HasCategory | store.HasGTIN
	if a.Has != want {
		t.Errorf("fields %b, want %b", a.Has, want)
	}
	if a.Descriptions != nil {
		t.Errorf("a file without descriptions gives %v", a.Descriptions)
	}
}

func TestReadShopErrorsByLineAndColumn(t *testing.T) {
	t.Parallel()
	file := "code,title_lv,price,stock,colour\n" +
		"A-1,Tējkanna,12.5x,3,red\n" + // line 2: bad price in column 3
		"A-2,Krūze,1.00,-1,blue\n" + // line 3: bad stock in column 4
		"A-3,Bad \"quote,1.00,1,\n" + // line 4: a bare quote
		"A-1,Again,1.00,1,\n" + // line 5: the code of line 2 again (line 2 is read, only its price refused)
		"A-5,x,1.00,1,,extra\n" + // line 6: one cell too many
		",Nameless,1.00,1,\n" + // line 7: no code
		"A-8,Fine,\"2,00\",1,\n" // line 8: fine
	res := ReadShop(strings.NewReader(file), langs)
	got := map[[2]int]bool{}
	for _, e := range res.Errors {
		got[[2]int{e.Line, e.Column}] = true
	}
	for _, want := range [][2]int{{2, 3}, {3, 4}, {4, 0}, {5, 1}, {6, 6}, {7, 1}} {
		if !got[want] {
			t.Errorf("no error at line %d column %d; errors: %v", want[0], want[1], res.Errors)
		}
	}
	if len(res.Errors) != 6 {
		t.Errorf("%d errors, want 6: %v", len(res.Errors), res.Errors)
	}
	if len(res.Warnings) != 1 || res.Warnings[0].Line != 1 || res.Warnings[0].Column != 5 {
		t.Errorf("warnings %v, want the unknown column 5 of line 1", res.Warnings)
	}
	last := res.Products[len(res.Products)-1]
	if last.Code != "A-8" || last.Price != 200 || last.Line != 8 {
		t.Errorf("the line after the broken ones reads as %+v", last)
	}
}

func TestReadShopNeedsCode(t *testing.T) {
	t.Parallel()
	res := ReadShop(strings.NewReader("title_lv,price\nx,1\n"), langs)
	if len(res.Errors) != 1 || res.Errors[0].Line != 1 || len(res.Products) != 0 {
		t.Errorf("a file without codes: %v, %d products", res.Errors, len(res.Products))
	}
	res = ReadShop(strings.NewReader(""), langs)
	if len(res.Errors) != 1 {
		t.Errorf("an empty file: %v", res.Errors)
	}
}

func TestReadShopUnclosedQuote(t *testing.T) {
	t.Parallel()
	res := ReadShop(strings.NewReader("code,title_lv\nA-1,ok\nA-2,\"never closed\nA-3,x\n"), langs)
	if len(res.Products) != 1 || len(res.Errors) != 1 || res.Errors[0].Line != 3 {
		t.Errorf("products %d, errors %v", len(res.Products), res.Errors)
	}
}

func TestWriteReadsBackTheSame(t *testing.T) {
	t.Parallel()
	in := []store.ImportProduct{
		{Code: "A-1", Slug: "kettle", Titles: map[string]string{"lv": "Tējkanna", "en": "Kettle, \"steel\""},
			ShortDescriptions: map[string]string{"lv": "Īsi", "en": ""}, Descriptions: map[string]string{"lv": "Viens.\n\nDivi.", "en": "One."},
			Safety:   map[string]string{"lv": "Karsta virsma.\n\nNeaiztikt.", "en": "Hot surface, \"do not touch\"."},
			Category: "kettles", Manufacturer: "acme", Price: 1250, OldPrice: 1500, Stock: 3, Published: true,
			Labels: []string{"new", "popular"}, GTIN: "4006381333931", MPN: "K-1", DurabilityYears: 5, VariantGroup: "kettles-1", VariantLabel: "Red / XL",
			Energy: store.EnergyLabel{Class: "B", Label: "/media/energy/kettle.pdf", Sheet: "https://eprel.ec.europa.eu/screen/product/electronicdisplays/123456"},
			Images: []store.ImportImage{{URL: "/media/a.webp"}, {URL: "/media/b.webp"}}},
		{Code: "A-2", Slug: "mug", Titles: map[string]string{"lv": "Krūze", "en": ""}, ShortDescriptions: map[string]string{"lv": "", "en": ""},
			Descriptions: map[string]string{"lv": "", "en": ""}, Safety: map[string]string{"lv": "", "en": ""}, Price: 5, Labels: []string{}},
	}
	var buf bytes.Buffer
	if err := Write(&buf, langs.Languages, seq(in)); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), bom) {
		t.Error("the export has no byte order mark")
	}
	res := ReadShop(&buf, langs)
	if len(res.Errors) > 0 || len(res.Warnings) > 0 {
		t.Fatalf("errors %v warnings %v", res.Errors, res.Warnings)
	}
	all := store.HasSlug | store.HasCategory | store.HasManufacturer | store.HasPrice | store.HasOldPrice | store.HasStock |
		store.HasPublished | store.HasLabels | store.HasGTIN | store.HasMPN | store.HasVariantGroup | store.HasVariantLabel |
		store.HasDurability | store.HasEnergyClass | store.HasEnergyLabel | store.HasEnergySheet
	for i := range in {
		want := in[i]
		want.Line, want.Has, want.Images = []int{2, 7}[i], all, nil // the first's description and warnings span lines 2 to 6; the shop's own paths are not pictures to fetch
		if !reflect.DeepEqual(res.Products[i], want) {
			t.Errorf("product %d:\n got %+v\nwant %+v", i, res.Products[i], want)
		}
	}
}

func seq(ps []store.ImportProduct) iter.Seq2[store.ImportProduct, error] {
	return func(yield func(store.ImportProduct, error) bool) {
		for _, p := range ps {
			if !yield(p, nil) {
				return
			}
		}
	}
}

func TestParseMoney(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int64{"12,50": 1250, "12.50": 1250, "12": 1200, "12,5": 1250, "1 234,56": 123456,
		"1\u00a0234,56": 123456, "1,234.56": 123456, "1.234,56": 123456, "0,99": 99, ",5": 50, "1.000,00": 100000, "1 000": 100000} {
		if got, err := parseMoney(in); err != nil || got != want {
			t.Errorf("parseMoney(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "12.345.6x", "abc", "1e3", "€12", "99999999999", "1,2,3", "1.000", "12,505"} {
		if got, err := parseMoney(in); err == nil {
			t.Errorf("parseMoney(%q) = %d, want an error", in, got)
		}
	}
}

func TestValidGTIN(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"4006381333931", "96385074", "036000291452", "00036000291452"} {
		if !validGTIN(ok) {
			t.Errorf("%s refused", ok)
		}
	}
	for _, bad := range []string{"4006381333932", "123", "96385075"} {
		if validGTIN(bad) {
			t.Errorf("%s taken", bad)
		}
	}
}

func TestReadShopEnergyLabel(t *testing.T) {
	t.Parallel()
	res := ReadShop(strings.NewReader("code,title_lv,energy_class,energy_label,energy_sheet\n"+
		"A-1,TV,e,,https://eprel.ec.europa.eu/screen/product/electronicdisplays/654321\n"+
		"A-2,TV,H,,1234567\n"+
		"A-3,TV,AB,http://example.com/label.png,\n"+
		"A-4,TV,C,/media/../shop.db,javascript:alert(1)\n"), langs)
	if len(res.Products) == 0 || res.Products[0].Code != "A-1" {
		t.Fatalf("products %v, errors %v", res.Products, res.Errors)
	}
	p := res.Products[0]
	want := store.EnergyLabel{Class: "E", Sheet: "https://eprel.ec.europa.eu/screen/product/electronicdisplays/654321"}
	if p.Energy != want || p.Has&(store.HasEnergyClass|store.HasEnergyLabel|store.HasEnergySheet) == 0 {
		t.Errorf("read %+v (has %b), want %+v", p.Energy, p.Has, want)
	}
	// Line 3: class H; line 4: class AB and a plain-http label; line 5: a path out of media and a script address.
	cols := map[int][]int{}
	for _, e := range res.Errors {
		cols[e.Line] = append(cols[e.Line], e.Column)
	}
	if len(cols[3]) != 1 || len(cols[4]) != 2 || len(cols[5]) != 2 {
		t.Errorf("errors by line: %v (%v)", cols, res.Errors)
	}
	// A sheet given by its EPREL registration number alone is its EPREL address.
	if p := res.Products[1]; p.Energy.Sheet != "https://eprel.ec.europa.eu/qr/1234567" {
		t.Errorf("the sheet by its number: %q", p.Energy.Sheet)
	}
}
