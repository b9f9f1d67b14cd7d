package present

import "shop/store"

// CompareRow is one attribute row of the compare table: the property group, the property and
// each compared product's value by product id (a product without the property has none).
type CompareRow struct {
	GroupName string           `json:"group_name"`
	Name      string           `json:"name"`
	Values    map[int64]string `json:"values"`
}

// MakeCompareRows writes the compare table's rows.
func MakeCompareRows(rows []store.CompareRow) []CompareRow {
	out := make([]CompareRow, len(rows))
	for i, r := range rows {
		out[i] = CompareRow{GroupName: r.GroupName, Name: r.Name, Values: r.Values}
	}
	return out
}
