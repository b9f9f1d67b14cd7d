package present

import "shop/store"

// ContentItem is a content row as the back office edits it: its fields, its texts by
// language and field, and its place in its list.
type ContentItem struct {
	ID       int64                        `json:"id"`
	Fields   map[string]string            `json:"fields"`
	Texts    map[string]map[string]string `json:"texts"`
	Position int                          `json:"position"`
}

// MakeContentItems writes content rows for the back office.
func MakeContentItems(items []store.ContentItem) []ContentItem {
	out := make([]ContentItem, len(items))
	for i, it := range items {
		out[i] = MakeContentItem(it)
	}
	return out
}

// MakeContentItem writes one content row.
func MakeContentItem(it store.ContentItem) ContentItem {
	return ContentItem{ID: it.ID, Fields: it.Fields, Texts: it.Texts, Position: it.Position}
}

// InfoPageText is an information page in one language, for the back office.
type InfoPageText struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Body        string `json:"body"`
	UpdatedAt   string `json:"updated_at,omitempty"`
}

// InfoPageEdit is an information page in every language it is written in.
type InfoPageEdit struct {
	Slug  string                  `json:"slug"`
	Texts map[string]InfoPageText `json:"texts"`
}

// MakeInfoPageEdits writes the information pages for the back office.
func MakeInfoPageEdits(pages []store.InfoPageEdit) []InfoPageEdit {
	out := make([]InfoPageEdit, len(pages))
	for i, p := range pages {
		out[i] = MakeInfoPageEdit(p)
	}
	return out
}

// MakeInfoPageEdit writes one information page for the back office.
func MakeInfoPageEdit(p store.InfoPageEdit) InfoPageEdit {
	out := InfoPageEdit{Slug: p.Slug, Texts: map[string]InfoPageText{}}
	for lang, t := range p.Texts {
		out.Texts[lang] = InfoPageText{Title: t.Title, Description: t.Description, Body: t.Body, UpdatedAt: t.UpdatedAt}
	}
	return out
}

// UIText is one interface text in one language: the catalogue's and the shop's own, if any.
type UIText struct {
	Key      string  `json:"key"`
	Default  string  `json:"default"`
	Override *string `json:"override"`
}
