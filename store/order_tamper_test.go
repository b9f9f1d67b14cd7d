package store

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"
)

// 1,000 random cart edits and order attempts, many of them tampered with: quantities out of
// range, line ids of other carts, negative and unknown ids, bogus codes and fields. Every
// refusal is one of the store's typed errors and changes nothing; after every accepted edit
// the cart answer, and every placed order's stored amounts, equal an independent recompute
// from the rows of its cart, products, discounts, coupon and shipping method, in exact
// rational arithmetic.
func TestTamperedCheckoutsPriceFromTheDatabase(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	for id, stock := range map[int64]int64{pPhone: 500, pPhoneB: 300, pCable: 1000, pOther: 26} {
		if err := st.SetStock(ctx, id, stock); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.write.Exec(`INSERT INTO coupons (code, percent, amount) VALUES ('SEVEN', 7, 0), ('HALF', 50, 0), ('TWO', 0, 200), ('HUNDRED', 0, 10000)`); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 8))
	pick := func(xs ...int64) int64 { return xs[r.IntN(len(xs))] }
	pickS := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	tokens := []string{"", "", "", ""}
	// lines are the line ids an edit may name: the cart's own, or, tampered with, every line of
	// every cart and ids of none.
	lines := func(token string, tampered bool) []int64 {
		ids := []int64{}
		q := `SELECT i.id FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.token = ?`
		if tampered {
			ids, q = []int64{0, -1, 999999}, `SELECT id FROM cart_items WHERE CAST(? AS TEXT) IS NOT NULL`
		}
		rows, err := st.prepared(st.read).QueryContext(ctx, q, token)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var id int64
			rows.Scan(&id)
			ids = append(ids, id)
		}
		rows.Close()
		if len(ids) == 0 {
			ids = append(ids, 1)
		}
		return ids
	}
	// A refused edit must change nothing: no commit at all, which PRAGMA data_version tells on
	// one connection of the test's own (it moves when another connection commits). PostgreSQL
	// has no such number: there every table counts its committed row changes into one row.
	vc, err := st.read.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer vc.Close()
	versionSQL := `PRAGMA data_version`
	if st.pg {
		countRowWrites(t, st)
		versionSQL = `SELECT n FROM test_row_writes`
	}
	version := func() int64 {
		var v int64
		if err := vc.QueryRowContext(ctx, versionSQL).Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	if v := version(); st.SetStock(ctx, pOther, 25) != nil || version() == v { // a change: the same stock again writes nothing
		t.Fatal("data_version does not see another connection's commit")
	}
	products := []int64{pPhone, pPhoneB, pCable, pOther}
	badProducts := []int64{pHidden, sGift, sWarranty, sHidden, 0, -3, 777}
	services := []int64{sGift, sWarranty}
	badServices := []int64{sHidden, pCable, 0, -1, 999}
	quantities := []int64{1, 1, 2, 3}
	badQuantities := []int64{-5, 0, 100, 5000}
	// either picks from good, or, one time in three, from bad: a tampered argument.
	either := func(good, bad []int64) int64 {
		if r.IntN(3) == 0 {
			return pick(bad...)
		}
		return pick(good...)
	}
	placed, checked, refused := 0, 0, map[string]int{}
	for step := 0; step < 1000; step++ {
		k := r.IntN(len(tokens))
		token := tokens[k]
		if r.IntN(20) == 0 {
			token = pickS("bogus", "", tokens[(k+1)%len(tokens)]) // someone else's token is just a token
		}
		before := version()
		var err error
		op := r.IntN(14)
		switch op {
		case 0, 1, 2, 3:
			var next string
			next, err = st.AddToCart(ctx, token, either(products, badProducts), either(quantities, badQuantities))
			if err == nil && token == tokens[k] {
				tokens[k] = next
			}
		case 4:
			err = st.SetQuantity(ctx, token, pick(lines(token, r.IntN(3) == 0)...), either(quantities, badQuantities))
		case 5:
			if r.IntN(3) == 0 { // deleting the cart's own lines empties it too often
				err = st.DeleteItem(ctx, token, pick(lines(token, r.IntN(2) == 0)...))
			}
		case 6, 7:
			if r.IntN(4) != 0 {
				err = st.AddService(ctx, token, pick(lines(token, r.IntN(3) == 0)...), either(services, badServices))
			} else {
				err = st.RemoveService(ctx, token, pick(lines(token, r.IntN(3) == 0)...), either(services, badServices))
			}
		case 8:
			if r.IntN(4) == 0 {
				err = st.RemoveCoupon(ctx, token)
			} else {
				err = st.ApplyCoupon(ctx, token, pickS("WELCOME10", "welcome10", " SAVE5 ", "SAVE5", "SAVE5", "LIMITED", "seven",
					"SEVEN", "HALF", "TWO", "two", "HUNDRED", "FUTURE", "PAST", "OFF", "GONE", "NOPE", "", "' OR 1=1 --"), 0)
			}
		case 9:
			err = st.SetShippingMethod(ctx, token, pick(mCourier, mLocker, mShop, mOld, 0, -1, 99))
		case 10:
			err = st.SetPaymentMethod(ctx, token, pick(payCard, payCash, payOld, 0, 99))
		default:
			in := tamperedOrder(r)
			var o Order
			o, err = st.PlaceOrder(ctx, token, in)
			if err == nil {
				placed++
				checkOrderAgainstReference(t, st, o.ID)
				if token == tokens[k] {
					tokens[k] = "" // ordered: the next add starts a new cart
				}
				continue
			}
		}
		if err == nil {
			checkCartAgainstReference(t, st, token)
			checked++
			continue
		}
		kind := typedError(err)
		if kind == "" {
			t.Fatalf("step %d, op %d: an untyped error %v", step, op, err)
		}
		refused[kind]++
		if after := version(); after != before {
			t.Fatalf("step %d, op %d: refused (%v) but changed the database", step, op, err)
		}
	}
	percent := count(t, st, `SELECT COUNT(*) FROM orders o JOIN coupons c ON c.code = o.coupon_code WHERE c.percent > 0`)
	fixed := count(t, st, `SELECT COUNT(*) FROM orders o JOIN coupons c ON c.code = o.coupon_code WHERE c.amount > 0`)
	withServices := count(t, st, `SELECT COUNT(DISTINCT order_id) FROM order_items WHERE parent_item_id IS NOT NULL`)
	business := count(t, st, `SELECT COUNT(*) FROM orders WHERE user_type = 'b2b'`)
	t.Logf("%d orders placed (%d with a percent coupon, %d with a fixed one, %d with services, %d a company's), %d carts checked; refusals %v",
		placed, percent, fixed, withServices, business, checked, refused)
	if placed < 30 || percent+fixed < 5 || withServices < 5 || business < 5 || checked < 200 || len(refused) < 8 {
		t.Errorf("the test reaches too little")
	}
}

// typedError names the kind of a refusal, "" for an error the store should never answer.
func typedError(err error) string {
	var fe FieldErrors
	var ce *CouponError
	var oos *OutOfStockError
	var below *BelowMinimumError
	var units *TooManyUnitsError
	var unpaid *TooManyUnpaidError
	switch {
	case errors.As(err, &units):
		return "too many units"
	case errors.As(err, &unpaid):
		return "too many unpaid"
	case errors.As(err, &fe):
		return "fields"
	case errors.As(err, &ce):
		return "coupon " + ce.Reason
	case errors.As(err, &oos):
		return "out of stock"
	case errors.As(err, &below):
		return "below minimum"
	case errors.Is(err, ErrCartEmpty):
		return "empty cart"
	case errors.Is(err, ErrNotFound):
		return "not found"
	case errors.Is(err, ErrConflict):
		return "conflict"
	}
	return ""
}

// tamperedOrder is an order payload, right more often than not.
func tamperedOrder(r *rand.Rand) OrderInput {
	pickS := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	in := guestOrder(pickS("a@b.lv", "b@b.lv", "C@B.LV", "d@b.fi", "e@b.ee"))
	// The test's point is the prices: its five customers (one e-mail in two cases, for the
	// coupons' per-customer limit) place dozens of orders each, which the limit on open unpaid
	// orders, tested on its own (order_limits_test.go), would refuse after the third.
	in.MaxUnpaid = 0
	in.Rules = lvRules
	if r.IntN(2) == 0 {
		in.Rules = CartRules{Pricing: Pricing{VATBasisPoints: 2550}}
		in.Prefix = "FI"
	}
	if r.IntN(5) == 0 {
		in.Rules.MinNetTotal = 5000
	}
	if r.IntN(3) == 0 { // a company's, priced net
		in.Order.UserType, in.Order.CompanyName, in.Order.CompanyRegNum = "b2b", "Firma SIA", "40003000000"
		in.Order.CompanyAddress, in.Order.CompanyCity, in.Order.CompanyZip, in.Order.CompanyCountryID = "Iela 1", "Rīga", "LV-1050", cLV
	}
	if r.IntN(2) == 0 {
		return in // a right one
	}
	in.Order.UserEmail = pickS(in.Order.UserEmail, "not-an-email", "")
	in.ShippingMethod = pickS("locker", "locker", "courier", "shop", "old", "", "LOCKER", "x'; DROP TABLE orders; --")
	in.PaymentMethod = pickS("card", "card", "cash", "old", "", "free")
	switch in.ShippingMethod {
	case "courier":
		in.Shipping = OrderShipping{ShippingAddress: ShippingAddress{CountryID: []int64{cLV, cFI, cDE, -1}[r.IntN(4)], City: "Rīga",
			Address: "Iela 1", Zip: pickS("LV-1050", "1050", "00100", "LV-10500", "")}}
	case "shop":
		in.Shipping = OrderShipping{}
	default:
		in.Shipping.Identifier = pickS("9001", "9001", "6001", "shop-riga", "", "nope")
	}
	in.Order.UserType = pickS(in.Order.UserType, "b2c", "b2b", "b3c")
	in.TermsAccepted = r.IntN(8) != 0
	return in
}

// refTotals is what the reference works out for a cart.
type refTotals struct {
	lines                                 []refLine
	items, shipping, tax, total, discount int64
}

// refLine is a cart line as the reference prices it.
type refLine struct {
	product, qty, unit, list, final int64
	service                         bool
}

// reference prices the lines of a cart from its rows — products, discounts — with a coupon
// (code "" for none; its percent and amount read from its row), a shipping method (0 for none)
// and a VAT rate, for a business (net) or a private person, in exact rational arithmetic with
// a rounding and a sharing of its own.
func reference(t *testing.T, st *Store, cartID int64, coupon string, methodID, vat int64, business bool) refTotals {
	t.Helper()
	rat := func(n int64) *big.Rat { return new(big.Rat).SetInt64(n) }
	// halfUp rounds a non-negative rational to the nearest integer, halves up.
	halfUp := func(x *big.Rat) int64 {
		twice := new(big.Rat).Mul(x, rat(2))
		q := new(big.Int).Quo(twice.Num(), twice.Denom()) // floor of 2x
		return new(big.Int).Quo(new(big.Int).Add(q, big.NewInt(1)), big.NewInt(2)).Int64()
	}
	// shown is a net amount as the buyer sees it: a shelf price with VAT, or net for a business.
	shown := func(net int64) int64 {
		if business {
			return net
		}
		return halfUp(new(big.Rat).Mul(rat(net), big.NewRat(10000+vat, 10000)))
	}
	var couponPct, couponAmt, shipNet, freeFrom int64
	if coupon != "" {
		if err := st.prepared(st.read).QueryRowContext(context.Background(), `SELECT percent, amount FROM coupons WHERE code = ?`, coupon).Scan(&couponPct, &couponAmt); err != nil {
			t.Fatal(err)
		}
	}
	if methodID != 0 {
		if err := st.prepared(st.read).QueryRowContext(context.Background(), `SELECT net_price, free_threshold FROM shipping_methods WHERE id = ?`, methodID).Scan(&shipNet, &freeFrom); err != nil {
			t.Fatal(err)
		}
	}
	// The cart's lines: products by line id, each followed by its services, which count once
	// per unit of their line.
	type row struct{ id, parent, product, qty, unitNet int64 }
	rows, err := st.prepared(st.read).QueryContext(context.Background(), `
SELECT i.id, COALESCE(i.parent_item_id, 0), i.product_id, i.quantity, p.net_price, COALESCE(d.percent, 0)
FROM cart_items i JOIN products p ON p.id = i.product_id LEFT JOIN discounts d ON d.id = p.discount_id
WHERE i.cart_id = ? ORDER BY i.id`, cartID)
	if err != nil {
		t.Fatal(err)
	}
	var all []row
	for rows.Next() {
		var l row
		var net, pct int64
		rows.Scan(&l.id, &l.parent, &l.product, &l.qty, &net, &pct)
		l.unitNet = net
		if pct > 0 {
			l.unitNet = halfUp(new(big.Rat).Mul(rat(net), big.NewRat(100-pct, 100)))
		}
		all = append(all, l)
	}
	rows.Close()
	var ordered []row
	for _, l := range all {
		if l.parent == 0 {
			ordered = append(ordered, l)
			for _, s := range all {
				if s.parent == l.id {
					s.qty = l.qty
					ordered = append(ordered, s)
				}
			}
		}
	}
	var ref refTotals
	var goods int64
	for _, l := range ordered {
		unit := shown(l.unitNet)
		rl := refLine{product: l.product, qty: l.qty, unit: unit, list: unit * l.qty, service: l.parent != 0}
		goods += rl.list
		ref.lines = append(ref.lines, rl)
	}
	var d int64
	switch {
	case coupon == "":
	case couponPct > 0:
		d = halfUp(new(big.Rat).Mul(rat(goods), big.NewRat(couponPct, 100)))
	default:
		d = shown(couponAmt)
	}
	d = min(d, goods)
	// Largest remainder, by sorting: whole shares, then a cent each to the largest fractions.
	shares := make([]int64, len(ref.lines))
	order := make([]int, len(ref.lines))
	frac := make([]*big.Rat, len(ref.lines))
	var given int64
	for i, l := range ref.lines {
		order[i] = i
		exact := new(big.Rat).Mul(rat(d), big.NewRat(l.list, max(goods, 1)))
		shares[i] = new(big.Int).Quo(exact.Num(), exact.Denom()).Int64()
		frac[i] = new(big.Rat).Sub(exact, rat(shares[i]))
		given += shares[i]
	}
	sort.SliceStable(order, func(a, b int) bool { return frac[order[a]].Cmp(frac[order[b]]) > 0 })
	for j := int64(0); j < d-given; j++ {
		shares[order[j]]++
	}
	for i := range ref.lines {
		ref.lines[i].final = ref.lines[i].list - shares[i]
		ref.items += ref.lines[i].final
	}
	if freeFrom > 0 && ref.items >= shown(freeFrom) {
		shipNet = 0
	}
	ref.shipping, ref.discount = shown(shipNet), d
	if business { // VAT added once to the net total
		net := ref.items + ref.shipping
		ref.tax = halfUp(new(big.Rat).Mul(rat(net), big.NewRat(vat, 10000)))
		ref.total = net + ref.tax
	} else { // VAT worked out once from the total
		ref.total = ref.items + ref.shipping
		ref.tax = halfUp(new(big.Rat).Mul(rat(ref.total), big.NewRat(vat, 10000+vat)))
	}
	return ref
}

// checkCartAgainstReference compares the cart answer of token with the reference, the coupon
// counted when the answer says it applies.
func checkCartAgainstReference(t *testing.T, st *Store, token string) {
	t.Helper()
	c := cartOf(t, st, token)
	var cartID, methodID int64
	if err := st.prepared(st.read).QueryRowContext(context.Background(), `SELECT id, COALESCE(shipping_method_id, 0) FROM carts WHERE token = ? AND status = 'open'`, token).
		Scan(&cartID, &methodID); err != nil {
		return // no open cart
	}
	coupon := ""
	if c.Coupon != nil && c.Coupon.IsApplied {
		coupon = c.Coupon.Code
	}
	ref := reference(t, st, cartID, coupon, methodID, lvRules.VATBasisPoints, false)
	got := []int64{c.Cents.ItemsAfterCoupon, c.Cents.Shipping, c.Cents.Tax, c.Cents.Total, c.Cents.CouponDiscount}
	if want := []int64{ref.items, ref.shipping, ref.tax, ref.total, ref.discount}; !reflect.DeepEqual(got, want) {
		t.Fatalf("cart %d (coupon %q): items, shipping, tax, total, discount %v, the reference %v", cartID, coupon, got, want)
	}
	var lines []refLine
	for _, it := range c.Items {
		lines = append(lines, refLine{it.Product.ID, it.Quantity, it.Prices.Unit, it.Prices.List, it.Prices.Total, false})
		for _, sv := range it.Services {
			lines = append(lines, refLine{sv.Product.ID, sv.Quantity, sv.Prices.Unit, sv.Prices.List, sv.Prices.Total, true})
		}
	}
	if !reflect.DeepEqual(lines, ref.lines) {
		t.Fatalf("cart %d lines %+v, the reference %+v", cartID, lines, ref.lines)
	}
}

// checkOrderAgainstReference compares every stored amount of an order, and each of its lines,
// with the reference worked out from its cart's rows, its coupon, shipping method and VAT rate.
func checkOrderAgainstReference(t *testing.T, st *Store, orderID int64) {
	t.Helper()
	var vat, items, ship, tax, total, discount, cartID, methodID int64
	var coupon, userType string
	var netPrices int64
	if err := st.read.QueryRow(`
SELECT vat_basis_points, items_total, shipping_total, tax_total, total, coupon_discount, coupon_code, cart_id, shipping_method_id,
       user_type, net_prices
FROM orders WHERE id = ?`, orderID).Scan(&vat, &items, &ship, &tax, &total, &discount, &coupon, &cartID, &methodID, &userType, &netPrices); err != nil {
		t.Fatal(err)
	}
	net := netPrices == 1
	if net != (userType == "b2b") {
		t.Fatalf("order %d of a %s: net prices %v", orderID, userType, net)
	}
	ref := reference(t, st, cartID, coupon, methodID, vat, net)
	if got, want := []int64{items, ship, tax, total, discount}, []int64{ref.items, ref.shipping, ref.tax, ref.total, ref.discount}; !reflect.DeepEqual(got, want) {
		t.Fatalf("order %d (VAT %d, coupon %q): items, shipping, tax, total, discount %v, the reference %v", orderID, vat, coupon, got, want)
	}
	rows, err := st.read.Query(`SELECT product_id, quantity, unit_price, list_total, total_price, parent_item_id IS NOT NULL
FROM order_items WHERE order_id = ? ORDER BY id`, orderID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var lines []refLine
	for rows.Next() {
		var l refLine
		rows.Scan(&l.product, &l.qty, &l.unit, &l.list, &l.final, &l.service)
		lines = append(lines, l)
	}
	if !reflect.DeepEqual(lines, ref.lines) {
		t.Fatalf("order %d lines %+v, the reference %+v", orderID, lines, ref.lines)
	}
}

// countRowWrites makes every table of a PostgreSQL test database count each row it inserts,
// updates or deletes into test_row_writes.n: a write that commits moves it, one rolled back
// or a statement that changes no row does not (PRAGMA data_version's counterpart).
func countRowWrites(t *testing.T, st *Store) {
	t.Helper()
	for _, q := range []string{
		`CREATE TABLE test_row_writes (n BIGINT NOT NULL)`,
		`INSERT INTO test_row_writes (n) VALUES (0)`,
		`CREATE FUNCTION test_count_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE test_row_writes SET n = n + 1; RETURN NULL; END $$`,
		`DO $$ DECLARE tab text; BEGIN
  FOR tab IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'test_row_writes' LOOP
    EXECUTE format('CREATE TRIGGER test_count_row_write AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION test_count_row_write()', tab);
  END LOOP;
END $$`,
	} {
		if _, err := st.write.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}
