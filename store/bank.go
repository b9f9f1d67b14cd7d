package store

import "context"

// Bank is a bank a b2b shopper's company account is at (spec §3 Bank).
type Bank struct {
	ID   int64
	Name string
}

// BankList lists the banks by name (GET /api/banks).
func (s *Store) BankList(ctx context.Context) ([]Bank, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id, name FROM banks ORDER BY name, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Bank{}
	for rows.Next() {
		var b Bank
		if err := rows.Scan(&b.ID, &b.Name); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}
