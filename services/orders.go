// Package services holds the shop's workflows that join the store, the payment providers and
// the mails: placing an order and starting its payment, confirming or failing a payment, the
// order mails' contents, and the periodic jobs (expired orders, session and cart sweeps).
// Handlers and main's jobs call it; it knows no HTTP (Gitea's services/ and GoToSocial's
// processing/ are the models): what a caller must tell it about the web, such as the pages a
// payment returns to, it passes in.
package services

import (
	"log/slog"

	"shop/payment"
	"shop/store"
)

// Orders places orders and moves their payments on.
type Orders struct {
	store    *store.Store
	payments *payment.Payments
	log      *slog.Logger
	observe  Observer // the metrics' counters (SetObserver)
}

// NewOrders is the order workflows on st with the payment providers pay.
func NewOrders(st *store.Store, pay *payment.Payments, log *slog.Logger) *Orders {
	if log == nil {
		log = slog.Default()
	}
	return &Orders{store: st, payments: pay, log: log, observe: noObserver{}}
}

// PaymentOrder is what a payment provider needs of an order.
func PaymentOrder(o store.Order) payment.Order {
	po := payment.Order{ID: o.ID, Number: o.PrefixedID, Email: o.Customer.Email, Lang: o.Language,
		TotalCents: o.Cents.Total, Currency: "EUR"}
	for _, it := range o.Cart.Items { // products first, then every service, as the order page lists them
		po.Lines = append(po.Lines, payment.Line{Title: it.Product.Title, Qty: it.Quantity, UnitCents: it.Prices.Unit})
	}
	for _, it := range o.Cart.Items {
		for _, sv := range it.Services {
			po.Lines = append(po.Lines, payment.Line{Title: sv.Product.Title, Qty: sv.Quantity, UnitCents: sv.Prices.Unit})
		}
	}
	if o.Cents.Shipping > 0 {
		po.Shipping = payment.Line{Title: o.Cart.ShippingMethod.Title, Qty: 1, UnitCents: o.Cents.Shipping}
	}
	return po
}
