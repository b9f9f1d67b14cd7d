package present

import "shop/store"

// Subscription is what a confirm or unsubscribe page shows of a subscription.
type Subscription struct {
	Kind         string `json:"kind"`                    // newsletter, back_in_stock
	ProductTitle string `json:"product_title,omitempty"` // back_in_stock: what the shopper waits for
	Confirmed    bool   `json:"confirmed"`               // newsletter: the address confirmed it
}

// MakeSubscription is s as the page shows it: its id, token and product id stay out.
func MakeSubscription(s store.Subscription) Subscription {
	return Subscription{Kind: s.Kind, ProductTitle: s.ProductTitle, Confirmed: s.Confirmed}
}
