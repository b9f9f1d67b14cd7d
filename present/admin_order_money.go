package present

import (
	"time"

	"shop/store"
)

// AdminOrderMoney is an order's money as the back office's refund panel shows it: cents for
// the form's sums, and each amount written in the member's language for reading.
type AdminOrderMoney struct {
	OrderID       int64              `json:"order_id"`
	Number        string             `json:"number"`
	Status        string             `json:"status"`
	PaymentStatus string             `json:"payment_status"`
	Refundable    bool               `json:"refundable"` // paid, with something left to give back
	ByCard        bool               `json:"by_card"`    // a refund goes through Stripe; else it is recorded
	Total         int64              `json:"total"`
	Refunded      int64              `json:"refunded"`
	Pending       int64              `json:"pending"`
	Left          int64              `json:"left"`
	FullyRefunded bool               `json:"fully_refunded"`
	Shipping      int64              `json:"shipping"`
	ShippingGone  bool               `json:"shipping_refunded"`
	Formatted     map[string]string  `json:"formatted"` // total, refunded, pending, left, shipping
	Lines         []AdminMoneyLine   `json:"lines"`
	Refunds       []AdminOrderRefund `json:"refunds"`
}

// AdminMoneyLine is an order line as a refund picks units of it.
type AdminMoneyLine struct {
	ItemID    int64  `json:"item_id"`
	ParentID  int64  `json:"parent_id"`
	Title     string `json:"title"`
	Code      string `json:"code"`
	Quantity  int64  `json:"quantity"`
	Refunded  int64  `json:"refunded"`
	Left      int64  `json:"left"`
	Gross     int64  `json:"gross"` // all its units' share of the total
	Restock   bool   `json:"restockable"`
	Formatted string `json:"formatted_gross"`
}

// AdminOrderRefund is one refund of the order.
type AdminOrderRefund struct {
	ID         int64             `json:"id"`
	Amount     int64             `json:"amount"`
	Formatted  string            `json:"formatted_amount"`
	Method     string            `json:"method"`
	Status     string            `json:"status"`
	Reason     string            `json:"reason"`
	Note       string            `json:"note"`
	PaidOn     string            `json:"paid_on"`
	ProviderID string            `json:"provider_id"`
	Error      string            `json:"error"`
	Shipping   bool              `json:"shipping"`
	Staff      string            `json:"staff"`
	At         string            `json:"at"`
	Lines      []AdminRefundLine `json:"lines"`
}

// AdminRefundLine is what a refund gave back of a line.
type AdminRefundLine struct {
	ItemID   int64  `json:"item_id"`
	Title    string `json:"title"`
	Quantity int64  `json:"quantity"`
	Restock  bool   `json:"restock"`
}

// MakeAdminOrderMoney is m as answered in lang; byCard says whether a refund goes through the
// card payment's provider.
func MakeAdminOrderMoney(m store.OrderMoney, byCard bool, lang string, loc *time.Location) AdminOrderMoney {
	out := AdminOrderMoney{OrderID: m.OrderID, Number: m.PrefixedID, Status: m.Status, PaymentStatus: m.PaymentStatus,
		Refundable: m.PaymentStatus == "paid" && m.Left > 0, ByCard: byCard, Total: m.Total, Refunded: m.Refunded,
		Pending: m.Pending, Left: m.Left, FullyRefunded: m.PaymentStatus == "paid" && m.Refunded >= m.Total,
		Shipping: m.Shipping, ShippingGone: m.ShippingGone,
		Formatted: map[string]string{"total": Money(lang, m.Total), "refunded": Money(lang, m.Refunded),
			"pending": Money(lang, m.Pending), "left": Money(lang, m.Left), "shipping": Money(lang, m.Shipping)}}
	out.Lines = convert(m.Lines, func(l store.MoneyLine) AdminMoneyLine {
		return AdminMoneyLine{ItemID: l.ItemID, ParentID: l.ParentID, Title: l.Title, Code: l.Code, Quantity: l.Quantity,
			Refunded: l.Refunded, Left: l.Quantity - l.Refunded, Gross: l.Gross, Restock: l.Stocked && l.ParentID == 0 && l.ProductID != 0,
			Formatted: Money(lang, l.Gross)}
	})
	out.Refunds = convert(m.Refunds, func(r store.Refund) AdminOrderRefund {
		at, _ := time.Parse(time.RFC3339, r.CreatedAt)
		return AdminOrderRefund{ID: r.ID, Amount: r.Amount, Formatted: Money(lang, r.Amount), Method: r.Method, Status: r.Status,
			Reason: r.Reason, Note: r.Note, PaidOn: r.PaidOn, ProviderID: r.ProviderID, Error: r.Error, Shipping: r.Shipping,
			Staff: r.StaffName, At: DateTime(lang, at.In(loc)),
			Lines: convert(r.Lines, func(l store.RefundLine) AdminRefundLine {
				return AdminRefundLine{ItemID: l.ItemID, Title: l.Title, Quantity: l.Quantity, Restock: l.Restock}
			})}
	})
	return out
}
