package store

import "testing"

// An order read in its language is rewritten in a page's: totals, lines and their services.
func TestOrderFormatIn(t *testing.T) {
	t.Parallel()
	sv := CartService{Quantity: 1, LinePrices: makeLinePrices("lv", true, 399, 1, 399, 359)}
	o := Order{Language: "lv", Cents: Cents{Items: 129900, CouponDiscount: 1000, CouponTotal: 128900, Shipping: 599, Net: 106983, Tax: 22516, Total: 129499},
		Cart: OrderCart{Items: []CartItem{{Quantity: 2, LinePrices: makeLinePrices("lv", true, 64950, 2, 129900, 128900), Services: []CartService{sv}}},
			ItemServices: []CartService{sv}, ShownPrices: ShownPrices{PricesWithTax: true}}}
	o.FormatIn("lv")
	if o.FormattedTotalPriceWithTax != "1294,99\u00a0€" || o.Cart.Items[0].FormattedTotalPriceWithTax != "1289,00\u00a0€" {
		t.Errorf("lv: %q %q", o.FormattedTotalPriceWithTax, o.Cart.Items[0].FormattedTotalPriceWithTax)
	}
	o.FormatIn("en")
	for _, c := range [][2]string{
		{o.FormattedTotalPriceWithTax, "€1,294.99"},
		{o.FormattedTaxPrice, "€225.16"},
		{o.FormattedTotalPrice, "€1,069.83"},
		{o.Cart.FormattedShippingPriceWithTax, "€5.99"},
		{o.Cart.FormattedCouponDiscountPriceWithTax, "€10.00"},
		{o.Cart.Items[0].FormattedPriceWithTax, "€649.50"},
		{o.Cart.Items[0].FormattedOldPriceWithTax, "€1,299.00"},
		{o.Cart.Items[0].Services[0].FormattedTotalPriceWithTax, "€3.59"},
		{o.Cart.ItemServices[0].FormattedPriceWithTax, "€3.99"},
	} {
		if c[0] != c[1] {
			t.Errorf("en: %q, want %q", c[0], c[1])
		}
	}
	s := OrderSummary{total: 129499}
	if s.FormatIn("fi"); s.FormattedTotalPriceWithTax != "1\u00a0294,99\u00a0€" {
		t.Errorf("summary in fi: %q", s.FormattedTotalPriceWithTax)
	}
	// A business's order is written without VAT: its lines and goods have no *_with_tax.
	o.Cart.PricesWithTax = false
	o.FormatIn("en")
	if o.Cart.Items[0].FormattedTotalPrice != "€1,289.00" || o.Cart.Items[0].FormattedTotalPriceWithTax != "" ||
		o.Cart.FormattedShippingPrice != "€5.99" || o.Cart.FormattedShippingPriceWithTax != "" || o.FormattedTotalPriceWithTax != "€1,294.99" {
		t.Errorf("a business's order: %+v", o.Cart)
	}
}
