package mail

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"shop/i18n"
	"shop/store"
)

// addWithdrawableOrder writes order id (number 7) with two lines for a withdrawal to name.
func addWithdrawableOrder(t *testing.T, st *store.Store, id int64) {
	t.Helper()
	err := st.WithTx(context.Background(), func(ctx context.Context) error {
		for _, in := range []struct {
			table string
			cols  []string
			row   []any
		}{
			{"shipping_methods", []string{"id", "code", "type", "title"}, []any{id, fmt.Sprintf("c%d", id), "courier", "Courier"}},
			{"payment_methods", []string{"id", "code", "title"}, []any{id, fmt.Sprintf("p%d", id), "Bank transfer"}},
			{"carts", []string{"id", "token", "status"}, []any{id, fmt.Sprintf("t%d", id), "ordered"}},
			{"orders", []string{"id", "prefix", "number", "cart_id", "user_type", "user_name", "user_surname", "user_email", "user_phone",
				"shipping_method_id", "payment_method_id", "vat_basis_points", "items_total", "shipping_total", "tax_total", "total"},
				[]any{id, "LV", 7, id, "b2c", "Anna", "Ozola", "anna@example.com", "+37120000000", id, id, 2100, 91798, 0, 15932, 91798}},
		} {
			ins := st.Insert(ctx, in.table, in.cols...)
			ins.Add(in.row...)
			if err := ins.Close(); err != nil {
				return err
			}
		}
		items := st.Insert(ctx, "order_items", "id", "order_id", "title", "code", "quantity", "unit_price", "total_price")
		items.Add(id*10+1, id, "Galaxy <S24>", "SM-S921", 1, 89900, 89900)
		items.Add(id*10+2, id, "USB-C cable", "CB-1", 2, 999, 1998)
		return items.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A withdrawal's acknowledgement, as the worker makes it from the store: to the shopper in the
// page's language, with the statement (order, the line named, name, address) and the time it
// was received in the shop's zone; the shop's copy in the shop's language links the order in
// the back office. Both escape what the shopper typed.
func TestWithdrawalMails(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addWithdrawableOrder(t, st, 1)
	var number string
	if o, err := st.OrderByID(ctx, 1); err != nil {
		t.Fatal(err)
	} else {
		number = o.PrefixedID
	}
	st.SetClock(func() time.Time { return time.Date(2026, 11, 27, 20, 5, 0, 0, time.UTC) })
	w, _, err := st.Withdraw(ctx, store.WithdrawalInput{Number: number, Email: "anna@example.com", Name: "Anna <Ozola>",
		Lang: "ru", ItemIDs: []int64{11}, Address: "192.0.2.1", ShopTo: "info@telshop.lv"})
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	NewWorker(st, rec, testShop, quiet).deliverDue(ctx)
	sent := rec.messages()
	if len(sent) != 2 {
		t.Fatalf("%d mails sent", len(sent))
	}
	loc := time.UTC
	if s := st.Settings(); s != nil && s.Location != nil {
		loc = s.Location
	}
	at := time.Date(2026, 11, 27, 20, 5, 0, 0, time.UTC).In(loc)
	byTo := map[string]*Message{sent[0].To: sent[0], sent[1].To: sent[1]}
	m := byTo["anna@example.com"]
	if m == nil || m.Lang != "ru" || m.Kind != store.NoticeWithdrawal || m.Subject != i18n.T("ru", "mail_withdrawal_subject", "number", number) {
		t.Fatalf("acknowledgement %+v", m)
	}
	received := i18n.DateTime("ru", at) + " (" + loc.String() + ")"
	contains(t, "text", m.Text, i18n.T("ru", "withdrawal_statement", "number", number), "1 × Galaxy <S24> (SM-S921)",
		"Anna <Ozola>", "anna@example.com", received)
	contains(t, "HTML", m.HTML, "1 × Galaxy &lt;S24&gt; (SM-S921)", "Anna &lt;Ozola&gt;", received)
	if strings.Contains(m.Text, "USB-C cable") || strings.Contains(m.HTML, "<Ozola>") {
		t.Error("a line not named, or the name unescaped in HTML")
	}
	shop := byTo["info@telshop.lv"]
	if shop == nil || shop.Lang != testShop.Lang || shop.Kind != store.NoticeWithdrawalShop {
		t.Fatalf("the shop's copy %+v", shop)
	}
	contains(t, "shop text", shop.Text, testShop.BaseURL+"/admin/orders/1", "Anna <Ozola>", "Galaxy <S24>")
	if w.Whole {
		t.Error("one line named reads as the whole order")
	}
}
