// Package backups takes the shop's scheduled backups: a consistent copy of the database
// into the data folder's backups/ every so often, the newest few kept, each optionally
// uploaded to an S3-compatible store. The copy itself is store.BackupFile's (VACUUM INTO,
// one snapshot, taken while the shop serves); no routes, no SQL.
package backups

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"shop/store"
)

// Folder is the backups' folder inside the data folder.
const Folder = "backups"

// nameLayout is a backup's time in its name, UTC to the second: names sort as times do.
const nameLayout = "20060102T150405Z"

// nameRE matches a finished backup's name and nothing else the folder may hold (a copy in
// progress, an operator's own file), so pruning never removes what it did not write.
var nameRE = regexp.MustCompile(`^shop-(\d{8}T\d{6}Z)\.db$`)

// partialRE matches a copy in progress: a hidden name, which only Once writes.
var partialRE = regexp.MustCompile(`^\.shop-\d{8}T\d{6}Z\.db\.partial$`)

// Name is the file name of a backup taken at t: shop-20261127T181500Z.db.
func Name(t time.Time) string { return "shop-" + t.UTC().Format(nameLayout) + ".db" }

// Config is how often backups are taken, how many are kept, and where they go.
type Config struct {
	Data  string        // the data folder; backups go into its backups/
	Every time.Duration // the time between two backups
	Keep  int           // how many of the newest backups stay, here and in S3
	// StartDelay is the least time from the start to the first backup, so a backup never
	// competes with the catalogue index's build; a shop whose last backup is older than Every
	// takes one after it, a newer one counts from its time.
	StartDelay time.Duration
	S3         *S3 // nil: local backups only
	Log        *slog.Logger
	Now        func() time.Time // nil: time.Now
}

// Scheduler takes the backups Config describes, one at a time.
type Scheduler struct {
	cfg Config
	dir string
	mu  sync.Mutex // one backup at a time, whoever asks
}

// New checks cfg and returns its scheduler.
func New(cfg Config) (*Scheduler, error) {
	if cfg.Every <= 0 || cfg.Keep < 1 {
		return nil, fmt.Errorf("backups: want a positive interval and at least one kept (got %v, %d)", cfg.Every, cfg.Keep)
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Scheduler{cfg: cfg, dir: filepath.Join(cfg.Data, Folder)}, nil
}

// Dir is the folder the backups are written to.
func (s *Scheduler) Dir() string { return s.dir }

// Run takes a backup every cfg.Every until ctx ends. A failed backup is logged at ERROR and
// tried again at the next tick: a backup never stops the shop.
func (s *Scheduler) Run(ctx context.Context) {
	log := s.cfg.Log
	next := s.firstDue()
	upload := "none"
	if s.cfg.S3 != nil {
		upload = s.cfg.S3.String()
	}
	log.Info("backups: scheduled", "every", s.cfg.Every, "keep", s.cfg.Keep, "folder", s.dir, "first", next.UTC().Format(time.RFC3339), "s3", upload)
	for {
		t := time.NewTimer(next.Sub(s.cfg.Now()))
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		_, err := s.Once(ctx)
		next = s.cfg.Now().Add(s.cfg.Every)
		if err != nil && ctx.Err() == nil {
			log.Error("backup failed; it is tried again at the next tick", "err", err, "next", next.UTC().Format(time.RFC3339))
		}
	}
}

// firstDue is when the first backup after a start is due: Every after the newest backup in
// the folder, but not before StartDelay has passed (restarts then neither skip a backup nor
// add one).
func (s *Scheduler) firstDue() time.Time {
	now := s.cfg.Now()
	due := now.Add(s.cfg.StartDelay)
	if list, err := s.List(); err == nil && len(list) > 0 {
		if t := list[len(list)-1].At.Add(s.cfg.Every); t.After(due) {
			due = t
		}
	}
	return due
}

// Backup is one backup file in the folder.
type Backup struct {
	Name string
	Path string
	At   time.Time // the time in its name
	Size int64
	Took time.Duration // for the one Once just wrote
}

// Once takes one backup now: the copy is written under a temporary name and renamed when
// whole, so a half copy is never taken for a backup; then the oldest beyond Keep are removed,
// and the kept ones that S3 lacks are uploaded (so a failed upload is made good at the next
// tick) and S3 is pruned to Keep too. The backup is returned even when its upload failed.
func (s *Scheduler) Once(ctx context.Context) (Backup, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	log := s.cfg.Log
	start := s.cfg.Now()
	b := Backup{Name: Name(start), At: start.UTC().Truncate(time.Second)}
	b.Path = filepath.Join(s.dir, b.Name)
	// 0700: the copies hold what the database does (personal data, password hashes).
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return b, err
	}
	if err := os.Chmod(s.dir, 0o700); err != nil {
		return b, err
	}
	if _, err := os.Stat(b.Path); err == nil {
		return b, fmt.Errorf("%s exists already", b.Path)
	}
	// Copies a crash or a kill left half-written: only this process writes here (it holds
	// the data folder), one copy at a time, so none is under way now.
	s.removePartials()
	partial := filepath.Join(s.dir, "."+b.Name+".partial")
	if err := store.BackupFile(ctx, s.cfg.Data, partial); err != nil {
		return b, err
	}
	if err := os.Rename(partial, b.Path); err != nil {
		os.Remove(partial)
		return b, err
	}
	if err := syncDir(s.dir); err != nil {
		return b, err
	}
	b.Took = time.Since(start)
	if fi, err := os.Stat(b.Path); err == nil {
		b.Size = fi.Size()
	}
	log.Info("backup written", "file", b.Path, "size", b.Size, "took", b.Took.Round(time.Millisecond))
	kept, err := s.prune()
	if err != nil {
		return b, err
	}
	if s.cfg.S3 != nil {
		if err := s.upload(ctx, kept); err != nil {
			return b, fmt.Errorf("s3: %w", err)
		}
	}
	return b, nil
}

// List is the backups in the folder, oldest first.
func (s *Scheduler) List() ([]Backup, error) {
	entries, err := os.ReadDir(s.dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var list []Backup
	for _, e := range entries {
		at, ok := parseName(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		b := Backup{Name: e.Name(), Path: filepath.Join(s.dir, e.Name()), At: at}
		if fi, err := e.Info(); err == nil {
			b.Size = fi.Size()
		}
		list = append(list, b)
	}
	slices.SortFunc(list, func(a, b Backup) int { return strings.Compare(a.Name, b.Name) })
	return list, nil
}

// parseName is the time in a backup's name, and whether name is one.
func parseName(name string) (time.Time, bool) {
	m := nameRE.FindStringSubmatch(name)
	if m == nil {
		return time.Time{}, false
	}
	at, err := time.Parse(nameLayout, m[1])
	return at, err == nil
}

// removePartials removes the half copies in the folder.
func (s *Scheduler) removePartials() {
	entries, _ := os.ReadDir(s.dir)
	for _, e := range entries {
		if partialRE.MatchString(e.Name()) {
			if err := os.Remove(filepath.Join(s.dir, e.Name())); err == nil {
				s.cfg.Log.Warn("backup: removed a half copy an earlier run left", "file", filepath.Join(s.dir, e.Name()))
			}
		}
	}
}

// prune removes the backups beyond the newest Keep and returns the ones kept.
func (s *Scheduler) prune() ([]Backup, error) {
	list, err := s.List()
	if err != nil {
		return nil, err
	}
	drop := max(0, len(list)-s.cfg.Keep)
	for _, b := range list[:drop] {
		if err := os.Remove(b.Path); err != nil {
			return nil, err
		}
		s.cfg.Log.Info("backup removed: more than --backup-keep", "file", b.Path)
	}
	return list[drop:], nil
}

// upload puts each kept backup S3 lacks there, then removes S3's backups beyond Keep.
func (s *Scheduler) upload(ctx context.Context, kept []Backup) error {
	remote, err := s.cfg.S3.List(ctx)
	if err != nil {
		return err
	}
	for _, b := range kept {
		if slices.Contains(remote, b.Name) {
			continue
		}
		start := time.Now()
		key, err := s.cfg.S3.Upload(ctx, b.Path)
		if err != nil {
			return err
		}
		s.cfg.Log.Info("backup uploaded", "object", key, "size", b.Size, "took", time.Since(start).Round(time.Millisecond))
		remote = append(remote, b.Name)
	}
	slices.Sort(remote)
	for _, name := range remote[:max(0, len(remote)-s.cfg.Keep)] {
		if err := s.cfg.S3.Remove(ctx, name); err != nil {
			return err
		}
		s.cfg.Log.Info("backup removed from S3: more than --backup-keep", "object", s.cfg.S3.Key(name))
	}
	return nil
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
