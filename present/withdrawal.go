package present

import (
	"time"

	"shop/i18n"
	"shop/store"
)

// Withdrawal is a shopper's withdrawal from a contract: what the storefront's last step and
// the back office's order page show of it. CreatedAt is the record's UTC time; At is it
// written in the answer's language and the shop's time zone.
type Withdrawal struct {
	ID        int64            `json:"id"`
	Number    string           `json:"number"`
	Name      string           `json:"name"`
	Email     string           `json:"email"`
	Lang      string           `json:"lang"`
	Whole     bool             `json:"whole"` // the whole order
	Lines     []WithdrawalLine `json:"lines"`
	CreatedAt string           `json:"created_at"`
	At        string           `json:"at,omitempty"`
}

// WithdrawalLine is an order line a withdrawal names.
type WithdrawalLine struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	Code     string `json:"code"`
	Quantity int64  `json:"quantity"`
}

// MakeWithdrawals is an order's withdrawals for the back office (which writes times itself).
func MakeWithdrawals(ws []store.Withdrawal) []Withdrawal {
	out := make([]Withdrawal, 0, len(ws))
	for _, w := range ws {
		out = append(out, MakeWithdrawal(w, "", nil))
	}
	return out
}

// MakeWithdrawal is w, its time written in lang and loc when loc is given.
func MakeWithdrawal(w store.Withdrawal, lang string, loc *time.Location) Withdrawal {
	out := Withdrawal{ID: w.ID, Number: w.OrderNumber, Name: w.Name, Email: w.Email, Lang: w.Lang, Whole: w.Whole,
		Lines: MakeWithdrawalLines(w.Lines), CreatedAt: w.CreatedAt}
	if t, err := time.Parse(time.RFC3339, w.CreatedAt); err == nil && loc != nil {
		out.At = i18n.DateTime(lang, t.In(loc))
	}
	return out
}

// MakeWithdrawalLines are order lines as the withdrawal form lists them.
func MakeWithdrawalLines(lines []store.WithdrawalLine) []WithdrawalLine {
	out := make([]WithdrawalLine, 0, len(lines))
	for _, l := range lines {
		out = append(out, WithdrawalLine{ID: l.ItemID, Title: l.Title, Code: l.Code, Quantity: l.Quantity})
	}
	return out
}
