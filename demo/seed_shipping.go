package demo

import (
	"context"

	"shop/store"
)

// zipPatterns are the postal code formats of the countries the shop ships to.
var zipPatterns = map[string]string{
	"LV": `^(LV-)?\d{4}$`,
	"LT": `^(LT-)?\d{5}$`,
	"EE": `^\d{5}$`,
	"FI": `^\d{5}$`,
}

// seedShipping writes shipping and payment methods, their countries and pickup points, and coupons.
func seedShipping(ctx context.Context, st *store.Store, _ *catalog) error {
	methods := []struct {
		code, typ, title, desc, image, time string
		net, free, minDays, maxDays         int
		countries                           []string
	}{
		{"dpd-courier", "courier", "DPD kurjers", "Piegāde līdz durvīm. Kurjers pirms piegādes piezvanīs vai nosūtīs īsziņu.",
			"/media/demo/brand-DPD.svg", "1–2 darba dienas", 495, 0, 1, 2, []string{"LV", "LT", "EE", "FI"}},
		{"omniva-locker", "locker", "Omniva pakomāts", "Saņem sūtījumu sev ērtā pakomātā jebkurā diennakts laikā. Bezmaksas, ja pirkuma summa ir vismaz 50 €.",
			"/media/demo/brand-Omniva.svg", "1–3 darba dienas", 248, 4132, 1, 3, []string{"LV", "LT", "EE", "FI"}},
		{"shop-pickup", "shop", "Saņemšana veikalā", "Bezmaksas saņemšana mūsu veikalā Rīgā, Brīvības ielā 68, parasti jau tajā pašā dienā.",
			"/media/demo/icon-shop.svg", "Tajā pašā dienā", 0, 0, 0, 0, []string{"LV"}},
	}
	shipping := st.Insert(ctx, "shipping_methods", "id", "code", "type", "title", "description", "image", "delivery_time",
		"net_price", "free_threshold", "min_days", "max_days", "position", "active")
	// Abroad a parcel costs more (net cents; nil: the method's own price).
	abroad := map[string]map[string]any{
		"dpd-courier":   {"LT": 661, "EE": 661, "FI": 1239},
		"omniva-locker": {"LT": 330, "EE": 330, "FI": 578},
	}
	shippingCountries := st.Insert(ctx, "shipping_method_countries", "shipping_method_id", "country_id", "zip_pattern", "net_price")
	for i, m := range methods {
		id := i + 1
		shipping.Add(id, m.code, m.typ, m.title, m.desc, m.image, m.time, m.net, m.free, m.minDays, m.maxDays, i, 1)
		for _, cc := range m.countries {
			shippingCountries.Add(id, countryID(cc), zipPatterns[cc], abroad[m.code][cc])
		}
	}
	lockers := []struct{ country, id, city, address, zip string }{
		{"LV", "9001", "Rīga", "Rimi Centrs, Audēju iela 16", "LV-1050"},
		{"LV", "9002", "Rīga", "Maxima XX, Brīvības gatve 372", "LV-1006"},
		{"LV", "9003", "Rīga", "T/C Alfa, Brīvības gatve 372", "LV-1006"},
		{"LV", "9004", "Rīga", "T/C Spice, Lielirbes iela 29", "LV-1046"},
		{"LV", "9005", "Rīga", "Rimi Imanta, Kurzemes prospekts 1A", "LV-1067"},
		{"LV", "9006", "Rīga", "T/C Akropole, Maskavas iela 257", "LV-1019"},
		{"LV", "9007", "Jūrmala", "Maxima, Jomas iela 57", "LV-2015"},
		{"LV", "9008", "Jelgava", "T/C Pilsētas pasāža, Driksas iela 4", "LV-3001"},
		{"LV", "9009", "Liepāja", "T/C Ostmala, Kuršu iela 9", "LV-3401"},
		{"LV", "9010", "Daugavpils", "T/C Ditton nams, Cietokšņa iela 60", "LV-5401"},
		{"LV", "9011", "Valmiera", "Rimi, Rīgas iela 4", "LV-4201"},
		{"LV", "9012", "Ventspils", "Maxima, Kuldīgas iela 55", "LV-3601"},
		{"LV", "9013", "Cēsis", "Top, Vaļņu iela 1", "LV-4101"},
		{"LT", "8001", "Vilnius", "PC Akropolis, Ozo g. 25", "LT-07150"},
		{"LT", "8002", "Vilnius", "Maxima, Gedimino pr. 9", "LT-01103"},
		{"LT", "8003", "Kaunas", "PC Mega, Islandijos pl. 32", "LT-47446"},
		{"LT", "8004", "Klaipėda", "PC Akropolis, Taikos pr. 61", "LT-91182"},
		{"LT", "8005", "Šiauliai", "Saulės miestas, Tilžės g. 109", "LT-76349"},
		{"EE", "7001", "Tallinn", "Viru Keskus, Viru väljak 4", "10111"},
		{"EE", "7002", "Tallinn", "Ülemiste Keskus, Suur-Sõjamäe 4", "11415"},
		{"EE", "7003", "Tartu", "Lõunakeskus, Ringtee 75", "50501"},
		{"EE", "7004", "Pärnu", "Pärnu Keskus, Lai 5", "80010"},
		{"FI", "6001", "Helsinki", "Kamppi, Urho Kekkosen katu 1", "00100"},
		{"FI", "6002", "Espoo", "Iso Omena, Piispansilta 11", "02230"},
		{"FI", "6003", "Tampere", "Ratina, Vuolteenkatu 1", "33100"},
	}
	points := st.Insert(ctx, "pickup_points", "shipping_method_id", "country_id", "identifier", "city", "address", "zip")
	for _, l := range lockers {
		points.Add(2, countryID(l.country), l.id, l.city, l.address, l.zip)
	}
	points.Add(3, countryID("LV"), "shop-riga", "Rīga", "TelShop veikals, Brīvības iela 68", "LV-1011")

	payments := []struct{ code, title, desc, image string }{
		{"swedbank", "Swedbank", "Maksājums ar Swedbank internetbanku.", "/media/demo/brand-Swedbank.svg"},
		{"seb", "SEB banka", "Maksājums ar SEB internetbanku.", "/media/demo/brand-SEB.svg"},
		{"citadele", "Citadele", "Maksājums ar Citadele internetbanku.", "/media/demo/brand-Citadele.svg"},
		{"luminor", "Luminor", "Maksājums ar Luminor internetbanku.", "/media/demo/brand-Luminor.svg"},
		{"card", "Maksājumu karte", "Visa, Mastercard, Apple Pay un Google Pay.", "/media/demo/brand-Visa.svg"},
		{"cash", "Skaidrā naudā veikalā", "Samaksa skaidrā naudā vai ar karti, saņemot preci veikalā.", "/media/demo/icon-shop.svg"},
		{"esto", "Līzings ar ESTO", "Nomaksa līdz 36 mēnešiem; lēmums dažās minūtēs.", "/media/demo/brand-ESTO.svg"},
	}
	paying := st.Insert(ctx, "payment_methods", "id", "code", "title", "description", "image", "position", "active", "online")
	shippingPaying := st.Insert(ctx, "shipping_payment_methods", "shipping_method_id", "payment_method_id")
	for i, p := range payments {
		paying.Add(i+1, p.code, p.title, p.desc, p.image, i, 1, boolInt(p.code != "cash")) // cash is paid at pickup
		for sm := 1; sm <= len(methods); sm++ {
			// Cash only where the shopper meets us: pickup in the shop.
			if p.code == "cash" && methods[sm-1].typ != "shop" {
				continue
			}
			shippingPaying.Add(sm, i+1)
		}
	}

	// Amounts and minimums are net cents (store/coupon.go): SAVE5 takes 5 € before VAT off a
	// cart of at least 50 € before VAT.
	coupons := []struct {
		code                 string
		percent, amount, min int
		from, until          any
		limit, perCustomer   any
		used                 int
		active               int
	}{
		{"WELCOME10", 10, 0, 0, nil, nil, nil, 1, 0, 1}, // once per customer
		{"SAVE5", 0, 500, 5000, nil, nil, nil, nil, 0, 1},
		{"BLACKFRIDAY", 15, 0, 10000, "2026-11-20T00:00:00Z", "2026-12-01T00:00:00Z", 500, nil, 0, 1},
		{"SUMMER2025", 15, 0, 0, "2025-06-01T00:00:00Z", "2025-08-31T23:59:59Z", nil, nil, 37, 1},
		{"FIRST100", 20, 0, 0, nil, nil, 100, nil, 100, 1},
		{"OLDCODE", 5, 0, 0, nil, nil, nil, nil, 0, 0},
	}
	couponRows := st.Insert(ctx, "coupons", "code", "percent", "amount", "min_cart_total", "valid_from", "valid_until",
		"usage_limit", "per_customer_limit", "used_count", "active")
	for _, c := range coupons {
		couponRows.Add(c.code, c.percent, c.amount, c.min, c.from, c.until, c.limit, c.perCustomer, c.used, c.active)
	}
	return closeAll(shipping, shippingCountries, points, paying, shippingPaying, couponRows)
}
