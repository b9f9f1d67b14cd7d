package mail

import (
	"context"
	"strings"
	"testing"
	"time"

	"shop/i18n"
	"shop/store"
)

// The refund mail speaks each language: the amount of this refund, the order's refunded sum,
// the reason, and where the money goes (the card, or paid back by hand).
func TestRenderOrderRefundedInEveryLanguage(t *testing.T) {
	now := time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	for _, lang := range i18n.Languages {
		for _, card := range []bool{true, false} {
			o, _ := stubOrder(context.Background(), 42, lang)
			o.Refund = &OrderRefund{Amount: 2500, Total: 7500, Reason: "Bojāts <iepakojums>", Card: card}
			n := store.Notice{ID: 6, Kind: store.NoticeOrderRefunded, Email: "a@example.com", Lang: lang, OrderID: 42, RefundID: 3,
				CreatedAt: "2026-11-24T07:59:00Z"}
			m, err := render(testShop, n, nil, o, now)
			if err != nil {
				t.Fatalf("%s: %v", lang, err)
			}
			if want := i18n.T(lang, "mail_order_refunded_subject", "number", "LV-000042"); m.Subject != want {
				t.Errorf("%s: subject %q, want %q", lang, m.Subject, want)
			}
			how := i18n.T(lang, "mail_order_refunded_manual")
			if card {
				how = i18n.T(lang, "mail_order_refunded_card")
			}
			intro := i18n.T(lang, "mail_order_refunded_intro", "amount", i18n.Money(lang, 2500), "number", "LV-000042")
			contains(t, lang+" text", m.Text, intro, i18n.T(lang, "mail_order_refunded_total", "amount", i18n.Money(lang, 7500)),
				"Bojāts <iepakojums>", how)
			contains(t, lang+" HTML", m.HTML, intro, "Bojāts &lt;iepakojums&gt;", how)
			if strings.Contains(m.Text+m.HTML, "mail_") || strings.Contains(m.Text, "\n\n\n") {
				t.Errorf("%s: %s", lang, m.Text)
			}
		}
	}
}

// The shop's notice of a new order, in the shop's language: the number and total in its
// subject, the buyer, the payment, the lines and a link to the order in the back office.
func TestRenderNewOrderShop(t *testing.T) {
	o, _ := stubOrder(context.Background(), 42, "")
	o.FullName, o.Email, o.PaymentTitle, o.AdminLink = "Anna Bērziņa", "anna@example.lv", "Swedbank", "/admin/orders/42"
	m, err := render(testShop, store.Notice{ID: 7, Kind: store.NoticeNewOrderShop, Email: "shop@example.lv", OrderID: 42,
		CreatedAt: "2026-11-24T07:59:00Z"}, nil, o, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	l := testShop.Lang
	if want := strings.Join(strings.Fields(i18n.T(l, "mail_new_order_shop_subject", "number", "LV-000042", "total", i18n.Money(l, 101731))), " "); m.Subject != want || m.Lang != l {
		t.Errorf("subject %q (%s), want %q", m.Subject, m.Lang, want)
	}
	contains(t, "text", m.Text, "Anna Bērziņa <anna@example.lv>", "Swedbank", "1 × Apple iPhone 15 128GB <Black>",
		"https://shop.example/admin/orders/42", i18n.Money(l, 101731))
	contains(t, "HTML", m.HTML, `href="https://shop.example/admin/orders/42"`, "Anna Bērziņa &lt;anna@example.lv&gt;")
}
