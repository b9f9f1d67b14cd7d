package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"errors"
	"time"
)

// PasswordResetTTL is how long a password reset link works.
const PasswordResetTTL = time.Hour

// ResetLinkPrefix is the path of the reset page a reset mail links to, before the token.
const ResetLinkPrefix = "/password/reset/"

// A reset token is 32 random bytes, base64url: the mail carries it, the database only its
// SHA-256 (a copy of the database cannot reset a password). A fast hash is enough for a
// random 256-bit secret; there is nothing to guess.
func newResetToken() (token string, hash []byte, err error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", nil, err
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, resetTokenHash(token), nil
}

func resetTokenHash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// RequestPasswordReset mails the user with this e-mail a one-time link to set a new
// password, valid for PasswordResetTTL; the link of an earlier request stops working.
// An e-mail no user has does nothing, and the caller's answer must not tell the two apart.
// The token and the mail are written in one transaction: the mail is owed exactly when
// the token exists.
func (s *Store) RequestPasswordReset(ctx context.Context, email, lang string, now time.Time) error {
	token, hash, err := newResetToken()
	if err != nil {
		return err
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var id int64
		var to string
		err := w.QueryRowContext(ctx, `SELECT id, email FROM users WHERE email = ?`, foldEmail(email)).Scan(&id, &to)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := w.ExecContext(ctx, `
INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (?, ?, ?)
ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
			id, hash, dbTime(now.Add(PasswordResetTTL))); err != nil {
			return err
		}
		_, err = s.QueueNotice(ctx, Notice{Kind: NoticePasswordReset, Email: to, Lang: lang, Link: ResetLinkPrefix + token})
		return err
	})
}

// PasswordResetValid reports whether a reset token still works at now (the reset page
// shows its form or says the link has expired).
func (s *Store) PasswordResetValid(ctx context.Context, token string, now time.Time) (bool, error) {
	return exists(ctx, s.read, `SELECT 1 FROM password_resets WHERE token_hash = ? AND expires_at > ?`,
		resetTokenHash(token), dbTime(now))
}

// ResetPassword sets a new password (checked by CheckNewPassword first) for the user whose
// working reset token this is and returns the user's id; the token is used up. An unknown,
// used or expired token is ErrNotFound. The hash is made before the transaction, which
// then takes the token only if it still works, so two uses of one link set one password.
func (s *Store) ResetPassword(ctx context.Context, token, password string, now time.Time) (int64, error) {
	if ok, err := s.PasswordResetValid(ctx, token, now); err != nil || !ok {
		if err == nil {
			err = ErrNotFound
		}
		return 0, err // checked first, so a dead link costs no hashing
	}
	hash, err := HashPassword(ctx, password)
	if err != nil {
		return 0, err
	}
	var id int64
	err = s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		err := w.QueryRowContext(ctx, `DELETE FROM password_resets WHERE token_hash = ? AND expires_at > ? RETURNING user_id`,
			resetTokenHash(token), dbTime(now)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = w.ExecContext(ctx, `UPDATE users SET password_hash = ? WHERE id = ?`, hash, id)
		return err
	})
	return id, err
}
