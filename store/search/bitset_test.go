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

// remove takes one bit out and moves the ones above it down, against a plain list; fill
// into a set with room to spare sets exactly the first n bits.
func TestBitsetRemoveAndFill(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{1, 63, 64, 65, 200, 4099} {
		b := randomBitset(r, n, 0.5)
		var list []bool
		for i := range n {
			list = append(list, b.has(int32(i)))
		}
		for len(list) > 0 {
			at := r.IntN(len(list))
			b.remove(int32(at))
			list = append(list[:at], list[at+1:]...)
			for i := 0; i < n; i++ {
				if want := i < len(list) && list[i]; b.has(int32(i)) != want {
					t.Fatalf("n=%d, %d left: bit %d is %v", n, len(list), i, !want)
				}
			}
		}
		f := randomBitset(r, n+300, 0.5)
		f.fill(n)
		if f.count() != n || n > 0 && !f.has(int32(n-1)) {
			t.Errorf("fill(%d) in a larger set sets %d bits", n, f.count())
		}
	}
}
