//go:build race

package ssr

// slowdown stretches the time limits under the race detector, where QuickJS (C translated to
// Go, every memory access checked) runs about forty times slower: tests then see the same
// renders finish that a normal build finishes.
const slowdown = 40
