package store

import (
	"context"
	"database/sql"
	"errors"
)

// A member's second factor (TOTP, RFC 6238) is kept sealed: the handlers encrypt the secret
// with a key of the sessions file (Sessions.Seal) before it reaches this table, so a copy of
// the database or a backup alone does not give anyone the codes.

// StaffTOTP is member id's sealed secret ("" while the second factor is off), the sealed
// secret of an unfinished setup ("" for none) and the time step of the last code taken.
func (s *Store) StaffTOTP(ctx context.Context, id int64) (secret, pending string, lastStep int64, err error) {
	err = s.reader(ctx).QueryRowContext(ctx, `SELECT totp_secret, totp_pending, totp_last_step FROM staff WHERE id = ?`, id).
		Scan(&secret, &pending, &lastStep)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	return secret, pending, lastStep, err
}

// SetStaffTOTPPending keeps a new sealed secret until EnableStaffTOTP; a setup started again
// replaces the one before. The second factor already on stays on meanwhile.
func (s *Store) SetStaffTOTPPending(ctx context.Context, id int64, sealed string) error {
	return s.affectOne(ctx, `UPDATE staff SET totp_pending = ? WHERE id = ?`, sealed, id)
}

// EnableStaffTOTP turns the second factor on with the pending secret, whose code of time step
// step the member has just given (it is taken: the same code cannot sign in). ErrNotFound when
// no setup is pending.
func (s *Store) EnableStaffTOTP(ctx context.Context, id int64, step int64) error {
	return s.affectOne(ctx, `UPDATE staff SET totp_secret = totp_pending, totp_pending = '', totp_last_step = ? WHERE id = ? AND totp_pending <> ''`,
		step, id)
}

// DisableStaffTOTP turns the second factor off and forgets its secret.
func (s *Store) DisableStaffTOTP(ctx context.Context, id int64) error {
	return s.affectOne(ctx, `UPDATE staff SET totp_secret = '', totp_pending = '', totp_last_step = 0 WHERE id = ?`, id)
}

// TakeStaffTOTPStep marks the code of time step step as used by member id, and reports false
// when a code of that step or a later one was taken already (a replay, or an older code after
// a newer one): each code signs in once. The conditional UPDATE makes two requests racing
// with one code get one true.
func (s *Store) TakeStaffTOTPStep(ctx context.Context, id int64, step int64) (bool, error) {
	res, err := s.writer(ctx).ExecContext(ctx, `UPDATE staff SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?`, step, id, step)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
