package services

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"shop/demo"
	"shop/internal/testtool"
	"shop/store"
)

// The hourly sweep deletes the expired sessions and the guest carts they held, and every
// open guest cart untouched for longer than a session lives that no live session holds; it
// keeps a live session's cart however old, a user's cart, and the cart of a session being
// created that moment (a flood of new guest carts was once kept for ever).
func TestSweepDeletesTheGuestCartsNoSessionReaches(t *testing.T) {
	ctx := context.Background()
	place := testtool.DemoPlace(t, schema, demo.Latvia, 200)
	st := place.Open(t, schema)
	sessions, err := store.OpenSessionsOf(st, place.Dir)
	if err != nil {
		t.Fatal(err)
	}
	defer sessions.Close()
	db := place.SQL(t)
	var product int64
	if err := db.QueryRow(`SELECT id FROM products WHERE published = 1 AND type = 'product' AND stock > 5 LIMIT 1`).Scan(&product); err != nil {
		t.Fatal(err)
	}
	cart := func() string {
		token, err := st.AddToCart(ctx, "", product, 1)
		if err != nil {
			t.Fatal(err)
		}
		return token
	}
	age := func(token string, days int) {
		// The time from Go, in the store's text format: PostgreSQL has no strftime.
		at := time.Now().UTC().AddDate(0, 0, -days).Format(time.RFC3339)
		if _, err := db.Exec(`UPDATE carts SET updated_at = ? WHERE token = ?`, at, token); err != nil {
			t.Fatal(err)
		}
	}
	session := func(cart string) {
		sess := sessions.New("")
		sess.CartToken = cart
		if err := sessions.Save(sess); err != nil {
			t.Fatal(err)
		}
	}
	exists := func(token string) bool {
		var n int
		db.QueryRow(`SELECT COUNT(*) FROM carts WHERE token = ?`, token).Scan(&n)
		return n == 1
	}
	orphan, heldOld, being, users, guest := cart(), cart(), cart(), cart(), cart()
	age(orphan, 31)
	age(heldOld, 31)
	age(users, 31)
	session(heldOld) // a shopper who comes back weekly and never changes the cart
	session(guest)
	var uid int64
	if err := db.QueryRow(`SELECT id FROM users LIMIT 1`).Scan(&uid); err != nil {
		if _, err := db.Exec(`INSERT INTO users (email, password_hash, name, surname) VALUES ('s@example.com', 'x', 'S', 'S')`); err != nil {
			t.Fatal(err)
		}
		db.QueryRow(`SELECT id FROM users LIMIT 1`).Scan(&uid)
	}
	if _, err := db.Exec(`UPDATE carts SET user_id = ? WHERE token = ?`, uid, users); err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))

	SweepOnce(ctx, st, sessions, time.Now(), log)
	for token, want := range map[string]bool{orphan: false, heldOld: true, being: true, users: true, guest: true} {
		if exists(token) != want {
			t.Errorf("after the first sweep cart %.8s… exists %v, want %v", token, !want, want)
		}
	}
	// Thirty days on every session has expired: their guest carts go, the user's stays.
	SweepOnce(ctx, st, sessions, time.Now().Add(store.SessionTTL+time.Hour), log)
	for token, want := range map[string]bool{heldOld: false, being: false, users: true, guest: false} {
		if exists(token) != want {
			t.Errorf("a month later cart %.8s… exists %v, want %v", token, !want, want)
		}
	}
	if n, _ := sessions.Count(); n != 0 {
		t.Errorf("%d sessions left", n)
	}
	if !strings.Contains(logs.String(), "abandoned_carts=1") || !strings.Contains(logs.String(), "sessions=2 carts=2") {
		t.Errorf("the sweep's log:\n%s", logs.String())
	}
}
