package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
)

// CartCount is the number of product units in an open cart (the header's cart count).
func (s *Store) CartCount(ctx context.Context, token string) (int64, error) {
	var n int64
	err := s.prepared(s.read).QueryRowContext(ctx, `
SELECT COALESCE(CAST(SUM(i.quantity) AS BIGINT), 0) FROM cart_items i JOIN carts c ON c.id = i.cart_id
WHERE c.token = ? AND c.status = 'open' AND i.parent_item_id IS NULL`, token).Scan(&n)
	return n, err
}

// Cart is a shopper's open cart (spec §3 Cart), priced on the server by the rules of
// cart_pricing.go for its buyer: a private person sees and pays prices with VAT, a business
// prices without VAT and the VAT added once (WithTax). Its amounts are cents; present.Cart
// writes the answer.
type Cart struct {
	Items         []CartItem // product lines, oldest first, each with its services
	TotalQuantity int64
	// WithTax: the goods, coupon and shipping are shown with VAT (a private person); a
	// business's are net, and the VAT is added once to the net total.
	WithTax bool
	Cents   Cents
	// Tax is how the cart is taxed: its rate and scheme for the chosen delivery country
	// (tax.go), as its order will be.
	Tax Tax

	Coupon          *CartCoupon   // nil: none
	ShippingMethod  *CartShipping // nil: none chosen
	PaymentMethod   *CartPayment  // nil: none chosen
	ShippingAddress ShippingAddress

	// AvailableForPurchase: the cart has lines, each on sale, covered by the stock and within
	// the units limit, and the goods reach the shop's minimum.
	AvailableForPurchase bool
	// MinCartPrice is the shop's minimum as the buyer sees prices (cents; 0: none);
	// BelowMinimum says the cart's goods are below it while it has lines.
	MinCartPrice int64
	BelowMinimum bool
	// MaxUnitsPerProduct is the most units of one product one order may hold (0: no limit);
	// OverUnitsLimit says some line holds more.
	MaxUnitsPerProduct int64
	OverUnitsLimit     bool
	// LockerFreeShippingThreshold is the goods total as shown (cents, after the coupon) from
	// which the parcel locker ships free, 0 when it never does; remaining is what is missing.
	LockerFreeShippingThreshold int64
	LockerFreeShippingRemaining int64
	IsDelayedDelivery           bool // some line is
}

// Cents are a cart's or an order's amounts in cents. Items, CouponDiscount, ItemsAfterCoupon
// and Shipping are as the buyer sees them (Cart.WithTax: with VAT, or without for a
// business); Net, Tax and Total are always what the shopper pays, Net + Tax = Total.
type Cents struct {
	Items            int64 // goods before the coupon: the sum of the lines
	CouponDiscount   int64 // taken off by the coupon
	ItemsAfterCoupon int64 // goods after the coupon: the lines after it
	Shipping         int64
	Net              int64 // what the shopper pays, without VAT
	Tax              int64
	Total            int64 // what the shopper pays
}

// CartItem is one product line (spec §3 Cart item), with its services.
type CartItem struct {
	ID                int64
	Quantity          int64
	Product           CartItemProduct
	Prices            LineCents
	IsDelayedDelivery bool
	InStock           bool  // on sale, and the stock covers the line
	MaxQuantity       int64 // the stock: the most the line may hold
	Services          []CartService
	AvailableServices []int64 // ids of the services that fit the product
}

// CartService is a service add-on on a product line; it counts once per unit of its line.
type CartService struct {
	ID       int64 // its own line id (DeleteItem takes it)
	ItemID   int64 // the product line it belongs to
	Quantity int64
	Product  CartItemProduct
	Prices   LineCents
}

// LineCents are a line's prices as its buyer sees them: with VAT for a private person,
// without for a business. The line is exactly the unit price times the quantity before the
// coupon, and the line's share of the coupon less after it.
type LineCents struct {
	Unit  int64 // a unit, before the coupon
	List  int64 // the line, before the coupon: Unit × quantity
	Total int64 // the line, after the coupon
}

// CartItemProduct is what a cart line shows of its product. A service has no page: no slug
// is linked.
type CartItemProduct struct {
	ID           int64
	Type         string // product or service
	Title        string
	Slug         string // its page's; "" when it has none
	Code         string
	Image        string // the first picture's path; "" without one
	Manufacturer string
	Energy       EnergyLabel // shown next to the line's price when it has a class (product_energy.go)
}

// CartCoupon is the coupon on a cart. A coupon that no longer applies (expired, used up, the
// goods below its minimum) stays on the cart, takes nothing off, and says why: Reason is the
// CouponError reason key; the order refuses it until it applies again or is removed.
type CartCoupon struct {
	Code      string
	IsApplied bool
	Reason    string
}

// CartShipping is the chosen shipping method.
type CartShipping struct {
	ID    int64
	Title string
	Type  string
	Code  string
}

// CartPayment is the chosen payment method.
type CartPayment struct {
	ID    int64
	Code  string
	Title string
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
			if err := tx.QueryRowContext(ctx, `INSERT INTO carts (token) VALUES (?) RETURNING id`, token).Scan(&cartID); err != nil {
				return err
			}
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
		return s.touchCart(ctx, tx, cartID)
	})
	return token, err
}

// setLineQuantity sets a product line's quantity and its services' with it: a service counts
// once per unit of its line.
func setLineQuantity(ctx context.Context, w conn, lineID, qty int64) error {
	_, err := w.ExecContext(ctx, `UPDATE cart_items SET quantity = ? WHERE id = ? OR parent_item_id = ?`, qty, lineID, lineID)
	return err
}

// touchCart marks the cart as changed now (the store's clock): the sweep of abandoned carts
// counts from it.
func (s *Store) touchCart(ctx context.Context, w conn, cartID int64) error {
	_, err := w.ExecContext(ctx, `UPDATE carts SET updated_at = ? WHERE id = ?`, dbTime(s.clock()), cartID)
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
	energy                                          EnergyLabel
}

// unitNet is the line's net unit price, its catalogue discount applied.
func (l cartLine) unitNet() int64 { return NetAfterDiscount(l.netPrice, l.percent) }

func (l cartLine) product() CartItemProduct {
	p := CartItemProduct{ID: l.productID, Type: l.typ, Title: l.title, Code: l.code, Image: l.image, Manufacturer: l.manufacturer,
		Energy: l.energy}
	if l.typ == "product" {
		p.Slug = l.slug
	}
	return p
}

const cartLinesSQL = `
SELECT i.id, COALESCE(i.parent_item_id, 0), i.quantity, p.id, COALESCE(p.category_id, 0), p.net_price,
       COALESCE(d.percent, 0), p.stock, p.type, p.title, p.slug, p.code, COALESCE(m.title, ''),
       COALESCE((SELECT path FROM product_images pi WHERE pi.product_id = p.id ORDER BY position LIMIT 1), ''),
       p.published, p.is_delayed_delivery, p.energy_class, p.energy_label, p.energy_sheet
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
			&l.typ, &l.title, &l.slug, &l.code, &l.manufacturer, &l.image, &l.published, &l.delayed,
			&l.energy.Class, &l.energy.Label, &l.energy.Sheet); err != nil {
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
		if coupon = s.switchedOff(coupon); coupon != nil {
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
	tax, err := rules.taxOf(ctx, q, row.addr.CountryID, rules.Business)
	if err != nil {
		return Cart{}, err
	}
	rules.VATBasisPoints = tax.RateBasisPoints // shelf prices, minimum and thresholds at the destination's rate
	t := priceCart(rules.Pricing, rules.Business, priceLines(lines), applied.terms(), method.terms())
	cart := buildCart(rules, lines, t)
	cart.Tax = tax
	for i := range cart.Items {
		cart.Items[i].AvailableServices = fits[cart.Items[i].Product.ID]
		if cart.Items[i].AvailableServices == nil {
			cart.Items[i].AvailableServices = []int64{}
		}
	}
	if coupon != nil {
		cart.Coupon = &CartCoupon{Code: coupon.code, IsApplied: couponErr == nil}
		if couponErr != nil {
			cart.Coupon.Reason = couponErr.Reason
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
		cart.LockerFreeShippingThreshold = th
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

// buildCart makes the cart's lines and totals from priced lines.
func buildCart(rules CartRules, lines []cartLine, t totals) Cart {
	cart := Cart{Items: []CartItem{}, WithTax: t.withTax}
	onSale := true
	for i, l := range lines {
		lp := LineCents{Unit: t.unit[i], List: t.list[i], Total: t.final[i]}
		if l.parentID != 0 {
			onSale = onSale && l.published
			last := &cart.Items[len(cart.Items)-1]
			last.Services = append(last.Services, CartService{ID: l.id, ItemID: l.parentID, Quantity: l.qty, Product: l.product(), Prices: lp})
			continue
		}
		it := CartItem{ID: l.id, Quantity: l.qty, Product: l.product(), Prices: lp, IsDelayedDelivery: l.delayed,
			InStock: l.published && l.typ == "product" && l.qty <= l.stock, MaxQuantity: l.stock, Services: []CartService{}}
		onSale = onSale && it.InStock
		cart.IsDelayedDelivery = cart.IsDelayedDelivery || l.delayed
		cart.TotalQuantity += l.qty
		cart.Items = append(cart.Items, it)
	}
	cart.Cents = Cents{Items: t.goods, CouponDiscount: t.discount, ItemsAfterCoupon: t.goodsAfter(), Shipping: t.ship,
		Net: t.net, Tax: t.tax, Total: t.gross}
	belowMin := goodsNet(lines) < rules.MinNetTotal
	if rules.MinNetTotal > 0 {
		cart.MinCartPrice = shownNet(rules, rules.MinNetTotal)
		cart.BelowMinimum = belowMin && len(cart.Items) > 0
	}
	if rules.MaxUnits > 0 {
		cart.MaxUnitsPerProduct = rules.MaxUnits
		cart.OverUnitsLimit = checkUnits(lines, rules.MaxUnits) != nil
	}
	cart.AvailableForPurchase = len(cart.Items) > 0 && onSale && !belowMin && !cart.OverUnitsLimit
	return cart
}

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
