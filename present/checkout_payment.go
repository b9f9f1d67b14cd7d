package present

import "shop/store"

// PaymentMethod is a way to pay as the checkout lists it (spec §3 Payment method).
type PaymentMethod struct {
	ID          int64  `json:"id"`
	Code        string `json:"code"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       Image  `json:"image"`
	Online      bool   `json:"online"` // paid right after the order, which expires unpaid
}

// MakePaymentMethod is m as the checkout lists it.
func MakePaymentMethod(m store.PaymentMethod) PaymentMethod {
	return PaymentMethod{ID: m.ID, Code: m.Code, Title: m.Title, Description: m.Description,
		Image: Image{Source: m.Image}, Online: m.Online}
}
