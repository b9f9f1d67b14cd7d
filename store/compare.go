package store

import (
	"context"
	"strings"
)

// MaxCompared is how many products the compare list holds (spec §9).
const MaxCompared = 5

// CompareRow is one attribute row of the compare table: the property group, the property and
// each compared product's value (a product without the property has no entry).
type CompareRow struct {
	GroupName string
	Name      string
	Values    map[int64]string // product id → its value
}

const compareSQL = `
SELECT g.id, g.name, pr.id, pr.title, pp.product_id, o.id, o.value
FROM product_properties pp
JOIN properties pr ON pr.id = pp.property_id
JOIN property_groups g ON g.id = pr.group_id
JOIN property_options o ON o.id = pp.option_id
WHERE pp.product_id IN (%s)
ORDER BY g.position, g.id, pr.position, pr.id`

// CompareRows lists the attribute rows of the given products, grouped by property group in
// the specification's order, in lang (the default language's texts where a translation is
// missing).
func (s *Store) CompareRows(ctx context.Context, ids []int64, lang string) ([]CompareRow, error) {
	out := []CompareRow{}
	if len(ids) == 0 {
		return out, nil
	}
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return nil, err
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.read.QueryContext(ctx, strings.Replace(compareSQL, "%s", strings.TrimSuffix(strings.Repeat("?,", len(ids)), ","), 1), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var group, name, value string
		var groupID, propID, id, optID int64
		if err := rows.Scan(&groupID, &group, &propID, &name, &id, &optID, &value); err != nil {
			return nil, err
		}
		group = texts.text("property_group", groupID, "name", group)
		name = texts.text("property", propID, "title", name)
		value = texts.text("property_option", optID, "value", value)
		if n := len(out); n == 0 || out[n-1].GroupName != group || out[n-1].Name != name {
			out = append(out, CompareRow{GroupName: group, Name: name, Values: map[int64]string{}})
		}
		out[len(out)-1].Values[id] = value
	}
	return out, rows.Err()
}
