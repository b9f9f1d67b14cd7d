package services

import (
	"context"
	"strings"
	"testing"

	"shop/demo"
	"shop/internal/testtool"
	"shop/payment"
	"shop/store"
)

// The order mails read the order's snapshot: lines, totals, its page, and for an unpaid bank
// transfer the account and reference to pay to.
func TestOrderMailLoader(t *testing.T) {
	ctx := context.Background()
	st := testtool.DemoPlace(t, schema, demo.Latvia, 200).Open(t, schema)
	var product int64
	for id := int64(1); id < 50 && product == 0; id++ {
		if err := st.SetStock(ctx, id, 5); err == nil {
			if _, err := st.AddToCart(ctx, "", id, 1); err == nil {
				product = id
			}
		}
	}
	token, err := st.AddToCart(ctx, "", product, 2)
	if err != nil {
		t.Fatal(err)
	}
	lv := latviaID()
	in := annasCourierOrder("swedbank")
	o, err := st.PlaceOrder(ctx, token, in)
	if err != nil {
		t.Fatal(err)
	}
	pay, err := payment.New(payment.Config{Country: "LV"})
	if err != nil {
		t.Fatal(err)
	}
	m, err := OrderMail(st, pay, orderPath)(ctx, o.ID, "en")
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, l := range m.Lines {
		sum += l.Total
	}
	// The line is the shelf price times the quantity, the lines add up to the subtotal, and
	// the total is the subtotal and delivery, of which the VAT worked out once.
	if m.Number != o.PrefixedID || m.CustomerName != "Anna" || len(m.Lines) != 1 || m.Lines[0].Quantity != 2 || sum != m.Subtotal ||
		m.Lines[0].Total != 2*o.Cart.Items[0].Prices.Unit || m.Subtotal-m.Discount+m.Shipping != m.Total || m.Net+m.Tax != m.Total ||
		m.NetPrices || m.Link != "/order/"+o.AccessToken || m.PaymentLink != "" {
		t.Errorf("mail order %+v", m)
	}
	for _, want := range []string{"LV80 BANK 0000 4351 9500 1", o.PrefixedID, "RF"} {
		if !strings.Contains(m.PaymentInstructions, want) {
			t.Errorf("instructions lack %q:\n%s", want, m.PaymentInstructions)
		}
	}
	if err := st.MarkOrderPaid(ctx, o.ID, "x"); err != nil {
		t.Fatal(err)
	}
	if m, _ = OrderMail(st, pay, orderPath)(ctx, o.ID, "en"); m.PaymentInstructions != "" {
		t.Errorf("a paid order's mail still asks for money: %s", m.PaymentInstructions)
	}
	// A business's order: net amounts that add up to the net total, the VAT added to it.
	token, err = st.AddToCart(ctx, "", product, 2)
	if err != nil {
		t.Fatal(err)
	}
	in.Order.UserType, in.Order.CompanyName, in.Order.CompanyRegNum = "b2b", "SIA Ābele", "40003123456"
	in.Order.CompanyAddress, in.Order.CompanyCity, in.Order.CompanyZip, in.Order.CompanyCountryID = "Dzirnavu iela 5", "Rīga", "LV-1010", lv
	if o, err = st.PlaceOrder(ctx, token, in); err != nil {
		t.Fatal(err)
	}
	if m, err = OrderMail(st, pay, orderPath)(ctx, o.ID, "en"); err != nil {
		t.Fatal(err)
	}
	if !m.NetPrices || m.CustomerName != "SIA Ābele" || m.Lines[0].Total != 2*o.Cart.Items[0].Prices.Unit || m.Subtotal != m.Lines[0].Total ||
		m.Subtotal-m.Discount+m.Shipping != m.Net || m.Net+m.Tax != m.Total || m.Tax != o.Cents.Tax {
		t.Errorf("a business's mail order %+v", m)
	}
	if _, err := OrderMail(st, pay, orderPath)(ctx, 9999, "en"); err != store.ErrNotFound {
		t.Errorf("a missing order: %v", err)
	}
}
