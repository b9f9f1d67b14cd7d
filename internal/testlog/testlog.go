// Package testlog holds the log a test hands to code whose goroutines write it while the test
// reads it.
package testlog

import (
	"strings"
	"sync"
)

// Buffer is an io.Writer safe for concurrent writes and reads.
type Buffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *Buffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// String is everything written so far.
func (l *Buffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Last is the last line written.
func (l *Buffer) Last() string {
	lines := strings.Split(strings.TrimSpace(l.String()), "\n")
	return lines[len(lines)-1]
}
