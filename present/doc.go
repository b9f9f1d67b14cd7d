// Package present is the one place answers are shaped: it turns the store's plain values
// (cents, ids, times, language-keyed texts) into the spec's JSON, with money, dates and labels
// written in the page's language and links from one URL scheme. Handlers hand it what the
// store returned and answer with what it made; the store never formats, and nothing but this
// package carries the answers' json tags.
package present
