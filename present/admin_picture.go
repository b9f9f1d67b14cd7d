package present

import (
	"shop/pictures"
	"shop/store"
)

// AdminPicture is a picture of a product's gallery as the back office's gallery editor shows
// it: thumb is the smallest file (the card's, or the file itself for one given by its path,
// such as the demo's SVG), zoom the largest.
type AdminPicture struct {
	ID       int64  `json:"id"`
	Position int64  `json:"position"`
	Thumb    string `json:"thumb"`
	Zoom     string `json:"zoom"`
	Width    int64  `json:"width"` // pixels once upright; 0 for a scalable or unknown picture
	Height   int64  `json:"height"`
	Uploaded bool   `json:"uploaded"` // made from an upload (package pictures)
}

// AdminGallery is a product's gallery in its order, the answer of every gallery call.
type AdminGallery struct {
	Images []AdminPicture `json:"images"`
}

// MakeAdminGallery writes a gallery for the back office.
func MakeAdminGallery(pics []store.ProductPicture) AdminGallery {
	out := AdminGallery{Images: make([]AdminPicture, len(pics))}
	for i, p := range pics {
		zoom, ok := pictures.SizeURL(p.Path, pictures.Sizes[len(pictures.Sizes)-1])
		if !ok {
			zoom = p.Path
		}
		out.Images[i] = AdminPicture{ID: p.ID, Position: p.Position, Thumb: p.Path, Zoom: zoom,
			Width: p.Width, Height: p.Height, Uploaded: p.Hash != ""}
	}
	return out
}
