// Package invoicetest reads back the text of an invoice PDF, for the tests of the invoice and
// of the pages that serve it; nothing in the shop itself uses it.
package invoicetest

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strings"
	"unicode/utf16"
)

// Text is the text a PDF of package invoice shows, one string per drawn piece joined by
// newlines: its page streams inflated, each text-showing operator's string read as the
// UTF-16 that fpdf writes for a UTF-8 font. It reads only what invoice.Write makes (tests use it to
// check a document says what it should); it is not a general PDF reader.
func Text(pdf []byte) string {
	var out []string
	for _, m := range streams.FindAllSubmatch(pdf, -1) {
		body := m[2]
		if bytes.Contains(m[1], []byte("/FlateDecode")) {
			r, err := zlib.NewReader(bytes.NewReader(body))
			if err != nil {
				continue
			}
			if body, err = io.ReadAll(r); err != nil && len(body) == 0 {
				continue
			}
		}
		for _, s := range shown.FindAllSubmatch(body, -1) {
			out = append(out, decodeUTF16(unescape(s[1])))
		}
	}
	return strings.Join(out, "\n")
}

var (
	streams = regexp.MustCompile(`(?s)<<([^>]*?)>>\s*stream\r?\n(.*?)\r?\nendstream`)
	shown   = regexp.MustCompile(`(?s)\(((?:\\.|[^\\)])*)\)\s*Tj`)
)

// unescape undoes a PDF string literal's backslash escapes.
func unescape(b []byte) []byte {
	var out []byte
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 == len(b) {
			out = append(out, b[i])
			continue
		}
		i++
		switch b[i] {
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		default:
			out = append(out, b[i])
		}
	}
	return out
}

func decodeUTF16(b []byte) string {
	u := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		u = append(u, uint16(b[i])<<8|uint16(b[i+1]))
	}
	return string(utf16.Decode(u))
}
