package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// DefaultPaymentWindow is how long an order waits for its money when its Hold says nothing.
const DefaultPaymentWindow = 30 * time.Minute

// ErrCartEmpty is an order asked of a cart that has no lines, or is no open cart (already
// ordered, unknown).
var ErrCartEmpty = fmt.Errorf("%w: the cart is empty", ErrConflict)

// ErrIdempotencyKey is an idempotency key that another cart's order already used.
var ErrIdempotencyKey = fmt.Errorf("%w: the idempotency key belongs to another order", ErrConflict)

// OutOfStockError is an order refused because the stock no longer covers some lines (or a
// product or service is no longer on sale): each one, with what the cart asked for and what
// is left. Nothing was written. It counts as ErrConflict.
type OutOfStockError struct {
	Products []ShortProduct
}

// ShortProduct is a product the stock no longer covers.
type ShortProduct struct {
	ID        int64
	Title     string
	Wanted    int64
	Available int64
}

func (e *OutOfStockError) Error() string {
	titles := make([]string, len(e.Products))
	for i, p := range e.Products {
		titles[i] = p.Title
	}
	return "out of stock: " + strings.Join(titles, ", ")
}

func (e *OutOfStockError) Is(target error) bool { return target == ErrConflict }

// BelowMinimumError is an order whose goods (net, before the coupon) are below the shop's
// minimum MinNetTotal. It counts as ErrConflict.
type BelowMinimumError struct{ MinNetTotal int64 }

func (e *BelowMinimumError) Error() string {
	return fmt.Sprintf("below the minimum of %d net cents", e.MinNetTotal)
}
func (e *BelowMinimumError) Is(target error) bool { return target == ErrConflict }

// PlaceOrder turns the open cart of token into an order, in one transaction:
//
//   - the same IdempotencyKey again, with the same token (or with the ordered cart's token as
//     in.PlacedCart, after a sign-in changed the browser's cart), answers the order it placed,
//     also when the two come at once (the second waits for the write lock and then finds it);
//     with another cart's token it is ErrIdempotencyKey. The ordered cart's token stays valid
//     for this: the next AddToCart starts a new cart.
//   - every field is checked (FieldErrors, keyed as spec §5); the methods come from the
//     payload's codes, the pickup point's address from the database;
//   - every price is worked out again from the database (priceCart, as the cart answer);
//     nothing price-like comes from the client;
//   - the units of each product (in.Rules.MaxUnits, *TooManyUnitsError), the shop's minimum
//     (BelowMinimumError), the cart's coupon with every one of its rules and this customer's
//     uses (*CouponError), and the stock of every line, taken with a conditional UPDATE in
//     product id order (*OutOfStockError naming every short product);
//   - the open unpaid orders of the e-mail, the session and the client address
//     (in.MaxUnpaid, *TooManyUnpaidError): counted in the transaction, which holds the only
//     write lock, so a flood of placements cannot all slip under the limit;
//   - the order and its lines (services under their product's line), the coupon's use, the
//     number (in.Prefix-000123, sequential per prefix), a random access token, its expiry
//     (in.Hold), the hashes of its session and client address; the cart becomes 'ordered'.
//
// Before the transaction the same checks run once on the read pool, stock first: an order
// that is bound to fail (sold out, a wrong field) fails there, without queueing for the
// database's only write lock, which a sold-out product's rush would otherwise hold hostage.
// The transaction then decides alone. After the commit the catalogue index follows the new
// stock. A refusal writes nothing.
func (s *Store) PlaceOrder(ctx context.Context, token string, in OrderInput) (Order, error) {
	in.IdempotencyKey = strings.TrimSpace(in.IdempotencyKey)
	in.Prefix = strings.ToUpper(strings.TrimSpace(in.Prefix))
	tokens := []string{token, in.PlacedCart}
	q := s.prepared(s.reader(ctx))
	id, err := s.placedBefore(ctx, q, tokens, in.IdempotencyKey)
	if err != nil {
		return Order{}, err
	}
	if id != 0 {
		return s.OrderByID(ctx, id) // asked again: the order it placed
	}
	if _, err := s.prepareOrder(ctx, q, token, in, checkStock); err != nil {
		// The same key may have placed its order between the two reads (the cart then reads
		// as ordered, or its stock as taken): that order is the answer.
		if id, _ = s.placedBefore(ctx, q, tokens, in.IdempotencyKey); id == 0 {
			return Order{}, err
		}
		return s.OrderByID(ctx, id)
	}
	placed := false // by this call: not found placed by the same key meanwhile
	// Orders take turns: each takes the next number of its series, stock and coupon uses.
	err = s.WithTxInTurn(ctx, "orders", func(ctx context.Context) error {
		w := s.prepared(s.writer(ctx))
		if id, err = s.placedBefore(ctx, w, tokens, in.IdempotencyKey); err != nil || id != 0 {
			return err
		}
		var takes []stockTake
		o, err := s.prepareOrder(ctx, w, token, in, func(lines []cartLine) (err error) {
			takes, err = takeStock(ctx, w, lines)
			return err
		})
		if err != nil {
			return err
		}
		if id, err = insertOrder(ctx, w, s.clock(), s.hashKey, o); err != nil {
			return err
		}
		placed = true
		// The stock history names the order, so its rows follow the order's own.
		moved := make([]int64, len(takes))
		for i, t := range takes {
			moved[i] = t.id
			if err := s.recordStock(ctx, w, t.id, t.after+t.qty, t.after, stockCause{reason: StockOrder, orderID: id}); err != nil {
				return err
			}
		}
		if o.coupon != nil {
			if err := useCoupon(ctx, w, o.coupon, id, o.in.Order.UserEmail, in.UserID); err != nil {
				return err
			}
		}
		if err := insertOrderItems(ctx, w, id, o.lines, o.t); err != nil {
			return err
		}
		if _, err := w.ExecContext(ctx, `
UPDATE carts SET status = 'ordered', user_id = COALESCE(user_id, ?), updated_at = ? WHERE id = ?`,
			nullID(in.UserID), dbTime(s.clock()), o.cart.id); err != nil {
			return err
		}
		// The order's confirmation mail is owed from here: it is queued in this transaction, so
		// that the mail goes if and only if the order is placed.
		if _, err := s.QueueNotice(ctx, Notice{Kind: NoticeOrderConfirmation, Email: o.in.Order.UserEmail,
			Lang: in.Language, OrderID: id}); err != nil {
			return err
		}
		if in.ShopNotice != "" {
			if _, err := s.QueueNotice(ctx, Notice{Kind: NoticeNewOrderShop, Email: in.ShopNotice, OrderID: id}); err != nil {
				return err
			}
		}
		s.refreshProductsAfterCommit(ctx, "ordered stock", moved...)
		return nil
	})
	if err != nil {
		return Order{}, err
	}
	o, err := s.OrderByID(ctx, id)
	o.JustPlaced = placed && err == nil
	return o, err
}

// placedBefore is the order an idempotency key placed for the cart of one of tokens (the
// browser's cart, and the one it held before a sign-in; "" is none), 0 for none (or no key);
// another cart's key is ErrIdempotencyKey.
func (s *Store) placedBefore(ctx context.Context, q conn, tokens []string, key string) (int64, error) {
	if key == "" {
		return 0, nil
	}
	var id int64
	var cartToken string
	err := q.QueryRowContext(ctx, `SELECT o.id, c.token FROM orders o JOIN carts c ON c.id = o.cart_id WHERE o.idempotency_key = ?`,
		key).Scan(&id, &cartToken)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return 0, nil
	case err != nil:
		return 0, err
	case cartToken == "" || !slices.Contains(tokens, cartToken):
		return 0, ErrIdempotencyKey
	}
	return id, nil
}

// preparedOrder is an order checked and priced, ready to write.
type preparedOrder struct {
	checkout
	cart   *cartRow
	lines  []cartLine
	coupon *couponRow // nil: none
	t      totals
	tax    Tax
}

// prepareOrder loads the cart of token, has stock check its lines first (a sold-out cart is
// the common refusal in a rush, and the cheapest to tell), then checks the order input,
// everything the cart must meet (units, minimum, coupon) and the shopper's open unpaid
// orders, and prices it. Outside the transaction stock is checkStock; inside it, takeStock,
// which decides.
func (s *Store) prepareOrder(ctx context.Context, q conn, token string, in OrderInput, stock func([]cartLine) error) (preparedOrder, error) {
	var o preparedOrder
	var err error
	if o.cart, o.lines, err = loadCart(ctx, q, token); err != nil {
		return o, err
	}
	if o.cart == nil || len(o.lines) == 0 {
		return o, ErrCartEmpty
	}
	if err := stock(o.lines); err != nil {
		return o, err
	}
	if o.checkout, err = validateOrder(ctx, q, in); err != nil {
		return o, err
	}
	if err := checkUnits(o.lines, in.Rules.MaxUnits); err != nil {
		return o, err
	}
	goods := goodsNet(o.lines)
	if goods < in.Rules.MinNetTotal {
		return o, &BelowMinimumError{MinNetTotal: in.Rules.MinNetTotal}
	}
	if o.cart.couponID != 0 {
		if o.coupon, err = couponByID(ctx, q, o.cart.couponID); err != nil {
			return o, err
		}
		o.coupon = s.switchedOff(o.coupon)
		if o.coupon == nil {
			return o, &CouponError{Reason: CouponUnknown}
		}
		if cerr := o.coupon.check(s.clock(), goods); cerr != nil {
			return o, cerr
		}
		if err := o.coupon.checkCustomer(ctx, q, o.in.Order.UserEmail, in.UserID); err != nil {
			return o, err
		}
	}
	if err := o.method.forCountry(ctx, q, o.in.Shipping.CountryID); err != nil {
		return o, err
	}
	if err := s.checkUnpaid(ctx, q, o.in.Order.UserEmail, in.Client, in.MaxUnpaid); err != nil {
		return o, err
	}
	// An order is priced for its own buyer, whom the payload names (b2c unless it says b2b),
	// whatever the rules say: the cart the checkout showed was priced for the same choice.
	business := o.in.Order.UserType == "b2b"
	rules := in.Rules
	if c := rules.Tax.VATCheck; c != nil && (!business || c.Number != o.in.Order.CompanyVatNum) {
		rules.Tax.VATCheck = nil // VIES confirmed another number than the order's: no exemption
	}
	if o.tax, err = rules.taxOf(ctx, q, o.in.Shipping.CountryID, business); err != nil {
		return o, err
	}
	pricing := rules.Pricing
	pricing.VATBasisPoints = o.tax.RateBasisPoints
	o.t = priceCart(pricing, business, priceLines(o.lines), o.coupon.terms(), o.method.terms())
	return o, nil
}

// checkStock is the *OutOfStockError of the lines whose stock, as read with them, does not
// cover them (or which are no longer on sale); nil when all are covered.
func checkStock(lines []cartLine) error {
	want := map[int64]int64{}
	for _, l := range lines {
		if l.typ == "product" {
			want[l.productID] += l.qty
		}
	}
	short := &OutOfStockError{}
	for _, l := range lines {
		switch {
		case l.typ == "service" && !l.published:
			short.Products = append(short.Products, ShortProduct{ID: l.productID, Title: l.title, Wanted: l.qty})
		case l.typ == "product" && l.parentID == 0 && (!l.published || want[l.productID] > l.stock):
			left := l.stock
			if !l.published {
				left = 0
			}
			short.Products = append(short.Products, ShortProduct{ID: l.productID, Title: l.title, Wanted: want[l.productID], Available: left})
		}
	}
	if len(short.Products) == 0 {
		return nil
	}
	slices.SortFunc(short.Products, func(a, b ShortProduct) int { return cmp.Compare(a.ID, b.ID) })
	return short
}

// stockTake is what an order took of one product: qty units, leaving after.
type stockTake struct{ id, qty, after int64 }

// takeStock takes the units of the cart's product lines from the stock, in product id order,
// each with an UPDATE that changes nothing when the stock is short, so that no interleaving
// of orders can sell a unit twice or push a stock below zero. It returns what it took of each
// product (the order records it in the stock history once it has its id), or an *OutOfStockError naming every product (or service) no longer covered.
func takeStock(ctx context.Context, w conn, lines []cartLine) ([]stockTake, error) {
	want := map[int64]int64{}
	title := map[int64]string{}
	short := &OutOfStockError{}
	for _, l := range lines {
		if l.typ == "service" {
			if !l.published {
				short.Products = append(short.Products, ShortProduct{ID: l.productID, Title: l.title, Wanted: l.qty})
			}
			continue // a service has no stock
		}
		want[l.productID] += l.qty
		title[l.productID] = l.title
	}
	ids := make([]int64, 0, len(want))
	for id := range want {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	takes := make([]stockTake, 0, len(ids))
	for _, id := range ids {
		var after int64
		err := w.QueryRowContext(ctx, `
UPDATE products SET stock = stock - ? WHERE id = ? AND stock >= ? AND published = 1 AND type = 'product' RETURNING stock`,
			want[id], id, want[id]).Scan(&after)
		if err == nil {
			takes = append(takes, stockTake{id: id, qty: want[id], after: after})
			continue
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		var left int64
		if err := w.QueryRowContext(ctx, `SELECT CASE WHEN published = 1 THEN stock ELSE 0 END FROM products WHERE id = ?`, id).
			Scan(&left); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		short.Products = append(short.Products, ShortProduct{ID: id, Title: title[id], Wanted: want[id], Available: left})
	}
	if len(short.Products) > 0 {
		slices.SortFunc(short.Products, func(a, b ShortProduct) int { return cmp.Compare(a.ID, b.ID) })
		return nil, short
	}
	return takes, nil
}

const insertOrderSQL = `
INSERT INTO orders (prefix, number, user_id, cart_id, status, payment_status, user_type, user_name, user_surname, user_email,
  user_phone, company_name, company_reg_num, company_vat_num, company_address, company_city, company_zip, company_country_id,
  shipping_method_id, payment_method_id, ship_identifier, ship_country_id, ship_region_id, ship_area_id, ship_city,
  ship_village, ship_building_num, ship_house_num, ship_address, ship_zip, ship_phone, ship_message, coupon_code,
  coupon_discount, vat_basis_points, net_prices, items_total, shipping_total, tax_total, total, created_at, expires_at,
  access_token, idempotency_key, language, session_hash, client_hash, tax_scheme, tax_country, vies_vat_number,
  vies_request_id, vies_checked_at)
VALUES (?, (SELECT COALESCE(MAX(number), 0) + 1 FROM orders WHERE prefix = ?), ?, ?, 'new', 'pending',
  ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
  ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
  ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
RETURNING id`

// insertOrder writes the order's row and returns its id. The number is the prefix's highest
// plus one: the transaction holds the only write lock, so no other order takes it meanwhile.
// Every order expires unpaid (in.Hold), whatever its method: pay on pickup too, so that no
// order holds stock for ever.
func insertOrder(ctx context.Context, w conn, now time.Time, hashKey []byte, p preparedOrder) (int64, error) {
	in, o, a, c, t, cart, coupon := p.in, p.in.Order, p.in.Shipping.ShippingAddress, p.checkout, p.t, p.cart, p.coupon
	phone := in.Shipping.UserPhoneNumber.String()
	if phone == "" {
		phone = o.UserPhoneNumber.String()
	}
	expires := in.Hold.Until(now).UTC().Format(historyTime)
	var key any
	if in.IdempotencyKey != "" {
		key = in.IdempotencyKey
	}
	code := ""
	if coupon != nil {
		code = coupon.code
	}
	var viesNumber, viesID, viesAt string
	if ch := p.tax.Check; ch != nil {
		viesNumber, viesID, viesAt = ch.Number, ch.RequestID, ch.CheckedAt.UTC().Format(time.RFC3339)
	}
	netPrices := 0 // an INTEGER flag, as both SQLite and PostgreSQL take it
	if !t.withTax {
		netPrices = 1
	}
	var id int64
	err := w.QueryRowContext(ctx, insertOrderSQL, in.Prefix, in.Prefix, nullID(in.UserID), cart.id, o.UserType, o.UserName,
		o.UserSurname, o.UserEmail, o.UserPhoneNumber.String(), o.CompanyName, o.CompanyRegNum, o.CompanyVatNum,
		o.CompanyAddress, o.CompanyCity, o.CompanyZip, nullID(o.CompanyCountryID), c.method.ID, c.payment.ID, a.Identifier,
		nullID(a.CountryID), nullID(a.RegionID), nullID(a.AreaID), a.City, a.Village, a.BuildingNum, a.HouseNum, a.Address,
		a.Zip, phone, a.Message, code, t.discount, p.tax.RateBasisPoints, netPrices, t.goodsAfter(), t.ship, t.tax, t.gross,
		now.Format(historyTime), expires, RandomToken(), key, in.Language,
		clientHash(hashKey, "session", in.Client.Session), clientHash(hashKey, "address", in.Client.Address),
		p.tax.Scheme, p.tax.Country, viesNumber, viesID, viesAt).Scan(&id)
	if err != nil {
		return 0, asConflict(err)
	}
	return id, nil
}

// insertOrderItems writes the order's lines as priced, the figures the cart showed: a
// product's line, then its services under it.
func insertOrderItems(ctx context.Context, w conn, orderID int64, lines []cartLine, t totals) error {
	var parent int64
	for i, l := range lines {
		var up any
		if l.parentID != 0 {
			up = parent
		}
		var id int64
		err := w.QueryRowContext(ctx, `
INSERT INTO order_items (order_id, product_id, parent_item_id, title, code, quantity, unit_price, list_total, total_price)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, orderID, l.productID, up, l.title, l.code, l.qty, t.unit[i], t.list[i],
			t.final[i]).Scan(&id)
		if err != nil {
			return err
		}
		if l.parentID == 0 {
			parent = id
		}
	}
	return nil
}
