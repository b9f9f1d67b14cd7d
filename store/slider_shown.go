package store

import "context"

// ShownSliders are the automatic sliders the home page has something to show in, in
// SliderTypes order: switched on (a row in sliders with is_active) and with at least one
// product in the catalogue index. A new shop's home page then lists none, instead of five
// skeletons that load into nothing.
func (s *Store) ShownSliders(ctx context.Context) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT type FROM sliders WHERE is_active = 1`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	active := map[string]bool{}
	for rows.Next() {
		var typ string
		if err := rows.Scan(&typ); err != nil {
			return nil, err
		}
		active[typ] = true
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	x, err := s.index.load(ctx)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, typ := range SliderTypes {
		if active[typ] && len(x.Slider(typ, 1)) > 0 {
			out = append(out, typ)
		}
	}
	return out, nil
}
