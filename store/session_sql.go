package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"time"
)

// sqlSessions keeps the sessions in the shop's own database, so that every instance of a
// shop on one shared database (PostgreSQL) finds a browser's session and checks its tokens
// with the same keys. The records are the sessions table's rows; the keys are rows of
// shop_secrets. The SQL is the subset SQLite and PostgreSQL both speak (? placeholders, which
// the store rewrites for PostgreSQL; ON CONFLICT; RETURNING; times as text from Go), so the
// same tests run it on both.
type sqlSessions struct {
	st *Store
}

// OpenSessionsOf opens the sessions where a shop on st keeps them: in its database on
// PostgreSQL, which other processes share, else (SQLite, one process's) in bbolt's
// sessions.db in the data folder dir.
func OpenSessionsOf(st *Store, dir string) (*Sessions, error) {
	if st.pg {
		return OpenSessionsInDatabase(st)
	}
	return OpenSessions(dir)
}

// OpenSessionsInDatabase keeps the sessions in st's database (the sessions and shop_secrets
// tables), for a shop whose instances share that database: each of them opens its own
// Sessions on it, and all agree on every session and key. Closing it leaves st open.
func OpenSessionsInDatabase(st *Store) (*Sessions, error) {
	return newSessions(&sqlSessions{st: st})
}

// sessionIDHash is what the table keeps of a session id: its SHA-256, as staff_sessions does,
// so neither a copy of the database nor a dump of it opens a session.
func sessionIDHash(id string) string {
	sum := sha256.Sum256([]byte(id))
	return hex.EncodeToString(sum[:])
}

// A session's calls carry no context (their signatures are the handlers'); each statement
// gets sqlSessionTimeout, so a database that stops answering fails the request instead of
// holding it.
const sqlSessionTimeout = 10 * time.Second

func sessionCtx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), sqlSessionTimeout)
}

// key makes the secret name once: the first instance's INSERT wins, the others' do nothing,
// and every instance reads back the one that won. Neither statement is in a transaction, so
// the read sees the winner's commit whatever the isolation level.
func (q *sqlSessions) key(name string) ([]byte, error) {
	ctx, cancel := sessionCtx()
	defer cancel()
	w := q.st.writer(ctx)
	_, err := w.ExecContext(ctx, `INSERT INTO shop_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`,
		name, base64.RawStdEncoding.EncodeToString(newKey()))
	if err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	var value string
	if err := w.QueryRowContext(ctx, `SELECT value FROM shop_secrets WHERE name = ?`, name).Scan(&value); err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	key, err := base64.RawStdEncoding.DecodeString(value)
	if err != nil || len(key) != 32 {
		return nil, fmt.Errorf("secret %s in shop_secrets is not a 32-byte key", name)
	}
	return key, nil
}

func (q *sqlSessions) load(id string) (Session, error) {
	ctx, cancel := sessionCtx()
	defer cancel()
	var data string
	err := q.st.reader(ctx).QueryRowContext(ctx, `SELECT data FROM sessions WHERE id_hash = ?`, sessionIDHash(id)).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, ErrNotFound
	}
	if err != nil {
		return Session{}, err
	}
	return decodeSession([]byte(data))
}

// upsertSession stores a record under its id hash. user_id and cart_token repeat what the
// record says, for the statements that select by them (DeleteUser, the sweep's live carts);
// they are written with it in the same statement, never apart.
const upsertSession = `
INSERT INTO sessions (id_hash, user_id, cart_token, expires_at, data) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (id_hash) DO UPDATE SET user_id = excluded.user_id, cart_token = excluded.cart_token,
  expires_at = excluded.expires_at, data = excluded.data`

func (q *sqlSessions) write(ctx context.Context, sess *Session) error {
	raw, err := encodeSession(sess)
	if err != nil {
		return err
	}
	var user any // NULL for a guest: the user index holds signed-in sessions only
	if sess.UserID != 0 {
		user = sess.UserID
	}
	_, err = q.st.writer(ctx).ExecContext(ctx, upsertSession,
		sessionIDHash(sess.ID), user, sess.CartToken, dbTime(sess.Expires), string(raw))
	return err
}

func (q *sqlSessions) put(sess *Session) error {
	ctx, cancel := sessionCtx()
	defer cancel()
	return q.write(ctx, sess)
}

func (q *sqlSessions) rotate(old string, sess *Session, alone bool) error {
	ctx, cancel := sessionCtx()
	defer cancel()
	return q.st.WithTx(ctx, func(ctx context.Context) error {
		w := q.st.writer(ctx)
		if alone {
			if _, err := w.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = ?`, sess.UserID); err != nil {
				return err
			}
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM sessions WHERE id_hash = ?`, sessionIDHash(old)); err != nil {
			return err
		}
		return q.write(ctx, sess)
	})
}

func (q *sqlSessions) count() (int, error) {
	ctx, cancel := sessionCtx()
	defer cancel()
	var n int
	err := q.st.reader(ctx).QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions`).Scan(&n)
	return n, err
}

// deleteUser is one statement on the user index: a signed-out account leaves every browser
// at once, on every instance.
func (q *sqlSessions) deleteUser(userID int64) (int, error) {
	ctx, cancel := sessionCtx()
	defer cancel()
	res, err := q.st.writer(ctx).ExecContext(ctx, `DELETE FROM sessions WHERE user_id = ?`, userID)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// sessionSweepBatch bounds the sessions one of the sweep's transactions deletes, so that a
// flood's expiry holds SQLite's single writer (or PostgreSQL's row locks) for a moment at a
// time, as the cart sweep does (cartSweepBatch).
const sessionSweepBatch = 1000

// sweepExpiredBatch deletes up to sessionSweepBatch expired sessions (the oldest first, on
// the expiry index) and answers the cart tokens they held. The DELETE reads what it deletes
// (RETURNING), so a session another instance extends meanwhile is either deleted before its
// extension, which then stores it again, or not at all.
const sweepExpiredBatch = `
DELETE FROM sessions WHERE id_hash IN (
  SELECT id_hash FROM sessions WHERE expires_at < ? ORDER BY expires_at LIMIT ?
) RETURNING cart_token`

// sweep deletes the expired sessions in batches, then reads the carts the live ones hold.
// An expiry is kept to the second (dbTime), the sweep's now too: a session is deleted from
// the second after the one it expires in, at most a second later than sessions.db's sweep
// deletes it. A batch is a transaction of its own (several instances sweeping at once take
// turns, and delete each session once); the live carts are read after the last one.
func (q *sqlSessions) sweep(now time.Time) (Sweep, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*sqlSessionTimeout)
	defer cancel()
	before := dbTime(now)
	var sw Sweep
	var carts []string
	for {
		var batch []string
		err := q.st.WithTx(ctx, func(ctx context.Context) error {
			batch = batch[:0] // a retried transaction starts over
			rows, err := q.st.writer(ctx).QueryContext(ctx, sweepExpiredBatch, before, sessionSweepBatch)
			if err != nil {
				return err
			}
			defer rows.Close()
			for rows.Next() {
				var cart string
				if err := rows.Scan(&cart); err != nil {
					return err
				}
				batch = append(batch, cart)
			}
			return rows.Err()
		})
		if err != nil {
			return Sweep{}, err
		}
		sw.Deleted += len(batch)
		for _, c := range batch {
			if c != "" {
				carts = append(carts, c)
			}
		}
		if len(batch) < sessionSweepBatch {
			break
		}
	}
	live, err := q.liveCarts(ctx, before)
	if err != nil {
		return Sweep{}, err
	}
	sw.LiveCarts = live
	sw.OrphanCarts = orphans(carts, live)
	return sw, nil
}

// liveCarts are the cart tokens the sessions live at before hold.
func (q *sqlSessions) liveCarts(ctx context.Context, before string) (map[string]bool, error) {
	rows, err := q.st.reader(ctx).QueryContext(ctx,
		`SELECT DISTINCT cart_token FROM sessions WHERE cart_token <> '' AND expires_at >= ?`, before)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	live := map[string]bool{}
	for rows.Next() {
		var cart string
		if err := rows.Scan(&cart); err != nil {
			return nil, err
		}
		live[cart] = true
	}
	return live, rows.Err()
}

// close leaves the database open: it is the Store's, which its owner closes.
func (q *sqlSessions) close() error { return nil }
