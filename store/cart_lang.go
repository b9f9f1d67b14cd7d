package store

import "context"

// CartIn shows a cart in lang: product and service titles and the chosen shipping and
// payment methods' titles translated (the default language's where a translation is missing).
// The cart's prices and rules are the same in every
// language, so CartByToken leaves this to the caller.
func (s *Store) CartIn(ctx context.Context, c *Cart, lang string) error {
	if lang == "" || lang == s.langs.Default {
		return nil
	}
	var ids []int64
	for _, it := range c.Items {
		ids = append(ids, it.Product.ID)
		for _, sv := range it.Services {
			ids = append(ids, sv.Product.ID)
		}
	}
	products, err := s.translations(ctx, "product", lang, ids)
	if err != nil {
		return err
	}
	in := func(p *CartItemProduct) {
		translate(products, p.ID, "title", &p.Title)
	}
	for i := range c.Items {
		in(&c.Items[i].Product)
		for j := range c.Items[i].Services {
			in(&c.Items[i].Services[j].Product)
		}
	}
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return err
	}
	if m := c.ShippingMethod; m != nil {
		m.Title = texts.text("shipping_method", m.ID, "title", m.Title)
	}
	if p := c.PaymentMethod; p != nil {
		p.Title = texts.text("payment_method", p.ID, "title", p.Title)
	}
	return nil
}

// OrderIn shows an order in lang: its shipping and payment methods named in lang (the default
// language's titles where a translation is missing). Its lines keep the titles they were
// bought under.
func (s *Store) OrderIn(ctx context.Context, o *Order, lang string) error {
	return s.orderMethodsIn(ctx, o, lang)
}

// orderMethodsIn names an order's shipping and payment methods in lang, from their titles in
// the default language.
func (s *Store) orderMethodsIn(ctx context.Context, o *Order, lang string) error {
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return err
	}
	sm, pm := &o.Cart.ShippingMethod, &o.Cart.PaymentMethod
	sm.Title = texts.text("shipping_method", sm.ID, "title", o.shippingTitle)
	pm.Title = texts.text("payment_method", pm.ID, "title", o.paymentTitle)
	return nil
}
