package present

import (
	"shop/i18n"
	"shop/store"
)

// OrderSummary is one row of the profile's order list (spec §3 User orders).
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
	Link                       string `json:"link"` // the order's page
}

// OrderLinks name an order's page and its invoice from the order's access token, in the
// answer's language.
type OrderLinks struct {
	Page, Invoice func(token string) string
}

// MakeOrderList is a user's orders as the profile lists them, in lang.
func MakeOrderList(orders []store.OrderSummary, lang string, links OrderLinks) []OrderSummary {
	out := make([]OrderSummary, 0, len(orders))
	for _, o := range orders {
		out = append(out, OrderSummary{ID: o.ID, CreatedAt: o.CreatedAt, PrefixID: o.PrefixedID, FullName: o.FullName,
			FormattedTotalPriceWithTax: Money(lang, o.Total), Status: o.Status, StatusLabel: i18n.T(lang, StatusLabel(o.Status)),
			PaymentStatus: o.PaymentStatus, PaymentStatusLabel: i18n.T(lang, PaymentStatusLabel(o.PaymentStatus)),
			InvoiceLink: links.Invoice(o.AccessToken), Link: links.Page(o.AccessToken)})
	}
	return out
}

// Profile is the signed-in shopper as the profile page and checkout read them (spec §3 User),
// with their orders listed.
type Profile struct {
	ID       int64          `json:"id"`
	Type     string         `json:"type"` // b2c or b2b
	Name     string         `json:"name"`
	Surname  string         `json:"surname"`
	FullName string         `json:"full_name"`
	Email    string         `json:"email"`
	Phone    Phone          `json:"phone"`
	Orders   []OrderSummary `json:"orders"`
	// Addresses are the saved delivery addresses, the default first.
	Addresses []store.Address `json:"addresses"`
	Company   *store.Company  `json:"company"` // nil for a private person
}

// MakeProfile is p as answered in lang, its orders linked by links.
func MakeProfile(p store.Profile, lang string, links OrderLinks) Profile {
	return Profile{ID: p.ID, Type: p.Type, Name: p.Name, Surname: p.Surname, FullName: p.FullName, Email: p.Email,
		Phone: MakePhone(p.Phone), Orders: MakeOrderList(p.Orders, lang, links), Addresses: p.Addresses, Company: p.Company}
}

// UserExport is everything the shop keeps about an account, as the shopper downloads it, its
// orders as the order page answers them.
type UserExport struct {
	ExportedAt    string                     `json:"exported_at"`
	Profile       store.ExportProfile        `json:"profile"`
	Company       *store.Company             `json:"company"`
	Addresses     []store.Address            `json:"addresses"`
	Orders        []Order                    `json:"orders"`
	Reviews       []store.ExportReview       `json:"reviews"`
	Wishlist      []store.ExportWishlistItem `json:"wishlist"`
	Subscriptions []store.ExportSubscription `json:"subscriptions"`
}

// MakeUserExport is x with its orders made by order.
func MakeUserExport(x store.UserExport, order func(store.Order) (Order, error)) (UserExport, error) {
	out := UserExport{ExportedAt: x.ExportedAt, Profile: x.Profile, Company: x.Company, Addresses: x.Addresses,
		Orders: make([]Order, 0, len(x.Orders)), Reviews: x.Reviews, Wishlist: x.Wishlist, Subscriptions: x.Subscriptions}
	for _, o := range x.Orders {
		po, err := order(o)
		if err != nil {
			return UserExport{}, err
		}
		out.Orders = append(out.Orders, po)
	}
	return out, nil
}
