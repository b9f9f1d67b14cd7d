package store

import (
	"context"
	"encoding/json"
	"time"
)

// AuditEntry is one change made in the back office: who (StaffID, 0 for the shop itself or
// the command line), what (Action, e.g. "product.update", on Entity EntityID), and the record
// before and after (any value encoding/json can write; nil for none).
type AuditEntry struct {
	StaffID  int64
	Action   string
	Entity   string
	EntityID string
	Before   any
	After    any
}

// AuditRecord is an entry as the log keeps it.
type AuditRecord struct {
	ID        int64
	At        time.Time
	StaffID   int64
	StaffName string // the member's name, else e-mail; "" when deleted or the shop itself
	Action    string
	Entity    string
	EntityID  string
	Before    string // JSON, "" for none
	After     string
}

// Audit writes e to the log, in the context's transaction when there is one, so the entry
// commits or rolls back with the change it records.
func (s *Store) Audit(ctx context.Context, e AuditEntry) error {
	before, err := auditJSON(e.Before)
	if err != nil {
		return err
	}
	after, err := auditJSON(e.After)
	if err != nil {
		return err
	}
	var staff any
	if e.StaffID != 0 {
		staff = e.StaffID
	}
	_, err = s.writer(ctx).ExecContext(ctx, `
INSERT INTO audit_log (at, staff_id, action, entity, entity_id, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		dbTime(s.clock()), staff, e.Action, e.Entity, e.EntityID, before, after)
	return err
}

func auditJSON(v any) (string, error) {
	if v == nil {
		return "", nil
	}
	b, err := json.Marshal(v)
	return string(b), err
}

// AuditFilter narrows the log: by entity (and id), by member; Before pages back from an id.
type AuditFilter struct {
	Entity   string
	EntityID string
	StaffID  int64
	Before   int64 // entries older than this id; 0: from the newest
	Limit    int   // 1–200; 50 when 0
}

// AuditLog lists entries newest first.
func (s *Store) AuditLog(ctx context.Context, f AuditFilter) ([]AuditRecord, error) {
	if f.Limit <= 0 || f.Limit > 200 {
		f.Limit = 50
	}
	q := `SELECT a.id, a.at, COALESCE(a.staff_id, 0), COALESCE(CASE WHEN m.name <> '' THEN m.name ELSE m.email END, ''),
  a.action, a.entity, a.entity_id, a.before, a.after
FROM audit_log a LEFT JOIN staff m ON m.id = a.staff_id WHERE 1 = 1`
	var args []any
	if f.Entity != "" {
		q += ` AND a.entity = ?`
		args = append(args, f.Entity)
		if f.EntityID != "" {
			q += ` AND a.entity_id = ?`
			args = append(args, f.EntityID)
		}
	}
	if f.StaffID != 0 {
		q += ` AND a.staff_id = ?`
		args = append(args, f.StaffID)
	}
	if f.Before > 0 {
		q += ` AND a.id < ?`
		args = append(args, f.Before)
	}
	q += ` ORDER BY a.id DESC LIMIT ?`
	args = append(args, f.Limit)
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []AuditRecord
	for rows.Next() {
		var r AuditRecord
		var at string
		if err := rows.Scan(&r.ID, &at, &r.StaffID, &r.StaffName, &r.Action, &r.Entity, &r.EntityID, &r.Before, &r.After); err != nil {
			return nil, err
		}
		r.At = parseDBTime(at)
		out = append(out, r)
	}
	return out, rows.Err()
}
