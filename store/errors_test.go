package store

import (
	"context"
	"errors"
	"testing"
)

func TestCreateUserTakenEmailIsConflict(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	u := NewUser{Email: "anna@example.com", Password: "secret123", Name: "Anna", Surname: "K"}
	if _, err := st.CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	u.Email = "ANNA@example.com" // e-mails compare without case
	if _, err := st.CreateUser(ctx, u); err != ErrConflict {
		t.Errorf("a taken e-mail: %v, want ErrConflict", err)
	}
}

// asConflict goes by the database's code (SQLite's result code, PostgreSQL's SQLSTATE 23505):
// unique and primary key violations are conflicts;
// other constraints, and messages that only look like a unique violation, are not.
func TestAsConflictReadsTheResultCode(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	exec := func(q string) error {
		_, err := st.write.ExecContext(ctx, q)
		return err
	}
	if err := exec(`INSERT INTO discounts (id, title, percent) VALUES (1, '-10%', 10)`); err != nil {
		t.Fatal(err)
	}
	// A trigger that fails with a unique violation's words but not its code: SQLite's
	// RAISE(ABORT) is SQLITE_CONSTRAINT_TRIGGER, PostgreSQL's RAISE EXCEPTION SQLSTATE P0001.
	lookalike := []string{`CREATE TEMP TRIGGER lookalike BEFORE INSERT ON property_groups
		BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: property_groups.name'); END`}
	if st.pg {
		lookalike = []string{`CREATE FUNCTION lookalike() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'duplicate key value violates unique constraint "property_groups_name_key"'; END $$`,
			`CREATE TRIGGER lookalike BEFORE INSERT ON property_groups FOR EACH ROW EXECUTE FUNCTION lookalike()`}
	}
	for _, q := range lookalike {
		if err := exec(q); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name     string
		err      error
		conflict bool
	}{
		{"unique", exec(`INSERT INTO products (slug, code, title, net_price) VALUES ('a', 'A', 'A', 1), ('a', 'B', 'B', 1)`), true},
		{"primary key", exec(`INSERT INTO discounts (id, title, percent) VALUES (1, '-20%', 20)`), true},
		{"check", exec(`INSERT INTO discounts (title, percent) VALUES ('-99%', 99)`), false},
		{"foreign key", exec(`INSERT INTO product_images (product_id, position, path) VALUES (424242, 1, 'x.svg')`), false},
		{"a trigger's message that reads like a unique violation", exec(`INSERT INTO property_groups (name) VALUES ('x')`), false},
		{"plain text", errors.New("UNIQUE constraint failed: users.email"), false},
	}
	for _, c := range cases {
		if c.err == nil {
			t.Fatalf("%s: the statement did not fail", c.name)
		}
		got := asConflict(c.err)
		if (got == ErrConflict) != c.conflict {
			t.Errorf("%s: asConflict(%v) = %v, want conflict %v", c.name, c.err, got, c.conflict)
		}
		if !c.conflict && got != c.err {
			t.Errorf("%s: the error changed to %v", c.name, got)
		}
	}
}
