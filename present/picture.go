package present

import (
	"strconv"
	"strings"

	"shop/pictures"
)

// ProductImage is a product's picture as a list shows it (a card, a cart or order line, a
// variant's icon): the card's file, and for an upload (package pictures) its card and
// gallery sizes as the <source>'s srcset, from which a sharp screen takes the larger. A file
// given by its path (the demo's SVG) is shown as it is. A list knows a picture by its path
// alone, so each size is described by its box's width: a picture smaller than a box has a
// smaller file, which a card's slot, sized by the page, shows all the same.
func ProductImage(path string) Image {
	return Image{Source: path, WebP: srcset(path, pictures.Sizes[:2], 0, 0)}
}

// productGalleryImage is a picture of the product page's gallery, w × h pixels upright (0 when
// unknown): large for the stage and the fullscreen zoom (every size by its file's true width,
// the gallery's file as the plain <img>), small for the thumbnails (the card's file).
func productGalleryImage(path string, w, h int) GalleryImage {
	large := Image{Source: path, WebP: srcset(path, pictures.Sizes, w, h)}
	if u, ok := pictures.SizeURL(path, pictures.Sizes[1]); ok {
		large.Source = u
	}
	return GalleryImage{Large: large, Small: Image{Source: path}}
}

// srcset lists an upload's files of sizes with their widths ("…-card.webp 400w, …"), or is ""
// for any other picture. With the picture's size known, a width is its file's own and a size
// whose file is no wider than the one before (a small picture, never enlarged) is left out;
// without, a width is the size's box.
func srcset(path string, sizes []pictures.Size, w, h int) string {
	var b strings.Builder
	last := 0
	for _, s := range sizes {
		u, ok := pictures.SizeURL(path, s)
		if !ok {
			return ""
		}
		width := s.Box
		if w > 0 && h > 0 {
			width, _ = pictures.Fit(w, h, s.Box)
		}
		if width <= last {
			continue
		}
		last = width
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(u + " " + strconv.Itoa(width) + "w")
	}
	return b.String()
}
