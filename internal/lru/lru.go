// Package lru is the shop's one least-recently-used cache: a map bounded by the total cost of
// its entries (a count, or bytes), that drops the least recently used entries first once the
// bound is passed. Safe for concurrent use.
package lru

import (
	"container/list"
	"sync"
)

// Cache keeps values by key up to a total cost of max.
type Cache[K comparable, V any] struct {
	mu      sync.Mutex
	max     int
	size    int
	cost    func(V) int
	entries map[K]*list.Element
	order   *list.List // front: most recently used
}

type entry[K comparable, V any] struct {
	key   K
	value V
	cost  int
}

// New is a cache of at most max cost. cost weighs a value (its bytes, say); nil counts each
// entry as 1, so max is the number of entries.
func New[K comparable, V any](max int, cost func(V) int) *Cache[K, V] {
	if cost == nil {
		cost = func(V) int { return 1 }
	}
	return &Cache[K, V]{max: max, cost: cost, entries: map[K]*list.Element{}, order: list.New()}
}

// Get answers the value of key, which becomes the most recently used.
func (c *Cache[K, V]) Get(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		var zero V
		return zero, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*entry[K, V]).value, true
}

// Add keeps value under key, in place of what key held, and drops the least recently used
// entries while the total cost is over the bound. A value costing more than the bound on
// its own is not kept (nor is what key held).
func (c *Cache[K, V]) Add(key K, value V) {
	cost := c.cost(value)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.removeLocked(key)
	if cost > c.max {
		return
	}
	c.entries[key] = c.order.PushFront(&entry[K, V]{key: key, value: value, cost: cost})
	c.size += cost
	for c.size > c.max {
		c.removeLocked(c.order.Back().Value.(*entry[K, V]).key)
	}
}

// Remove drops key's entry, if there is one.
func (c *Cache[K, V]) Remove(key K) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.removeLocked(key)
}

func (c *Cache[K, V]) removeLocked(key K) {
	el, ok := c.entries[key]
	if !ok {
		return
	}
	c.order.Remove(el)
	delete(c.entries, key)
	c.size -= el.Value.(*entry[K, V]).cost
}

// Size is the total cost of the entries kept.
func (c *Cache[K, V]) Size() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size
}
