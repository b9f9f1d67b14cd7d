package present

import (
	"testing"
	"time"

	"shop/payment"
	"shop/store"
)

// A pay-on-pickup order's last day is the day before its hold ends at midnight, in the shop's
// time zone; a bank transfer's amount is in the order's language; only an open order may be
// paid again.
func TestPaymentView(t *testing.T) {
	riga, err := time.LoadLocation("Europe/Riga")
	if err != nil {
		t.Skip(err)
	}
	o := store.Order{Status: "new", PaymentStatus: "pending", Language: "lv", ExpiresAt: "2026-03-05T22:00:00Z", // midnight in Riga
		Cents: store.Cents{Total: 129900}}
	v := MakePaymentView(o, "en", riga, OrderPayment{Kind: "pickup", Retryable: true})
	if !v.Pickup || v.CollectBy != "05/03/2026" || v.ExpiresText != "06/03/2026, 00:00" || !v.CanRetry {
		t.Errorf("pickup %+v", v)
	}
	bt := payment.BankTransfer{Reference: "LV-000001"}
	if v := MakePaymentView(o, "en", riga, OrderPayment{Kind: "bank", Transfer: &bt}); v.Bank == nil || v.Bank.Amount != "1299,00\u00a0€" || v.CanRetry {
		t.Errorf("bank %+v", v.Bank)
	}
	o.Status = "paid"
	if v := MakePaymentView(o, "en", riga, OrderPayment{Kind: "test_card", Retryable: true}); v.TestCard || v.CanRetry {
		t.Errorf("a paid order %+v", v)
	}
}
