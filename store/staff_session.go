package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"time"
)

// A back-office session ends after StaffIdle without a request, and StaffSessionMax after
// its sign-in whatever happens: far shorter than a shopper's month, since it can change prices.
const (
	StaffIdle       = 2 * time.Hour
	StaffSessionMax = 12 * time.Hour
	// staffSeenEvery bounds the writes a busy member's requests cost: seen_at moves at most
	// this often.
	staffSeenEvery = time.Minute
)

// staffSessionKey is what the table keeps of a session id: its SHA-256, so neither a copy
// of the database nor a backup opens a session.
func staffSessionKey(id string) string {
	sum := sha256.Sum256([]byte(id))
	return hex.EncodeToString(sum[:])
}

// NewStaffSession opens a session for member staffID and returns its id, the cookie's value.
func (s *Store) NewStaffSession(ctx context.Context, staffID int64) (string, error) {
	id := RandomToken()
	now := s.clock()
	_, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO staff_sessions (id_hash, staff_id, created_at, seen_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
		staffSessionKey(id), staffID, dbTime(now), dbTime(now), dbTime(now.Add(StaffSessionMax)))
	return id, err
}

// StaffSession is the member signed in under session id, or ErrNotFound when the session
// is unknown, idle too long, past its end, or its member is disabled.
func (s *Store) StaffSession(ctx context.Context, id string) (*Staff, error) {
	if !ValidSessionID(id) {
		return nil, ErrNotFound
	}
	key := staffSessionKey(id)
	var staffID int64
	var seen, expires string
	err := s.read.QueryRowContext(ctx, `SELECT staff_id, seen_at, expires_at FROM staff_sessions WHERE id_hash = ?`, key).
		Scan(&staffID, &seen, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	now := s.clock()
	if now.After(parseDBTime(expires)) || now.Sub(parseDBTime(seen)) > StaffIdle {
		return nil, ErrNotFound
	}
	m, err := s.StaffByID(ctx, staffID)
	if err != nil {
		return nil, err
	}
	if m.Disabled {
		return nil, ErrNotFound
	}
	if now.Sub(parseDBTime(seen)) > staffSeenEvery {
		if _, err := s.writer(ctx).ExecContext(ctx, `UPDATE staff_sessions SET seen_at = ? WHERE id_hash = ?`, dbTime(now), key); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// EndStaffSession signs session id out.
func (s *Store) EndStaffSession(ctx context.Context, id string) error {
	_, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM staff_sessions WHERE id_hash = ?`, staffSessionKey(id))
	return err
}

// EndStaffSessions signs member staffID out everywhere (a new password, a disabled member).
func (s *Store) EndStaffSessions(ctx context.Context, staffID int64) error {
	_, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM staff_sessions WHERE staff_id = ?`, staffID)
	return err
}

// DeleteLapsedStaffSessions deletes the sessions past their end or idle time at now.
func (s *Store) DeleteLapsedStaffSessions(ctx context.Context, now time.Time) (int64, error) {
	res, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM staff_sessions WHERE expires_at < ? OR seen_at < ?`,
		dbTime(now), dbTime(now.Add(-StaffIdle)))
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
