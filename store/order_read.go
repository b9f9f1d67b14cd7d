package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Order is a placed order (spec §3 Order) as the confirmation, the guest's order page and
// analytics' purchase read it: its own snapshot of what was bought, from order_items, never the
// live cart. It keeps its shipping and payment methods by id, so it names them by their
// current titles, in the order's language as it is read (OrderIn: in a page's). Its lines,
// goods, coupon and shipping are as its buyer saw them and it stored them (Cart.WithTax: with
// VAT for a private person, without for a business); the totals are what the shopper pays.
// Its amounts are cents; present.Order writes the answer.
type Order struct {
	ID            int64
	Prefix        string
	Number        int64
	PrefixedID    string // "LV-000123"
	IsReviewed    bool
	Status        string // new, paid, processing, shipped, completed, cancelled
	PaymentStatus string // pending, paid, failed, cancelled
	CreatedAt     string
	ExpiresAt     string // an unpaid order is cancelled then; "" never
	PaidAt        string
	Language      string
	Customer      OrderCustomer

	Cents          Cents
	VATBasisPoints int64 // the rate it was sold at
	// VAT is the order's VAT per rate, as its invoice shows it: the nets and taxes add up to
	// Cents.Net and Cents.Tax. A shop sells at one rate, so an order has one line.
	VAT []VATLine
	// Tax is how the order was taxed: its scheme, destination and rate (tax.go), with VIES's
	// answer for an intra-Community supply at 0 %.
	Tax  Tax
	Cart OrderCart

	UserID           int64  // the signed-in buyer, 0 for a guest
	AccessToken      string // the guest's link to the order; never in a list
	PaymentReference string // the payment provider's
	// JustPlaced is set by the PlaceOrder call that placed the order; the same idempotency
	// key asked again answers the order without it (the metrics count an order once).
	JustPlaced bool

	// The shipping and payment methods' titles in the shop's default language: OrderIn names
	// the methods in a page's language from them.
	shippingTitle, paymentTitle string
}

// VATLine is the part of an order sold at one VAT rate: its net amount and its VAT.
type VATLine struct {
	RateBasisPoints int64 // 2100 = 21 %
	Net             int64
	Tax             int64
}

// OrderCustomer is the buyer as the order keeps them.
type OrderCustomer struct {
	UserType         string // b2c or b2b
	Name             string
	Surname          string
	Email            string
	Phone            string
	CompanyName      string
	CompanyRegNum    string
	CompanyVatNum    string
	CompanyAddress   string
	CompanyCity      string
	CompanyZip       string
	CompanyCountryID int64
}

// FullName is the buyer's name and surname.
func (c OrderCustomer) FullName() string { return strings.TrimSpace(c.Name + " " + c.Surname) }

// OrderCart is what was ordered, the lines as a cart holds them.
type OrderCart struct {
	Items           []CartItem // product lines, each with its services
	TotalQuantity   int64
	WithTax         bool // as Cart.WithTax: a private person's order
	Coupon          *CartCoupon
	ShippingMethod  CartShipping
	PaymentMethod   CartPayment
	ShippingAddress ShippingAddress
}

// PrefixedID is an order's number as shoppers see it: prefix, dash, six digits.
func PrefixedID(prefix string, number int64) string { return fmt.Sprintf("%s-%06d", prefix, number) }

const orderSQL = `
SELECT o.id, o.prefix, COALESCE(o.number, 0), o.is_reviewed, o.status, o.payment_status, o.created_at,
       COALESCE(o.expires_at, ''), COALESCE(o.paid_at, ''), o.language, COALESCE(o.user_id, 0), COALESCE(o.access_token, ''),
       o.payment_reference, o.user_type, o.user_name, o.user_surname, o.user_email, o.user_phone, o.company_name,
       o.company_reg_num, o.company_vat_num, o.company_address, o.company_city, o.company_zip, COALESCE(o.company_country_id, 0),
       o.coupon_code, o.coupon_discount, o.vat_basis_points, o.net_prices, o.items_total, o.shipping_total, o.tax_total, o.total,
       sm.id, sm.code, sm.type, sm.title, pm.id, pm.code, pm.title,
       o.ship_identifier, COALESCE(o.ship_country_id, 0), COALESCE(o.ship_region_id, 0), COALESCE(o.ship_area_id, 0),
       o.ship_city, o.ship_village, o.ship_building_num, o.ship_house_num, o.ship_address, o.ship_zip, o.ship_message, o.ship_phone,
       o.tax_scheme, o.tax_country, o.vies_vat_number, o.vies_request_id, o.vies_checked_at
FROM orders o
JOIN shipping_methods sm ON sm.id = o.shipping_method_id
JOIN payment_methods pm ON pm.id = o.payment_method_id
WHERE `

const orderItemsSQL = `
SELECT i.id, COALESCE(i.parent_item_id, 0), COALESCE(i.product_id, 0), i.title, i.code, i.quantity, i.unit_price,
       i.list_total, i.total_price, COALESCE(p.type, CASE WHEN i.parent_item_id IS NULL THEN 'product' ELSE 'service' END),
       COALESCE(p.slug, ''), COALESCE(m.title, ''), COALESCE(p.is_delayed_delivery, 0),
       COALESCE((SELECT path FROM product_images pi WHERE pi.product_id = p.id ORDER BY position LIMIT 1), '')
FROM order_items i
LEFT JOIN products p ON p.id = i.product_id
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
WHERE i.order_id = ?
ORDER BY i.id`

// OrderByID reads an order, or ErrNotFound.
func (s *Store) OrderByID(ctx context.Context, id int64) (Order, error) {
	return s.orderWhere(ctx, `o.id = ?`, id)
}

// OrderByAccessToken reads the order a guest's link names, or ErrNotFound.
func (s *Store) OrderByAccessToken(ctx context.Context, token string) (Order, error) {
	if token == "" {
		return Order{}, ErrNotFound
	}
	return s.orderWhere(ctx, `o.access_token = ?`, token)
}

// OrderByNumber reads the order of a prefixed number ("LV-000123") for a guest who proves it
// is theirs with its e-mail (in any letter case); anything else is ErrNotFound.
func (s *Store) OrderByNumber(ctx context.Context, prefixedID, email string) (Order, error) {
	prefix, digits, ok := strings.Cut(strings.ToUpper(strings.TrimSpace(prefixedID)), "-")
	number, err := strconv.ParseInt(digits, 10, 64)
	email = strings.TrimSpace(email)
	if !ok || err != nil || number < 1 || email == "" {
		return Order{}, ErrNotFound
	}
	return s.orderWhere(ctx, `o.prefix = ? AND o.number = ? AND lower(o.user_email) = lower(?)`, prefix, number, email)
}

func (s *Store) orderWhere(ctx context.Context, where string, args ...any) (Order, error) {
	q := s.prepared(s.reader(ctx))
	var o Order
	c, a := &o.Customer, &o.Cart.ShippingAddress
	var coupon string
	var items, ship, tax, total, discount int64
	var netPrices int64
	var vies VATCheck
	var viesAt string
	err := q.QueryRowContext(ctx, orderSQL+where, args...).Scan(&o.ID, &o.Prefix, &o.Number, &o.IsReviewed, &o.Status,
		&o.PaymentStatus, &o.CreatedAt, &o.ExpiresAt, &o.PaidAt, &o.Language, &o.UserID, &o.AccessToken, &o.PaymentReference,
		&c.UserType, &c.Name, &c.Surname, &c.Email, &c.Phone, &c.CompanyName, &c.CompanyRegNum, &c.CompanyVatNum,
		&c.CompanyAddress, &c.CompanyCity, &c.CompanyZip, &c.CompanyCountryID, &coupon, &discount, &o.VATBasisPoints,
		&netPrices, &items, &ship, &tax, &total, &o.Cart.ShippingMethod.ID, &o.Cart.ShippingMethod.Code, &o.Cart.ShippingMethod.Type,
		&o.shippingTitle, &o.Cart.PaymentMethod.ID, &o.Cart.PaymentMethod.Code, &o.paymentTitle,
		&a.Identifier, &a.CountryID, &a.RegionID, &a.AreaID, &a.City, &a.Village, &a.BuildingNum, &a.HouseNum, &a.Address,
		&a.Zip, &a.Message, &a.Phone, &o.Tax.Scheme, &o.Tax.Country, &vies.Number, &vies.RequestID, &viesAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, ErrNotFound
	}
	if err != nil {
		return Order{}, err
	}
	o.Tax.RateBasisPoints = o.VATBasisPoints
	if vies.Number != "" {
		vies.Country = vies.Number[:2]
		vies.CheckedAt, _ = time.Parse(time.RFC3339, viesAt) // written by insertOrder as RFC 3339
		o.Tax.Check = &vies
	}
	o.PrefixedID = PrefixedID(o.Prefix, o.Number)
	if coupon != "" {
		o.Cart.Coupon = &CartCoupon{Code: coupon, IsApplied: true}
	}
	o.Cart.WithTax = netPrices == 0
	if err := loadOrderItems(ctx, q, &o); err != nil {
		return Order{}, err
	}
	o.Cents = Cents{Items: items + discount, CouponDiscount: discount, ItemsAfterCoupon: items, Shipping: ship, Net: total - tax,
		Tax: tax, Total: total}
	o.VAT = []VATLine{{RateBasisPoints: o.VATBasisPoints, Net: o.Cents.Net, Tax: o.Cents.Tax}}
	if err := s.orderMethodsIn(ctx, &o, o.Language); err != nil {
		return Order{}, err
	}
	return o, nil
}

// loadOrderItems reads an order's lines into its cart, services under their product's line.
func loadOrderItems(ctx context.Context, q conn, o *Order) error {
	rows, err := q.QueryContext(ctx, orderItemsSQL, o.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	o.Cart.Items = []CartItem{}
	for rows.Next() {
		var id, parent, qty int64
		var lp LineCents
		var p CartItemProduct
		var slug string
		var delayed bool
		if err := rows.Scan(&id, &parent, &p.ID, &p.Title, &p.Code, &qty, &lp.Unit, &lp.List, &lp.Total, &p.Type, &slug,
			&p.Manufacturer, &delayed, &p.Image); err != nil {
			return err
		}
		if p.Type == "product" {
			p.Slug = slug
		}
		if parent != 0 {
			sv := CartService{ID: id, ItemID: parent, Quantity: qty, Product: p, Prices: lp}
			for i := range o.Cart.Items {
				if o.Cart.Items[i].ID == parent {
					o.Cart.Items[i].Services = append(o.Cart.Items[i].Services, sv)
				}
			}
			continue
		}
		o.Cart.TotalQuantity += qty
		o.Cart.Items = append(o.Cart.Items, CartItem{ID: id, Quantity: qty, Product: p, Prices: lp, IsDelayedDelivery: delayed,
			InStock: true, Services: []CartService{}, AvailableServices: []int64{}})
	}
	return rows.Err()
}

// OrderSummary is one row of the profile's order list (spec §3 User orders).
type OrderSummary struct {
	ID            int64
	CreatedAt     string
	PrefixedID    string
	FullName      string
	Total         int64 // cents with VAT
	Status        string
	PaymentStatus string
	AccessToken   string // the key of the order's page and invoice
}

// OrdersOfUser lists a user's orders, the latest first.
func (s *Store) OrdersOfUser(ctx context.Context, userID int64) ([]OrderSummary, error) {
	rows, err := s.prepared(s.reader(ctx)).QueryContext(ctx, `
SELECT id, created_at, prefix, COALESCE(number, 0), user_name, user_surname, total, status, payment_status,
       COALESCE(access_token, '')
FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []OrderSummary{}
	for rows.Next() {
		var o OrderSummary
		var prefix, name, surname string
		var number int64
		if err := rows.Scan(&o.ID, &o.CreatedAt, &prefix, &number, &name, &surname, &o.Total, &o.Status, &o.PaymentStatus, &o.AccessToken); err != nil {
			return nil, err
		}
		o.PrefixedID, o.FullName = PrefixedID(prefix, number), strings.TrimSpace(name+" "+surname)
		out = append(out, o)
	}
	return out, rows.Err()
}
