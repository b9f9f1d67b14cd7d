package present

import "shop/store"

// Staff is a back-office member as the back office shows them.
type Staff struct {
	ID        int64  `json:"id"`
	Email     string `json:"email"`
	Name      string `json:"name"`
	Role      string `json:"role"`
	Lang      string `json:"lang"`
	TOTP      bool   `json:"totp"`
	CreatedAt string `json:"created_at"` // RFC 3339, UTC
	Disabled  bool   `json:"disabled"`
}

// MakeStaff is m as answered.
func MakeStaff(m store.Staff) Staff {
	return Staff{ID: m.ID, Email: m.Email, Name: m.Name, Role: m.Role, Lang: m.Lang, TOTP: m.TOTP,
		CreatedAt: m.CreatedAt.UTC().Format("2006-01-02T15:04:05Z"), Disabled: m.Disabled}
}

// AuditRecord is an audit log entry; Before and After are the records as JSON text.
type AuditRecord struct {
	ID        int64  `json:"id"`
	At        string `json:"at"`
	StaffID   int64  `json:"staff_id"`
	StaffName string `json:"staff_name"`
	Action    string `json:"action"`
	Entity    string `json:"entity"`
	EntityID  string `json:"entity_id"`
	Before    string `json:"before"`
	After     string `json:"after"`
}

// MakeAuditRecords is list as answered.
func MakeAuditRecords(list []store.AuditRecord) []AuditRecord {
	return convert(list, func(r store.AuditRecord) AuditRecord {
		return AuditRecord{ID: r.ID, At: r.At.UTC().Format("2006-01-02T15:04:05Z"), StaffID: r.StaffID, StaffName: r.StaffName,
			Action: r.Action, Entity: r.Entity, EntityID: r.EntityID, Before: r.Before, After: r.After}
	})
}
