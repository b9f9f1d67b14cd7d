package catalogcsv

import (
	"reflect"
	"strings"
	"testing"

	"shop/store"
)

// A Shopify export in the classic headers: a T-shirt in three sizes with two pictures (the
// second on a picture-only row), a mug without options, a draft.
const shopifyClassic = "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value," +
	"Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service," +
	"Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,Image Src,Image Position," +
	"Image Alt Text,Gift Card,SEO Title,SEO Description,Variant Image,Status\n" +
	"tee,Cotton Tee,\"<p>Soft <b>cotton</b> &amp; more.</p><script>alert(1)</script><p>Second</p>\",Acme,Shirts,\"new, Summer\",TRUE,Size,S,,,,," +
	"TEE-S,200,shopify,5,deny,manual,19.99,25.00,TRUE,TRUE,4006381333931,https://cdn.example/tee-1.jpg,1,Front,FALSE,Tee,A soft tee,,active\n" +
	"tee,,,,,,,,M,,,,,TEE-M,200,shopify,0,deny,manual,19.99,,TRUE,TRUE,INT-77,https://cdn.example/tee-2.jpg,2,Back,,,,https://cdn.example/tee-m.jpg,\n" +
	"tee,,,,,,,,L,,,,,TEE-L,200,shopify,2,deny,manual,21.00,,TRUE,TRUE,,,,,,,,,\n" +
	"mug,Mug,Plain text,Acme,,,TRUE,Title,Default Title,,,,,MUG-1,300,shopify,7,deny,manual,5.00,,TRUE,TRUE,,https://cdn.example/mug.jpg,1,,FALSE,,,,active\n" +
	"draft,Draft thing,,Other,,,FALSE,Title,Default Title,,,,,DR-1,1,shopify,1,deny,manual,1.00,,TRUE,TRUE,,,,,FALSE,,,,draft\n"

func TestReadShopifyClassic(t *testing.T) {
	t.Parallel()
	res := ReadShopify(strings.NewReader(shopifyClassic), langs)
	if len(res.Errors) > 0 {
		t.Fatalf("errors %v", res.Errors)
	}
	if len(res.Products) != 5 {
		t.Fatalf("%d products, want 5", len(res.Products))
	}
	s, m, l, mug, draft := res.Products[0], res.Products[1], res.Products[2], res.Products[3], res.Products[4]
	if s.Code != "TEE-S" || s.Slug != "tee" || s.Titles["lv"] != "Cotton Tee" || s.Price != 1999 || s.OldPrice != 2500 || s.Stock != 5 ||
		s.Manufacturer != "Acme" || s.Category != "Shirts" || s.VariantGroup != "tee" || s.VariantLabel != "S" || !s.Published ||
		s.GTIN != "4006381333931" || s.ShortDescriptions["lv"] != "A soft tee" || !reflect.DeepEqual(s.Labels, []string{"new"}) {
		t.Errorf("S: %+v", s)
	}
	if s.Descriptions["lv"] != "Soft cotton & more.\n\nSecond" {
		t.Errorf("the body reads %q", s.Descriptions["lv"])
	}
	if m.Code != "TEE-M" || m.Slug != "tee-m" || m.Titles["lv"] != "Cotton Tee" || m.Stock != 0 || m.OldPrice != 0 || m.MPN != "INT-77" || m.Line != 3 {
		t.Errorf("M: %+v", m)
	}
	if got := imageURLs(m.Images); !reflect.DeepEqual(got, []string{"https://cdn.example/tee-m.jpg", "https://cdn.example/tee-1.jpg", "https://cdn.example/tee-2.jpg"}) {
		t.Errorf("M's pictures %v", got)
	}
	if got := imageURLs(l.Images); !reflect.DeepEqual(got, []string{"https://cdn.example/tee-1.jpg", "https://cdn.example/tee-2.jpg"}) || l.Price != 2100 {
		t.Errorf("L: %+v", l)
	}
	if s.Images[1].Line != 3 {
		t.Errorf("the second picture is named on line %d, want 3", s.Images[1].Line)
	}
	if mug.Code != "MUG-1" || mug.Slug != "mug" || mug.VariantGroup != "" || mug.Has&store.HasVariantGroup != 0 || mug.Descriptions["lv"] != "Plain text" {
		t.Errorf("mug: %+v", mug)
	}
	if draft.Published {
		t.Error("a draft is published")
	}
	warned := map[string]bool{}
	for _, w := range res.Warnings {
		if w.Line == 1 {
			warned[strings.Split(w.Message, "\"")[1]] = true
		}
	}
	for _, c := range []string{"Variant Grams", "Gift Card", "SEO Title", "Image Alt Text"} {
		if !warned[c] {
			t.Errorf("no warning for column %q: %v", c, res.Warnings)
		}
	}
	if warned["Handle"] || warned["Variant SKU"] {
		t.Errorf("a known column is warned about: %v", res.Warnings)
	}
}

// Today's headers, with semicolons, a byte order mark and decimal commas, as a spreadsheet
// in a comma-decimal locale saves the file.
const shopifyToday = "\uFEFFTitle;URL handle;Description;Vendor;Product category;Type;Tags;Published on online store;Status;SKU;Barcode;" +
	"Option1 name;Option1 value;Option1 Linked To;Option2 name;Option2 value;Price;Compare-at price;Cost per item;Inventory quantity;" +
	"Product image URL;Image position;Variant image URL;SEO title;SEO description\n" +
	"Lamp;lamp;<p>Bright</p>;Lumo;Home > Lighting;;;TRUE;active;LMP-W;;Colour;White;;;;39,90;49,90;10,00;4;https://cdn.example/lamp.jpg;1;;Lamp;Bright lamp\n" +
	"Lamp;lamp;;;;;;;;LMP-B;;;Black;;;;39,90;;;0;https://cdn.example/lamp-2.jpg;2;;;\n" +
	"Lamp;lamp;;;;;;;;;;;;;;;;;;;https://cdn.example/lamp-3.jpg;3;;;\n"

func TestReadShopifyToday(t *testing.T) {
	t.Parallel()
	res := ReadShopify(strings.NewReader(shopifyToday), langs)
	if len(res.Errors) > 0 {
		t.Fatalf("errors %v", res.Errors)
	}
	if len(res.Products) != 2 {
		t.Fatalf("%d products", len(res.Products))
	}
	w, b := res.Products[0], res.Products[1]
	if w.Code != "LMP-W" || w.Price != 3990 || w.OldPrice != 4990 || w.Stock != 4 || w.VariantLabel != "White" || w.Descriptions["lv"] != "Bright" ||
		w.Manufacturer != "Lumo" || w.Slug != "lamp" || !w.Published {
		t.Errorf("white: %+v", w)
	}
	if b.Code != "LMP-B" || b.Slug != "lamp-black" || b.VariantGroup != "lamp" || len(b.Images) != 3 || b.Images[2].Line != 4 {
		t.Errorf("black: %+v", b)
	}
}

func TestReadShopifyBrokenLines(t *testing.T) {
	t.Parallel()
	file := "Handle,Title,Variant SKU,Variant Price,Variant Inventory Qty,Image Src\n" +
		"a,A,A-1,abc,1,\n" + // line 2: price, column 4
		"b,B,B-1,1.00,1.5,\n" + // line 3: stock, column 5
		",C,C-1,1.00,1,\n" + // line 4: no handle
		"d,D,D-1,1.00,1,\"https://x\"y\n" + // line 5: a quote in the middle
		"e,E,A-1,2.00,1,\n" + // line 6: A-1's row had an error, so the SKU is not taken twice
		"f,F,F-1,2.00,1,ftp://x\n" // line 7: not a web picture: a warning
	res := ReadShopify(strings.NewReader(file), langs)
	got := map[[2]int]bool{}
	for _, e := range res.Errors {
		got[[2]int{e.Line, e.Column}] = true
	}
	for _, want := range [][2]int{{2, 4}, {3, 5}, {4, 1}, {5, 0}} {
		if !got[want] {
			t.Errorf("no error at line %d column %d: %v", want[0], want[1], res.Errors)
		}
	}
	if len(res.Warnings) != 1 || res.Warnings[0].Line != 7 || res.Warnings[0].Column != 6 {
		t.Errorf("warnings %v", res.Warnings)
	}
}

func TestReadShopifyNeedsHandle(t *testing.T) {
	t.Parallel()
	res := ReadShopify(strings.NewReader("code,title_lv\nA,b\n"), langs)
	if len(res.Errors) != 1 || len(res.Products) != 0 {
		t.Errorf("our own file read as Shopify's: %v", res.Errors)
	}
}

func TestCleanHTML(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"plain":                             "plain",
		"<p>a</p><p>b<br>c</p>":             "a\n\nb\n\nc",
		`<img src=x onerror=alert(1)>x`:     "x",
		"<style>p{}</style><p>t</p>":        "t",
		"a &lt;b&gt; &amp; c":               "a <b> & c",
		"<ul><li>one</li><li>two</li></ul>": "one\n\ntwo",
	} {
		if got, _ := cleanHTML(in); got != want {
			t.Errorf("cleanHTML(%q) = %q, want %q", in, got, want)
		}
	}
}

func imageURLs(imgs []store.ImportImage) []string {
	var out []string
	for _, i := range imgs {
		out = append(out, i.URL)
	}
	return out
}

// The store's errors name a field; the file's reader knows its column.
func TestColumnsOfFields(t *testing.T) {
	t.Parallel()
	res := ReadShopify(strings.NewReader(shopifyToday), langs)
	for field, want := range map[string]int{"code": 10, "title_lv": 1, "price": 17, "old_price": 18, "category": 6, "slug": 2, "gtin": 11} {
		if got := res.Column(field); got != want {
			t.Errorf("Shopify: %s is column %d, want %d", field, got, want)
		}
	}
	own := ReadShop(strings.NewReader("title_en;code;price\nKettle;K-1;1\n"), langs)
	for field, want := range map[string]int{"code": 2, "title_en": 1, "price": 3, "category": 0} {
		if got := own.Column(field); got != want {
			t.Errorf("own: %s is column %d, want %d", field, got, want)
		}
	}
}
