package main

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"shop/handlers"
	"shop/i18n"
	"shop/mail"
	"shop/payment"
	"shop/present"
	"shop/store"
)

// orderMail is the mail worker's order loader: what the order confirmation and payment
// receipt show, read from the order's own snapshot. An unpaid bank transfer carries the
// account and reference to pay to; an unpaid card order links its page, where the shopper
// pays (again).
func orderMail(st *store.Store, pay *payment.Payments) mail.OrderLoader {
	return func(ctx context.Context, id int64, lang string) (*mail.Order, error) {
		o, err := st.OrderByID(ctx, id)
		if err != nil {
			return nil, err
		}
		m := &mail.Order{Number: o.PrefixedID, CustomerName: o.Customer.Name, NetPrices: !o.Cart.WithTax, Subtotal: o.Cents.Items,
			Shipping: o.Cents.Shipping, Discount: o.Cents.CouponDiscount, Net: o.Cents.Net, Tax: o.Cents.Tax, Total: o.Cents.Total,
			Link: handlers.OrderPath(o.AccessToken)}
		if o.Customer.UserType == "b2b" && o.Customer.CompanyName != "" {
			m.CustomerName = o.Customer.CompanyName
		}
		if o.Cart.Coupon != nil {
			m.CouponCode = o.Cart.Coupon.Code
		}
		for _, it := range o.Cart.Items {
			m.Lines = append(m.Lines, mail.OrderLine{Title: it.Product.Title, Quantity: it.Quantity, Total: it.Prices.List})
			for _, sv := range it.Services {
				m.Lines = append(m.Lines, mail.OrderLine{Title: sv.Product.Title, Quantity: sv.Quantity, Total: sv.Prices.List})
			}
		}
		if o.Status != "new" || (o.PaymentStatus != "pending" && o.PaymentStatus != "failed") {
			return m, nil
		}
		code := o.Cart.PaymentMethod.Code
		p, _ := pay.Provider(code)
		switch p.(type) {
		case *payment.Bank:
			bt, err := pay.BankTransfer(payment.Order{Number: o.PrefixedID, TotalCents: o.Cents.Total, Currency: "EUR"})
			if err != nil {
				return nil, err
			}
			a := bt.Account
			m.PaymentInstructions = strings.Join([]string{
				i18n.T(lang, "order_bank_beneficiary") + ": " + a.Beneficiary,
				i18n.T(lang, "order_bank_iban") + ": " + a.IBANGrouped(),
				i18n.T(lang, "order_bank_name") + ": " + strings.TrimSpace(a.Name+" "+a.BIC),
				i18n.T(lang, "order_bank_amount") + ": " + present.Money(lang, o.Cents.Total),
				i18n.T(lang, "order_bank_reference") + ": " + bt.Reference,
				i18n.T(lang, "order_bank_creditor_reference") + ": " + bt.CreditorReferenceGrouped(),
			}, "\n")
		default:
			if pay.Retryable(code) {
				m.PaymentLink = m.Link
			}
		}
		return m, nil
	}
}

// cancelExpiredOrders cancels the unpaid orders whose time is up, giving their stock back: at
// start and then every minute, until ctx ends.
func cancelExpiredOrders(ctx context.Context, st *store.Store, log *slog.Logger) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for now := time.Now(); ; {
		if n, err := st.CancelExpiredOrders(ctx, now); err != nil {
			if ctx.Err() == nil {
				log.Error("expired orders", "err", err)
			}
		} else if n > 0 {
			log.Info("expired orders cancelled", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case now = <-t.C:
		}
	}
}
