package mail

import (
	"context"
	"errors"
	"fmt"
	"time"

	"shop/i18n"
	"shop/store"
)

// renderWithdrawal renders a withdrawal's mails: the shopper's acknowledgement and the shop's
// copy. Both say what the statement said (the order, its lines, the name and address) and
// when the shop received it, in the shop's time zone, which the directive asks the
// acknowledgement to give.
func (w *Worker) renderWithdrawal(ctx context.Context, n store.Notice) (*Message, error) {
	wd, err := w.store.WithdrawalByID(ctx, n.WithdrawalID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, permanent(fmt.Errorf("withdrawal %d is gone", n.WithdrawalID))
	}
	if err != nil {
		return nil, err
	}
	loc := time.UTC
	if sh := w.store.Settings(); sh != nil && sh.Location != nil {
		loc = sh.Location
	}
	v := view{Withdrawal: &wd, WithdrawalAt: withdrawalAt(mailLang(n, w.shop), wd.CreatedAt, loc)}
	if n.Kind == store.NoticeWithdrawalShop {
		v.AdminLink = fmt.Sprintf("/admin/orders/%d", wd.OrderID)
	}
	return renderView(w.shop, n, v, w.now())
}

// withdrawalAt writes the time a withdrawal was received in lang, with its zone's name
// ("27.11.2026 22:05 (Europe/Riga)"), so the shopper's record is exact whatever their clock.
func withdrawalAt(lang, created string, loc *time.Location) string {
	t, err := time.Parse(time.RFC3339, created)
	if err != nil {
		return created
	}
	return i18n.DateTime(lang, t.In(loc)) + " (" + loc.String() + ")"
}
