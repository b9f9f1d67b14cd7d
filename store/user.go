package store

import (
	"context"
	"database/sql"
	"errors"

	"golang.org/x/crypto/bcrypt"
)

// UserSummary is the signed-in user as the header shows them.
type UserSummary struct {
	ID       int64  `json:"id"`
	Type     string `json:"type"`
	Name     string `json:"name"`
	Surname  string `json:"surname"`
	FullName string `json:"full_name"`
	Email    string `json:"email"`
}

// UserSummary loads a user's header data, or ErrNotFound.
func (s *Store) UserSummary(ctx context.Context, id int64) (*UserSummary, error) {
	u := &UserSummary{ID: id}
	err := s.read.QueryRowContext(ctx, `SELECT type, name, surname, email FROM users WHERE id = ?`, id).
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

// CreateUser stores a user with a bcrypt password hash. A taken e-mail is ErrConflict.
func (s *Store) CreateUser(ctx context.Context, u NewUser) (int64, error) {
	hash, err := bcrypt.GenerateFromPassword([]byte(u.Password), bcrypt.DefaultCost)
	if err != nil {
		return 0, err
	}
	if u.Type == "" {
		u.Type = "b2c"
	}
	res, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO users (type, email, password_hash, name, surname, phone_calling_code, phone_number)
VALUES (?, ?, ?, ?, ?, ?, ?)`, u.Type, u.Email, string(hash), u.Name, u.Surname, u.PhoneCallingCode, u.PhoneNumber)
	if err != nil {
		return 0, asConflict(err)
	}
	return res.LastInsertId()
}

// Authenticate checks an e-mail and password and returns the user's id, or ErrNotFound.
// A missing user costs the same bcrypt time as a wrong password, so timing tells nothing.
func (s *Store) Authenticate(ctx context.Context, email, password string) (int64, error) {
	var id int64
	var hash string
	err := s.read.QueryRowContext(ctx, `SELECT id, password_hash FROM users WHERE email = ?`, email).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return 0, ErrNotFound
	}
	if err != nil {
		return 0, err
	}
	if bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) != nil {
		return 0, ErrNotFound
	}
	return id, nil
}

var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not a real password"), bcrypt.DefaultCost)
