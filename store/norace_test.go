//go:build !race

package store

// underRace: see race_test.go.
const underRace = false
