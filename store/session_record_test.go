package store

import (
	"reflect"
	"slices"
	"testing"
	"time"
)

// A session stored by an earlier version of the shop reads back whole, and is written again
// byte for byte as it was: the file's format does not change with Session.
func TestSessionRecordKeepsTheFileFormat(t *testing.T) {
	const stored = `{"user_id":7,"cart_token":"c1","placed_cart":"p1","wishlist":[3,5],"user_type":"b2b","expires":"2026-11-24T10:00:00Z"}`
	sess, err := decodeSession([]byte(stored))
	if err != nil {
		t.Fatal(err)
	}
	want := Session{UserID: 7, CartToken: "c1", PlacedCart: "p1", Wishlist: []int64{3, 5}, UserType: "b2b",
		Expires: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)}
	if !reflect.DeepEqual(sess, want) {
		t.Errorf("decoded %+v, want %+v", sess, want)
	}
	raw, err := encodeSession(&sess)
	if err != nil || string(raw) != stored {
		t.Errorf("encoded %s (%v), want %s", raw, err, stored)
	}
	// A guest's new session keeps only its expiry.
	raw, _ = encodeSession(&Session{ID: "not stored", Expires: want.Expires})
	if string(raw) != `{"expires":"2026-11-24T10:00:00Z"}` {
		t.Errorf("an empty session is stored as %s", raw)
	}
}

// Every field of Session but its id (the key) has its place in the record, so a field added
// to Session is not silently dropped by Save.
func TestSessionRecordHasEverySessionField(t *testing.T) {
	var record []string
	for f := range reflect.TypeFor[sessionRecord]().Fields() {
		record = append(record, f.Name)
	}
	for f := range reflect.TypeFor[Session]().Fields() {
		if f.Name != "ID" && !slices.Contains(record, f.Name) {
			t.Errorf("Session.%s is not in sessionRecord: Save would drop it", f.Name)
		}
	}
}
