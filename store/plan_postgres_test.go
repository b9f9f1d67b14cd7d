package store

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"shop/internal/pgtest"
)

// postgresPlan is PostgreSQL's plan for query (EXPLAIN (FORMAT JSON)): the indexes it reads
// and the tables it scans whole. A test database holds too few rows for the planner to prefer
// an index over reading the table, so sequential scans are priced out on a connection of the
// test's own (enable_seqscan off makes them dear, not impossible): the question is whether an
// index serves the query at all, which is what SQLite's plans answer in the tests beside.
func postgresPlan(t *testing.T, st *Store, query string, args ...any) (indexes, scans []string) {
	t.Helper()
	ctx := context.Background()
	c, err := st.read.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.ExecContext(ctx, `SET enable_seqscan = off`); err != nil {
		t.Fatal(err)
	}
	defer c.ExecContext(ctx, `RESET enable_seqscan`)
	var out string
	if err := c.QueryRowContext(ctx, `EXPLAIN (FORMAT JSON) `+query, args...).Scan(&out); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	var plans []struct{ Plan planNode }
	if err := json.Unmarshal([]byte(out), &plans); err != nil {
		t.Fatal(err)
	}
	var walk func(n planNode)
	walk = func(n planNode) {
		if n.IndexName != "" {
			indexes = append(indexes, n.IndexName)
		}
		if n.NodeType == "Seq Scan" {
			scans = append(scans, n.RelationName)
		}
		for _, p := range n.Plans {
			walk(p)
		}
	}
	for _, p := range plans {
		walk(p.Plan)
	}
	return indexes, scans
}

type planNode struct {
	NodeType     string     `json:"Node Type"`
	RelationName string     `json:"Relation Name"`
	IndexName    string     `json:"Index Name"`
	Plans        []planNode `json:"Plans"`
}

// checkPostgresPlan fails when PostgreSQL reads a table of the query whole, or no index: the
// planner may pick another index than SQLite's plan names (named as want, for the message)
// when several serve, which on a test database's few rows is a matter of its estimates.
func checkPostgresPlan(t *testing.T, st *Store, what, want string, query string, args ...any) {
	t.Helper()
	indexes, scans := postgresPlan(t, st, query, args...)
	if len(indexes) == 0 || len(scans) > 0 {
		t.Errorf("%s: reads indexes %v and scans %v whole, want an index (SQLite reads %s) and no scan", what, indexes, scans, want)
	}
}

// The dashboard's reads, the admin's order list, the sessions' statements and the mail
// worker's query have indexes that serve them on PostgreSQL too, as SQLite's plans show (TestDashboardReadsUseTheirIndexes, TestAdminOrdersUseTheirIndexes,
// TestSessionStatementsUseTheirIndexes, TestDueNoticesAndRetries).
func TestPostgresReadsHaveTheirIndexes(t *testing.T) {
	t.Parallel()
	if !pgtest.Enabled() {
		t.Skip("PostgreSQL's plans (SHOP_TEST_DB=postgres); SQLite's are read in the tests named above")
	}
	st := dashboardShop(t, 1000)
	// The check sees a table read whole when no index serves: the orders' phone has none.
	if _, scans := postgresPlan(t, st, `SELECT COUNT(*) FROM orders WHERE user_phone = ?`, "+37120000000"); len(scans) != 1 {
		t.Fatalf("a query no index serves: scans %v", scans)
	}
	from, to := "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z"
	for _, c := range []struct {
		query, want string
		args        []any
	}{
		{dashboardOrdersSQL, "orders_created", []any{from, to}},
		{`SELECT status, COUNT(*) FROM orders WHERE status IN ('paid', 'processing') GROUP BY status`, "orders_to_ship", nil},
		{`SELECT COUNT(*) FROM orders WHERE payment_status = 'pending' AND status <> 'cancelled'`, "orders_unpaid", nil},
		{`SELECT COUNT(*) FROM products WHERE stock < ? AND type = 'product' AND published = 1`, "products_stock", []any{5}},
		{dashboardSoldSQL, "orders_created", []any{from, to}},
		{`DELETE FROM sessions WHERE user_id = ?`, "sessions_user", []any{7}},
		{sweepExpiredBatch, "sessions_expires", []any{dbTime(st.clock()), sessionSweepBatch}},
		{`SELECT ` + noticeColumns + ` FROM notices WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
			"notices_due", []any{dbTime(st.clock()), 10}},
	} {
		checkPostgresPlan(t, st, strings.Join(strings.Fields(c.query), " "), c.want, c.query, c.args...)
	}
	for _, c := range []struct {
		f    OrderFilter
		want string
	}{
		{OrderFilter{}, "orders_created_id"},
		{OrderFilter{Before: 40}, "orders_created_id"},
		{OrderFilter{Status: "processing"}, "orders_status_created"},
		{OrderFilter{Status: "processing", From: "2026-07-01", To: "2026-07-31"}, "orders_status_created"},
		{OrderFilter{PaymentStatus: "failed"}, "orders_payment_open"},
		{OrderFilter{ShippingMethodID: 2}, "orders_shipping_created"},
		{OrderFilter{From: "2026-07-01", To: "2026-07-31"}, "orders_created_id"},
		{OrderFilter{Query: "LV-000123"}, "orders_number"},
		{OrderFilter{Query: "123"}, "orders_number_any"},
		{OrderFilter{Query: "anna@b"}, "orders_email_lower"},
		{OrderFilter{Query: "anna"}, "orders_name_lower"},
	} {
		f := c.f
		f.Limit = OrderListLimit
		q, args := adminOrdersQuery(f)
		checkPostgresPlan(t, st, "the order list", c.want, q, args...)
	}
}
