package present

import "testing"

func TestProductPictures(t *testing.T) {
	up := "/media/products/0123456789abcdef0123456789abcdef"
	card, gallery, zoom := up+"-card.webp", up+"-gallery.webp", up+"-zoom.webp"
	if got := ProductImage(card); got != (Image{Source: card, WebP: card + " 400w, " + gallery + " 1000w"}) {
		t.Errorf("an upload's card: %+v", got)
	}
	for _, c := range []struct {
		w, h  int
		large string
	}{
		{4000, 3000, card + " 400w, " + gallery + " 1000w, " + zoom + " 2000w"},
		{1500, 3000, card + " 200w, " + gallery + " 500w, " + zoom + " 1000w"},
		{1200, 800, card + " 400w, " + gallery + " 1000w, " + zoom + " 1200w"},
		{700, 700, card + " 400w, " + gallery + " 700w"}, // zoom's file is gallery's size: left out
		{300, 200, card + " 300w"},
		{0, 0, card + " 400w, " + gallery + " 1000w, " + zoom + " 2000w"}, // size unknown: the boxes
	} {
		want := GalleryImage{Large: Image{Source: gallery, WebP: c.large}, Small: Image{Source: card}}
		if g := productGalleryImage(card, c.w, c.h); g != want {
			t.Errorf("an upload of %d×%d in the gallery: %+v", c.w, c.h, g)
		}
	}
	// The demo's SVG and any other file given by its path are shown as they are.
	for _, p := range []string{"/media/demo/phone-ab12-1.svg", "/media/products/photo.jpg", zoom, ""} {
		if got := ProductImage(p); got != (Image{Source: p}) {
			t.Errorf("%q: %+v", p, got)
		}
		if got := productGalleryImage(p, 100, 100); got != (GalleryImage{Large: Image{Source: p}, Small: Image{Source: p}}) {
			t.Errorf("%q in the gallery: %+v", p, got)
		}
	}
}
