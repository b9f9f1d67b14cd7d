package store

import (
	"context"
	"database/sql"
	"errors"
)

// Message keys of the staff management's FieldErrors.
const (
	// MsgLastOwner refuses a change that would leave the shop without an active owner: nobody
	// could then manage staff or settings, and only the command line could undo it.
	MsgLastOwner = "error_admin_last_owner"
)

// maxStaffNameLen bounds a member's name (the audit log and the frame show it).
const maxStaffNameLen = 100

// ListStaff is every member, owners first, then by e-mail.
func (s *Store) ListStaff(ctx context.Context) ([]Staff, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `SELECT `+staffColumns+` FROM staff ORDER BY role = 'owner' DESC, email`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Staff
	for rows.Next() {
		m, err := scanStaff(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *m)
	}
	return out, rows.Err()
}

// StaffProfile is what a member changes of their own account.
type StaffProfile struct {
	Name string
	Lang string
}

// CheckStaffProfile trims p and checks it: the name is optional and one line, the language
// one the back office speaks.
func CheckStaffProfile(p *StaffProfile) FieldErrors {
	fe := FieldErrors{}
	text(fe, "name", &p.Name, false, maxStaffNameLen)
	if !validStaffLang(p.Lang) {
		fe.Add("lang", MsgInvalid)
	}
	return fe
}

// UpdateStaffProfile stores member id's name and language; ErrNotFound when there is no such member.
func (s *Store) UpdateStaffProfile(ctx context.Context, id int64, p StaffProfile) error {
	if fe := CheckStaffProfile(&p); len(fe) > 0 {
		return fe
	}
	return s.affectOne(ctx, `UPDATE staff SET name = ?, lang = ? WHERE id = ?`, p.Name, p.Lang, id)
}

// SetStaffRole gives member id role. Demoting the last active owner is refused (MsgLastOwner
// on "role"); the check and the write are one transaction, so two owners demoting each other
// at once cannot both succeed.
func (s *Store) SetStaffRole(ctx context.Context, id int64, role string) error {
	if !ValidRole(role) {
		return FieldErrors{"role": {MsgInvalid}}
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		if role != RoleOwner {
			if err := s.keepAnOwner(ctx, id, "role"); err != nil {
				return err
			}
		}
		return s.affectOne(ctx, `UPDATE staff SET role = ? WHERE id = ?`, role, id)
	})
}

// SetStaffDisabled shuts member id out (disabled) or lets them in again. Disabling ends every
// session of theirs; disabling the last active owner is refused (MsgLastOwner on "disabled").
func (s *Store) SetStaffDisabled(ctx context.Context, id int64, disabled bool) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		if !disabled {
			return s.affectOne(ctx, `UPDATE staff SET disabled_at = NULL WHERE id = ?`, id)
		}
		if err := s.keepAnOwner(ctx, id, "disabled"); err != nil {
			return err
		}
		if err := s.affectOne(ctx, `UPDATE staff SET disabled_at = COALESCE(disabled_at, ?) WHERE id = ?`, dbTime(s.clock()), id); err != nil {
			return err
		}
		return s.EndStaffSessions(ctx, id)
	})
}

// keepAnOwner refuses (MsgLastOwner on field) when no active owner but member id would be left.
func (s *Store) keepAnOwner(ctx context.Context, id int64, field string) error {
	var others int
	err := s.writer(ctx).QueryRowContext(ctx, `SELECT COUNT(*) FROM staff WHERE role = 'owner' AND disabled_at IS NULL AND id <> ?`, id).Scan(&others)
	if err != nil {
		return err
	}
	if others == 0 {
		var role string
		var disabled bool
		err := s.writer(ctx).QueryRowContext(ctx, `SELECT role, disabled_at IS NOT NULL FROM staff WHERE id = ?`, id).Scan(&role, &disabled)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if role == RoleOwner && !disabled {
			return FieldErrors{field: {MsgLastOwner}}
		}
	}
	return nil
}

// ResetStaffPassword sets member id's password (an owner's reset: no current password asked)
// and ends every session of theirs, then runs then (an audit entry; may be nil) in the same
// transaction. A password the policy refuses is FieldErrors on "password" and
// "password_confirmation". The hash is made before the transaction.
func (s *Store) ResetStaffPassword(ctx context.Context, id int64, password, confirmation string, then func(context.Context) error) error {
	fe := FieldErrors{}
	CheckNewPassword(fe, "password", "password_confirmation", password, confirmation)
	if len(fe) > 0 {
		return fe
	}
	hash, err := HashPassword(ctx, password)
	if err != nil {
		return err
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		if err := s.affectOne(ctx, `UPDATE staff SET password_hash = ? WHERE id = ?`, hash, id); err != nil {
			return err
		}
		if err := s.EndStaffSessions(ctx, id); err != nil {
			return err
		}
		return runThen(ctx, then)
	})
}

// StaffPasswordChange is a member's change of their own password.
type StaffPasswordChange struct {
	Current      string
	New          string
	Confirmation string
}

// ChangeStaffPassword checks member id's current password and sets the new one; every other
// session of theirs ends (keep, the session making the change, stays), and then (an audit
// entry; may be nil) runs in the same transaction. A wrong current password is
// MsgPasswordWrong on "current_password" (IsWrongPassword). Both hashes are worked out before
// the transaction.
func (s *Store) ChangeStaffPassword(ctx context.Context, id int64, keep string, p StaffPasswordChange, then func(context.Context) error) error {
	fe := FieldErrors{}
	CheckNewPassword(fe, "password", "password_confirmation", p.New, p.Confirmation)
	if p.Current == "" {
		fe.Add("current_password", MsgRequired)
	}
	if len(fe) > 0 {
		return fe
	}
	hash, err := s.staffHash(ctx, id)
	if err != nil {
		return err
	}
	ok, _, err := CheckPassword(ctx, hash, p.Current)
	if err != nil {
		return err
	}
	if !ok {
		return FieldErrors{"current_password": {MsgPasswordWrong}}
	}
	fresh, err := HashPassword(ctx, p.New)
	if err != nil {
		return err
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		// Only over the hash the current password matched: a change made meanwhile wins.
		res, err := s.writer(ctx).ExecContext(ctx, `UPDATE staff SET password_hash = ? WHERE id = ? AND password_hash = ?`, fresh, id, hash)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrConflict
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM staff_sessions WHERE staff_id = ? AND id_hash <> ?`, id, staffSessionKey(keep)); err != nil {
			return err
		}
		return runThen(ctx, then)
	})
}

// CheckStaffPassword reports whether password is member id's; a wrong one is
// MsgPasswordWrong on "password" (IsWrongPassword).
func (s *Store) CheckStaffPassword(ctx context.Context, id int64, password string) error {
	if password == "" {
		return FieldErrors{"password": {MsgRequired}}
	}
	hash, err := s.staffHash(ctx, id)
	if err != nil {
		return err
	}
	ok, _, err := CheckPassword(ctx, hash, password)
	if err != nil {
		return err
	}
	if !ok {
		return FieldErrors{"password": {MsgPasswordWrong}}
	}
	return nil
}

func (s *Store) staffHash(ctx context.Context, id int64) (string, error) {
	var hash string
	err := s.reader(ctx).QueryRowContext(ctx, `SELECT password_hash FROM staff WHERE id = ?`, id).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return hash, err
}

// affectOne runs an UPDATE that must change exactly one row: none is ErrNotFound.
func (s *Store) affectOne(ctx context.Context, query string, args ...any) error {
	res, err := s.writer(ctx).ExecContext(ctx, query, args...)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrNotFound
	}
	return nil
}

func runThen(ctx context.Context, then func(context.Context) error) error {
	if then == nil {
		return nil
	}
	return then(ctx)
}
