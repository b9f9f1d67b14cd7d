package catalogcsv

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

// table reads a CSV file's header and records, each with the line it starts on.
type table struct {
	r      *csv.Reader
	header []string // normalised: lower case, single spaces
	raw    []string // as the file writes them, for messages
	is     *issues
	line   int // the line of the record last read
}

// bom is UTF-8's byte order mark, which spreadsheets write at the start of a "CSV UTF-8" file.
var bom = []byte{0xEF, 0xBB, 0xBF}

// openTable reads the header line: the byte order mark is skipped and the delimiter is the
// one the header line holds more of outside quotes, comma or semicolon.
func openTable(in io.Reader, is *issues) (*table, error) {
	br := bufio.NewReaderSize(in, 64<<10)
	if head, _ := br.Peek(3); bytes.Equal(head, bom) {
		br.Discard(3)
	}
	first, _ := br.Peek(64 << 10)
	r := csv.NewReader(br)
	r.Comma = delimiter(first)
	r.FieldsPerRecord = -1 // checked here, so that one short line is an error on its line, not the end of the read
	r.ReuseRecord = true
	t := &table{r: r, is: is}
	rec, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, errors.New("the file is empty")
	}
	if err != nil {
		return nil, fmt.Errorf("the header line cannot be read: %w", err)
	}
	for _, h := range rec {
		t.raw = append(t.raw, strings.TrimSpace(h))
		t.header = append(t.header, normalise(h))
	}
	return t, nil
}

// normalise is a header as the formats' tables name it: lower case, spaces single.
func normalise(h string) string {
	return strings.ToLower(strings.Join(strings.Fields(h), " "))
}

// delimiter is ';' when the first line holds more semicolons than commas outside quotes.
func delimiter(b []byte) rune {
	commas, semis, quoted := 0, 0, false
	for _, c := range b {
		switch {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '\n':
			if semis > commas {
				return ';'
			}
			return ','
		case c == ',':
			commas++
		case c == ';':
			semis++
		}
	}
	if semis > commas {
		return ';'
	}
	return ','
}

// next is the next record, padded to the header's width (a spreadsheet may leave a line's
// empty last cells out), or nil at the end. A line that cannot be read is an error on it
// and is skipped; so is a line with more cells than the header has names.
func (t *table) next() []string {
	for {
		rec, err := t.r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			t.is.err(pe.StartLine, 0, "line %d cannot be read at character %d: %v", pe.Line, pe.Column, pe.Err)
			continue // the reader goes on after the broken line (an open quote takes the rest of the file with it)
		}
		if err != nil {
			t.is.err(0, 0, "the file cannot be read: %v", err)
			return nil
		}
		t.line, _ = t.r.FieldPos(0)
		if len(rec) > len(t.header) {
			t.is.err(t.line, len(t.header)+1, "the line has %d cells, the header names %d", len(rec), len(t.header))
			continue
		}
		if blank(rec) {
			continue
		}
		for len(rec) < len(t.header) {
			rec = append(rec, "")
		}
		return rec
	}
}

func blank(rec []string) bool {
	for _, v := range rec {
		if strings.TrimSpace(v) != "" {
			return false
		}
	}
	return true
}
