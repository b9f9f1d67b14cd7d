package services

import (
	"context"
	"log/slog"
	"time"

	"shop/store"
)

// CancelExpiredOrders cancels the unpaid orders whose time is up, giving their stock back: at
// start and then every minute, until ctx ends. Of several shop processes on one PostgreSQL
// database one runs each round (store.RunExclusive); the others skip it.
func CancelExpiredOrders(ctx context.Context, st *store.Store, log *slog.Logger) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for now := time.Now(); ; {
		var n int
		_, err := st.RunExclusive(ctx, "order-expiry", func(ctx context.Context) (err error) {
			n, err = st.CancelExpiredOrders(ctx, now)
			return err
		})
		if err != nil {
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
