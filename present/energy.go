package present

import (
	"strings"

	"shop/store"
)

// Energy is the energy label next to a product's price (Regulation (EU) 2017/1369, Art. 6;
// store/product_energy.go): the class the arrow shows, where the arrow leads (the label) and
// the product information sheet.
type Energy struct {
	Class string `json:"class"` // "A" … "G"
	// Label is where the arrow leads: the label's picture or PDF, or, when the shop has only
	// the EPREL link, the product's EPREL page, which shows the label.
	Label string `json:"label"`
	// LabelImage says the label is a picture of the shop's own (an uploaded file: the pages'
	// policy shows no picture of another site): the arrow opens it in a dialog on the page
	// instead of leaving it.
	LabelImage bool   `json:"label_image"`
	Sheet      string `json:"sheet"` // the product information sheet, "" where there is none
}

// MakeEnergy is e as answered, nil for a product without a class (it shows no arrow).
func MakeEnergy(e store.EnergyLabel) *Energy {
	if e.Class == "" {
		return nil
	}
	out := &Energy{Class: e.Class, Label: e.Label, Sheet: e.Sheet}
	if out.Label == "" {
		out.Label = e.Sheet
	}
	out.LabelImage = strings.HasPrefix(out.Label, "/media/") && labelPicture(out.Label)
	return out
}

// labelPicture is whether a label's address names a picture a browser shows in an <img>
// (by its extension; an EPREL page or a PDF is opened as a page of its own).
func labelPicture(ref string) bool {
	ref, _, _ = strings.Cut(ref, "?")
	ref = strings.ToLower(ref)
	for _, ext := range []string{".svg", ".png", ".jpg", ".jpeg", ".webp"} {
		if strings.HasSuffix(ref, ext) {
			return true
		}
	}
	return false
}
