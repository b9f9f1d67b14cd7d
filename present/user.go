package present

import "shop/store"

// UserSummary is the signed-in user as every page's header shows them (the shared props' user).
type UserSummary struct {
	ID       int64  `json:"id"`
	Type     string `json:"type"`
	Name     string `json:"name"`
	Surname  string `json:"surname"`
	FullName string `json:"full_name"`
	Email    string `json:"email"`
}

// MakeUserSummary is u as answered; nil (a guest) stays nil.
func MakeUserSummary(u *store.UserSummary) *UserSummary {
	if u == nil {
		return nil
	}
	out := UserSummary(*u)
	return &out
}
