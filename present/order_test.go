package present

import (
	"testing"

	"shop/store"
)

func noLink(slug string) string { return "/p/" + slug }

// An order is written in a page's language: totals, lines and their services.
func TestOrderIsWrittenInThePagesLanguage(t *testing.T) {
	sv := store.CartService{Quantity: 1, Prices: store.LineCents{Unit: 399, List: 399, Total: 359}}
	o := store.Order{Language: "lv", Cents: store.Cents{Items: 129900, CouponDiscount: 1000, ItemsAfterCoupon: 128900, Shipping: 599,
		Net: 106983, Tax: 22516, Total: 129499},
		Cart: store.OrderCart{WithTax: true, Items: []store.CartItem{{Quantity: 2, Prices: store.LineCents{Unit: 64950, List: 129900, Total: 128900},
			Services: []store.CartService{sv}}}}}
	lv := MakeOrder(o, "lv", noLink)
	if lv.FormattedTotalPriceWithTax != "1294,99\u00a0€" || lv.Cart.Items[0].FormattedTotalPriceWithTax != "1289,00\u00a0€" {
		t.Errorf("lv: %q %q", lv.FormattedTotalPriceWithTax, lv.Cart.Items[0].FormattedTotalPriceWithTax)
	}
	en := MakeOrder(o, "en", noLink)
	for _, c := range [][2]string{
		{en.FormattedTotalPriceWithTax, "€1,294.99"},
		{en.FormattedTaxPrice, "€225.16"},
		{en.FormattedNetPrice, "€1,069.83"},
		{en.Cart.FormattedShippingPriceWithTax, "€5.99"},
		{en.Cart.FormattedCouponDiscountPriceWithTax, "€10.00"},
		{en.Cart.Items[0].FormattedPriceWithTax, "€649.50"},
		{en.Cart.Items[0].FormattedOldPriceWithTax, "€1,299.00"},
		{en.Cart.Items[0].Services[0].FormattedTotalPriceWithTax, "€3.59"},
		{en.Cart.ItemServices[0].FormattedPriceWithTax, "€3.99"},
	} {
		if c[0] != c[1] {
			t.Errorf("en: %q, want %q", c[0], c[1])
		}
	}
	list := MakeOrderList([]store.OrderSummary{{Total: 129499, Status: "paid", PaymentStatus: "paid", AccessToken: "tok"}}, "fi",
		OrderLinks{Page: func(tok string) string { return "/order/" + tok }, Invoice: func(tok string) string { return "/order/" + tok + "/invoice.pdf" }})
	if s := list[0]; s.FormattedTotalPriceWithTax != "1\u00a0294,99\u00a0€" || s.Link != "/order/tok" || s.InvoiceLink != "/order/tok/invoice.pdf" ||
		s.StatusLabel == "order_status_paid" {
		t.Errorf("summary in fi: %+v", s)
	}
	// A business's order is written without VAT: its lines and goods have no *_with_tax.
	o.Cart.WithTax = false
	b := MakeOrder(o, "en", noLink)
	if b.Cart.Items[0].FormattedTotalPrice != "€1,289.00" || b.Cart.Items[0].FormattedTotalPriceWithTax != "" ||
		b.Cart.FormattedShippingPrice != "€5.99" || b.Cart.FormattedShippingPriceWithTax != "" || b.FormattedTotalPriceWithTax != "€1,294.99" {
		t.Errorf("a business's order: %+v", b.Cart)
	}
}
