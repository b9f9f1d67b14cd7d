package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// manyCustomers fills st with n accounts (every tenth a business with a company, every third
// consenting to the newsletter) in one statement.
func manyCustomers(t testing.TB, st *Store, n int) {
	t.Helper()
	if _, err := st.write.Exec(`
WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
INSERT INTO users (type, email, password_hash, name, surname, phone_calling_code, phone_number, newsletter)
SELECT CASE WHEN i % 10 = 0 THEN 'b2b' ELSE 'b2c' END, 'user' || i || '@example.lv', '', 'Name' || i, 'Surname' || (i * 7919 % 100003),
       '+371', '' || (20000000 + i), CASE WHEN i % 3 = 0 THEN 1 ELSE 0 END FROM seq`, n); err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.Exec(`INSERT INTO companies (user_id, name) SELECT id, 'Company ' || id FROM users WHERE type = 'b2b'`); err != nil {
		t.Fatal(err)
	}
}

func TestCustomers(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	manyCustomers(t, st, 300)
	for _, c := range []struct {
		f     CustomerFilter
		found int // on the page
		more  bool
		first int64
	}{
		{CustomerFilter{}, 50, true, 300},
		{CustomerFilter{Type: "b2b"}, 30, false, 300},
		{CustomerFilter{Newsletter: "yes", Type: "b2c"}, 50, true, 297},
		{CustomerFilter{Newsletter: "yes", Type: "b2c", Offset: 50}, 40, false, 132},
		{CustomerFilter{Query: "USER17@"}, 1, false, 17},
		{CustomerFilter{Query: "name42 surname"}, 1, false, 42},
		{CustomerFilter{Query: "company 290"}, 1, false, 290},
		{CustomerFilter{Query: "+371 2000 0123"}, 1, false, 123},
		{CustomerFilter{Query: "100%"}, 0, false, 0},
	} {
		page, err := st.Customers(ctx, c.f)
		if err != nil || len(page.Rows) != c.found || page.More != c.more || c.first != 0 && page.Rows[0].ID != c.first {
			t.Errorf("%+v: %d rows, more %v (%v), want %d %v first %d: %+v", c.f, len(page.Rows), page.More, err, c.found, c.more, c.first, page.Rows)
		}
		if want := count(t, st, `SELECT COUNT(*) FROM users WHERE (? = '' OR type = ?) AND (? = '' OR newsletter = CASE WHEN ? = 'yes' THEN 1 ELSE 0 END)`,
			c.f.Type, c.f.Type, c.f.Newsletter, c.f.Newsletter); c.f.Query == "" && page.Total != want || c.f.Query != "" && page.Total != -1 {
			t.Errorf("%+v: total %d, want %d", c.f, page.Total, want)
		}
	}
	var fe FieldErrors
	if _, err := st.Customers(ctx, CustomerFilter{Type: "x", Newsletter: "y", Offset: -1}); !errors.As(err, &fe) || len(fe) != 3 {
		t.Errorf("bad filter: %v", err)
	}
}

// The customers' list at 100,000 accounts: a page of the newest, filtered, and searched for a
// text found in one account only (the slowest case: every row is looked at).
func BenchmarkCustomers(b *testing.B) {
	st := openStore(b)
	manyCustomers(b, st, 100000)
	ctx := context.Background()
	for _, f := range []CustomerFilter{{}, {Type: "b2b", Newsletter: "yes"}, {Query: "surname4242"}, {Query: "user99999@"},
		{Query: "2009 9999"}, {Query: "company 5"}} {
		b.Run(fmt.Sprintf("%+v", f), func(b *testing.B) {
			for b.Loop() {
				if _, err := st.Customers(ctx, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
