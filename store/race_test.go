//go:build race

package store

// underRace is set when the tests run under the race detector, which makes the store's
// sequential SQL about twenty times slower: a test that proves arithmetic rather than
// concurrency then runs a sample of its cases (the full run is the plain go test).
const underRace = true
