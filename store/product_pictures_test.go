package store

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
)

// A gallery's writes: add at the end, reorder by ids, delete closing the gap; after each the
// index's card shows the first picture exactly as a fresh build would, and the catalogue's
// version moves on, so no cached page shows the old gallery.
func TestProductPicturesWrites(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	f := seedFixture(t, st, 20)
	ctx := context.Background()
	if err := st.LoadCatalog(ctx); err != nil {
		t.Fatal(err)
	}
	var prod int64
	for _, p := range f.Products {
		if !p.Hidden {
			prod = p.ID
			break
		}
	}
	check := func(step string, wantPaths ...string) []ProductPicture {
		t.Helper()
		pics, err := st.ProductPictures(ctx, prod)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		var paths []string
		for i, p := range pics {
			paths = append(paths, p.Path)
			if p.Position != int64(i+1) || p.ProductID != prod {
				t.Errorf("%s: picture %d at position %d of product %d", step, i, p.Position, p.ProductID)
			}
		}
		if !reflect.DeepEqual(paths, wantPaths) && !(len(paths) == 0 && len(wantPaths) == 0) {
			t.Errorf("%s: gallery %v, want %v", step, paths, wantPaths)
		}
		fresh, err := st.buildIndex(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d := st.index.p.Load().Diff(fresh); d != "" {
			t.Errorf("%s: the index differs from a fresh build: %s", step, d)
		}
		card, _, _ := st.index.p.Load().Card(prod)
		want := ""
		if len(wantPaths) > 0 {
			want = wantPaths[0]
		}
		if card.Image != want {
			t.Errorf("%s: the card shows %q", step, card.Image)
		}
		return pics
	}
	add := func(name string) ProductPicture {
		t.Helper()
		before := st.CatalogVersion()
		p, err := st.AddProductPicture(ctx, prod, NewProductPicture{Path: "/media/products/" + name + "-card.webp", Hash: name, Width: 800, Height: 600}, 0)
		if err != nil {
			t.Fatalf("add %s: %v", name, err)
		}
		if st.CatalogVersion() == before {
			t.Errorf("add %s: the catalogue version stayed %d", name, before)
		}
		return p
	}
	path := func(name string) string { return "/media/products/" + name + "-card.webp" }

	check("at first")
	a, b, c := add("a"), add("b"), add("c")
	if a.Position != 1 || c.Position != 3 || a.ID == b.ID || a.Width != 800 || a.Hash != "a" {
		t.Errorf("added %+v %+v %+v", a, b, c)
	}
	check("three added", path("a"), path("b"), path("c"))

	before := st.CatalogVersion()
	if err := st.ReorderProductPictures(ctx, prod, []int64{c.ID, a.ID, b.ID}, 0); err != nil {
		t.Fatal(err)
	}
	if st.CatalogVersion() == before {
		t.Error("a reorder kept the catalogue version")
	}
	check("reordered", path("c"), path("a"), path("b"))
	// An order that does not name each picture once changes nothing.
	for _, ids := range [][]int64{{c.ID, a.ID}, {c.ID, a.ID, b.ID, b.ID}, {c.ID, a.ID, a.ID}, {c.ID, a.ID, 999999}, {}} {
		var fe FieldErrors
		if err := st.ReorderProductPictures(ctx, prod, ids, 0); !errors.As(err, &fe) || fe["ids"][0] != "error_image_order" {
			t.Errorf("order %v: %v", ids, err)
		}
	}
	check("after refused orders", path("c"), path("a"), path("b"))

	gone, err := st.DeleteProductPicture(ctx, prod, a.ID, 0)
	if err != nil || gone.ID != a.ID || gone.Hash != "a" {
		t.Fatalf("delete: %+v %v", gone, err)
	}
	check("the middle one deleted", path("c"), path("b"))
	if _, err := st.DeleteProductPicture(ctx, prod, c.ID, 0); err != nil {
		t.Fatal(err)
	}
	check("the first one deleted", path("b"))
	if _, err := st.DeleteProductPicture(ctx, prod, c.ID, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted twice: %v", err)
	}
	if inUse, err := st.PictureInUse(ctx, "b"); !inUse || err != nil {
		t.Errorf("b in use: %v %v", inUse, err)
	}
	if inUse, err := st.PictureInUse(ctx, "a"); inUse || err != nil {
		t.Errorf("a in use: %v %v", inUse, err)
	}
	// Another product's picture is not this product's to delete or order.
	other := prod + 1
	if _, err := st.DeleteProductPicture(ctx, other, b.ID, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("b deleted through product %d: %v", other, err)
	}
	if _, err := st.DeleteProductPicture(ctx, prod, b.ID, 0); err != nil {
		t.Fatal(err)
	}
	check("all deleted")
	// Each change is in the audit log, on the product; refused ones are not.
	for action, want := range map[string]int{"product.picture_add": 3, "product.picture_order": 1, "product.picture_delete": 3} {
		if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE action = ? AND entity = 'product' AND entity_id = ?`, action, fmt.Sprint(prod)); n != want {
			t.Errorf("%d %s entries, want %d", n, action, want)
		}
	}
	var was, after string
	if err := st.read.QueryRow(`SELECT before, after FROM audit_log WHERE action = 'product.picture_order'`).Scan(&was, &after); err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf(`{"ids":[%d,%d,%d]}`, a.ID, b.ID, c.ID); was != want {
		t.Errorf("the order's before: %s, want %s", was, want)
	}
	if want := fmt.Sprintf(`{"ids":[%d,%d,%d]}`, c.ID, a.ID, b.ID); after != want {
		t.Errorf("the order's after: %s, want %s", after, want)
	}

	// Unknown products.
	if _, err := st.ProductPictures(ctx, 999999); !errors.Is(err, ErrNotFound) {
		t.Errorf("pictures of an unknown product: %v", err)
	}
	if _, err := st.AddProductPicture(ctx, 999999, NewProductPicture{Path: "/x.webp"}, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("a picture for an unknown product: %v", err)
	}
	if err := st.ReorderProductPictures(ctx, 999999, nil, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("the order of an unknown product: %v", err)
	}
}

// A gallery holds at most MaxProductPictures; the next upload is refused on the "file" field.
func TestProductPicturesLimit(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	f := seedFixture(t, st, 3)
	ctx := context.Background()
	prod := f.Products[0].ID
	for i := range MaxProductPictures {
		if _, err := st.AddProductPicture(ctx, prod, NewProductPicture{Path: fmt.Sprintf("/p%d.webp", i)}, 0); err != nil {
			t.Fatal(err)
		}
	}
	var fe FieldErrors
	if _, err := st.AddProductPicture(ctx, prod, NewProductPicture{Path: "/one-more.webp"}, 0); !errors.As(err, &fe) || fe["file"][0] != "error_image_count" {
		t.Errorf("picture %d: %v", MaxProductPictures+1, err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM product_images WHERE product_id = ?`, prod); n != MaxProductPictures {
		t.Errorf("%d pictures", n)
	}
}
