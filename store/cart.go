package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"shop/i18n"
)

// CartCount is the number of product units in an open cart (the header's cart count).
func (s *Store) CartCount(ctx context.Context, token string) (int64, error) {
	var n int64
	err := s.prepared(s.read).QueryRowContext(ctx, `
SELECT COALESCE(SUM(i.quantity), 0) FROM cart_items i JOIN carts c ON c.id = i.cart_id
WHERE c.token = ? AND c.status = 'open' AND i.parent_item_id IS NULL`, token).Scan(&n)
	return n, err
}

// Cart is a shopper's open cart (spec §3 Cart), priced on the server by the rules of
// cart_pricing.go for its buyer: a private person sees and pays prices with VAT, a business
// prices without VAT and the VAT added once (ShownPrices.PricesWithTax). Amounts come three
// ways: euros as JSON numbers (for analytics), formatted strings, and cents.
//
// The whole-cart totals (formatted_total_price net, formatted_tax_price,
// formatted_total_price_with_tax) are what the shopper pays: goods after the coupon plus
// shipping once a method is chosen, for a business with the VAT added. The goods, coupon and
// shipping are in ShownPrices as the buyer sees them; their *_with_tax fields say the same
// for a private person and are empty (0, "") for a business, whose goods have no VAT of their
// own. total_price (euros) is the goods after the coupon as shown, the cart's value for
// analytics.
type Cart struct {
	Items         []CartItem    `json:"items"`         // product lines, oldest first
	ItemServices  []CartService `json:"item_services"` // every service of every line, in line order
	TotalQuantity int64         `json:"total_quantity"`
	ShownPrices

	ItemsPriceWithTax                   float64     `json:"items_price_with_tax"` // goods before the coupon
	FormattedItemsPriceWithTax          string      `json:"formatted_items_price_with_tax"`
	Coupon                              *CartCoupon `json:"coupon"`                         // null: none
	CouponDiscountPriceWithTax          float64     `json:"coupon_discount_price_with_tax"` // what the coupon takes off
	FormattedCouponDiscountPriceWithTax string      `json:"formatted_coupon_discount_price_with_tax"`
	CouponTotalPriceWithTax             float64     `json:"coupon_total_price_with_tax"` // goods after the coupon
	FormattedCouponTotalPriceWithTax    string      `json:"formatted_coupon_total_price_with_tax"`

	ShippingMethod                *CartShipping   `json:"shipping_method"` // null: none chosen
	ShippingPriceWithTax          float64         `json:"shipping_price_with_tax"`
	FormattedShippingPriceWithTax string          `json:"formatted_shipping_price_with_tax"` // "" while none is chosen
	PaymentMethod                 *CartPayment    `json:"payment_method"`                    // null: none chosen
	ShippingAddress               ShippingAddress `json:"shipping_address"`

	TotalPrice                 float64 `json:"total_price"` // goods after the coupon as shown, the analytics value
	TotalPriceWithTax          float64 `json:"total_price_with_tax"`
	FormattedTotalPrice        string  `json:"formatted_total_price"` // without VAT
	FormattedTaxPrice          string  `json:"formatted_tax_price"`
	FormattedTotalPriceWithTax string  `json:"formatted_total_price_with_tax"`

	// AvailableForPurchase: the cart has lines, each on sale, covered by the stock and within
	// the units limit, and the goods reach the shop's minimum.
	AvailableForPurchase bool `json:"available_for_purchase"`
	// MinCartPrice is the shop's minimum as the buyer sees prices (cents; 0: none).
	// MinCartPriceMessage is a translation key, set only while the goods are below it; the
	// caller translates it with {amount} = FormattedMinCartPrice ("cart_min_price": "The
	// smallest order is {amount}.").
	MinCartPrice          int64  `json:"min_cart_price"`
	FormattedMinCartPrice string `json:"formatted_min_cart_price"`
	MinCartPriceMessage   string `json:"min_cart_price_message"`
	// MaxUnitsPerProduct is the most units of one product one order may hold (0: no limit).
	// UnitsLimitMessage is a translation key, set only while a line holds more; the caller
	// translates it with {max} and {products}, the titles of those lines
	// ("cart_units_limit": "One order may hold at most {max} of each product: {products}.").
	MaxUnitsPerProduct int64  `json:"max_units_per_product"`
	UnitsLimitMessage  string `json:"units_limit_message"`
	// LockerFreeShippingThreshold is the goods total as shown (cents, after the coupon) from
	// which the parcel locker ships free, 0 when it never does; remaining is what is missing.
	LockerFreeShippingThreshold          int64  `json:"locker_free_shipping_threshold"`
	FormattedLockerFreeShippingThreshold string `json:"formatted_locker_free_shipping_threshold"`
	LockerFreeShippingRemaining          int64  `json:"locker_free_shipping_remaining"`
	IsDelayedDelivery                    bool   `json:"is_delayed_delivery"` // some line is
	Cents                                Cents  `json:"cents"`
}

// ShownPrices are a cart's or an order's goods, coupon and shipping as its buyer sees them:
// with VAT for a private person (PricesWithTax), without for a business, who pays the VAT
// added once to the net total.
type ShownPrices struct {
	PricesWithTax                bool    `json:"prices_with_tax"`
	ItemsPrice                   float64 `json:"items_price"` // goods before the coupon: the sum of the lines
	FormattedItemsPrice          string  `json:"formatted_items_price"`
	CouponDiscountPrice          float64 `json:"coupon_discount_price"` // what the coupon takes off
	FormattedCouponDiscountPrice string  `json:"formatted_coupon_discount_price"`
	CouponTotalPrice             float64 `json:"coupon_total_price"` // goods after the coupon: the lines after it
	FormattedCouponTotalPrice    string  `json:"formatted_coupon_total_price"`
	ShippingPrice                float64 `json:"shipping_price"`
	FormattedShippingPrice       string  `json:"formatted_shipping_price"` // "" while no method is chosen
}

// makeShownPrices are the figures of c as shown, written in lang; shipping is written only
// when a method is chosen (chosen).
func makeShownPrices(lang string, withTax bool, c Cents, chosen bool) ShownPrices {
	m := func(cents int64) string { return i18n.Money(lang, cents) }
	sp := ShownPrices{PricesWithTax: withTax, ItemsPrice: Euros(c.Items), FormattedItemsPrice: m(c.Items),
		CouponDiscountPrice: Euros(c.CouponDiscount), FormattedCouponDiscountPrice: m(c.CouponDiscount),
		CouponTotalPrice: Euros(c.CouponTotal), FormattedCouponTotalPrice: m(c.CouponTotal), ShippingPrice: Euros(c.Shipping)}
	if chosen {
		sp.FormattedShippingPrice = m(c.Shipping)
	}
	return sp
}

// Cents are a cart's or an order's amounts in cents. Items, CouponDiscount, CouponTotal and
// Shipping are as the buyer sees them (ShownPrices.PricesWithTax: with VAT, or without for a
// business); Net, Tax and Total are always what the shopper pays, Net + Tax = Total.
type Cents struct {
	Items          int64 `json:"items"`           // goods before the coupon
	CouponDiscount int64 `json:"coupon_discount"` // taken off by the coupon
	CouponTotal    int64 `json:"coupon_total"`    // goods after the coupon
	Shipping       int64 `json:"shipping"`
	Net            int64 `json:"net"` // what the shopper pays, without VAT
	Tax            int64 `json:"tax"`
	Total          int64 `json:"total"` // what the shopper pays
}

// CartItem is one product line (spec §3 Cart item), with its services.
type CartItem struct {
	ID       int64           `json:"id"`
	Quantity int64           `json:"quantity"`
	Product  CartItemProduct `json:"product"`
	LinePrices
	IsDelayedDelivery bool          `json:"is_delayed_delivery"`
	InStock           bool          `json:"in_stock"`     // on sale, and the stock covers the line
	MaxQuantity       int64         `json:"max_quantity"` // the stock: the most the line may hold
	Services          []CartService `json:"services"`
	AvailableServices []int64       `json:"available_services"` // ids of the services that fit the product
}

// CartService is a service add-on on a product line; it counts once per unit of its line.
type CartService struct {
	ID       int64           `json:"id"`      // its own line id (DeleteItem takes it)
	ItemID   int64           `json:"item_id"` // the product line it belongs to
	Quantity int64           `json:"quantity"`
	Product  CartItemProduct `json:"product"`
	LinePrices
}

// LinePrices are a line's prices as its cart shows them: with VAT for a private person,
// without for a business (ShownPrices.PricesWithTax). The line is exactly the unit price
// times the quantity before the coupon, and the line's share of the coupon less after it.
// The *_with_tax fields say the same for a private person and are empty (0, "") on a
// business's line, which has no VAT of its own.
type LinePrices struct {
	Price               float64 `json:"price"` // a unit, before the coupon
	FormattedPrice      string  `json:"formatted_price"`
	FormattedTotalPrice string  `json:"formatted_total_price"` // the line, after the coupon
	// FormattedOldPrice is the line before the coupon, struck through; "" unless the coupon
	// lowered the line.
	FormattedOldPrice          string  `json:"formatted_old_price"`
	PriceWithTax               float64 `json:"price_with_tax"`
	FormattedPriceWithTax      string  `json:"formatted_price_with_tax"`
	FormattedTotalPriceWithTax string  `json:"formatted_total_price_with_tax"`
	FormattedOldPriceWithTax   string  `json:"formatted_old_price_with_tax"`
	CouponPrice                float64 `json:"coupon_price"`       // a unit after the coupon (the line's share, rounded)
	CouponTotalPrice           float64 `json:"coupon_total_price"` // the line after the coupon
	CouponTotalPriceWithTax    float64 `json:"coupon_total_price_with_tax"`
	UnitCents                  int64   `json:"unit_cents"`  // a unit, before the coupon
	ListCents                  int64   `json:"list_cents"`  // the line, before the coupon: unit × quantity
	TotalCents                 int64   `json:"total_cents"` // the line, after the coupon
}

// makeLinePrices are the prices of a line of qty units at unit, list before the coupon and
// final after it, as shown (with VAT when withTax), written in lang.
func makeLinePrices(lang string, withTax bool, unit, qty, list, final int64) LinePrices {
	lp := LinePrices{
		Price: Euros(unit), FormattedPrice: i18n.Money(lang, unit), FormattedTotalPrice: i18n.Money(lang, final),
		CouponPrice: Euros(divRound(final, max(qty, 1))), CouponTotalPrice: Euros(final),
		UnitCents: unit, ListCents: list, TotalCents: final,
	}
	if final != list {
		lp.FormattedOldPrice = i18n.Money(lang, list)
	}
	if withTax {
		lp.PriceWithTax, lp.FormattedPriceWithTax, lp.FormattedTotalPriceWithTax = lp.Price, lp.FormattedPrice, lp.FormattedTotalPrice
		lp.FormattedOldPriceWithTax, lp.CouponTotalPriceWithTax = lp.FormattedOldPrice, lp.CouponTotalPrice
	}
	return lp
}

// CartItemProduct is what a cart line shows of its product. A service has no page: no link.
type CartItemProduct struct {
	ID          int64  `json:"id"`
	Type        string `json:"type"`
	Title       string `json:"title"`
	Link        string `json:"link"`
	Code        string `json:"code"`
	Image       Image  `json:"image"`
	Manufacture Ref    `json:"manufacture"`
}

// CartCoupon is the coupon on a cart. A coupon that no longer applies (expired, used up, the
// goods below its minimum) stays on the cart, takes nothing off, and says why: Message is the
// CouponError reason key; the order refuses it until it applies again or is removed.
type CartCoupon struct {
	Code      string `json:"code"`
	IsApplied bool   `json:"is_applied"`
	Message   string `json:"message"`
}

// CartShipping is the chosen shipping method.
type CartShipping struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	Type  string `json:"type"`
	Code  string `json:"code"`
}

// CartPayment is the chosen payment method.
type CartPayment struct {
	ID    int64  `json:"id"`
	Code  string `json:"code"`
	Title string `json:"title"`
}

// ShippingAddress is where the cart goes (spec §3 Cart shipping_address); ids are 0 when unset.
type ShippingAddress struct {
	Identifier  string `json:"identifier"` // the pickup point's, for a locker
	CountryID   int64  `json:"country_id"`
	RegionID    int64  `json:"region_id"`
	AreaID      int64  `json:"area_id"`
	City        string `json:"city"`
	Village     string `json:"village"`
	BuildingNum string `json:"building_num"`
	HouseNum    string `json:"house_num"`
	Address     string `json:"address"`
	Zip         string `json:"zip"`
	Message     string `json:"message"`
	Phone       string `json:"phone"`
}

// MaxCartLines is how many different products one cart holds: a shop's basket, not a copy of
// the catalogue, whose every read and price would cost the shop as much as a catalogue page.
const MaxCartLines = 100

// ErrCartFull is a product that would be a cart's line past MaxCartLines. It counts as
// ErrConflict.
var ErrCartFull = fmt.Errorf("%w: the cart holds as many products as it may", ErrConflict)

// AddToCart adds qty units of a published product to the cart of token (a new cart when
// token is empty or names no open cart) and returns the cart's token. The line may never hold
// more than the stock: asking for more is ErrConflict and changes nothing; a new line past
// MaxCartLines is ErrCartFull; an unknown product or a service (services go on a line with
// AddService) is ErrNotFound.
func (s *Store) AddToCart(ctx context.Context, token string, productID, qty int64) (string, error) {
	if qty < 1 {
		return token, ErrConflict
	}
	err := s.WithTx(ctx, func(ctx context.Context) error {
		tx := s.prepared(s.writer(ctx))
		var stock int64
		err := tx.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ? AND published = 1 AND type = 'product'`,
			productID).Scan(&stock)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		var cartID int64
		err = tx.QueryRowContext(ctx, `SELECT id FROM carts WHERE token = ? AND status = 'open'`, token).Scan(&cartID)
		if errors.Is(err, sql.ErrNoRows) {
			token = RandomToken()
			res, err := tx.ExecContext(ctx, `INSERT INTO carts (token) VALUES (?)`, token)
			if err != nil {
				return err
			}
			cartID, _ = res.LastInsertId()
		} else if err != nil {
			return err
		}
		var lineID, have int64
		err = tx.QueryRowContext(ctx, `SELECT id, quantity FROM cart_items WHERE cart_id = ? AND product_id = ? AND parent_item_id IS NULL`,
			cartID, productID).Scan(&lineID, &have)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if have+qty > stock {
			return ErrConflict
		}
		if lineID == 0 {
			var lines int64
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM cart_items WHERE cart_id = ? AND parent_item_id IS NULL`,
				cartID).Scan(&lines); err != nil {
				return err
			}
			if lines >= MaxCartLines {
				return ErrCartFull
			}
			_, err = tx.ExecContext(ctx, `INSERT INTO cart_items (cart_id, product_id, quantity) VALUES (?, ?, ?)`, cartID, productID, qty)
		} else {
			err = setLineQuantity(ctx, tx, lineID, have+qty)
		}
		if err != nil {
			return err
		}
		return touchCart(ctx, tx, cartID)
	})
	return token, err
}

// setLineQuantity sets a product line's quantity and its services' with it: a service counts
// once per unit of its line.
func setLineQuantity(ctx context.Context, w conn, lineID, qty int64) error {
	_, err := w.ExecContext(ctx, `UPDATE cart_items SET quantity = ? WHERE id = ? OR parent_item_id = ?`, qty, lineID, lineID)
	return err
}

func touchCart(ctx context.Context, w conn, cartID int64) error {
	_, err := w.ExecContext(ctx, `UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?`, cartID)
	return err
}

// cartRow is an open cart's own row.
type cartRow struct {
	id, userID, couponID, shippingID, paymentID int64
	addr                                        ShippingAddress
}

const cartRowSQL = `
SELECT id, COALESCE(user_id, 0), COALESCE(coupon_id, 0), COALESCE(shipping_method_id, 0), COALESCE(payment_method_id, 0),
       ship_identifier, COALESCE(ship_country_id, 0), COALESCE(ship_region_id, 0), COALESCE(ship_area_id, 0), ship_city,
       ship_village, ship_building_num, ship_house_num, ship_address, ship_zip, ship_message, ship_phone
FROM carts WHERE token = ? AND status = 'open'`

// cartLine is a cart line as loaded: a product line, or a service (parentID set).
type cartLine struct {
	id, parentID, qty                               int64
	productID, categoryID, netPrice, percent, stock int64
	typ, title, slug, code, manufacturer, image     string
	published, delayed                              bool
}

// unitNet is the line's net unit price, its catalogue discount applied.
func (l cartLine) unitNet() int64 { return discounted(l.netPrice, l.percent) }

func (l cartLine) product() CartItemProduct {
	p := CartItemProduct{ID: l.productID, Type: l.typ, Title: l.title, Code: l.code, Image: Image{Source: l.image},
		Manufacture: Ref{Title: l.manufacturer}}
	if l.typ == "product" {
		p.Link = ProductLink(l.slug)
	}
	return p
}

const cartLinesSQL = `
SELECT i.id, COALESCE(i.parent_item_id, 0), i.quantity, p.id, COALESCE(p.category_id, 0), p.net_price,
       COALESCE(d.percent, 0), p.stock, p.type, p.title, p.slug, p.code, COALESCE(m.title, ''),
       COALESCE((SELECT path FROM product_images pi WHERE pi.product_id = p.id ORDER BY position LIMIT 1), ''),
       p.published, p.is_delayed_delivery
FROM cart_items i
JOIN products p ON p.id = i.product_id
LEFT JOIN discounts d ON d.id = p.discount_id
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
WHERE i.cart_id = ?
ORDER BY i.id`

// cartRowOf reads the open cart of token without its lines; no open cart is a nil row.
func cartRowOf(ctx context.Context, q conn, token string) (*cartRow, error) {
	if token == "" {
		return nil, nil
	}
	c := &cartRow{}
	a := &c.addr
	err := q.QueryRowContext(ctx, cartRowSQL, token).Scan(&c.id, &c.userID, &c.couponID, &c.shippingID, &c.paymentID,
		&a.Identifier, &a.CountryID, &a.RegionID, &a.AreaID, &a.City, &a.Village, &a.BuildingNum, &a.HouseNum, &a.Address,
		&a.Zip, &a.Message, &a.Phone)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

// openCartRow is cartRowOf for a change to the cart: no open cart is ErrNotFound.
func openCartRow(ctx context.Context, q conn, token string) (*cartRow, error) {
	c, err := cartRowOf(ctx, q, token)
	if err == nil && c == nil {
		err = ErrNotFound
	}
	return c, err
}

// loadCart reads the open cart of token and its lines in pricing order: product lines oldest
// first, each followed by its services. No open cart is a nil row.
func loadCart(ctx context.Context, q conn, token string) (*cartRow, []cartLine, error) {
	c, err := cartRowOf(ctx, q, token)
	if c == nil || err != nil {
		return nil, nil, err
	}
	rows, err := q.QueryContext(ctx, cartLinesSQL, c.id)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var all []cartLine
	for rows.Next() {
		var l cartLine
		if err := rows.Scan(&l.id, &l.parentID, &l.qty, &l.productID, &l.categoryID, &l.netPrice, &l.percent, &l.stock,
			&l.typ, &l.title, &l.slug, &l.code, &l.manufacturer, &l.image, &l.published, &l.delayed); err != nil {
			return nil, nil, err
		}
		all = append(all, l)
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	lines := make([]cartLine, 0, len(all))
	for _, l := range all {
		if l.parentID != 0 {
			continue
		}
		lines = append(lines, l)
		for _, sv := range all {
			if sv.parentID == l.id {
				sv.qty = l.qty // a service counts once per unit of its line, whatever its row says
				lines = append(lines, sv)
			}
		}
	}
	return c, lines, nil
}

// priceLines are the lines as priceCart takes them.
func priceLines(lines []cartLine) []priceLine {
	out := make([]priceLine, len(lines))
	for i, l := range lines {
		out[i] = priceLine{unitNet: l.unitNet(), qty: l.qty}
	}
	return out
}

// goodsNet is the net goods total before the coupon (what coupon minimums and the shop's
// minimum compare with).
func goodsNet(lines []cartLine) int64 {
	var n int64
	for _, l := range lines {
		n += l.unitNet() * l.qty
	}
	return n
}

// CartByToken prices the open cart of token under the shop's rules; an unknown token is an
// empty cart. See cart_pricing.go for the rounding; PlaceOrder prices the same way.
func (s *Store) CartByToken(ctx context.Context, token string, rules CartRules) (Cart, error) {
	q := s.prepared(s.reader(ctx))
	row, lines, err := loadCart(ctx, q, token)
	if err != nil {
		return Cart{}, err
	}
	if row == nil {
		row = &cartRow{}
	}
	var coupon *couponRow
	var couponErr *CouponError
	if row.couponID != 0 {
		if coupon, err = couponByID(ctx, q, row.couponID); err != nil {
			return Cart{}, err
		}
		if coupon != nil {
			couponErr = coupon.check(s.clock(), goodsNet(lines))
		}
	}
	var method *ShippingMethod
	if row.shippingID != 0 {
		if method, err = shippingMethod(ctx, q, `id = ?`, row.shippingID); err != nil {
			return Cart{}, err
		}
		if err := method.forCountry(ctx, q, row.addr.CountryID); err != nil {
			return Cart{}, err
		}
	}
	var payment *PaymentMethod
	if row.paymentID != 0 && method != nil {
		if payment, err = paymentFor(ctx, q, method.ID, `p.id = ?`, row.paymentID); err != nil {
			return Cart{}, err
		}
	}
	fits := map[int64][]int64{}
	if row.id != 0 {
		if fits, err = servicesFitting(ctx, q, row.id); err != nil {
			return Cart{}, err
		}
	}
	locker, err := lockerFreeThreshold(ctx, q)
	if err != nil {
		return Cart{}, err
	}
	applied := coupon
	if couponErr != nil {
		applied = nil
	}
	t := priceCart(rules.Pricing, rules.Business, priceLines(lines), applied.terms(), method.terms())
	cart := buildCart(rules, lines, t, method != nil)
	for i := range cart.Items {
		cart.Items[i].AvailableServices = fits[cart.Items[i].Product.ID]
		if cart.Items[i].AvailableServices == nil {
			cart.Items[i].AvailableServices = []int64{}
		}
	}
	if coupon != nil {
		cart.Coupon = &CartCoupon{Code: coupon.code, IsApplied: couponErr == nil}
		if couponErr != nil {
			cart.Coupon.Message = couponErr.Reason
		}
	}
	if method != nil {
		cart.ShippingMethod = &CartShipping{ID: method.ID, Title: method.Title, Type: method.Type, Code: method.Code}
	}
	if payment != nil {
		cart.PaymentMethod = &CartPayment{ID: payment.ID, Code: payment.Code, Title: payment.Title}
	}
	cart.ShippingAddress = row.addr
	if locker > 0 {
		th := shownNet(rules, locker)
		cart.LockerFreeShippingThreshold, cart.FormattedLockerFreeShippingThreshold = th, rules.Money(th)
		cart.LockerFreeShippingRemaining = max(0, th-t.goodsAfter())
	}
	return cart, nil
}

// shownNet is a net amount as a cart of rules shows it: with VAT for a private person.
func shownNet(rules CartRules, net int64) int64 {
	if rules.Business {
		return net
	}
	return rules.Gross(net)
}

// buildCart makes the cart answer's lines and totals from priced lines; chosen: a shipping
// method is chosen.
func buildCart(rules CartRules, lines []cartLine, t totals, chosen bool) Cart {
	cart := Cart{Items: []CartItem{}, ItemServices: []CartService{}}
	onSale := true
	for i, l := range lines {
		lp := makeLinePrices(rules.Lang, t.withTax, t.unit[i], l.qty, t.list[i], t.final[i])
		if l.parentID != 0 {
			onSale = onSale && l.published
			sv := CartService{ID: l.id, ItemID: l.parentID, Quantity: l.qty, Product: l.product(), LinePrices: lp}
			last := &cart.Items[len(cart.Items)-1]
			last.Services = append(last.Services, sv)
			cart.ItemServices = append(cart.ItemServices, sv)
			continue
		}
		it := CartItem{ID: l.id, Quantity: l.qty, Product: l.product(), LinePrices: lp, IsDelayedDelivery: l.delayed,
			InStock: l.published && l.typ == "product" && l.qty <= l.stock, MaxQuantity: l.stock, Services: []CartService{}}
		onSale = onSale && it.InStock
		cart.IsDelayedDelivery = cart.IsDelayedDelivery || l.delayed
		cart.TotalQuantity += l.qty
		cart.Items = append(cart.Items, it)
	}
	cart.Cents = Cents{Items: t.goods, CouponDiscount: t.discount, CouponTotal: t.goodsAfter(), Shipping: t.ship,
		Net: t.net, Tax: t.tax, Total: t.gross}
	cart.ShownPrices = makeShownPrices(rules.Lang, t.withTax, cart.Cents, chosen)
	if t.withTax {
		sp := cart.ShownPrices
		cart.ItemsPriceWithTax, cart.FormattedItemsPriceWithTax = sp.ItemsPrice, sp.FormattedItemsPrice
		cart.CouponDiscountPriceWithTax, cart.FormattedCouponDiscountPriceWithTax = sp.CouponDiscountPrice, sp.FormattedCouponDiscountPrice
		cart.CouponTotalPriceWithTax, cart.FormattedCouponTotalPriceWithTax = sp.CouponTotalPrice, sp.FormattedCouponTotalPrice
		cart.ShippingPriceWithTax, cart.FormattedShippingPriceWithTax = sp.ShippingPrice, sp.FormattedShippingPrice
	}
	cart.TotalPrice, cart.TotalPriceWithTax = Euros(t.goodsAfter()), Euros(t.gross)
	cart.FormattedTotalPrice, cart.FormattedTaxPrice, cart.FormattedTotalPriceWithTax = rules.Money(t.net), rules.Money(t.tax), rules.Money(t.gross)
	belowMin := goodsNet(lines) < rules.MinNetTotal
	if rules.MinNetTotal > 0 {
		cart.MinCartPrice = shownNet(rules, rules.MinNetTotal)
		cart.FormattedMinCartPrice = rules.Money(cart.MinCartPrice)
		if belowMin && len(cart.Items) > 0 {
			cart.MinCartPriceMessage = MinCartPriceMessage
		}
	}
	overUnits := false
	if rules.MaxUnits > 0 {
		cart.MaxUnitsPerProduct = rules.MaxUnits
		overUnits = checkUnits(lines, rules.MaxUnits) != nil
		if overUnits {
			cart.UnitsLimitMessage = UnitsLimitMessage
		}
	}
	cart.AvailableForPurchase = len(cart.Items) > 0 && onSale && !belowMin && !overUnits
	return cart
}

// MinCartPriceMessage is the translation key of the notice on a cart below the shop's minimum.
const MinCartPriceMessage = "cart_min_price"

// UnitsLimitMessage is the translation key of the notice on a cart with a line above the
// units limit, and of the refusal of its order.
const UnitsLimitMessage = "cart_units_limit"

// servicesFitting maps each product on the cart's lines to the ids of the published services
// that fit it: those of its category or of any category above it.
func servicesFitting(ctx context.Context, q conn, cartID int64) (map[int64][]int64, error) {
	rows, err := q.QueryContext(ctx, `
WITH RECURSIVE up(product_id, category_id) AS (
  SELECT p.id, p.category_id FROM cart_items i JOIN products p ON p.id = i.product_id
  WHERE i.cart_id = ? AND i.parent_item_id IS NULL AND p.category_id IS NOT NULL
  UNION
  SELECT up.product_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id WHERE c.parent_id IS NOT NULL)
SELECT DISTINCT up.product_id, x.service_id FROM up
JOIN product_services x ON x.category_id = up.category_id
JOIN products s ON s.id = x.service_id AND s.type = 'service' AND s.published = 1
ORDER BY 1, 2`, cartID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64][]int64{}
	for rows.Next() {
		var product, service int64
		if err := rows.Scan(&product, &service); err != nil {
			return nil, err
		}
		out[product] = append(out[product], service)
	}
	return out, rows.Err()
}

// sortedIDs returns ids sorted, without repeats.
func sortedIDs(ids []int64) []int64 {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}
