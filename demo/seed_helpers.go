package demo

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"shop/store"
)

// closeAll closes bulk inserts in order and reports the first error.
func closeAll(inserts ...*store.Inserter) error {
	for _, in := range inserts {
		if err := in.Close(); err != nil {
			return err
		}
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func newRand(stream uint64) *rand.Rand { return rand.New(rand.NewPCG(0x5eed_7e15_409, stream)) }

// pick returns a random element of xs.
func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// between is a uniform integer in [lo, hi].
func between(r *rand.Rand, lo, hi int) int { return lo + r.IntN(hi-lo+1) }

func stamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05Z") }

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
	'ą': "a", 'ę': "e", 'ė': "e", 'į': "i", 'ų': "u", 'õ': "o", 'ä': "a", 'ö': "o", 'ü': "u", 'å': "a",
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
