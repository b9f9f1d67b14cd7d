package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"shop/i18n"
)

// Order is a placed order (spec §3 Order) as the confirmation, the guest's order page and
// analytics' purchase read it: its own snapshot of what was bought, from order_items, never the
// live cart. It keeps its shipping and payment methods by id, so it names them by their
// current titles, in the order's language as it is read (OrderIn: in a page's). Its lines,
// goods, coupon and shipping are as its buyer saw them and it stored them (Cart.ShownPrices:
// with VAT for a private person, without for a business); the totals are what the shopper
// pays. StatusLabel and PaymentStatusLabel are translation keys ("order_status_new",
// "payment_status_pending").
type Order struct {
	ID                 int64         `json:"id"`
	Prefix             string        `json:"prefix"`
	Number             int64         `json:"number"`
	PrefixedID         string        `json:"prefixed_id"` // "LV-000123"
	PrefixID           string        `json:"prefix_id"`   // the same, as the profile's order list names it
	IsReviewed         bool          `json:"is_reviewed"`
	Status             string        `json:"status"` // new, paid, processing, shipped, completed, cancelled
	StatusLabel        string        `json:"status_label"`
	PaymentStatus      string        `json:"payment_status"` // pending, paid, failed, cancelled
	PaymentStatusLabel string        `json:"payment_status_label"`
	CreatedAt          string        `json:"created_at"`
	ExpiresAt          string        `json:"expires_at"` // an unpaid order is cancelled then; "" never
	PaidAt             string        `json:"paid_at"`
	Language           string        `json:"language"`
	Customer           OrderCustomer `json:"customer"`

	TotalPriceWithoutShipping          float64 `json:"total_price_without_shipping"` // goods after the coupon, as shown
	TaxPrice                           float64 `json:"tax_price"`
	TotalPrice                         float64 `json:"total_price"` // what the shopper pays
	FormattedTotalPriceWithoutShipping string  `json:"formatted_total_price_without_shipping"`
	FormattedTotalPrice                string  `json:"formatted_total_price"` // without VAT
	FormattedTaxPrice                  string  `json:"formatted_tax_price"`
	FormattedTotalPriceWithTax         string  `json:"formatted_total_price_with_tax"`
	Cents                              Cents   `json:"cents"`
	VATBasisPoints                     int64   `json:"vat_basis_points"` // the rate it was sold at
	// VAT is the order's VAT per rate, as its invoice shows it: the nets and taxes add up to
	// Cents.Net and Cents.Tax. A shop sells at one rate, so an order has one line.
	VAT  []VATLine `json:"vat"`
	Cart OrderCart `json:"cart"`

	UserID           int64  `json:"-"` // the signed-in buyer, 0 for a guest
	AccessToken      string `json:"-"` // the guest's link to the order; never in a list
	PaymentReference string `json:"-"` // the payment provider's

	// The shipping and payment methods' titles in the shop's default language: OrderIn names
	// the methods in a page's language from them.
	shippingTitle, paymentTitle string
}

// VATLine is the part of an order sold at one VAT rate: its net amount and its VAT.
type VATLine struct {
	RateBasisPoints int64 `json:"rate_basis_points"` // 2100 = 21 %
	Net             int64 `json:"net"`
	Tax             int64 `json:"tax"`
}

// OrderCustomer is the buyer as the order keeps them.
type OrderCustomer struct {
	UserType         string `json:"user_type"`
	Name             string `json:"name"`
	Surname          string `json:"surname"`
	FullName         string `json:"full_name"`
	Email            string `json:"email"`
	Phone            string `json:"phone"`
	CompanyName      string `json:"company_name"`
	CompanyRegNum    string `json:"company_reg_num"`
	CompanyVatNum    string `json:"company_vat_num"`
	CompanyAddress   string `json:"company_address"`
	CompanyCity      string `json:"company_city"`
	CompanyZip       string `json:"company_zip"`
	CompanyCountryID int64  `json:"company_country_id"`
}

// OrderCart is what was ordered, shaped like the cart so that one table shows both; the
// *_with_tax figures are empty for a business's order, as in its cart.
type OrderCart struct {
	Items         []CartItem    `json:"items"`
	ItemServices  []CartService `json:"item_services"`
	TotalQuantity int64         `json:"total_quantity"`
	ShownPrices
	FormattedShippingPriceWithTax       string          `json:"formatted_shipping_price_with_tax"`
	Coupon                              *CartCoupon     `json:"coupon"`
	FormattedItemsPriceWithTax          string          `json:"formatted_items_price_with_tax"`
	FormattedCouponDiscountPriceWithTax string          `json:"formatted_coupon_discount_price_with_tax"`
	FormattedCouponTotalPriceWithTax    string          `json:"formatted_coupon_total_price_with_tax"`
	ShippingMethod                      CartShipping    `json:"shipping_method"`
	PaymentMethod                       CartPayment     `json:"payment_method"`
	ShippingAddress                     ShippingAddress `json:"shipping_address"`
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
       o.ship_city, o.ship_village, o.ship_building_num, o.ship_house_num, o.ship_address, o.ship_zip, o.ship_message, o.ship_phone
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
	return s.orderWhere(ctx, `o.prefix = ? AND o.number = ? AND o.user_email = ? COLLATE NOCASE`, prefix, number, email)
}

func (s *Store) orderWhere(ctx context.Context, where string, args ...any) (Order, error) {
	q := s.prepared(s.reader(ctx))
	var o Order
	c, a := &o.Customer, &o.Cart.ShippingAddress
	var coupon string
	var items, ship, tax, total, discount int64
	var netPrices int64
	err := q.QueryRowContext(ctx, orderSQL+where, args...).Scan(&o.ID, &o.Prefix, &o.Number, &o.IsReviewed, &o.Status,
		&o.PaymentStatus, &o.CreatedAt, &o.ExpiresAt, &o.PaidAt, &o.Language, &o.UserID, &o.AccessToken, &o.PaymentReference,
		&c.UserType, &c.Name, &c.Surname, &c.Email, &c.Phone, &c.CompanyName, &c.CompanyRegNum, &c.CompanyVatNum,
		&c.CompanyAddress, &c.CompanyCity, &c.CompanyZip, &c.CompanyCountryID, &coupon, &discount, &o.VATBasisPoints,
		&netPrices, &items, &ship, &tax, &total, &o.Cart.ShippingMethod.ID, &o.Cart.ShippingMethod.Code, &o.Cart.ShippingMethod.Type,
		&o.shippingTitle, &o.Cart.PaymentMethod.ID, &o.Cart.PaymentMethod.Code, &o.paymentTitle,
		&a.Identifier, &a.CountryID, &a.RegionID, &a.AreaID, &a.City, &a.Village, &a.BuildingNum, &a.HouseNum, &a.Address,
		&a.Zip, &a.Message, &a.Phone)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, ErrNotFound
	}
	if err != nil {
		return Order{}, err
	}
	o.PrefixedID = PrefixedID(o.Prefix, o.Number)
	o.PrefixID = o.PrefixedID
	o.StatusLabel, o.PaymentStatusLabel = "order_status_"+o.Status, "payment_status_"+o.PaymentStatus
	c.FullName = strings.TrimSpace(c.Name + " " + c.Surname)
	if coupon != "" {
		o.Cart.Coupon = &CartCoupon{Code: coupon, IsApplied: true}
	}
	o.Cart.PricesWithTax = netPrices == 0
	if err := loadOrderItems(ctx, q, &o); err != nil {
		return Order{}, err
	}
	o.Cents = Cents{Items: items + discount, CouponDiscount: discount, CouponTotal: items, Shipping: ship, Net: total - tax,
		Tax: tax, Total: total}
	o.TotalPriceWithoutShipping, o.TaxPrice, o.TotalPrice = Euros(items), Euros(tax), Euros(total)
	o.VAT = []VATLine{{RateBasisPoints: o.VATBasisPoints, Net: o.Cents.Net, Tax: o.Cents.Tax}}
	o.FormatIn(o.Language)
	if err := s.orderMethodsIn(ctx, &o, o.Language); err != nil {
		return Order{}, err
	}
	return o, nil
}

// FormatIn writes the order's prices in lang: the order's own language as it is read (its
// mails are written in it), the page's when a page shows it.
func (o *Order) FormatIn(lang string) {
	m, c, withTax := func(cents int64) string { return i18n.Money(lang, cents) }, o.Cents, o.Cart.PricesWithTax
	o.FormattedTotalPriceWithoutShipping, o.FormattedTotalPrice = m(c.CouponTotal), m(c.Net)
	o.FormattedTaxPrice, o.FormattedTotalPriceWithTax = m(c.Tax), m(c.Total)
	o.Cart.ShownPrices = makeShownPrices(lang, withTax, c, true)
	sp := ShownPrices{} // a business's order has no goods with VAT
	if withTax {
		sp = o.Cart.ShownPrices
	}
	o.Cart.FormattedShippingPriceWithTax, o.Cart.FormattedItemsPriceWithTax = sp.FormattedShippingPrice, sp.FormattedItemsPrice
	o.Cart.FormattedCouponDiscountPriceWithTax, o.Cart.FormattedCouponTotalPriceWithTax = sp.FormattedCouponDiscountPrice, sp.FormattedCouponTotalPrice
	line := func(q int64, lp LinePrices) LinePrices {
		return makeLinePrices(lang, withTax, lp.UnitCents, q, lp.ListCents, lp.TotalCents)
	}
	for i := range o.Cart.ItemServices {
		o.Cart.ItemServices[i].LinePrices = line(o.Cart.ItemServices[i].Quantity, o.Cart.ItemServices[i].LinePrices)
	}
	for i := range o.Cart.Items {
		it := &o.Cart.Items[i]
		it.LinePrices = line(it.Quantity, it.LinePrices)
		for j := range it.Services {
			it.Services[j].LinePrices = line(it.Services[j].Quantity, it.Services[j].LinePrices)
		}
	}
}

// loadOrderItems reads an order's lines into its cart, services under their product's line.
func loadOrderItems(ctx context.Context, q conn, o *Order) error {
	rows, err := q.QueryContext(ctx, orderItemsSQL, o.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	o.Cart.Items, o.Cart.ItemServices = []CartItem{}, []CartService{}
	for rows.Next() {
		var id, parent, unit, list, final, qty int64
		var p CartItemProduct
		var slug, image string
		var delayed bool
		if err := rows.Scan(&id, &parent, &p.ID, &p.Title, &p.Code, &qty, &unit, &list, &final, &p.Type, &slug,
			&p.Manufacture.Title, &delayed, &image); err != nil {
			return err
		}
		if slug != "" && p.Type == "product" {
			p.Link = ProductLink(slug)
		}
		p.Image = Image{Source: image}
		lp := makeLinePrices(o.Language, o.Cart.PricesWithTax, unit, qty, list, final)
		if parent != 0 {
			sv := CartService{ID: id, ItemID: parent, Quantity: qty, Product: p, LinePrices: lp}
			for i := range o.Cart.Items {
				if o.Cart.Items[i].ID == parent {
					o.Cart.Items[i].Services = append(o.Cart.Items[i].Services, sv)
				}
			}
			o.Cart.ItemServices = append(o.Cart.ItemServices, sv)
			continue
		}
		o.Cart.TotalQuantity += qty
		o.Cart.Items = append(o.Cart.Items, CartItem{ID: id, Quantity: qty, Product: p, LinePrices: lp, IsDelayedDelivery: delayed,
			InStock: true, Services: []CartService{}, AvailableServices: []int64{}})
	}
	return rows.Err()
}

// OrderSummary is one row of the profile's order list (spec §3 User orders). InvoiceLink is
// the caller's to fill (the store knows no URLs of documents).
type OrderSummary struct {
	ID                         int64  `json:"id"`
	CreatedAt                  string `json:"created_at"`
	PrefixID                   string `json:"prefix_id"`
	FullName                   string `json:"full_name"`
	FormattedTotalPriceWithTax string `json:"formatted_total_price_with_tax"`
	Status                     string `json:"status"`
	StatusLabel                string `json:"status_label"`
	PaymentStatus              string `json:"payment_status"`
	PaymentStatusLabel         string `json:"payment_status_label"`
	InvoiceLink                string `json:"invoice_link"`
	Link                       string `json:"link"` // the order's page; the caller's to fill, as InvoiceLink
	AccessToken                string `json:"-"`    // the key of the order's page and invoice
	total                      int64  // cents with VAT, for FormatIn
}

// FormatIn writes the order's total in lang, a page's language.
func (o *OrderSummary) FormatIn(lang string) {
	o.FormattedTotalPriceWithTax = i18n.Money(lang, o.total)
}

// OrdersOfUser lists a user's orders, the latest first, each total written in its order's
// language (FormatIn rewrites it in a page's).
func (s *Store) OrdersOfUser(ctx context.Context, userID int64) ([]OrderSummary, error) {
	rows, err := s.prepared(s.reader(ctx)).QueryContext(ctx, `
SELECT id, created_at, prefix, COALESCE(number, 0), user_name, user_surname, total, status, payment_status,
       COALESCE(access_token, ''), language
FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []OrderSummary{}
	for rows.Next() {
		var o OrderSummary
		var prefix, name, surname, lang string
		var number, total int64
		if err := rows.Scan(&o.ID, &o.CreatedAt, &prefix, &number, &name, &surname, &total, &o.Status, &o.PaymentStatus, &o.AccessToken, &lang); err != nil {
			return nil, err
		}
		o.PrefixID, o.FullName, o.FormattedTotalPriceWithTax = PrefixedID(prefix, number), strings.TrimSpace(name+" "+surname), i18n.Money(lang, total)
		o.total = total
		o.StatusLabel, o.PaymentStatusLabel = "order_status_"+o.Status, "payment_status_"+o.PaymentStatus
		out = append(out, o)
	}
	return out, rows.Err()
}
