package store

import (
	"context"
	"database/sql"
	"errors"
)

// UserSummary is the signed-in user as the header shows them.
type UserSummary struct {
	ID       int64
	Type     string
	Name     string
	Surname  string
	FullName string
	Email    string
}

// UserSummary loads a user's header data, or ErrNotFound (also for a deleted account).
func (s *Store) UserSummary(ctx context.Context, id int64) (*UserSummary, error) {
	u := &UserSummary{ID: id}
	err := s.read.QueryRowContext(ctx, `SELECT type, name, surname, email FROM users WHERE id = ? AND deleted_at IS NULL`, id).
		Scan(&u.Type, &u.Name, &u.Surname, &u.Email)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	u.FullName = u.Name + " " + u.Surname
	return u, nil
}

// NewUser is what registration stores about a person.
type NewUser struct {
	Type             string // b2c or b2b
	Email            string
	Password         string
	Name, Surname    string
	PhoneCallingCode string
	PhoneNumber      string
}

// CreateUser stores a user with an argon2id password hash. A taken e-mail is ErrConflict.
func (s *Store) CreateUser(ctx context.Context, u NewUser) (int64, error) {
	hash, err := HashPassword(ctx, u.Password)
	if err != nil {
		return 0, err
	}
	if u.Type == "" {
		u.Type = "b2c"
	}
	var id int64
	err = s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO users (type, email, password_hash, name, surname, phone_calling_code, phone_number)
VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, u.Type, foldEmail(u.Email), hash, u.Name, u.Surname, u.PhoneCallingCode, u.PhoneNumber).Scan(&id)
	if err != nil {
		return 0, asConflict(err)
	}
	return id, nil
}

// Authenticate checks an e-mail and password and returns the user's id, or ErrNotFound.
// A missing user costs the same hashing time as a wrong password, so timing tells nothing.
// A right password whose hash is from before (bcrypt) or of weaker parameters is hashed
// anew and stored, so every hash reaches today's strength at its owner's next sign-in.
func (s *Store) Authenticate(ctx context.Context, email, password string) (int64, error) {
	var id int64
	var hash string
	err := s.read.QueryRowContext(ctx, `SELECT id, password_hash FROM users WHERE email = ?`, foldEmail(email)).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		if _, _, err := CheckPassword(ctx, dummyHash, password); err != nil {
			return 0, err
		}
		return 0, ErrNotFound
	}
	if err != nil {
		return 0, err
	}
	ok, rehash, err := CheckPassword(ctx, hash, password)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, ErrNotFound
	}
	if rehash {
		if err := s.setPasswordHash(ctx, id, hash, password); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// setPasswordHash replaces user id's hash old by a fresh one of password, unless it changed
// meanwhile (a password change between the check and now wins).
func (s *Store) setPasswordHash(ctx context.Context, id int64, old, password string) error {
	fresh, err := HashPassword(ctx, password)
	if err != nil {
		return err
	}
	_, err = s.writer(ctx).ExecContext(ctx, `UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?`, fresh, id, old)
	return err
}

// dummyHash is checked when no user has the e-mail, at today's cost.
var dummyHash = func() string {
	h, err := HashPassword(context.Background(), "not a real password")
	if err != nil {
		panic(err)
	}
	return h
}()
