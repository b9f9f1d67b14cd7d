package mail

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Outbox writes each mail as a file into a folder, when no SMTP server is configured: a
// developer (or a shop owner trying the shop) reads what the shop would send, and nothing
// is lost. A file is <time>-<notice id>-<kind>.eml, a complete RFC 5322 message, the same
// bytes SMTP would carry, which any mail program opens.
type Outbox struct {
	dir, from string
}

// writingPattern names a mail being written; renamed to its .eml name once whole.
const writingPattern = ".writing-*"

// NewOutbox makes the folder if needed and removes what a crash left half written (the
// .writing-* files of sends cut off: their notices are still unsent and go again). from is
// the sender shown (see SMTP's from). It runs at start, while no send is under way: one
// shop process at a time holds the data folder.
func NewOutbox(dir, from string) (*Outbox, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("outbox: %w", err)
	}
	left, err := filepath.Glob(filepath.Join(dir, writingPattern))
	if err != nil {
		return nil, fmt.Errorf("outbox: %w", err)
	}
	for _, f := range left {
		if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("outbox: %w", err)
		}
	}
	return &Outbox{dir: dir, from: from}, nil
}

// Dir is the outbox folder.
func (o *Outbox) Dir() string { return o.dir }

// Send writes m to a temporary file in the folder, syncs it and renames it into place, so a
// reader (or a crash) never meets half a mail: a file with the .eml name is whole.
func (o *Outbox) Send(_ context.Context, m *Message) error {
	msg, err := compose(o.from, m)
	if err != nil {
		return err
	}
	name := fmt.Sprintf("%s-%d-%s.eml", m.Date.UTC().Format("20060102T150405.000Z"), m.Notice, m.Kind)
	tmp, err := os.CreateTemp(o.dir, writingPattern)
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename there is nothing left to remove
	if _, err := msg.WriteTo(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), filepath.Join(o.dir, name)); err != nil {
		return err
	}
	// The rename lives in the folder: sync it too, or a power cut can lose a mail the queue
	// already counts as sent. Not every system can sync a folder; the file is written anyway.
	if d, err := os.Open(o.dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Sent reports whether the mail of a notice was written (Send names its file after the
// notice and kind, and renames it into place only once it is whole).
func (o *Outbox) Sent(notice int64, kind string) (bool, error) {
	files, err := filepath.Glob(filepath.Join(o.dir, fmt.Sprintf("*-%d-%s.eml", notice, kind)))
	return len(files) > 0, err
}
