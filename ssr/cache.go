package ssr

import (
	"crypto/sha256"

	"shop/internal/lru"
)

// cache keeps rendered pages by the digest of their whole input: the page JSON (component,
// props, URL, the public shared block) and the display preferences. The same input renders
// the same markup, so an entry can never be stale or belong to another page, whatever changed
// around it. Least recently used pages leave first once the bytes bound is reached.
type cache = lru.Cache[[sha256.Size]byte, string]

func newCache(maxBytes int) *cache {
	return lru.New[[sha256.Size]byte](maxBytes, func(html string) int { return len(html) })
}
