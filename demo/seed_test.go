package demo

import (
	"context"
	"strings"
	"testing"
	"unicode"

	"shop/store"
)

func TestSeedDemoContents(t *testing.T) {
	t.Parallel()
	st := openSeeded(t, 300)
	db := openDB(t, st)
	counts := map[string][2]int{ // table → [min, max]
		"products":                  {303, 303}, // and the three service add-ons
		"product_services":          {10, 40},
		"categories":                {25, 40},
		"manufacturers":             {15, 25},
		"discounts":                 {3, 6},
		"countries":                 {240, 260},
		"banks":                     {4, 20},
		"regions":                   {3, 20},
		"areas":                     {3, 40},
		"cities":                    {3, 40},
		"shipping_methods":          {3, 3},
		"shipping_method_countries": {4, 20},
		"pickup_points":             {20, 40},
		"payment_methods":           {4, 10},
		"shipping_payment_methods":  {6, 30},
		"sliders":                   {5, 5},
		"blog_articles":             {9, 9},
		"info_pages":                {27, 27}, // 9 pages in lv, en and ru
		"team_members":              {6, 6},
		"coupons":                   {3, 10},
		"reviews":                   {100, 2000},
		"product_links":             {20, 2000},
		"price_history":             {300, 1500},
		"stock_changes":             {200, 300}, // one opening row per product in stock
		"orders":                    {150, 150},
		"carts":                     {150, 150},
		"order_items":               {150, 450},
		"cart_items":                {150, 450},
	}
	for table, want := range counts {
		if n := count(t, db, "SELECT COUNT(*) FROM "+table); n < want[0] || n > want[1] {
			t.Errorf("%s: %d rows, want %d..%d", table, n, want[0], want[1])
		}
	}
	banners := map[string]int{"gallery": 3, "benefit": 4, "extra": 2, "info": 1, "sidebar": 1}
	for placement, want := range banners {
		if n := count(t, db, "SELECT COUNT(*) FROM banners WHERE placement = ?", placement); n != want {
			t.Errorf("%s banners: %d, want %d", placement, n, want)
		}
	}
	checks := map[string]string{
		"a product with fewer than 2 images":  `SELECT COUNT(*) FROM products p WHERE type = 'product' AND (SELECT COUNT(*) FROM product_images i WHERE i.product_id = p.id) < 2`,
		"a stock its history does not sum to": `SELECT COUNT(*) FROM products p WHERE p.stock <> COALESCE((SELECT SUM(c.stock_after - c.stock_before) FROM stock_changes c WHERE c.product_id = p.id), 0)`,
		"a product with no properties":        `SELECT COUNT(*) FROM products p WHERE type = 'product' AND NOT EXISTS (SELECT 1 FROM product_properties x WHERE x.product_id = p.id)`,
		"a service with no picture":           `SELECT COUNT(*) FROM products p WHERE type = 'service' AND NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`,
		"a service that fits nothing":         `SELECT COUNT(*) FROM products p WHERE type = 'service' AND NOT EXISTS (SELECT 1 FROM product_services x WHERE x.service_id = p.id)`,
		"a service fit to a non-service":      `SELECT COUNT(*) FROM product_services x JOIN products p ON p.id = x.service_id WHERE p.type != 'service'`,
		"an online cash payment":              `SELECT COUNT(*) FROM payment_methods WHERE (code = 'cash') = (online = 1)`,
		"an order without its number":         `SELECT COUNT(*) FROM orders WHERE number IS NULL OR number != id`,
		"an order paid as it is not": `SELECT COUNT(*) FROM orders WHERE payment_status != CASE status WHEN 'new' THEN 'pending'
			WHEN 'cancelled' THEN 'cancelled' ELSE 'paid' END OR (paid_at IS NULL) = (payment_status = 'paid')`,
		"a variant group of one":            `SELECT COUNT(*) FROM (SELECT variant_group FROM products WHERE variant_group IS NOT NULL GROUP BY 1 HAVING COUNT(*) < 2)`,
		"a variant without label or colour": `SELECT COUNT(*) FROM products WHERE variant_group IS NOT NULL AND (variant_label = '' OR variant_color NOT LIKE '#______')`,
		"a product outside a leaf category": `SELECT COUNT(*) FROM products p WHERE EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = p.category_id)`,
		"a non-ASCII or empty slug":         `SELECT COUNT(*) FROM products WHERE slug = '' OR slug GLOB '*[^a-z0-9-]*'`,
		"a negative stock or price":         `SELECT COUNT(*) FROM products WHERE stock < 0 OR net_price <= 0`,
		"an unpublished product":            `SELECT COUNT(*) FROM products WHERE published != 1`,
		"an esto flag that does not fit":    `SELECT COUNT(*) FROM products WHERE show_esto_widget != (net_price > 15000)`,
		"a date after the seed epoch":       `SELECT COUNT(*) FROM products WHERE created_at > '2026-11-01T09:00:00Z'`,
		"a bad review rate":                 `SELECT COUNT(*) FROM reviews WHERE rate NOT BETWEEN 1 AND 5 OR published != 1`,
		"a banner link to nowhere":          `SELECT COUNT(*) FROM banners WHERE link != '' AND link NOT GLOB '/c/*' AND link NOT GLOB '/m/*' AND link NOT GLOB '/p/*' AND link NOT GLOB '/search?*'`,
		"an option of no product":           `SELECT COUNT(*) FROM property_options o WHERE NOT EXISTS (SELECT 1 FROM product_properties x WHERE x.option_id = o.id)`,
		"a title two products share":        `SELECT COUNT(*) FROM (SELECT 1 FROM products GROUP BY title HAVING COUNT(*) > 1)`,
		"a product whose history ends elsewhere": `SELECT COUNT(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM price_history h
			WHERE h.product_id = p.id AND h.seq = (SELECT max(seq) FROM price_history WHERE product_id = p.id) AND h.net_price = p.net_price AND h.discount_id IS p.discount_id)`,
		"a history row out of its time": `SELECT COUNT(*) FROM price_history h JOIN products p ON p.id = h.product_id WHERE h.at < p.created_at OR h.at > '2026-11-01T09:00:00Z'`,
		"history rows out of order":     `SELECT COUNT(*) FROM price_history a JOIN price_history b ON b.product_id = a.product_id AND b.seq > a.seq AND b.at <= a.at`,
		"a history row priced wrong": `SELECT COUNT(*) FROM price_history h LEFT JOIN discounts d ON d.id = h.discount_id
			WHERE h.price != CASE WHEN d.id IS NULL THEN h.net_price ELSE (h.net_price * (100 - d.percent) + 50) / 100 END`,
		"an order out of the last 60 days": `SELECT COUNT(*) FROM orders WHERE created_at > '2026-11-01T09:00:00Z' OR created_at < '2026-09-02T09:00:00Z'`,
		"an order whose total is not its lines and shipping": `SELECT COUNT(*) FROM orders o WHERE items_total != (SELECT SUM(total_price) FROM order_items i WHERE i.order_id = o.id)
			OR total != items_total + shipping_total`,
		"an order line not in its cart": `SELECT COUNT(*) FROM order_items i JOIN orders o ON o.id = i.order_id
			WHERE NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.cart_id = o.cart_id AND c.product_id = i.product_id AND c.quantity = i.quantity)`,
		"a product property of another kind": `SELECT COUNT(*) FROM product_properties x JOIN property_options o ON o.id = x.option_id WHERE o.property_id != x.property_id`,
	}
	for what, q := range checks {
		if n := count(t, db, q); n != 0 {
			t.Errorf("%d × %s", n, what)
		}
	}
	for _, link := range []string{"/c/", "/m/", "/p/"} {
		rows, err := db.Query(`SELECT link FROM banners WHERE link LIKE ?`, link+"%")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var l string
			rows.Scan(&l)
			table := map[string]string{"/c/": "categories", "/m/": "manufacturers", "/p/": "products"}[link]
			if count(t, db, "SELECT COUNT(*) FROM "+table+" WHERE slug = ?", strings.TrimPrefix(l, link)) != 1 {
				t.Errorf("banner link %s has no page", l)
			}
		}
		rows.Close()
	}
	if n := count(t, db, `SELECT COUNT(*) FROM properties WHERE filterable = 1`); n < 8 || n > 12 {
		t.Errorf("%d filterable properties, want 8..12", n)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM coupons WHERE code = 'WELCOME10' AND percent = 10 AND active = 1 AND usage_limit IS NULL`); n != 1 {
		t.Error("no WELCOME10 coupon")
	}
	if n := count(t, db, `SELECT COUNT(*) FROM coupons WHERE percent = 0 AND amount > 0 AND active = 1 AND valid_until IS NULL`); n < 1 {
		t.Error("no fixed-amount coupon")
	}
	for _, cc := range []string{"LV", "EE", "LT", "FI"} {
		if n := count(t, db, `SELECT COUNT(*) FROM pickup_points p JOIN shipping_methods m ON m.id = p.shipping_method_id
			WHERE m.type = 'locker' AND p.country_id = (SELECT id FROM countries WHERE code = ?)`, cc); n < 3 {
			t.Errorf("%d parcel lockers in %s", n, cc)
		}
	}
	if n := count(t, db, `SELECT COUNT(*) FROM countries WHERE code = 'LV' AND title = 'Latvia' AND calling_code = '371'`); n != 1 {
		t.Error("Latvia is missing from countries")
	}
	// Cyrillic search needs Cyrillic titles, which are Russian translations: the rows' own
	// titles are Latvian, and Latvian texts need their diacritics.
	var cyr, lv bool
	rows, err := db.Query(`SELECT title, short_description FROM products`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var title, short string
		rows.Scan(&title, &short)
		if strings.ContainsFunc(title, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
			t.Errorf("a Latvian title in Cyrillic: %s", title)
		}
		lv = lv || strings.ContainsAny(short, "āčēģīķļņšūž")
	}
	rows.Close()
	cyr = count(t, db, `SELECT COUNT(*) FROM translations WHERE entity = 'product' AND lang = 'ru' AND field = 'title' AND value GLOB '*[а-яА-Я]*'`) > 0
	if !cyr || !lv {
		t.Errorf("cyrillic Russian titles %v, latvian descriptions %v", cyr, lv)
	}
	// The category cache must see the seeded tree.
	menu, err := st.Menu(context.Background(), "")
	if err != nil || len(menu) < 5 || len(menu[0].Children) == 0 {
		t.Errorf("menu after seeding: %d roots, %v", len(menu), err)
	}
}

func TestSeedDemoSliders(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("seeds 1000 products")
	}
	st := openSeeded(t, DefaultProducts)
	db := openDB(t, st)
	for _, typ := range store.SliderTypes {
		s, err := st.SliderByType(context.Background(), typ, "lv")
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Products) < store.SliderSize || s.Title == "" {
			t.Errorf("slider %s: %d products, title %q", typ, len(s.Products), s.Title)
		}
	}
	if n := count(t, db, `SELECT COUNT(*) FROM (SELECT 1 FROM products GROUP BY variant_group HAVING variant_group IS NOT NULL)`); n < 50 {
		t.Errorf("%d variant groups", n)
	}
	share := float64(count(t, db, `SELECT COUNT(*) FROM products WHERE discount_id IS NOT NULL`)) / DefaultProducts
	out := float64(count(t, db, `SELECT COUNT(*) FROM products WHERE stock = 0`)) / DefaultProducts
	if share < 0.1 || share > 0.2 || out < 0.06 || out > 0.14 {
		t.Errorf("discounted share %.2f, out of stock share %.2f", share, out)
	}
	// The price history gives the Omnibus rule real cases: the old price is the net price
	// before the discount for most, a lower price of the 30 days before for some (a raise or
	// an earlier promotion), and none where no reduction is left.
	ids := make([]int64, DefaultProducts)
	for i := range ids {
		ids[i] = int64(i + 1)
	}
	cards, err := st.Cards(context.Background(), ids, "lv")
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, c := range cards {
		var net int64
		db.QueryRow(`SELECT net_price FROM products WHERE id = ?`, c.ID).Scan(&net)
		switch old := c.ShownPrevious(); {
		case c.DiscountPercent == 0:
		case old == net:
			kinds["the net price"]++
		case old == 0:
			kinds["none"]++
		default:
			kinds["a lower price"]++
		}
	}
	if kinds["the net price"] < 50 || kinds["a lower price"] < 5 {
		t.Errorf("old prices of the discounted products: %v", kinds)
	}
	// Orders make the product page's recently purchased products real.
	withPurchases := 0
	for id := int64(1); id <= 100; id++ {
		if got, err := st.RecentlyPurchased(context.Background(), id, 12); err == nil && len(got) > 0 {
			withPurchases++
		}
	}
	if withPurchases < 80 {
		t.Errorf("only %d of 100 products show recently purchased products", withPurchases)
	}
}

func TestSeedDemoDeterministic(t *testing.T) {
	t.Parallel()
	for _, v := range []Variant{Latvia, Finland} {
		dump := func(st *store.Store) string {
			db := openDB(t, st)
			var b strings.Builder
			for _, q := range []string{
				`SELECT id || title || code || slug || net_price || stock || created_at || description FROM products ORDER BY id`,
				`SELECT product_id || path FROM product_images ORDER BY product_id, position`,
				`SELECT product_id || option_id FROM product_properties ORDER BY product_id, property_id`,
				`SELECT product_id || user_name || rate || created_at FROM reviews ORDER BY id`,
				`SELECT product_id || seq || at || net_price || COALESCE(discount_id, '-') || price FROM price_history ORDER BY product_id, seq`,
				`SELECT id || status || user_email || total || created_at FROM orders ORDER BY id`,
				`SELECT order_id || product_id || quantity || total_price FROM order_items ORDER BY id`,
				`SELECT entity || id || lang || field || value FROM translations ORDER BY entity, lang, id, field`,
				`SELECT id || slug || title || short_description FROM categories ORDER BY id`,
				`SELECT id || value FROM property_options ORDER BY id`,
			} {
				rows, err := db.Query(q)
				if err != nil {
					t.Fatal(err)
				}
				for rows.Next() {
					var s string
					rows.Scan(&s)
					b.WriteString(s)
					b.WriteByte('\n')
				}
				rows.Close()
			}
			return b.String()
		}
		if a, b := dump(openSeededAs(t, 300, v)), dump(seedFresh(t, 300, v)); a != b {
			t.Errorf("%s: two seeds of 300 products differ", v.Country)
		}
	}
}

func TestSeedHelpers(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Samsung Galaxy S24 Ultra 5G 12/256GB Titanium Black": "samsung-galaxy-s24-ultra-5g-12-256gb-titanium-black",
		"Чехол-книжка для iPhone 15 Pro, чёрный":              "chehol-knizhka-dlya-iphone-15-pro-chernyy",
		"Grāmatveida maciņš iPhone 15 Pro, melns":             "gramatveida-macins-iphone-15-pro-melns",
		"Viedtālruņi": "viedtalruni",
	} {
		if got := slugify(in); got != want {
			t.Errorf("slugify(%q) = %q, want %q", in, got, want)
		}
	}
	u := uniq{}
	if a, b, c := u.make("x"), u.make("x"), u.make("x-2"); a != "x" || b != "x-2" || c != "x-2-2" {
		t.Errorf("uniq: %s %s %s", a, b, c)
	}
	for _, v := range []Variant{Latvia, Finland} {
		if g := v.pricing().Gross(int64(netOf(129900, v.pricing()))); g != 129900 {
			t.Errorf("%s: netOf(1299,00) grosses to %d", v.Country, g)
		}
		for shelf := 100; shelf < 100000; shelf += 100 { // every whole euro up to 1,000 €
			if g := v.pricing().Gross(int64(netOf(shelf, v.pricing()))); g > int64(shelf) || g < int64(shelf-2) {
				t.Errorf("%s: netOf(%d) grosses to %d", v.Country, shelf, g)
			}
		}
	}
}

// Every picture the seed refers to can be drawn.
func TestSeedPicturesExist(t *testing.T) {
	t.Parallel()
	db := openDB(t, openSeeded(t, 300))
	rows, err := db.Query(`
SELECT path FROM product_images
UNION SELECT icon FROM categories UNION SELECT image FROM categories
UNION SELECT banner_desktop FROM categories UNION SELECT banner_mobile FROM categories
UNION SELECT image FROM manufacturers
UNION SELECT desktop_image FROM banners UNION SELECT mobile_image FROM banners
UNION SELECT image FROM blog_articles UNION SELECT image FROM team_members
UNION SELECT image FROM shipping_methods UNION SELECT image FROM payment_methods`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	seen := 0
	for rows.Next() {
		var path string
		rows.Scan(&path)
		if path == "" {
			t.Error("a picture column left empty")
			continue
		}
		name, ok := strings.CutPrefix(path, "/media/demo/")
		if _, drawn := Picture(name); !ok || !drawn {
			t.Errorf("no picture for %s", path)
		}
		seen++
	}
	if seen < 100 {
		t.Errorf("only %d pictures checked", seen)
	}
}

// A large catalogue has more products than the real models have configurations and colours:
// then later generations of the models come (seed_generations.go), and every title is still
// new in each language, with no article code in it, and every slug and code is new too.
func TestSeedTitlesUniqueAtScale(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds a catalogue of 100,000 products in memory")
	}
	for _, v := range []Variant{Latvia, Finland} {
		t.Run(v.Country, func(t *testing.T) {
			t.Parallel() // each variant builds its own catalogue
			c := buildCatalog(newRand(1), 100_000, v)
			slugs, codes := map[string]bool{}, map[string]bool{}
			for _, lang := range v.Langs.All {
				titles := map[string]bool{}
				for i := range c.products {
					p := &c.products[i]
					title := c.titleIn(p, lang)
					if titles[title] {
						t.Fatalf("%s: %q twice in %s", v.Country, title, lang)
					}
					titles[title] = true
					if strings.Contains(title, p.code) || strings.Contains(title, "<") {
						t.Fatalf("%s: %q names its code %s, or a generation mark", v.Country, title, p.code)
					}
				}
			}
			for _, p := range c.products {
				if slugs[p.slug] || codes[p.code] {
					t.Fatalf("%s: slug %q or code %q twice", v.Country, p.slug, p.code)
				}
				slugs[p.slug], codes[p.code] = true, true
			}
		})
	}
}

// The service add-ons are offered for the products they fit and listed nowhere in the
// catalogue: not in a search, not in the sitemap.
func TestSeedServices(t *testing.T) {
	t.Parallel()
	st := openSeeded(t, 300)
	ctx := context.Background()
	lv := store.Pricing{VATBasisPoints: 2100}
	services, err := st.Services(ctx, lv)
	if err != nil || len(services) != len(seedServices) {
		t.Fatalf("services %+v (%v)", services, err)
	}
	prices := map[string]int64{}
	for _, s := range services {
		prices[s.Code] = s.Gross
		if len(s.CategoryIDs) == 0 || s.Image == "" {
			t.Errorf("service %s fits %v, picture %q", s.Code, s.CategoryIDs, s.Image)
		}
	}
	if prices["SRV-GIFT"] != 399 || prices["SRV-WARRANTY2"] != 4999 || prices["SRV-SETUP"] != 3000 {
		t.Errorf("service prices with LV VAT %v", prices)
	}
	for _, q := range []string{"garantija", "iesaiņojums", "uzstādīšana"} {
		res, err := st.Search(ctx, store.SearchParams{Query: q, Page: 1, PerPage: 48}, "lv")
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range res.IDs {
			if id > 300 {
				t.Errorf("search %q lists service %d", q, id)
			}
		}
	}
	pages, err := st.SitemapPages(ctx, 0, 10000)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range pages {
		if strings.Contains(u.Slug, "garantija") || strings.Contains(u.Slug, "iesainojums") {
			t.Errorf("the sitemap lists %s", u.Slug)
		}
	}
	// A smartphone's cart line offers all three; a screen glass only the gift pack.
	phone, glass := int64(0), int64(0)
	db := openDB(t, st)
	if err := db.QueryRow(`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'viedtalruni' AND p.stock > 0 LIMIT 1`).Scan(&phone); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'aizsargstikli' AND p.stock > 0 LIMIT 1`).Scan(&glass); err != nil {
		t.Fatal(err)
	}
	token, err := st.AddToCart(ctx, "", phone, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddToCart(ctx, token, glass, 1); err != nil {
		t.Fatal(err)
	}
	cart, err := st.CartByToken(ctx, token, store.CartRules{Pricing: lv})
	if err != nil || len(cart.Items) != 2 || len(cart.Items[0].AvailableServices) != 3 || len(cart.Items[1].AvailableServices) != 1 {
		t.Errorf("services on offer %+v (%v)", cart.Items, err)
	}
}
