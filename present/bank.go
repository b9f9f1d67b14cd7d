package present

import "shop/store"

// Bank is a bank of a b2b registration's choice (GET /api/banks), and a company's bank.
type Bank struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// MakeBanks is list as answered.
func MakeBanks(list []store.Bank) []Bank {
	return convert(list, func(b store.Bank) Bank { return Bank{ID: b.ID, Name: b.Name} })
}
