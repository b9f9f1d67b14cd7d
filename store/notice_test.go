package store

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"shop/internal/pgtest"
	"shop/urls"
)

// insertTestOrder writes the least an order needs (a cart, a shipping and a payment method) and
// returns its id.
func insertTestOrder(t testing.TB, st *Store, email string) int64 {
	t.Helper()
	ctx := context.Background()
	var id int64
	err := st.WithTx(ctx, func(ctx context.Context) error {
		w := st.writer(ctx)
		for _, q := range []string{
			`INSERT INTO shipping_methods (id, code, type, title) VALUES (1, 'courier', 'courier', 'Courier') ON CONFLICT DO NOTHING`,
			`INSERT INTO payment_methods (id, code, title) VALUES (1, 'bank', 'Bank transfer') ON CONFLICT DO NOTHING`,
		} {
			if _, err := w.ExecContext(ctx, q); err != nil {
				return err
			}
		}
		var cart int64
		if err := w.QueryRowContext(ctx, `INSERT INTO carts (token, status) VALUES (?, 'ordered') RETURNING id`,
			RandomToken()).Scan(&cart); err != nil {
			return err
		}
		return w.QueryRowContext(ctx, `
INSERT INTO orders (prefix, cart_id, user_type, user_name, user_surname, user_email, user_phone, shipping_method_id,
  payment_method_id, vat_basis_points, items_total, shipping_total, tax_total, total)
VALUES ('LV', ?, 'b2c', 'Anna', 'Bērziņa', ?, '+37120000000', 1, 1, 2100, 12100, 0, 2100, 12100) RETURNING id`,
			cart, email).Scan(&id)
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// An order queues its confirmation in its own transaction: rolled back, nothing is owed and
// the worker is not woken; committed, one notice, and the worker is woken once, after the
// commit.
func TestQueueNoticeJoinsTheTransaction(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	order := insertTestOrder(t, st, "anna@example.com")
	var kicks atomic.Int32
	st.OnNoticeQueued(func() { kicks.Add(1) })
	confirmation := Notice{Kind: NoticeOrderConfirmation, Email: " anna@example.com ", Lang: "lv", OrderID: order}

	errBack := errors.New("back")
	err := st.WithTx(ctx, func(ctx context.Context) error {
		if _, err := st.QueueNotice(ctx, confirmation); err != nil {
			return err
		}
		return errBack
	})
	if err != errBack || count(t, st, `SELECT COUNT(*) FROM notices`) != 0 || kicks.Load() != 0 {
		t.Fatalf("a rolled-back order: %v, %d notices, %d kicks", err, count(t, st, `SELECT COUNT(*) FROM notices`), kicks.Load())
	}

	var id int64
	err = st.WithTx(ctx, func(ctx context.Context) error {
		var err error
		id, err = st.QueueNotice(ctx, confirmation)
		if kicks.Load() != 0 {
			t.Error("the worker was woken before the commit")
		}
		return err
	})
	if err != nil || kicks.Load() != 1 {
		t.Fatalf("a committed order: %v, %d kicks", err, kicks.Load())
	}
	n, err := st.NoticeByID(ctx, id)
	if err != nil || n.Kind != NoticeOrderConfirmation || n.Email != "anna@example.com" || n.Lang != "lv" || n.OrderID != order ||
		n.ProductID != 0 || n.Attempts != 0 || n.NextAttemptAt == "" || n.SentAt != "" {
		t.Errorf("queued %+v (%v)", n, err)
	}

	// Outside a transaction it is its own; the worker is woken at once.
	if _, err := st.QueueNotice(ctx, Notice{Kind: NoticePaymentReceived, Email: "anna@example.com", OrderID: order}); err != nil || kicks.Load() != 2 {
		t.Errorf("alone: %v, %d kicks", err, kicks.Load())
	}

	for _, bad := range []Notice{
		{Kind: NoticeOrderConfirmation, Email: "a@b.lv"},               // no order
		{Kind: NoticeBackInStock, Email: "a@b.lv", OrderID: order},     // no product
		{Kind: "newsletter", Email: "a@b.lv", OrderID: order},          // no such kind
		{Kind: NoticePaymentReceived, Email: "  ", OrderID: order},     // no address
		{Kind: NoticePaymentReceived, Email: "a@b.lv", OrderID: 99999}, // no such order
	} {
		if _, err := st.QueueNotice(ctx, bad); err == nil {
			t.Errorf("%+v queued", bad)
		}
	}
	// The table holds the same rules for SQL that bypasses QueueNotice.
	for _, q := range []string{
		`INSERT INTO notices (kind, email, order_id) VALUES ('newsletter', 'a@b.lv', 1)`,
		`INSERT INTO notices (kind, email) VALUES ('order_confirmation', 'a@b.lv')`,
		`INSERT INTO notices (kind, email) VALUES ('back_in_stock', 'a@b.lv')`,
	} {
		// SQLite says "CHECK constraint failed", PostgreSQL "violates check constraint".
		if _, err := st.write.Exec(q); err == nil || !strings.Contains(strings.ToUpper(err.Error()), "CHECK") {
			t.Errorf("%s: %v", q, err)
		}
	}
	// A deleted order takes its mails with it.
	if _, err := st.write.Exec(`DELETE FROM orders WHERE id = ?`, order); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices`); n != 0 {
		t.Errorf("%d notices of a deleted order", n)
	}
}

// The retry life of a notice: due at once; a failure counts the try, keeps the reason and
// moves it to its next time; a give-up takes it out of the queue but not out of the table;
// a success takes it off for good.
func TestDueNoticesAndRetries(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	order := insertTestOrder(t, st, "anna@example.com")
	now := time.Now().UTC().Truncate(time.Second)
	a, err := st.QueueNotice(ctx, Notice{Kind: NoticeOrderConfirmation, Email: "anna@example.com", OrderID: order})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := st.QueueNotice(ctx, Notice{Kind: NoticePaymentReceived, Email: "anna@example.com", OrderID: order})
	due := func(at time.Time) []int64 {
		t.Helper()
		list, err := st.DueNotices(ctx, at, 10)
		if err != nil {
			t.Fatal(err)
		}
		return noticeIDs(list)
	}
	if got := due(now.Add(-time.Hour)); len(got) != 0 {
		t.Errorf("due an hour ago: %v", got)
	}
	if got := due(now.Add(time.Second)); len(got) != 2 || got[0] != a || got[1] != b {
		t.Errorf("due now: %v, want [%d %d]", got, a, b)
	}

	long := strings.Repeat("é", 2*maxErrorLen)
	if err := st.MarkNoticeFailed(ctx, a, errors.New("421 try later "+long), now.Add(30*time.Second)); err != nil {
		t.Fatal(err)
	}
	if got := due(now.Add(time.Second)); len(got) != 1 || got[0] != b {
		t.Errorf("after a failure, due now: %v, want [%d]", got, b)
	}
	if got := due(now.Add(30 * time.Second)); len(got) != 2 || got[0] != b || got[1] != a {
		t.Errorf("30 s later: %v, want [%d %d] (earliest due first)", got, b, a)
	}
	n, _ := st.NoticeByID(ctx, a)
	if n.Attempts != 1 || n.NextAttemptAt != dbTime(now.Add(30*time.Second)) || !strings.HasPrefix(n.LastError, "421 try later") ||
		len(n.LastError) > maxErrorLen || !strings.HasSuffix(n.LastError, "é") {
		t.Errorf("after a failure: attempts %d, next %s, error %d bytes %.20q", n.Attempts, n.NextAttemptAt, len(n.LastError), n.LastError)
	}

	if err := st.MarkNoticeFailed(ctx, a, errors.New("550 no such user"), time.Time{}); err != nil {
		t.Fatal(err)
	}
	if got := due(now.Add(1000 * time.Hour)); len(got) != 1 || got[0] != b {
		t.Errorf("after giving up: due %v, want [%d]", got, b)
	}
	if pending, _ := st.PendingNotices(ctx, 10); len(pending) != 2 {
		t.Errorf("a notice given up on left the table: %+v", pending)
	}
	n, _ = st.NoticeByID(ctx, a)
	if n.Attempts != 2 || n.NextAttemptAt != "" || n.LastError != "550 no such user" || n.SentAt != "" {
		t.Errorf("given up: %+v", n)
	}

	if err := st.MarkNoticeSent(ctx, b); err != nil {
		t.Fatal(err)
	}
	for _, err := range []error{st.MarkNoticeSent(ctx, b), st.MarkNoticeFailed(ctx, b, errors.New("x"), now), st.MarkNoticeSent(ctx, 999)} {
		if err != ErrNotFound {
			t.Errorf("marking a sent or unknown notice: %v", err)
		}
	}
	if got := due(now.Add(1000 * time.Hour)); len(got) != 0 {
		t.Errorf("due after all: %v", got)
	}
	if n, _ := st.NoticeByID(ctx, b); n.SentAt == "" || n.Attempts != 1 {
		t.Errorf("sent: %+v", n)
	}
	// The worker's query reads the partial index, never the whole table (SQLite's planner here,
	// PostgreSQL's in plan_postgres_test.go).
	if st.pg {
		return
	}
	var plan strings.Builder
	rows, err := st.read.Query(`EXPLAIN QUERY PLAN SELECT `+noticeColumns+` FROM notices
WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`, dbTime(now), 10)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, parent, notused int
		var detail string
		rows.Scan(&id, &parent, &notused, &detail)
		plan.WriteString(detail + "\n")
	}
	rows.Close()
	if !strings.Contains(plan.String(), "USING INDEX notices_due") || strings.Contains(plan.String(), "TEMP B-TREE") {
		t.Errorf("DueNotices' plan:\n%s", plan.String())
	}
}

func TestNoticeProduct(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	seedFixture(t, st, 20)
	ctx := context.Background()
	var id, net, pct int64
	var slug string
	err := st.read.QueryRow(`SELECT p.id, p.slug, p.net_price, d.percent FROM products p JOIN discounts d ON d.id = p.discount_id
WHERE p.published = 1 AND d.percent > 0 LIMIT 1`).Scan(&id, &slug, &net, &pct)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.Exec(`INSERT INTO product_images (product_id, position, path) VALUES (?, 0, '/media/x.png'), (?, 1, '/media/y.png')
ON CONFLICT (product_id, position) DO UPDATE SET path = excluded.path`, id, id); err != nil {
		t.Fatal(err)
	}
	p := Pricing{VATBasisPoints: 2100}
	np, err := st.NoticeProduct(ctx, id, p.In(""))
	if err != nil {
		t.Fatal(err)
	}
	if np.Link != urls.Product(slug) || np.Price != p.Gross(NetAfterDiscount(net, pct)) || np.Image != "/media/x.png" || np.Title == "" {
		t.Errorf("notice product %+v", np)
	}
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	if cards, _ := st.Cards(ctx, []int64{id}, "en"); len(cards) != 1 || cards[0].CurrentGross(p) != np.Price {
		t.Errorf("the mail's price %d is not the card's %+v", np.Price, cards)
	}
	if err := st.SetPublished(ctx, id, false); err != nil {
		t.Fatal(err)
	}
	if _, err := st.NoticeProduct(ctx, id, p.In("")); err != ErrNotFound {
		t.Errorf("a hidden product: %v", err)
	}
}

// A shop of version 3 keeps its notices through the rebuild of the table (sent ones sent,
// waiting ones due), and its trigger still queues, now with the subscriber's language.
func TestMigrationKeepsNotices(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "SQLite's history steps; PostgreSQL starts at its baseline (TestMigrationIsIdempotentAndVersioned, TestRefusesNewerDatabase)")
	schema, _ := os.ReadFile("../schema.sql")
	dir := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "shop.db")+"?_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range []string{string(schema), migrations[0], migrations[1], `PRAGMA user_version = 3`,
		`INSERT INTO products (id, slug, code, title, net_price, stock) VALUES (1, 'a', 'A', 'A', 1000, 0), (2, 'b', 'B', 'B', 2000, 0)`,
		`INSERT INTO subscriptions (id, kind, email, product_id) VALUES (1, 'back_in_stock', 'old@example.com', 1)`,
		`UPDATE products SET stock = 3 WHERE id = 1`, // the version-3 trigger queues notice 1
		`INSERT INTO notices (id, kind, email, product_id, created_at, sent_at) VALUES
		 (7, 'back_in_stock', 'sent@example.com', 2, '2025-03-01T10:00:00Z', '2025-03-01T10:00:05Z')`,
	} {
		if _, err := db.Exec(step); err != nil {
			t.Fatalf("%.60s: %v", step, err)
		}
	}
	db.Close()
	ctx := context.Background()
	st, err := Open(ctx, dir, string(schema))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got, want := schemaDump(t, st), schemaDump(t, openStore(t)); got != want {
		t.Errorf("a migrated database's schema differs from a new one's:\n%s\nwant\n%s", got, want)
	}
	old, err := st.NoticeByID(ctx, 1)
	if err != nil || old.Email != "old@example.com" || old.ProductID != 1 || old.Lang != "" || old.Attempts != 0 ||
		old.NextAttemptAt != old.CreatedAt || old.SentAt != "" {
		t.Errorf("the waiting notice after the migration: %+v (%v)", old, err)
	}
	if sent, err := st.NoticeByID(ctx, 7); err != nil || sent.SentAt != "2025-03-01T10:00:05Z" || sent.CreatedAt != "2025-03-01T10:00:00Z" {
		t.Errorf("the sent notice after the migration: %+v (%v)", sent, err)
	}
	if due, err := st.DueNotices(ctx, time.Now().Add(time.Second), 10); err != nil || len(due) != 1 || due[0].ID != 1 {
		t.Errorf("due after the migration: %+v (%v)", due, err)
	}
	if err := st.SubscribeBackInStock(ctx, 2, "new@example.com", "ru"); err != nil {
		t.Fatal(err)
	}
	if err := st.SetStock(ctx, 2, 5); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE email = 'new@example.com' AND lang = 'ru' AND product_id = 2 AND sent_at IS NULL`); n != 1 {
		t.Errorf("the trigger after the migration queued %d notices in Russian", n)
	}
}
