package store

import (
	"testing"
	"time"
)

func TestDeliveryWindow(t *testing.T) {
	t.Parallel()
	riga, err := time.LoadLocation("Europe/Riga")
	if err != nil {
		t.Fatal(err)
	}
	at := func(s string) time.Time {
		d, err := time.ParseInLocation("2006-01-02 15:04", s, riga)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	day := func(d time.Time) string { return d.Format("Mon 02.01") }
	for _, c := range []struct {
		now            string
		min, max       int
		wantFrom, want string
	}{
		{"2026-11-24 10:00", 1, 2, "Wed 25.11", "Thu 26.11"}, // Tuesday morning
		{"2026-11-24 15:00", 1, 2, "Thu 26.11", "Fri 27.11"}, // after the cut-off
		{"2026-11-27 11:00", 1, 3, "Mon 30.11", "Wed 02.12"}, // Friday: over the weekend
		{"2026-11-28 11:00", 1, 2, "Tue 01.12", "Wed 02.12"}, // Saturday: from Monday
		{"2026-11-24 10:00", 0, 0, "Tue 24.11", "Tue 24.11"}, // pickup today
		{"2026-11-27 16:00", 0, 0, "Mon 30.11", "Mon 30.11"}, // pickup after Friday's cut-off
	} {
		from, to := DeliveryWindow(at(c.now), c.min, c.max)
		if day(from) != c.wantFrom || day(to) != c.want {
			t.Errorf("%s, %d–%d days: %s–%s, want %s–%s", c.now, c.min, c.max, day(from), day(to), c.wantFrom, c.want)
		}
	}
}
