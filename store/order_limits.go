package store

import "time"

// What one shopper can hold: an unpaid order keeps its stock only for a while (Hold), so that
// no stranger with no account and no money can take products off sale for good.

// Hold is how long an unpaid order keeps its stock before CancelExpiredOrders cancels it:
// Window from its placement (a card, a bank transfer), or, with WorkingDays, until the end of
// the WorkingDays-th working day after the day it was placed (pay on pickup: the shop is open
// to collect it on working days). The zero Hold is DefaultPaymentWindow.
type Hold struct {
	Window      time.Duration
	WorkingDays int
	// Location is the time zone whose days count (the shop's); nil is UTC.
	Location *time.Location
}

// Until is when an order placed at placed stops holding its stock. A working-days hold ends at
// midnight (in Location) after its last day: Monday to Friday are working days, public holidays
// are not told apart; a day counts from the day after the order's, so an order placed on
// Friday, Saturday or Sunday with 3 days is held to the end of Wednesday, one placed on Monday
// to the end of Thursday.
func (h Hold) Until(placed time.Time) time.Time {
	if h.WorkingDays <= 0 {
		w := h.Window
		if w <= 0 {
			w = DefaultPaymentWindow
		}
		return placed.Add(w)
	}
	loc := h.Location
	if loc == nil {
		loc = time.UTC
	}
	t := placed.In(loc)
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, loc)
	last := addWorkingDays(day, h.WorkingDays)
	return time.Date(last.Year(), last.Month(), last.Day()+1, 0, 0, 0, 0, loc)
}
