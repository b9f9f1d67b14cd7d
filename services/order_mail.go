package services

import (
	"context"
	"strings"

	"shop/i18n"
	"shop/mail"
	"shop/payment"
	"shop/present"
	"shop/store"
)

// OrderMail is the mail worker's order loader: what the order confirmation and payment
// receipt show, read from the order's own snapshot. An unpaid bank transfer carries the
// account and reference to pay to; an unpaid card order links its page (orderPath of its
// access token), where the shopper pays (again).
func OrderMail(st *store.Store, pay *payment.Payments, orderPath func(token string) string) mail.OrderLoader {
	return func(ctx context.Context, id int64, lang string) (*mail.Order, error) {
		o, err := st.OrderByID(ctx, id)
		if err != nil {
			return nil, err
		}
		m := &mail.Order{Number: o.PrefixedID, CustomerName: o.Customer.Name, NetPrices: !o.Cart.WithTax, Subtotal: o.Cents.Items,
			Shipping: o.Cents.Shipping, Discount: o.Cents.CouponDiscount, Net: o.Cents.Net, Tax: o.Cents.Tax, Total: o.Cents.Total,
			Link: orderPath(o.AccessToken), FullName: o.Customer.FullName(), Email: o.Customer.Email, PaymentTitle: o.Cart.PaymentMethod.Title}
		if o.Customer.UserType == "b2b" && o.Customer.CompanyName != "" {
			m.CustomerName = o.Customer.CompanyName
		}
		if o.Cart.Coupon != nil {
			m.CouponCode = o.Cart.Coupon.Code
		}
		if tax := present.MakeTax(o.Tax, lang); tax.Changed {
			m.TaxNote = tax.Label
		}
		if m.Carrier, m.TrackingNumber, m.TrackingLink, err = st.OrderShipment(ctx, id); err != nil {
			return nil, err
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
