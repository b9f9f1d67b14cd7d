package store

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"shop/internal/pgtest"
)

// addStaffRow writes a staff member straight into the table (no password work).
func addStaffRow(t testing.TB, st *Store, email string) int64 {
	t.Helper()
	var id int64
	if err := st.write.QueryRow(`INSERT INTO staff (email, name, role, password_hash, created_at) VALUES (?, 'Ilze', 'staff', 'x', '2026-01-01T00:00:00Z') RETURNING id`,
		email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// A paid order goes paid → processing → shipped → completed; each move is refused from any
// other state, a shipment needs a known carrier and a number, a stale move is
// ErrStaleOrder, and each move leaves its event, its audit entry and the shopper's mail in
// the order's language.
func TestMoveOrderThroughItsFlow(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	staff := addStaffRow(t, st, "ilze@shop.test")
	in := guestOrder("anna@b.lv")
	in.Language = "ru"
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), in)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := st.AdminOrderByID(ctx, o.ID); !slices.Equal(got.Moves, []string{"cancelled"}) {
		t.Fatalf("an unpaid card order's moves %v, want only cancel", got.Moves)
	}
	var fe FieldErrors
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "new", To: "processing"}); !errors.As(err, &fe) || fe["to"] == nil {
		t.Fatalf("an unpaid card order to processing: %v", err)
	}
	if err := st.MarkOrderPaid(ctx, o.ID, "pi_1"); err != nil {
		t.Fatal(err)
	}
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "new", To: "processing"}); !errors.Is(err, ErrStaleOrder) {
		t.Fatalf("a move from a status the order left: %v", err)
	}
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "paid", To: "shipped", Carrier: "dpd", TrackingNumber: "1"}); !errors.As(err, &fe) {
		t.Fatalf("paid straight to shipped: %v", err)
	}
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "paid", To: "processing", Note: "packing"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m      OrderMove
		fields []string
	}{
		{OrderMove{From: "processing", To: "shipped"}, []string{"carrier", "tracking_number"}},
		{OrderMove{From: "processing", To: "shipped", Carrier: "nope", TrackingNumber: "05212345"}, []string{"carrier"}},
		{OrderMove{From: "processing", To: "shipped", Carrier: "dpd", TrackingNumber: "<script>"}, []string{"tracking_number"}},
		{OrderMove{From: "processing", To: "completed"}, []string{"to"}},
	} {
		err := st.MoveOrder(ctx, staff, o.ID, c.m)
		if !errors.As(err, &fe) {
			t.Fatalf("%+v: %v", c.m, err)
		}
		for _, f := range c.fields {
			if fe[f] == nil {
				t.Errorf("%+v: no error on %s: %v", c.m, f, fe)
			}
		}
	}
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "processing", To: "shipped", Carrier: "omniva", TrackingNumber: " CC 1234 5678 EE "}); err != nil {
		t.Fatal(err)
	}
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "shipped", To: "cancelled"}); !errors.As(err, &fe) {
		t.Fatalf("a shipped order cancelled: %v", err)
	}
	if err := st.MoveOrder(ctx, staff, o.ID, OrderMove{From: "shipped", To: "completed"}); err != nil {
		t.Fatal(err)
	}
	a, err := st.AdminOrderByID(ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != "completed" || a.Carrier.Name != "Omniva" || a.TrackingNumber != "CC 1234 5678 EE" || len(a.Moves) != 0 ||
		a.TrackingLink != "https://www.omniva.lv/privats/sutijuma_atrasanas_vieta?barcode=CC12345678EE" {
		t.Errorf("the delivered order: %s %+v %q %q moves %v", a.Status, a.Carrier, a.TrackingNumber, a.TrackingLink, a.Moves)
	}
	var events []string
	for _, e := range a.Events {
		events = append(events, e.Field+":"+e.From+">"+e.To+"/"+e.StaffName+"/"+e.Note)
	}
	want := []string{"payment:pending>paid//pi_1", "status:new>paid//", "status:paid>processing/Ilze/packing",
		"status:processing>shipped/Ilze/", "status:shipped>completed/Ilze/"}
	if !slices.Equal(events, want) {
		t.Errorf("events\n%v\nwant\n%v", events, want)
	}
	var kinds []string
	for _, m := range a.Mails {
		if m.Lang != "ru" || m.Email != "anna@b.lv" {
			t.Errorf("mail %+v: not to the shopper in the order's language", m)
		}
		kinds = append(kinds, m.Kind)
	}
	if want := []string{NoticeOrderConfirmation, NoticePaymentReceived, NoticeOrderProcessing, NoticeOrderShipped,
		NoticeOrderDelivered}; !slices.Equal(kinds, want) {
		t.Errorf("mails %v, want %v", kinds, want)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE action = 'order.status' AND entity_id = ? AND staff_id = ?`, idText(o.ID), staff); n != 3 {
		t.Errorf("%d audit entries, want 3", n)
	}
	if err := st.MoveOrder(ctx, staff, 999999, OrderMove{From: "new", To: "cancelled"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("an unknown order: %v", err)
	}
}

// An order paid on pickup may be prepared before it is paid; a staff cancellation of it, as
// of a paid order, goes the expiry's way: stock and coupon use back, the index equal to a fresh
// build, the shopper mailed. A paid order stays paid (its money is to be refunded), an unpaid
// one can no longer be paid.
func TestMoveOrderCancelGivesBack(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	staff := addStaffRow(t, st, "ilze@shop.test")
	token := addLines(t, st, pPhone, 4)
	if err := st.ApplyCoupon(ctx, token, "LIMITED", 0); err != nil {
		t.Fatal(err)
	}
	pickup, err := st.PlaceOrder(ctx, token, pickupOrder(t, "anna@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	paid, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 3), guestOrder("juris@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.MarkOrderPaid(ctx, paid.ID, "pi_2"); err != nil {
		t.Fatal(err)
	}
	if a, _ := st.AdminOrderByID(ctx, pickup.ID); !slices.Equal(a.Moves, []string{"processing", "cancelled"}) {
		t.Fatalf("an order paid on pickup: moves %v", a.Moves)
	}
	if err := st.MoveOrder(ctx, staff, pickup.ID, OrderMove{From: "new", To: "processing"}); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, pPhone); n != 1 {
		t.Fatalf("phone stock %d while ordered", n)
	}
	for _, c := range []struct {
		id          int64
		from, after string
	}{{pickup.ID, "processing", "cancelled"}, {paid.ID, "paid", "paid"}} {
		if err := st.MoveOrder(ctx, staff, c.id, OrderMove{From: c.from, To: "cancelled", Note: "asked by phone"}); err != nil {
			t.Fatal(err)
		}
		o, _ := st.OrderByID(ctx, c.id)
		if o.Status != "cancelled" || o.PaymentStatus != c.after {
			t.Errorf("order %d: %s/%s, want cancelled/%s", c.id, o.Status, o.PaymentStatus, c.after)
		}
	}
	for id, want := range map[int64]int{pPhone: 5, pCable: 100} {
		if n := count(t, st, `SELECT stock FROM products WHERE id = ?`, id); n != want {
			t.Errorf("product %d stock %d, want %d", id, n, want)
		}
	}
	if n := count(t, st, `SELECT used_count FROM coupons WHERE code = 'LIMITED'`); n != 0 {
		t.Errorf("LIMITED used %d times after the cancellation", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM stock_changes WHERE reason = 'cancel' AND staff_id = ?`, staff); n != 2 {
		t.Errorf("%d stock changes by the member, want 2", n)
	}
	if err := st.RetryPayment(ctx, pickup.ID, 0); !errors.Is(err, ErrOrderClosed) {
		t.Errorf("a cancelled order's payment retried: %v", err)
	}
	if err := st.MarkOrderPaid(ctx, pickup.ID, "late"); !errors.Is(err, ErrOrderClosed) {
		t.Errorf("a cancelled order paid: %v", err)
	}
	fresh, err := st.buildIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := st.index.p.Load().Diff(fresh); d != "" {
		t.Errorf("the index differs from a fresh build: %s", d)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE kind = 'order_cancelled' AND order_id IN (?, ?)`, pickup.ID, paid.ID); n != 2 {
		t.Errorf("%d cancellation mails, want 2", n)
	}
	a, _ := st.AdminOrderByID(ctx, pickup.ID)
	if last := a.Events[len(a.Events)-1]; last.Field != "payment" || last.To != "cancelled" || a.Events[len(a.Events)-2].Note != "asked by phone" {
		t.Errorf("events %+v", a.Events)
	}
}

// The list filters, searches and pages newest first; a bad filter is FieldErrors.
func TestAdminOrdersList(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	var ids []int64
	for i, email := range []string{"anna@b.lv", "Juris.Ozols@b.lv", "anna@b.lv", "zane@c.lv"} {
		in := guestOrder(email)
		in.MaxUnpaid = 0
		if i == 1 {
			in.Order.UserName, in.Order.UserSurname = "Juris", "Ozols"
		}
		if i == 3 {
			in.ShippingMethod, in.PaymentMethod, in.Shipping = "shop", "cash", OrderShipping{}
		}
		o, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), in)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, o.ID)
	}
	if err := st.MarkOrderPaid(ctx, ids[2], "x"); err != nil {
		t.Fatal(err)
	}
	list := func(f OrderFilter) []int64 {
		t.Helper()
		rows, err := st.AdminOrders(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		var got []int64
		for _, r := range rows {
			got = append(got, r.ID)
		}
		return got
	}
	number := PrefixedID("LV", 2)
	for _, c := range []struct {
		f    OrderFilter
		want []int64
	}{
		{OrderFilter{}, []int64{ids[3], ids[2], ids[1], ids[0]}},
		{OrderFilter{Limit: 2}, []int64{ids[3], ids[2]}},
		{OrderFilter{Before: ids[2], Limit: 2}, []int64{ids[1], ids[0]}},
		{OrderFilter{Status: "paid"}, []int64{ids[2]}},
		{OrderFilter{PaymentStatus: "pending"}, []int64{ids[3], ids[1], ids[0]}},
		{OrderFilter{ShippingMethodID: mShop}, []int64{ids[3]}},
		{OrderFilter{From: "2026-11-24", To: "2026-11-24"}, []int64{ids[3], ids[2], ids[1], ids[0]}},
		{OrderFilter{From: "2026-11-25"}, nil},
		{OrderFilter{To: "2026-11-23"}, nil},
		{OrderFilter{Query: number}, []int64{ids[1]}},
		{OrderFilter{Query: "lv-2"}, []int64{ids[1]}},
		{OrderFilter{Query: "2"}, []int64{ids[1]}},
		{OrderFilter{Query: "ANNA@"}, []int64{ids[2], ids[0]}},
		{OrderFilter{Query: "juris.ozols@b.lv"}, []int64{ids[1]}},
		{OrderFilter{Query: "ozo"}, []int64{ids[1]}},
		{OrderFilter{Query: "Juris Oz"}, []int64{ids[1]}},
		{OrderFilter{Query: "zane"}, []int64{ids[3]}},
		{OrderFilter{Query: "nobody"}, nil},
		{OrderFilter{Query: "anna", Status: "paid"}, []int64{ids[2]}},
	} {
		if got := list(c.f); !slices.Equal(got, c.want) {
			t.Errorf("%+v: %v, want %v", c.f, got, c.want)
		}
	}
	for _, c := range []struct {
		f     OrderFilter
		field string
	}{
		{OrderFilter{Status: "lost"}, "status"}, {OrderFilter{PaymentStatus: "x"}, "payment_status"},
		{OrderFilter{From: "24.11.2026"}, "from"}, {OrderFilter{From: "2026-11-25", To: "2026-11-24"}, "to"},
		{OrderFilter{Limit: OrderListLimit + 1}, "limit"}, {OrderFilter{Before: -1}, "before"},
	} {
		var fe FieldErrors
		if _, err := st.AdminOrders(ctx, c.f); !errors.As(err, &fe) || fe[c.field] == nil {
			t.Errorf("%+v: %v", c.f, err)
		}
	}
}

// Notes: kept with their author, audited, checked.
func TestOrderNotes(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	staff := addStaffRow(t, st, "ilze@shop.test")
	o, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("anna@b.lv"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddOrderNote(ctx, staff, o.ID, "  Called: wants it on Friday.  "); err != nil {
		t.Fatal(err)
	}
	var fe FieldErrors
	for _, body := range []string{" ", string(make([]rune, MaxOrderNote+1))} {
		if _, err := st.AddOrderNote(ctx, staff, o.ID, body); !errors.As(err, &fe) || fe["body"] == nil {
			t.Errorf("note of %d characters: %v", len(body), err)
		}
	}
	if _, err := st.AddOrderNote(ctx, staff, 999999, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a note on no order: %v", err)
	}
	notes, err := st.OrderNotes(ctx, o.ID)
	if err != nil || len(notes) != 1 || notes[0].Body != "Called: wants it on Friday." || notes[0].StaffName != "Ilze" {
		t.Errorf("notes %+v %v", notes, err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE action = 'order.note' AND entity_id = ?`, idText(o.ID)); n != 1 {
		t.Errorf("%d audit entries", n)
	}
}

// Each of the list's filters reads its index in the list's order, so a page stops after its
// 50 rows whatever the number of orders: no scan of the table, no sort of all it matched but a
// search's few rows.
func TestAdminOrdersUseTheirIndexes(t *testing.T) {
	t.Parallel()
	pgtest.SQLiteOnly(t, "EXPLAIN QUERY PLAN reads SQLite's planner; plan_postgres_test.go checks the same indexes on PostgreSQL")
	st := checkoutShop(t)
	for _, c := range []struct {
		f    OrderFilter
		want string
		sort bool // a search's rows are few and sorted
	}{
		{OrderFilter{}, "orders_created_id", false},
		{OrderFilter{Before: 40}, "orders_created_id", false},
		{OrderFilter{Status: "processing"}, "orders_status_created", false},
		{OrderFilter{Status: "processing", From: "2026-07-01", To: "2026-07-31"}, "orders_status_created", false},
		{OrderFilter{PaymentStatus: "failed"}, "orders_payment_open", false},
		{OrderFilter{ShippingMethodID: 2}, "orders_shipping_created", false},
		{OrderFilter{From: "2026-07-01", To: "2026-07-31"}, "orders_created_id", false},
		{OrderFilter{Query: "LV-000123"}, "orders_number", true},
		{OrderFilter{Query: "123"}, "orders_number_any", true},
		{OrderFilter{Query: "anna@b"}, "orders_email_lower", true},
		{OrderFilter{Query: "anna"}, "orders_name_lower", true},
	} {
		f := c.f
		f.Limit = OrderListLimit
		q, args := adminOrdersQuery(f)
		rows, err := st.read.Query("EXPLAIN QUERY PLAN "+q, args...)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		got := strings.Join(plan, "; ")
		if !strings.Contains(got, c.want) || strings.Contains(got+";", "SCAN o;") || (!c.sort && strings.Contains(got, "TEMP B-TREE")) {
			t.Errorf("%+v: plan %q, want %s", c.f, got, c.want)
		}
	}
}
