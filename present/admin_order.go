package present

import (
	"shop/store"
)

// The back office's orders: the list's rows and the order page. Money is in cents (the back
// office formats it, as it does a coupon's) beside the order's own formatted totals, which
// MakeOrder writes as the shopper's pages do, so the two never differ.

// AdminOrderRow is one row of the back office's order list.
type AdminOrderRow struct {
	ID             int64  `json:"id"`
	Number         string `json:"number"` // LV-000123
	CreatedAt      string `json:"created_at"`
	Name           string `json:"name"`
	CompanyName    string `json:"company_name"`
	Email          string `json:"email"`
	Total          int64  `json:"total"` // cents
	Status         string `json:"status"`
	PaymentStatus  string `json:"payment_status"`
	ShippingMethod string `json:"shipping_method"`
	PaymentMethod  string `json:"payment_method"`
	Language       string `json:"language"`
}

// MakeAdminOrderRows is a page of the order list.
func MakeAdminOrderRows(rows []store.AdminOrderRow) []AdminOrderRow {
	out := make([]AdminOrderRow, 0, len(rows))
	for _, r := range rows {
		out = append(out, AdminOrderRow{ID: r.ID, Number: r.PrefixedID, CreatedAt: r.CreatedAt, Name: r.Name,
			CompanyName: r.CompanyName, Email: r.Email, Total: r.Total, Status: r.Status, PaymentStatus: r.PaymentStatus,
			ShippingMethod: r.ShippingMethod, PaymentMethod: r.PaymentMethod, Language: r.Language})
	}
	return out
}

// AdminOrder is an order as the back office's order page shows it: the order as the shopper's
// pages answer it (lines, totals, VAT per rate, addresses), its shipment, the moves open to
// it, its events, mails and notes.
type AdminOrder struct {
	Order
	Online          bool              `json:"online"` // paid online, before the goods leave
	Shipment        AdminShipment     `json:"shipment"`
	MethodCarrier   string            `json:"method_carrier"` // the shipping method's carrier, the ship dialog's first choice
	Moves           []string          `json:"moves"`
	Events          []AdminOrderEvent `json:"events"`
	Mails           []AdminOrderMail  `json:"mails"`
	Notes           []AdminOrderNote  `json:"notes"`
	PaymentRef      string            `json:"payment_reference"`
	ShippingCountry string            `json:"shipping_country"` // the address's country, named in the answer's language
	Withdrawals     []Withdrawal      `json:"withdrawals"`      // the shopper's withdrawals from it, the first first
}

// AdminShipment is an order's shipment; empty before it is shipped.
type AdminShipment struct {
	Carrier        string `json:"carrier"` // its code
	CarrierName    string `json:"carrier_name"`
	TrackingNumber string `json:"tracking_number"`
	TrackingLink   string `json:"tracking_link"` // the carrier's page of the parcel; "" for none
	ShippedAt      string `json:"shipped_at"`
}

// AdminOrderEvent is one change of an order's status or payment.
type AdminOrderEvent struct {
	At    string `json:"at"`
	Field string `json:"field"` // status or payment
	From  string `json:"from"`
	To    string `json:"to"`
	Staff string `json:"staff"` // the member's name; "" for the shop, the shopper or a provider
	Note  string `json:"note"`
}

// AdminOrderMail is a mail the shop queued for an order.
type AdminOrderMail struct {
	Kind      string `json:"kind"`
	Email     string `json:"email"`
	Lang      string `json:"lang"`
	CreatedAt string `json:"created_at"`
	SentAt    string `json:"sent_at"` // "" while unsent
	Attempts  int    `json:"attempts"`
	LastError string `json:"last_error"`
}

// AdminOrderNote is a staff member's note on an order.
type AdminOrderNote struct {
	ID    int64  `json:"id"`
	At    string `json:"at"`
	Staff string `json:"staff"`
	Body  string `json:"body"`
}

// Carrier is a parcel carrier the ship dialog offers.
type Carrier struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// MakeCarriers is the carriers' list.
func MakeCarriers(list []store.Carrier) []Carrier {
	out := make([]Carrier, 0, len(list))
	for _, c := range list {
		out = append(out, Carrier{Code: c.Code, Name: c.Name})
	}
	return out
}

// MakeAdminOrder is order a in lang; link names its lines' product pages, country names a
// country id in lang.
func MakeAdminOrder(a store.AdminOrder, lang string, link ProductLink, country func(id int64) string) AdminOrder {
	out := AdminOrder{Order: MakeOrder(a.Order, lang, link), Online: a.Online, MethodCarrier: a.MethodCarrier, Moves: a.Moves,
		PaymentRef: a.PaymentReference, ShippingCountry: country(a.Cart.ShippingAddress.CountryID),
		Shipment: AdminShipment{Carrier: a.Carrier.Code, CarrierName: a.Carrier.Name, TrackingNumber: a.TrackingNumber,
			TrackingLink: a.TrackingLink, ShippedAt: a.ShippedAt},
		Events: make([]AdminOrderEvent, 0, len(a.Events)), Mails: make([]AdminOrderMail, 0, len(a.Mails)),
		Notes: MakeAdminOrderNotes(a.Notes), Withdrawals: MakeWithdrawals(a.Withdrawals)}
	for _, e := range a.Events {
		out.Events = append(out.Events, AdminOrderEvent{At: e.At, Field: e.Field, From: e.From, To: e.To, Staff: e.StaffName, Note: e.Note})
	}
	for _, m := range a.Mails {
		out.Mails = append(out.Mails, AdminOrderMail{Kind: m.Kind, Email: m.Email, Lang: m.Lang, CreatedAt: m.CreatedAt,
			SentAt: m.SentAt, Attempts: m.Attempts, LastError: m.LastError})
	}
	return out
}

// MakeAdminOrderNotes is an order's notes.
func MakeAdminOrderNotes(notes []store.OrderNote) []AdminOrderNote {
	out := make([]AdminOrderNote, 0, len(notes))
	for _, n := range notes {
		out = append(out, AdminOrderNote{ID: n.ID, At: n.At, Staff: n.StaffName, Body: n.Body})
	}
	return out
}
