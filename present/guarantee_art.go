package present

import "shop/store"

// GuaranteePicture is the official legal-guarantee notice's picture as the pages' shared props
// carry it: exactly the <img>'s attributes (where it loads from, its size in pixels so the page
// keeps its box), so the footer and the checkout spread it onto the element and add only alt.
type GuaranteePicture struct {
	Src    string `json:"src"`
	Width  int64  `json:"width"`
	Height int64  `json:"height"`
}

// GuaranteeArt is one language's picture in the back office's list.
type GuaranteeArt struct {
	Lang string `json:"lang"`
	GuaranteePicture
	Bytes int64 `json:"bytes"`
}

// MakeGuaranteePicture shapes a for the pages; nil stays nil (they show the notice as text).
func MakeGuaranteePicture(a *store.GuaranteeArt) *GuaranteePicture {
	if a == nil {
		return nil
	}
	return &GuaranteePicture{Src: a.Path, Width: a.Width, Height: a.Height}
}

// MakeGuaranteeArt shapes a for the back office.
func MakeGuaranteeArt(a store.GuaranteeArt) GuaranteeArt {
	return GuaranteeArt{Lang: a.Lang, GuaranteePicture: *MakeGuaranteePicture(&a), Bytes: a.Bytes}
}
