package store

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// DefaultDemoProducts is the size of the demo catalogue seeded on first start.
const DefaultDemoProducts = 1000

// seedEpoch is "today" for the demo data: dates are relative to it, never to time.Now(),
// so the same N always gives byte-identical data.
var seedEpoch = time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)

// seedChunk is how many products one transaction writes: a few big transactions are fast,
// and chunks keep the WAL from growing to the size of the whole catalogue.
const seedChunk = 20_000

// SeedDemo writes the deterministic demo catalogue of n products with everything around it:
// categories, brands, properties, reviews, home page content, countries, shipping and payment.
func (s *Store) SeedDemo(ctx context.Context, n int) error {
	if n < 0 {
		return fmt.Errorf("seed: negative product count")
	}
	// Every part draws from its own stream, so adding rows to one part never reshuffles another.
	cat := buildCatalog(newRand(1), n)
	err := s.WithTx(ctx, func(ctx context.Context) error {
		tx := s.txOf(ctx).tx
		for _, step := range []func(context.Context, *sql.Tx, *catalog) error{
			seedReference, seedTaxonomy, seedShipping, seedContent,
		} {
			if err := step(ctx, tx, cat); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	for lo := 0; lo < len(cat.products); lo += seedChunk {
		hi := min(lo+seedChunk, len(cat.products))
		if err := s.WithTx(ctx, func(ctx context.Context) error { return seedProducts(ctx, s.txOf(ctx).tx, cat, lo, hi) }); err != nil {
			return fmt.Errorf("seed products: %w", err)
		}
	}
	if err := s.WithTx(ctx, func(ctx context.Context) error { return seedRelations(ctx, s.txOf(ctx).tx, cat) }); err != nil {
		return fmt.Errorf("seed relations: %w", err)
	}
	s.invalidateCategories()
	return nil
}

func newRand(stream uint64) *rand.Rand { return rand.New(rand.NewPCG(0x5eed_7e15_409, stream)) }

// pick returns a random element of xs.
func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// between is a uniform integer in [lo, hi].
func between(r *rand.Rand, lo, hi int) int { return lo + r.IntN(hi-lo+1) }

func stamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05Z") }

// batch inserts rows through one prepared multi-row INSERT: a database/sql call per row
// costs more than SQLite's own work, so rows go in groups.
type batch struct {
	ctx    context.Context
	tx     *sql.Tx
	head   string
	cols   int
	rows   int
	stmt   *sql.Stmt
	args   []any
	closed bool
}

func newBatch(ctx context.Context, tx *sql.Tx, head string, cols, rows int) (*batch, error) {
	b := &batch{ctx: ctx, tx: tx, head: head, cols: cols, rows: rows}
	stmt, err := tx.PrepareContext(ctx, b.sql(rows))
	if err != nil {
		return nil, err
	}
	b.stmt = stmt
	b.args = make([]any, 0, cols*rows)
	return b, nil
}

func (b *batch) sql(rows int) string {
	tuple := "(" + strings.TrimSuffix(strings.Repeat("?,", b.cols), ",") + ")"
	return b.head + " VALUES " + strings.TrimSuffix(strings.Repeat(tuple+",", rows), ",")
}

func (b *batch) add(vals ...any) error {
	if len(vals) != b.cols {
		return fmt.Errorf("batch %q: %d values for %d columns", b.head, len(vals), b.cols)
	}
	b.args = append(b.args, vals...)
	if len(b.args) < b.cols*b.rows {
		return nil
	}
	_, err := b.stmt.ExecContext(b.ctx, b.args...)
	b.args = b.args[:0]
	return err
}

// close writes the rows left over and releases the statement.
func (b *batch) close() error {
	defer b.stmt.Close()
	if len(b.args) == 0 {
		return nil
	}
	_, err := b.tx.ExecContext(b.ctx, b.sql(len(b.args)/b.cols), b.args...)
	b.args = b.args[:0]
	return err
}

// slugify makes an ASCII URL slug: Latvian and Russian letters are transliterated.
func slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		var t string
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			t = string(r)
		default:
			t = translit[r]
		}
		if t == "" {
			dash = b.Len() > 0
			continue
		}
		if dash {
			b.WriteByte('-')
			dash = false
		}
		b.WriteString(t)
	}
	return b.String()
}

var translit = map[rune]string{
	'ā': "a", 'č': "c", 'ē': "e", 'ģ': "g", 'ī': "i", 'ķ': "k", 'ļ': "l", 'ņ': "n", 'š': "s", 'ū': "u", 'ž': "z",
	'ą': "a", 'ę': "e", 'ė': "e", 'į': "i", 'ų': "u", 'õ': "o", 'ä': "a", 'ö': "o", 'ü': "u",
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "e", 'ж': "zh", 'з': "z", 'и': "i",
	'й': "y", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t",
	'у': "u", 'ф': "f", 'х': "h", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'щ': "sch", 'ы': "y", 'э': "e",
	'ю': "yu", 'я': "ya", '+': "plus",
}

// uniq makes strings unique by appending -2, -3… to repeats.
type uniq map[string]int

func (u uniq) make(s string) string {
	n := u[s]
	u[s] = n + 1
	if n == 0 {
		return s
	}
	for {
		n++
		c := fmt.Sprintf("%s-%d", s, n)
		if u[c] == 0 {
			u[c] = 1
			u[s] = n
			return c
		}
	}
}
