package store

import (
	"context"
	"time"
)

// ShippingMethod is a way an order travels (spec §3 Shipping method), with its price and the
// working days it takes.
type ShippingMethod struct {
	ID            int64  `json:"id"`
	Code          string `json:"code"`
	Type          string `json:"type"` // courier | locker | shop
	Title         string `json:"title"`
	Description   string `json:"description"`
	Image         string `json:"image"`
	NetPrice      int64  `json:"-"`
	FreeThreshold int64  `json:"-"` // net cart total from which it is free; 0: never
	MinDays       int    `json:"min_days"`
	MaxDays       int    `json:"max_days"`
}

// ShippingMethods lists the active shipping methods in display order.
func (s *Store) ShippingMethods(ctx context.Context) ([]ShippingMethod, error) {
	rows, err := s.read.QueryContext(ctx, `
SELECT id, code, type, title, description, image, net_price, free_threshold, min_days, max_days
FROM shipping_methods WHERE active = 1 ORDER BY position, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ShippingMethod{}
	for rows.Next() {
		var m ShippingMethod
		if err := rows.Scan(&m.ID, &m.Code, &m.Type, &m.Title, &m.Description, &m.Image, &m.NetPrice, &m.FreeThreshold,
			&m.MinDays, &m.MaxDays); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// DispatchCutoff is the hour (shop time) until which an order leaves the warehouse the same
// working day.
const DispatchCutoff = 15

// DeliveryWindow is when an order placed at now arrives with a method taking minDays to
// maxDays working days: counted from today before the cut-off on a working day, else from
// the next working day; weekends are not working days. Zero days means the same day the
// order is dispatched (pickup in the shop).
func DeliveryWindow(now time.Time, minDays, maxDays int) (from, to time.Time) {
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	if !workingDay(day) || now.Hour() >= DispatchCutoff {
		day = nextWorkingDay(day)
	}
	return addWorkingDays(day, minDays), addWorkingDays(day, maxDays)
}

func workingDay(d time.Time) bool { return d.Weekday() != time.Saturday && d.Weekday() != time.Sunday }

func nextWorkingDay(d time.Time) time.Time {
	d = d.AddDate(0, 0, 1)
	for !workingDay(d) {
		d = d.AddDate(0, 0, 1)
	}
	return d
}

func addWorkingDays(d time.Time, n int) time.Time {
	for range n {
		d = nextWorkingDay(d)
	}
	return d
}
