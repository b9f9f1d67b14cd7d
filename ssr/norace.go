//go:build !race

package ssr

const slowdown = 1
