package present

import "shop/store"

// UserExport is everything the shop keeps about an account, as the shopper downloads it
// (GET /api/user/export), its orders as the order page answers them.
type UserExport struct {
	ExportedAt    string               `json:"exported_at"`
	Profile       ExportProfile        `json:"profile"`
	Company       *Company             `json:"company"`
	Addresses     []Address            `json:"addresses"`
	Orders        []Order              `json:"orders"`
	Reviews       []ExportReview       `json:"reviews"`
	Wishlist      []ExportWishlistItem `json:"wishlist"`
	Subscriptions []ExportSubscription `json:"subscriptions"`
}

// ExportProfile is the account itself.
type ExportProfile struct {
	Type       string `json:"type"`
	Name       string `json:"name"`
	Surname    string `json:"surname"`
	Email      string `json:"email"`
	Phone      Phone  `json:"phone"`
	Newsletter bool   `json:"newsletter"`
	CreatedAt  string `json:"created_at"`
}

// ExportReview is a review the shopper wrote.
type ExportReview struct {
	ProductID    int64  `json:"product_id"`
	ProductTitle string `json:"product_title"`
	Rate         int    `json:"rate"`
	Comment      string `json:"comment"`
	Published    bool   `json:"published"`
	CreatedAt    string `json:"created_at"`
}

// ExportWishlistItem is a product on the shopper's wishlist.
type ExportWishlistItem struct {
	ProductID int64  `json:"product_id"`
	Title     string `json:"title"`
	AddedAt   string `json:"added_at"`
}

// ExportSubscription is a newsletter or back-in-stock subscription under the account's e-mail.
type ExportSubscription struct {
	Kind      string `json:"kind"`
	ProductID int64  `json:"product_id"` // 0 for the newsletter
	CreatedAt string `json:"created_at"`
}

// MakeUserExport is x as answered, its orders made by order.
func MakeUserExport(x store.UserExport, order func(store.Order) (Order, error)) (UserExport, error) {
	p := x.Profile
	out := UserExport{ExportedAt: x.ExportedAt,
		Profile: ExportProfile{Type: p.Type, Name: p.Name, Surname: p.Surname, Email: p.Email, Phone: MakePhone(p.Phone),
			Newsletter: p.Newsletter, CreatedAt: p.CreatedAt},
		Company: MakeCompany(x.Company), Addresses: MakeAddresses(x.Addresses), Orders: make([]Order, 0, len(x.Orders)),
		Reviews:  convert(x.Reviews, func(r store.ExportReview) ExportReview { return ExportReview(r) }),
		Wishlist: convert(x.Wishlist, func(w store.ExportWishlistItem) ExportWishlistItem { return ExportWishlistItem(w) }),
		Subscriptions: convert(x.Subscriptions, func(s store.ExportSubscription) ExportSubscription {
			return ExportSubscription(s)
		})}
	for _, o := range x.Orders {
		po, err := order(o)
		if err != nil {
			return UserExport{}, err
		}
		out.Orders = append(out.Orders, po)
	}
	return out, nil
}
