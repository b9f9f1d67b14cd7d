package services

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"shop/demo"
	"shop/i18n"
	"shop/internal/testtool"
	"shop/pictures"
	"shop/store"
)

func testPNG(t *testing.T, w, h int, c color.NRGBA) []byte {
	t.Helper()
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(m.Pix); i += 4 {
		m.Pix[i], m.Pix[i+1], m.Pix[i+2], m.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// An upload's files are written once under DATA/media/products/ and shared by every gallery
// that shows the same picture; they go with the last picture that shows them, and a refused
// upload leaves no file and no row.
func TestPicturesFilesFollowTheGalleries(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := testtool.DemoPlace(t, schema, demo.Latvia, 20).Open(t, schema)
	p := NewPictures(st, pictures.NewProcessor(1))
	files := func() []string {
		t.Helper()
		entries, err := os.ReadDir(p.Dir())
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return names
	}

	var fe store.FieldErrors
	if _, err := p.Add(ctx, 1, 0, []byte("name;price\nphone;100\n")); !errors.As(err, &fe) || fe["file"][0] != "error_image_type" {
		t.Errorf("a text file: %v", err)
	}
	if _, err := p.Add(ctx, 999999, 0, testPNG(t, 10, 10, color.NRGBA{R: 255, A: 255})); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("an unknown product: %v", err)
	}
	if got := files(); len(got) != 0 {
		t.Fatalf("refused uploads left files: %v", got)
	}

	red := testPNG(t, 600, 300, color.NRGBA{R: 255, A: 255})
	a, err := p.Add(ctx, 1, 0, red)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Hash) != 32 || a.Path != pictures.URLDir+a.Hash+"-card.webp" || a.Width != 600 || a.Height != 300 {
		t.Errorf("added %+v", a)
	}
	want := []string{a.Hash + "-card.webp", a.Hash + "-gallery.webp", a.Hash + "-zoom.webp"}
	if got := files(); !equalSets(got, want) {
		t.Fatalf("files %v, want %v", got, want)
	}
	info, err := os.Stat(filepath.Join(p.Dir(), want[0]))
	if err != nil || info.Mode().Perm() != 0o644 {
		t.Errorf("the card file: %v %v", info, err)
	}
	b, err := p.Add(ctx, 2, 0, red) // the same picture for another product
	if err != nil || b.Hash != a.Hash || b.ProductID != 2 {
		t.Fatalf("the same picture again: %+v %v", b, err)
	}
	if got := files(); !equalSets(got, want) {
		t.Errorf("files after the same upload %v", got)
	}

	if err := p.Delete(ctx, 1, a.ID, 0); err != nil {
		t.Fatal(err)
	}
	if got := files(); !equalSets(got, want) {
		t.Errorf("product 2 still shows the picture, but its files are %v", got)
	}
	if err := p.Delete(ctx, 1, a.ID, 0); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("deleted twice: %v", err)
	}
	if err := p.Delete(ctx, 2, b.ID, 0); err != nil {
		t.Fatal(err)
	}
	if got := files(); len(got) != 0 {
		t.Errorf("no gallery shows the picture, but its files stay: %v", got)
	}
}

func equalSets(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[string]bool{}
	for _, s := range a {
		seen[s] = true
	}
	for _, s := range b {
		if !seen[s] {
			return false
		}
	}
	return true
}

// Every refusal of an upload, the pictures package's and the store's, reaches the back office
// as a message in each language.
func TestPictureRefusalsTranslated(t *testing.T) {
	t.Parallel()
	keys := []string{pictures.ErrType.Key(), pictures.ErrTooBig.Key(), pictures.ErrPixels.Key(), "error_image_count", "error_image_order"}
	for _, l := range i18n.Languages {
		for _, k := range keys {
			if msg, ok := i18n.Catalogue(l)[k]; !ok || msg == "" {
				t.Errorf("%s: no message for %s", l, k)
			}
		}
	}
}

// The sweep removes the files of pictures no gallery shows (a product deleted with its rows)
// and a crash's temporary files once they are an hour old; a picture still shown, a younger
// file (an upload that has not recorded its row yet) and the operator's own files stay.
func TestPrunePictureFiles(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := testtool.DemoPlace(t, schema, demo.Latvia, 20).Open(t, schema)
	p := NewPictures(st, pictures.NewProcessor(1))
	shown, err := p.Add(ctx, 1, 0, testPNG(t, 20, 20, color.NRGBA{G: 200, A: 255}))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	old := now.Add(-2 * time.Hour)
	files := map[string]time.Time{
		"ffffffffffffffffffffffffffffffff-card.webp": old, // a deleted product's
		"ffffffffffffffffffffffffffffffff-zoom.webp": old,
		"eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee-card.webp": now, // an upload on its way
		".upload-123":     old, // a crash's
		".upload-456":     now,
		"price-list.webp": old, // the operator's
	}
	for name, at := range files {
		path := filepath.Join(p.Dir(), name)
		if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	for _, size := range pictures.Sizes { // the shown picture's files are old too
		os.Chtimes(filepath.Join(p.Dir(), pictures.FileName(shown.Hash, size)), old, old)
	}
	n, err := PrunePictureFiles(ctx, st, now.Add(-time.Hour))
	if err != nil || n != 3 {
		t.Errorf("removed %d (%v), want 3", n, err)
	}
	want := []string{".upload-456", "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee-card.webp", "price-list.webp"}
	for _, size := range pictures.Sizes {
		want = append(want, pictures.FileName(shown.Hash, size))
	}
	entries, _ := os.ReadDir(p.Dir())
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if !equalSets(got, want) {
		t.Errorf("left %v, want %v", got, want)
	}
}
