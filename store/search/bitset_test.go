package search

import (
	"math/rand/v2"
	"testing"
)

func randomBitset(r *rand.Rand, n int, density float64) bitset {
	b := newBitset(n)
	for i := 0; i < n; i++ {
		if r.Float64() < density {
			b.set(int32(i))
		}
	}
	return b
}

func TestBitsetOperations(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 63, 64, 65, 200, 1000, 4099} {
		a, b := randomBitset(r, n, 0.3), randomBitset(r, n, 0.6)
		want := 0
		for i := int32(0); i < int32(n); i++ {
			if a.has(i) && b.has(i) {
				want++
			}
		}
		if got := a.andCount(b); got != want {
			t.Errorf("n=%d: andCount %d, want %d", n, got, want)
		}
		c := a.clone()
		c.and(b)
		if c.count() != want {
			t.Errorf("n=%d: and then count %d, want %d", n, c.count(), want)
		}
		f := newBitset(n)
		f.fill(n)
		if f.count() != n {
			t.Errorf("fill(%d) sets %d bits", n, f.count())
		}
	}
}

func BenchmarkAndCount(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	x, y := randomBitset(r, 100000, 0.5), randomBitset(r, 100000, 0.1)
	for b.Loop() {
		x.andCount(y)
	}
}
