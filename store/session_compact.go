package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
)

// bbolt never gives a file's free pages back: a flood of sessions, once swept, leaves
// sessions.db as large as the flood made it. At start, before the shop opens it, a file that
// is mostly free space is rewritten without it (bolt.Compact into a new file in the same
// folder, synced, then renamed over the old one, so a crash at any point leaves one whole
// file under the name).

// compactMinFree is the free space below which a file is left alone, however much of it is
// free: a few MB is not worth a rewrite at every start.
const compactMinFree = 4 << 20

// compactTemp names the new file while it is written; one a crash left is removed at start.
const compactTemp = "sessions.db.compact-*"

// Compaction is what the start did to sessions.db: its size before and after a compaction
// (equal when there was none), or why a compaction failed (the shop then goes on with the
// file as it was).
type Compaction struct {
	Before, After int64
	Err           error
}

// compactSessions compacts the file at path when more than half of it, and more than
// compactMinFree, is free pages.
func compactSessions(path string) Compaction {
	dir := filepath.Dir(path)
	if left, _ := filepath.Glob(filepath.Join(dir, compactTemp)); len(left) > 0 {
		for _, f := range left {
			os.Remove(f)
		}
	}
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Compaction{}
	}
	if err != nil {
		return Compaction{Err: err}
	}
	c := Compaction{Before: info.Size(), After: info.Size()}
	if info.Size() <= 2*compactMinFree {
		return c
	}
	src, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second, PreLoadFreelist: true})
	if err != nil {
		c.Err = err
		return c
	}
	var used int64
	err = src.View(func(tx *bolt.Tx) error {
		st := src.Stats()
		used = tx.Size() - int64(st.FreePageN+st.PendingPageN)*int64(src.Info().PageSize)
		return nil
	})
	if free := info.Size() - used; err != nil || free <= info.Size()/2 || free <= compactMinFree {
		src.Close()
		c.Err = err
		return c
	}
	c.After, c.Err = compactInto(src, dir, path)
	if c.Err != nil {
		c.After = c.Before
	}
	return c
}

// compactInto copies src into a new file in dir, syncs it, closes src and puts the new file
// in place of path; it answers the new size.
func compactInto(src *bolt.DB, dir, path string) (int64, error) {
	tmp, err := os.CreateTemp(dir, compactTemp)
	if err != nil {
		src.Close()
		return 0, err
	}
	name := tmp.Name()
	tmp.Close()
	done := false
	defer func() {
		if !done {
			os.Remove(name)
		}
	}()
	dst, err := bolt.Open(name, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		src.Close()
		return 0, err
	}
	err = bolt.Compact(dst, src, 4<<20) // commits every 4 MB: memory stays small for a large file
	src.Close()
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, fmt.Errorf("compact sessions.db: %w", err)
	}
	f, err := os.Open(name)
	if err != nil {
		return 0, err
	}
	err = f.Sync()
	info, serr := f.Stat()
	f.Close()
	if err != nil || serr != nil {
		return 0, errors.Join(err, serr)
	}
	if err := os.Rename(name, path); err != nil {
		return 0, err
	}
	done = true
	if d, err := os.Open(dir); err == nil { // the rename lives in the folder
		d.Sync()
		d.Close()
	}
	return info.Size(), nil
}
