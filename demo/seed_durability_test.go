package demo

import "testing"

// The demo has products with a producer's guarantee of durability over the legal 2 years —
// televisions with 5 years, business laptops with 3 — while the rest of the catalogue has none.
func TestSeedDurabilityGuarantees(t *testing.T) {
	t.Parallel()
	db := openDB(t, openSeeded(t, 300)) // the seed TestSeedDemoContents reads
	q := `SELECT COUNT(*) FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = ? AND p.durability_years = ?`
	if n := count(t, db, q, "televizori", 5); n == 0 {
		t.Error("no television with a 5-year producer's guarantee")
	}
	if n := count(t, db, q, "klepjdatori", 3); n == 0 {
		t.Error("no laptop with a 3-year producer's guarantee")
	}
	with := count(t, db, `SELECT COUNT(*) FROM products WHERE durability_years > 0`)
	all := count(t, db, `SELECT COUNT(*) FROM products`)
	if with == 0 || with*5 > all {
		t.Errorf("%d of %d products with a guarantee of durability: a few, not most", with, all)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM products WHERE durability_years NOT IN (0, 3, 5)`); n != 0 {
		t.Errorf("%d products with another length", n)
	}
}
