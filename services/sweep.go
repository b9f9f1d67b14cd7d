package services

import (
	"context"
	"log/slog"
	"time"

	"shop/store"
)

// SweepSessions deletes expired sessions at start and then hourly, and the guest carts no
// session reaches any more (SweepOnce). Of several shop processes on one PostgreSQL database
// one sweeps each round (store.RunExclusive); the others skip it.
func SweepSessions(ctx context.Context, st *store.Store, sessions *store.Sessions, log *slog.Logger) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for now := time.Now(); ; {
		_, err := st.RunExclusive(ctx, "sweep", func(ctx context.Context) error {
			SweepOnce(ctx, st, sessions, now, log)
			return nil
		})
		if err != nil && ctx.Err() == nil {
			log.ErrorContext(ctx, "session sweep: lock", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case now = <-t.C:
		}
	}
}

// cartGrace is how long before a session's expiry its cart may last have been changed and
// still be deleted with it: a session is extended by any request more than a day after its
// last extension, so an expired session's cart was last changed over 29 days before; only a
// request that loaded the session at its last second could have changed it since.
const cartGrace = 2 * 24 * time.Hour

// pictureFileGrace is how old a product picture's file no gallery shows must be before the
// sweep removes it: an upload writes its files before it records its row, in well under a
// minute.
const pictureFileGrace = time.Hour

// SweepOnce deletes the sessions expired at now (the back office's lapsed ones too), then the guest carts (no user, still open)
// they held, then every open guest cart untouched for longer than a session lives that no
// live session holds, so that nothing a guest left behind outlives every way to reach it. A
// cart of a session being created now is new, and the sweeps delete only old carts. Then the
// product pictures' files no gallery shows any more (PrunePictureFiles).
func SweepOnce(ctx context.Context, st *store.Store, sessions *store.Sessions, now time.Time, log *slog.Logger) {
	sw, err := sessions.SweepExpired(now)
	if err != nil {
		log.ErrorContext(ctx, "session sweep", "err", err)
		return
	}
	carts, err := st.DeleteGuestCarts(ctx, sw.OrphanCarts, now.Add(cartGrace-store.SessionTTL))
	if err != nil && ctx.Err() == nil {
		log.ErrorContext(ctx, "session sweep: guest carts", "err", err)
	}
	abandoned, err := st.DeleteAbandonedGuestCarts(ctx, now.Add(-store.SessionTTL), sw.LiveCarts)
	if err != nil && ctx.Err() == nil {
		log.ErrorContext(ctx, "session sweep: abandoned guest carts", "err", err)
	}
	staff, err := st.DeleteLapsedStaffSessions(ctx, now)
	if err != nil && ctx.Err() == nil {
		log.ErrorContext(ctx, "session sweep: staff sessions", "err", err)
	}
	pictureFiles, err := PrunePictureFiles(ctx, st, now.Add(-pictureFileGrace))
	if err != nil && ctx.Err() == nil {
		log.ErrorContext(ctx, "session sweep: picture files", "err", err)
	}
	if sw.Deleted > 0 || carts > 0 || abandoned > 0 || staff > 0 || pictureFiles > 0 {
		log.InfoContext(ctx, "session sweep", "sessions", sw.Deleted, "carts", carts, "abandoned_carts", abandoned, "staff_sessions", staff,
			"picture_files", pictureFiles)
	}
}
