package store

import (
	"context"
	"database/sql"
	"errors"
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
