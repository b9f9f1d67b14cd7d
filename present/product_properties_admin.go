package present

import "shop/store"

// ProductPropertyGroups is the answer of /api/admin/products/:id/properties: every property
// group in order, each property with its values to choose from and the product's own.
type ProductPropertyGroups struct {
	Groups []ProductPropertyGroup `json:"groups"`
}

// ProductPropertyGroup is one group of the form (a fieldset).
type ProductPropertyGroup struct {
	ID         int64             `json:"id"`
	Title      string            `json:"title"`
	Properties []ProductProperty `json:"properties"`
}

// ProductProperty is one property: Selected is the option the product has, 0 for none.
type ProductProperty struct {
	ID         int64            `json:"id"`
	Title      string           `json:"title"`
	Filterable bool             `json:"filterable"`
	Options    []PropertyOption `json:"options"`
	Selected   int64            `json:"selected"`
}

// PropertyOption is one value a property offers.
type PropertyOption struct {
	ID    int64  `json:"id"`
	Value string `json:"value"`
}

// MakeProductPropertyGroups joins the taxonomy and a product's values (property id →
// option id), titles in lang where there is one, else in the shop's default language def.
func MakeProductPropertyGroups(groups []store.AdminPropertyGroup, values map[int64]int64, lang, def string) ProductPropertyGroups {
	title := func(t store.Texts) string {
		if v := t[lang]; v != "" {
			return v
		}
		return t[def]
	}
	out := ProductPropertyGroups{Groups: make([]ProductPropertyGroup, 0, len(groups))}
	for _, g := range groups {
		pg := ProductPropertyGroup{ID: g.ID, Title: title(g.Title), Properties: make([]ProductProperty, 0, len(g.Properties))}
		for _, p := range g.Properties {
			pp := ProductProperty{ID: p.ID, Title: title(p.Title), Filterable: p.Filterable, Selected: values[p.ID],
				Options: make([]PropertyOption, 0, len(p.Values))}
			for _, v := range p.Values {
				pp.Options = append(pp.Options, PropertyOption{ID: v.ID, Value: title(v.Title)})
			}
			pg.Properties = append(pg.Properties, pp)
		}
		out.Groups = append(out.Groups, pg)
	}
	return out
}
