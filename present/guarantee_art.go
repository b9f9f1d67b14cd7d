package present

import "shop/store"

// GuaranteeArt is the official legal-guarantee notice's picture for one language: where the
// pages load it from and its size in pixels (the <img>'s width and height, so the page keeps
// its box). Bytes is for the back office's list.
type GuaranteeArt struct {
	Lang   string `json:"lang"`
	URL    string `json:"url"`
	Width  int64  `json:"width"`
	Height int64  `json:"height"`
	Bytes  int64  `json:"bytes,omitempty"`
}

// MakeGuaranteeArt shapes a; nil stays nil (the pages show the notice as text).
func MakeGuaranteeArt(a *store.GuaranteeArt) *GuaranteeArt {
	if a == nil {
		return nil
	}
	return &GuaranteeArt{Lang: a.Lang, URL: a.Path, Width: a.Width, Height: a.Height, Bytes: a.Bytes}
}
