package ssr

import (
	"container/list"
	"crypto/sha256"
	"sync"
)

// cache keeps rendered pages by the digest of their whole input: the page JSON (component,
// props, URL, the public shared block) and the display preferences. The same input renders
// the same markup, so an entry can never be stale or belong to another page, whatever changed
// around it. Least recently used pages leave first once the bytes bound is reached.
type cache struct {
	mu      sync.Mutex
	max     int // bytes of markup
	size    int
	entries map[[sha256.Size]byte]*list.Element
	order   *list.List // front: most recently used
}

type entry struct {
	key  [sha256.Size]byte
	html string
}

func newCache(maxBytes int) *cache {
	return &cache{max: maxBytes, entries: map[[sha256.Size]byte]*list.Element{}, order: list.New()}
}

func (c *cache) get(key [sha256.Size]byte) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return "", false
	}
	c.order.MoveToFront(el)
	return el.Value.(*entry).html, true
}

func (c *cache) put(key [sha256.Size]byte, html string) {
	if len(html) > c.max {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[key]; ok {
		c.size -= len(el.Value.(*entry).html)
		c.order.Remove(el)
	}
	c.entries[key] = c.order.PushFront(&entry{key: key, html: html})
	c.size += len(html)
	for c.size > c.max {
		old := c.order.Back()
		c.order.Remove(old)
		e := old.Value.(*entry)
		delete(c.entries, e.key)
		c.size -= len(e.html)
	}
}
