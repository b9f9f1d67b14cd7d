package store

import "context"

// CartIn shows a cart's lines in lang: product and service titles translated (the default
// language's where a translation is missing) and product links in lang's URLs. The cart's
// prices and rules are the same in every language, so CartByToken leaves this to the caller.
func (s *Store) CartIn(ctx context.Context, c *Cart, lang string) error {
	if lang == "" || lang == s.langs.Default {
		return nil
	}
	var ids []int64
	for _, it := range c.Items {
		ids = append(ids, it.Product.ID)
	}
	for _, sv := range c.ItemServices {
		ids = append(ids, sv.Product.ID)
	}
	texts, err := s.translations(ctx, "product", lang, ids)
	if err != nil {
		return err
	}
	in := func(p *CartItemProduct) {
		translate(texts, p.ID, "title", &p.Title)
		p.Link = s.Path(lang, p.Link)
	}
	for i := range c.Items {
		in(&c.Items[i].Product)
	}
	for i := range c.ItemServices {
		in(&c.ItemServices[i].Product)
	}
	return nil
}

// OrderLinksIn puts an order's product links in lang's URLs. Its lines keep the titles they
// were bought under.
func (s *Store) OrderLinksIn(o *Order, lang string) {
	for i := range o.Cart.Items {
		o.Cart.Items[i].Product.Link = s.Path(lang, o.Cart.Items[i].Product.Link)
	}
	for i := range o.Cart.ItemServices {
		o.Cart.ItemServices[i].Product.Link = s.Path(lang, o.Cart.ItemServices[i].Product.Link)
	}
}
