package present

import (
	"time"

	"shop/payment"
	"shop/store"
)

// PaymentView is what the order page shows of the payment (ui/components/order/order-payment.jsx).
type PaymentView struct {
	Code string `json:"code"`
	// Kind is bank (transfer), pickup (paid when collected), card (Stripe), test_card or none.
	Kind        string    `json:"kind"`
	Bank        *BankView `json:"bank,omitempty"` // a bank transfer's details
	Pickup      bool      `json:"pickup"`         // paid in the shop when the order is collected
	TestCard    bool      `json:"test_card"`      // the demo card form pays it
	CanRetry    bool      `json:"can_retry"`      // "pay again" starts a new card payment
	ExpiresAt   string    `json:"expires_at"`     // UTC; "" when the order waits without end
	ExpiresText string    `json:"expires_text"`   // the same in the shop's time zone, for people
	// CollectBy is a pay-on-pickup order's last day to be collected and paid, as the page's
	// language writes a date (its hold ends at the midnight after it, in the shop's time zone).
	CollectBy string `json:"collect_by"`
}

// BankView is a bank transfer's details.
type BankView struct {
	Beneficiary       string `json:"beneficiary"`
	IBAN              string `json:"iban"` // in groups of four
	BIC               string `json:"bic"`
	Bank              string `json:"bank"`
	Amount            string `json:"amount"`
	Reference         string `json:"reference"`          // the order number: the payment details
	CreditorReference string `json:"creditor_reference"` // ISO 11649, in groups of four
	Demo              bool   `json:"demo"`               // the built-in demo account: not to be paid into
}

// OrderPayment is what the shop's payment providers say of an order's payment method.
type OrderPayment struct {
	Kind      string                // bank, pickup, card, test_card; none for a method no provider serves
	Transfer  *payment.BankTransfer // a bank transfer's details; nil when they could not be made
	Retryable bool                  // a new payment may be started after a failed one
}

// MakePaymentView is the payment of order o as its page shows it in lang, its times in the
// shop's time zone (loc).
func MakePaymentView(o store.Order, lang string, loc *time.Location, p OrderPayment) PaymentView {
	open := o.Status == "new" && (o.PaymentStatus == "pending" || o.PaymentStatus == "failed")
	v := PaymentView{Code: o.Cart.PaymentMethod.Code, Kind: p.Kind, ExpiresAt: o.ExpiresAt}
	expires, err := time.Parse(time.RFC3339, o.ExpiresAt)
	if err == nil {
		v.ExpiresText = DateTime(lang, expires.In(loc))
	}
	switch p.Kind {
	case "bank":
		if bt := p.Transfer; bt != nil {
			a := bt.Account // the amount in the order's language, as its mails write it
			v.Bank = &BankView{Beneficiary: a.Beneficiary, IBAN: a.IBANGrouped(), BIC: a.BIC, Bank: a.Name,
				Amount: Money(o.Language, o.Cents.Total), Reference: bt.Reference, CreditorReference: bt.CreditorReferenceGrouped(),
				Demo: a.Demo}
		}
	case "pickup":
		v.Pickup = true
		if open && !expires.IsZero() {
			v.CollectBy = Date(lang, expires.Add(-time.Second).In(loc))
		}
	case "test_card":
		v.TestCard = open
	}
	v.CanRetry = open && p.Retryable
	return v
}
