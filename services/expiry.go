package services

import (
	"context"
	"log/slog"
	"time"

	"shop/store"
)

// CancelExpiredOrders cancels the unpaid orders whose time is up, giving their stock back: at
// start and then every minute, until ctx ends.
func CancelExpiredOrders(ctx context.Context, st *store.Store, log *slog.Logger) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for now := time.Now(); ; {
		if n, err := st.CancelExpiredOrders(ctx, now); err != nil {
			if ctx.Err() == nil {
				log.ErrorContext(ctx, "expired orders", "err", err)
			}
		} else if n > 0 {
			log.InfoContext(ctx, "expired orders cancelled", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case now = <-t.C:
		}
	}
}
