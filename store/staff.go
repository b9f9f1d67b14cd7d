package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
)

// Staff roles: owners run the shop's staff and settings besides what staff do (the
// catalogue, the content and the orders).
const (
	RoleOwner = "owner"
	RoleStaff = "staff"
)

// StaffLangs are the languages the back office speaks.
var StaffLangs = []string{"en", "lv", "ru", "fi"}

// Staff is a back-office account.
type Staff struct {
	ID    int64
	Email string
	Name  string
	Role  string
	Lang  string
	// TOTP says the member has turned the second factor on.
	TOTP      bool
	CreatedAt time.Time
	Disabled  bool
}

// NewStaff is what `shop admin create` (and an owner) gives for a new member.
type NewStaff struct {
	Email    string
	Name     string
	Role     string
	Lang     string
	Password string
}

// ValidRole reports whether role is a staff role.
func ValidRole(role string) bool { return role == RoleOwner || role == RoleStaff }

// CreateStaff checks and stores a member with an argon2id password hash; bad fields are
// FieldErrors, a taken e-mail ErrConflict.
func (s *Store) CreateStaff(ctx context.Context, n NewStaff) (int64, error) {
	return s.AddStaff(ctx, n, nil)
}

// AddStaff is CreateStaff that also runs then (an audit entry), when not nil, in the insert's
// transaction. The password is hashed before the transaction begins, so the write lock is
// never held for a hash.
func (s *Store) AddStaff(ctx context.Context, n NewStaff, then func(ctx context.Context, id int64) error) (int64, error) {
	n.Email = strings.ToLower(strings.TrimSpace(n.Email))
	if n.Lang == "" {
		n.Lang = "en"
	}
	fe := FieldErrors{}
	if !ValidEmail(n.Email) {
		fe.Add("email", MsgEmail)
	}
	text(fe, "name", &n.Name, false, maxStaffNameLen)
	if !ValidRole(n.Role) {
		fe.Add("role", MsgInvalid)
	}
	if !validStaffLang(n.Lang) {
		fe.Add("lang", MsgInvalid)
	}
	CheckNewPassword(fe, "password", "password_confirmation", n.Password, n.Password)
	if len(fe) > 0 {
		return 0, fe
	}
	hash, err := HashPassword(ctx, n.Password)
	if err != nil {
		return 0, err
	}
	var id int64
	err = s.WithTx(ctx, func(ctx context.Context) error {
		err := s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO staff (email, name, role, password_hash, lang, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
			n.Email, n.Name, n.Role, hash, n.Lang, dbTime(time.Now())).Scan(&id)
		if err != nil {
			return asConflict(err)
		}
		if then != nil {
			return then(ctx, id)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return id, nil
}

func validStaffLang(lang string) bool {
	for _, l := range StaffLangs {
		if l == lang {
			return true
		}
	}
	return false
}

const staffColumns = `id, email, name, role, lang, totp_secret <> '', created_at, disabled_at IS NOT NULL`

func scanStaff(row interface{ Scan(...any) error }) (*Staff, error) {
	var m Staff
	var created string
	if err := row.Scan(&m.ID, &m.Email, &m.Name, &m.Role, &m.Lang, &m.TOTP, &created, &m.Disabled); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	m.CreatedAt = parseDBTime(created)
	return &m, nil
}

// StaffByID loads a member, or ErrNotFound.
func (s *Store) StaffByID(ctx context.Context, id int64) (*Staff, error) {
	return scanStaff(s.reader(ctx).QueryRowContext(ctx, `SELECT `+staffColumns+` FROM staff WHERE id = ?`, id))
}

// StaffByEmail loads the member who signs in as email, or ErrNotFound.
func (s *Store) StaffByEmail(ctx context.Context, email string) (*Staff, error) {
	return scanStaff(s.reader(ctx).QueryRowContext(ctx, `SELECT `+staffColumns+` FROM staff WHERE email = ?`, strings.ToLower(strings.TrimSpace(email))))
}

// StaffCount is how many members the shop has (0: nobody can sign in to the back office yet).
func (s *Store) StaffCount(ctx context.Context) (int, error) {
	var n int
	err := s.reader(ctx).QueryRowContext(ctx, `SELECT COUNT(*) FROM staff`).Scan(&n)
	return n, err
}

// AuthenticateStaff checks a member's e-mail and password and returns the member, or
// ErrNotFound for an unknown e-mail, a wrong password or a disabled member, at the same
// hashing cost each time. A hash of weaker parameters is renewed, as for shoppers.
func (s *Store) AuthenticateStaff(ctx context.Context, email, password string) (*Staff, error) {
	var id int64
	var hash string
	var disabled bool
	err := s.read.QueryRowContext(ctx, `SELECT id, password_hash, disabled_at IS NOT NULL FROM staff WHERE email = ?`,
		strings.ToLower(strings.TrimSpace(email))).Scan(&id, &hash, &disabled)
	if errors.Is(err, sql.ErrNoRows) {
		hash = dummyHash
	} else if err != nil {
		return nil, err
	}
	ok, rehash, err := CheckPassword(ctx, hash, password)
	if err != nil {
		return nil, err
	}
	if id == 0 || !ok || disabled {
		return nil, ErrNotFound
	}
	if rehash {
		if fresh, err := HashPassword(ctx, password); err == nil {
			if _, err := s.writer(ctx).ExecContext(ctx, `UPDATE staff SET password_hash = ? WHERE id = ? AND password_hash = ?`, fresh, id, hash); err != nil {
				return nil, err
			}
		}
	}
	return s.StaffByID(ctx, id)
}
