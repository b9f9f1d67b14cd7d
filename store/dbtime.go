package store

import "time"

const dbTimeLayout = "2006-01-02T15:04:05Z"

// dbTime writes a time the way the database keeps times: UTC to the second, so that they
// order as text.
func dbTime(t time.Time) string { return t.UTC().Format(dbTimeLayout) }

// parseDBTime reads a time dbTime wrote (the zero time for anything else).
func parseDBTime(s string) time.Time {
	t, _ := time.Parse(dbTimeLayout, s)
	return t
}
