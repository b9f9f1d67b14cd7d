package store

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// The checkout fixture: a small shop with known prices.
const (
	// countries
	cLV, cFI, cEE, cLT, cDE = 1, 2, 3, 4, 5
	// categories: phones > smartphones; cables
	catPhones, catSmart, catCables = 1, 2, 3
	// products
	pPhone, pPhoneB, pCable, pHidden, pOther = 1, 2, 3, 4, 5
	// services: a gift pack for phones (and below), a warranty for smartphones
	sGift, sWarranty, sHidden = 10, 11, 12
	// shipping methods
	mCourier, mLocker, mShop, mOld = 1, 2, 3, 4
	// payment methods
	payCard, payCash, payOld = 1, 2, 3
)

var lvRules = CartRules{Pricing: Pricing{VATBasisPoints: 2100, Lang: "lv"}}

// checkoutShop opens a store with the checkout fixture, the catalogue index loaded and the
// clock at 2026-11-24 10:00 UTC.
func checkoutShop(t testing.TB) *Store {
	t.Helper()
	st := openStore(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	st.now = func() time.Time { return clock }
	err := st.WithTx(ctx, func(ctx context.Context) error {
		for _, q := range []string{
			`INSERT INTO countries (id, code, title, calling_code) VALUES (1, 'LV', 'Latvia', '371'), (2, 'FI', 'Finland', '358'),
			 (3, 'EE', 'Estonia', '372'), (4, 'LT', 'Lithuania', '370'), (5, 'DE', 'Germany', '49')`,
			`INSERT INTO regions (id, country_id, title) VALUES (1, 1, 'Rīga'), (2, 1, 'Kurzeme')`,
			`INSERT INTO areas (id, region_id, title) VALUES (1, 1, 'Rīgas valstspilsēta'), (2, 2, 'Talsu novads')`,
			`INSERT INTO cities (id, country_id, title) VALUES (1, 1, 'Rīga'), (2, 2, 'Helsinki')`,
			`INSERT INTO categories (id, parent_id, slug, title) VALUES (1, NULL, 'phones', 'Phones'), (2, 1, 'smart', 'Smartphones'),
			 (3, NULL, 'cables', 'Cables')`,
			`INSERT INTO manufacturers (id, slug, title) VALUES (1, 'acme', 'Acme')`,
			`INSERT INTO discounts (id, title, percent) VALUES (1, '-10%', 10)`,
			`INSERT INTO products (id, type, slug, code, title, category_id, manufacturer_id, discount_id, net_price, stock, published) VALUES
			 (1, 'product', 'phone', 'PH-1', 'Phone', 2, 1, NULL, 10000, 5, 1),
			 (2, 'product', 'phone-b', 'PH-2', 'Phone B', 2, 1, 1, 8264, 3, 1),
			 (3, 'product', 'cable', 'CB-1', 'Cable', 3, NULL, NULL, 999, 100, 1),
			 (4, 'product', 'hidden', 'HD-1', 'Hidden', 3, NULL, NULL, 500, 10, 0),
			 (5, 'product', 'other', 'OT-1', 'Other', 1, NULL, NULL, 2500, 2, 1),
			 (10, 'service', 'gift', 'SRV-GIFT', 'Gift pack', NULL, NULL, NULL, 330, 0, 1),
			 (11, 'service', 'warranty', 'SRV-W2', 'Warranty +2 years', NULL, NULL, NULL, 4131, 0, 1),
			 (12, 'service', 'gone', 'SRV-GONE', 'Gone', NULL, NULL, NULL, 100, 0, 0)`,
			`INSERT INTO product_images (product_id, position, path) VALUES (1, 1, '/media/phone.svg'), (10, 1, '/media/gift.svg')`,
			`INSERT INTO product_services (category_id, service_id) VALUES (1, 10), (2, 11), (1, 12)`,
			`INSERT INTO shipping_methods (id, code, type, title, net_price, free_threshold, position, active) VALUES
			 (1, 'courier', 'courier', 'Courier', 495, 0, 0, 1), (2, 'locker', 'locker', 'Parcel locker', 248, 4132, 1, 1),
			 (3, 'shop', 'shop', 'Pickup in the shop', 0, 0, 2, 1), (4, 'old', 'courier', 'Old courier', 100, 0, 3, 0)`,
			`INSERT INTO shipping_method_countries (shipping_method_id, country_id, zip_pattern) VALUES
			 (1, 1, '^(LV-)?\d{4}$'), (1, 2, '^\d{5}$'), (2, 1, ''), (2, 2, ''), (2, 3, ''), (2, 4, ''), (3, 1, '')`,
			`INSERT INTO pickup_points (id, shipping_method_id, country_id, identifier, city, address, zip) VALUES
			 (1, 2, 1, '9001', 'Rīga', 'Rimi Centrs, Audēju iela 16', 'LV-1050'),
			 (2, 2, 1, '9007', 'Jūrmala', 'Maxima, Jomas iela 57', 'LV-2015'),
			 (3, 2, 2, '6001', 'Helsinki', 'Kamppi, Urho Kekkosen katu 1', '00100'),
			 (4, 2, 3, '7001', 'Tallinn', 'Viru Keskus, Viru väljak 4', '10111'),
			 (5, 3, 1, 'shop-riga', 'Rīga', 'Brīvības iela 68', 'LV-1011')`,
			`INSERT INTO payment_methods (id, code, title, position, active, online) VALUES
			 (1, 'card', 'Card', 0, 1, 1), (2, 'cash', 'Cash', 1, 1, 0), (3, 'old', 'Old', 2, 0, 1)`,
			`INSERT INTO shipping_payment_methods (shipping_method_id, payment_method_id) VALUES (1, 1), (2, 1), (3, 1), (3, 2), (1, 3)`,
			`INSERT INTO coupons (id, code, percent, amount, min_cart_total, valid_from, valid_until, usage_limit, per_customer_limit, used_count, active) VALUES
			 (1, 'WELCOME10', 10, 0, 0, NULL, NULL, NULL, 1, 0, 1),
			 (2, 'SAVE5', 0, 500, 5000, NULL, NULL, NULL, NULL, 0, 1),
			 (3, 'LIMITED', 10, 0, 0, NULL, NULL, 5, NULL, 0, 1),
			 (4, 'FUTURE', 10, 0, 0, '2026-12-01', NULL, NULL, NULL, 0, 1),
			 (5, 'PAST', 10, 0, 0, NULL, '2026-11-23', NULL, NULL, 0, 1),
			 (6, 'OFF', 10, 0, 0, NULL, NULL, NULL, NULL, 0, 0),
			 (7, 'GONE', 10, 0, 0, NULL, NULL, 3, NULL, 3, 1)`,
		} {
			if _, err := st.writer(ctx).ExecContext(ctx, q); err != nil {
				return fmt.Errorf("%.60s: %w", q, err)
			}
		}
		return st.catchUpAllIDs(ctx) // the rows came with their ids
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	return st
}

// addLines fills a new cart and returns its token: pairs of product id and quantity.
func addLines(t testing.TB, st *Store, pairs ...int64) string {
	t.Helper()
	token := ""
	for i := 0; i < len(pairs); i += 2 {
		var err error
		if token, err = st.AddToCart(context.Background(), token, pairs[i], pairs[i+1]); err != nil {
			t.Fatalf("add %d × %d: %v", pairs[i+1], pairs[i], err)
		}
	}
	return token
}

// cartOf reads a cart under the LV rules.
func cartOf(t testing.TB, st *Store, token string) Cart {
	t.Helper()
	c, err := st.CartByToken(context.Background(), token, lvRules)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// lineOf is the line id of a product in a cart.
func lineOf(t testing.TB, c Cart, productID int64) int64 {
	t.Helper()
	for _, it := range c.Items {
		if it.Product.ID == productID {
			return it.ID
		}
	}
	t.Fatalf("no line of product %d", productID)
	return 0
}

// guestOrder is a valid b2c order to a Riga parcel locker, paid by card, under the shop's
// default limits (units per product, open unpaid orders), from a browser session and a client
// address of the shopper's own (named after the e-mail): shoppers with different e-mails are
// different people.
func guestOrder(email string) OrderInput {
	rules := lvRules
	rules.MaxUnits = DefaultMaxUnitsPerProduct
	return OrderInput{
		Order: OrderContact{UserType: "b2c", UserName: "Anna", UserSurname: "Bērziņa", UserEmail: email,
			UserPhoneNumber: Phone{CountryCallingCode: "+371", Number: "20 000 000"}},
		Shipping:       OrderShipping{ShippingAddress: ShippingAddress{Identifier: "9001", CountryID: cLV}},
		ShippingMethod: "locker", PaymentMethod: "card", TermsAccepted: true,
		Prefix: "LV", Rules: rules, Language: "lv",
		Client: Client{Address: "address of " + email, Session: "session of " + email}, MaxUnpaid: DefaultMaxUnpaidOrders,
	}
}

// mustZone loads a time zone.
func mustZone(t testing.TB, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// addUser writes a user straight into the table (CreateUser's bcrypt costs a second under
// the race detector, and a password plays no part here).
func addUser(t testing.TB, st *Store, email string) int64 {
	t.Helper()
	// RETURNING, not LastInsertId: PostgreSQL has no last insert id (it answers 0, and the
	// rows written for "user 0" then break the foreign key).
	var id int64
	if err := st.write.QueryRow(`INSERT INTO users (email, password_hash, name, surname) VALUES (?, 'x', 'N', 'S') RETURNING id`, email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}
