package present

import "shop/store"

// Slider is a titled product carousel (spec §3 Slider).
type Slider struct {
	Type     string `json:"type"`
	Title    string `json:"title"`
	SubTitle string `json:"sub_title"`
	Link     string `json:"link"`
	IsActive bool   `json:"is_active"`
	Products []Card `json:"products"`
}

// MakeSlider writes a slider in links' language, its cards priced by pricing. Only an active
// slider's link is put in the answer's language: an inactive one shows nowhere.
func MakeSlider(s store.Slider, pricing store.Pricing, links Links) Slider {
	out := Slider{Type: s.Type, Title: s.Title, SubTitle: s.SubTitle, Link: s.Link, IsActive: s.IsActive,
		Products: MakeCards(s.Products, pricing, links)}
	if s.IsActive {
		out.Link = links.Path(s.Link)
	}
	return out
}
