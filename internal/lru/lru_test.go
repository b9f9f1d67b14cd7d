package lru

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestLeastRecentlyUsedLeavesFirst(t *testing.T) {
	c := New[string, int](2, nil)
	c.Add("a", 1)
	c.Add("b", 2)
	c.Get("a") // now the most recently used
	c.Add("c", 3)
	if _, ok := c.Get("b"); ok {
		t.Error("the least recently used entry stayed")
	}
	for k, want := range map[string]int{"a": 1, "c": 3} {
		if v, ok := c.Get(k); !ok || v != want {
			t.Errorf("%s = %d, %v; want %d", k, v, ok, want)
		}
	}
	c.Add("a", 10) // a replaced, not added twice
	if v, _ := c.Get("a"); v != 10 || c.Size() != 2 {
		t.Errorf("after replacing a: a = %d, size %d", v, c.Size())
	}
	c.Remove("a")
	if _, ok := c.Get("a"); ok || c.Size() != 1 {
		t.Errorf("a removed: still there or size %d", c.Size())
	}
}

func TestCostBound(t *testing.T) {
	c := New[int, string](10, func(s string) int { return len(s) })
	c.Add(1, "aaaa")
	c.Add(2, "bbbb")
	c.Get(1)
	c.Add(3, "cccc")
	if _, ok := c.Get(2); ok {
		t.Error("the least recently used entry stayed")
	}
	for _, k := range []int{1, 3} {
		if _, ok := c.Get(k); !ok {
			t.Errorf("entry %d left", k)
		}
	}
	c.Add(4, strings.Repeat("x", 11))
	if _, ok := c.Get(4); ok || c.Size() > 10 {
		t.Errorf("an entry over the bound was kept (size %d)", c.Size())
	}
	c.Add(1, strings.Repeat("x", 11)) // too big: the old value of 1 goes too
	if _, ok := c.Get(1); ok || c.Size() != 4 {
		t.Errorf("a too big value replaced an entry: size %d", c.Size())
	}
}

// After random adds, gets and removes the cache holds exactly what a plain model of it does:
// a list in order of use, trimmed from its old end.
func TestCacheMatchesAModel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	c := New[int, string](20, func(s string) int { return len(s) })
	var model []struct {
		k int
		v string
	} // most recently used last
	find := func(k int) int {
		for i, e := range model {
			if e.k == k {
				return i
			}
		}
		return -1
	}
	for step := 0; step < 5000; step++ {
		k := r.IntN(12)
		switch r.IntN(3) {
		case 0:
			v := strings.Repeat("v", r.IntN(8))
			c.Add(k, v)
			if i := find(k); i >= 0 {
				model = append(model[:i], model[i+1:]...)
			}
			model = append(model, struct {
				k int
				v string
			}{k, v})
			for size := 0; ; size = 0 {
				for _, e := range model {
					size += len(e.v)
				}
				if size <= 20 {
					break
				}
				model = model[1:]
			}
		case 1:
			got, ok := c.Get(k)
			i := find(k)
			if ok != (i >= 0) || ok && got != model[i].v {
				t.Fatalf("step %d: Get(%d) = %q, %v; the model has %v", step, k, got, ok, fmt.Sprint(model))
			}
			if ok {
				e := model[i]
				model = append(append(model[:i], model[i+1:]...), e)
			}
		case 2:
			c.Remove(k)
			if i := find(k); i >= 0 {
				model = append(model[:i], model[i+1:]...)
			}
		}
	}
}
