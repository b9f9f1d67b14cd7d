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
