package mail

import (
	"context"
	"errors"
	"fmt"

	"shop/store"
)

// renderOrderMoney renders the mails of the back office's order work: a refund's notice to the
// shopper (with the refund and what the order has had back in all) and the shop's own notice
// of a new order (with a link to the order in the back office).
func (w *Worker) renderOrderMoney(ctx context.Context, n store.Notice) (*Message, error) {
	if w.LoadOrder == nil {
		return nil, errors.New("no order loader wired (mail.Worker.LoadOrder)")
	}
	o, err := w.LoadOrder(ctx, n.OrderID, mailLang(n, w.shop))
	if errors.Is(err, store.ErrNotFound) {
		return nil, permanent(fmt.Errorf("order %d is gone", n.OrderID))
	}
	if err != nil {
		return nil, err
	}
	if n.Kind == store.NoticeNewOrderShop {
		o.AdminLink = fmt.Sprintf("/admin/orders/%d", n.OrderID)
		return render(w.shop, n, nil, o, w.now())
	}
	r, err := w.store.RefundByID(ctx, n.RefundID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, permanent(fmt.Errorf("refund %d is gone", n.RefundID))
	}
	if err != nil {
		return nil, err
	}
	m, err := w.store.OrderMoney(ctx, n.OrderID)
	if err != nil {
		return nil, err
	}
	o.Refund = &OrderRefund{Amount: r.Amount, Total: m.Refunded, Reason: r.Reason, Card: r.Method == store.RefundStripe}
	return render(w.shop, n, nil, o, w.now())
}
