package mail

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"strconv"
)

// sentLog is a small append-only file in which the worker notes each mail its sender
// accepted, synced at once, before the database's mark: the mark may wait for the shop's
// single writer behind a busy moment's orders, the note does not. A crash between the two
// leaves the note, and the next start marks the notice sent instead of sending it again —
// for SMTP, which cannot tell afterwards whether a mail went (the outbox can). Only a crash
// between the server's acceptance and the note, a millisecond or two, still sends a mail twice.
type sentLog struct {
	f    *os.File
	size int64
}

// sentLogTrim is the size from which the log is emptied, once no notice is claimed: every
// mail noted in it is then marked sent in the database too.
const sentLogTrim = 64 << 10

func openSentLog(path string) (*sentLog, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	return &sentLog{f: f, size: info.Size()}, nil
}

// note records that notice id's mail went, durably.
func (l *sentLog) note(id int64) error {
	n, err := l.f.Write(strconv.AppendInt(nil, id, 10))
	l.size += int64(n)
	if err == nil {
		n, err = l.f.Write([]byte{'\n'})
		l.size += int64(n)
	}
	if err != nil {
		return err
	}
	return l.f.Sync()
}

// noted reads the notices the log holds; a line a crash cut short is not one.
func (l *sentLog) noted() (map[int64]bool, error) {
	raw, err := os.ReadFile(l.f.Name())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	ids := map[int64]bool{}
	for line := range bytes.Lines(raw) {
		if len(line) < 2 || line[len(line)-1] != '\n' {
			continue
		}
		if id, err := strconv.ParseInt(string(line[:len(line)-1]), 10, 64); err == nil {
			ids[id] = true
		}
	}
	return ids, nil
}

// reset empties the log (every notice in it is marked sent).
func (l *sentLog) reset() error {
	if err := l.f.Truncate(0); err != nil {
		return err
	}
	l.size = 0
	return l.f.Sync()
}

func (l *sentLog) close() error { return l.f.Close() }
