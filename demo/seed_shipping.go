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

// shippingMethod is a demo shipping method; its id is its place in the country's list, from 1.
type shippingMethod struct {
	code, typ, title, desc, image, time string
	net, free, minDays, maxDays         int
	countries                           []string
	abroad                              map[string]any // net cents in another country; nil: the method's own price
}

// pickupPoint is a parcel locker, a pickup point or the shop, of the method with code method.
type pickupPoint struct{ method, country, id, city, address, zip string }

// paymentMethod is a demo payment method; cash only goes with pickup in the shop.
type paymentMethod struct{ code, title, desc, image string }

// methodText is a shipping or payment method in another language: its title and description.
// (The pages write a delivery time from min_days and max_days in their own language.)
type methodText struct{ title, desc string }

// shippingSet is what a country's demo shop delivers with and is paid by: its carriers,
// their pickup points and the banks and cards of that country, and the methods' texts in the
// shop's other languages (lang → code → texts).
type shippingSet struct {
	methods    []shippingMethod
	carriers   map[string]string // a method's code → the code of its carrier (table carriers), for the back office's ship form
	points     []pickupPoint
	payments   []paymentMethod
	methodsIn  map[string]map[string]methodText
	paymentsIn map[string]map[string]methodText
}

// shippingOf is the shipping and payment of the variant's country.
func shippingOf(v Variant) shippingSet {
	if v.Country == "FI" {
		return finnishShipping
	}
	return latvianShipping
}

// seedShipping writes shipping and payment methods with their translations, their countries
// and pickup points, and coupons, those of the variant's country.
func seedShipping(ctx context.Context, st *store.Store, c *catalog) error {
	set := shippingOf(c.v)
	tr := translator{st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")}
	shipping := st.Insert(ctx, "shipping_methods", "id", "code", "type", "title", "description", "image", "delivery_time",
		"net_price", "free_threshold", "min_days", "max_days", "position", "active", "carrier")
	shippingCountries := st.Insert(ctx, "shipping_method_countries", "shipping_method_id", "country_id", "zip_pattern", "net_price")
	methodID := map[string]int{}
	for i, m := range set.methods {
		id := i + 1
		methodID[m.code] = id
		shipping.Add(id, m.code, m.typ, m.title, m.desc, m.image, m.time, m.net, m.free, m.minDays, m.maxDays, i, 1, set.carriers[m.code])
		for _, l := range c.v.others() {
			t := set.methodsIn[l][m.code]
			tr.add("shipping_method", int64(id), l, "title", t.title, m.title)
			tr.add("shipping_method", int64(id), l, "description", t.desc, m.desc)
		}
		for _, cc := range m.countries {
			shippingCountries.Add(id, countryID(cc), zipPatterns[cc], m.abroad[cc])
		}
	}
	points := st.Insert(ctx, "pickup_points", "shipping_method_id", "country_id", "identifier", "city", "address", "zip")
	for _, p := range set.points {
		points.Add(methodID[p.method], countryID(p.country), p.id, p.city, p.address, p.zip)
	}
	paying := st.Insert(ctx, "payment_methods", "id", "code", "title", "description", "image", "position", "active", "online")
	shippingPaying := st.Insert(ctx, "shipping_payment_methods", "shipping_method_id", "payment_method_id")
	for i, p := range set.payments {
		paying.Add(i+1, p.code, p.title, p.desc, p.image, i, 1, boolInt(p.code != "cash")) // cash is paid at pickup
		for _, l := range c.v.others() {
			t := set.paymentsIn[l][p.code]
			tr.add("payment_method", int64(i+1), l, "title", t.title, p.title)
			tr.add("payment_method", int64(i+1), l, "description", t.desc, p.desc)
		}
		for sm, m := range set.methods {
			// Cash only where the shopper meets us: pickup in the shop.
			if p.code == "cash" && m.typ != "shop" {
				continue
			}
			shippingPaying.Add(sm+1, i+1)
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
	return closeAll(shipping, shippingCountries, points, paying, shippingPaying, couponRows, tr.in)
}
