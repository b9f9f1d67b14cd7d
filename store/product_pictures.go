package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strconv"
)

// A gallery's writes re-read their product into the catalogue index once committed
// (reindexAfterCommit): its card shows the gallery's first picture, and the catalogue version
// moves on, so no cached answer or page shows the gallery as it was.

// MaxProductPictures is the most pictures one product's gallery holds: each is three files
// and a thumbnail on the page, and the gallery is read whole with the product.
const MaxProductPictures = 30

// ProductPicture is one picture of a product's gallery.
type ProductPicture struct {
	ID        int64
	ProductID int64
	Position  int64  // 1, 2, 3… in the gallery's order; the first is the card's picture
	Path      string // its URL: an upload's card size (the other sizes beside it), or a file given as it is
	Hash      string // an upload's content hash; "" for a file given by its path (the demo's SVG)
	Width     int64  // an upload's pixels once upright; 0 when unknown or scalable
	Height    int64
}

// NewProductPicture is a picture to add to a gallery: an upload's files are already written.
type NewProductPicture struct {
	Path          string
	Hash          string
	Width, Height int64
}

const productPicturesSQL = `
SELECT id, product_id, position, path, hash, width, height FROM product_images
WHERE product_id = ? ORDER BY position`

// ProductPictures lists a product's gallery in its order; ErrNotFound when there is no such
// product. Inside a transaction it reads the transaction's own writes.
func (s *Store) ProductPictures(ctx context.Context, productID int64) ([]ProductPicture, error) {
	q := s.reader(ctx)
	var one int
	if err := q.QueryRowContext(ctx, `SELECT 1 FROM products WHERE id = ?`, productID).Scan(&one); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	rows, err := q.QueryContext(ctx, productPicturesSQL, productID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ProductPicture{}
	for rows.Next() {
		var p ProductPicture
		if err := rows.Scan(&p.ID, &p.ProductID, &p.Position, &p.Path, &p.Hash, &p.Width, &p.Height); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// AddProductPicture puts a picture at the end of a product's gallery and answers it with its
// id and position. ErrNotFound: no such product; FieldErrors "file": the gallery is full.
func (s *Store) AddProductPicture(ctx context.Context, productID int64, pic NewProductPicture, staffID int64) (ProductPicture, error) {
	var added ProductPicture
	err := s.WithTx(ctx, func(ctx context.Context) error {
		have, err := s.ProductPictures(ctx, productID)
		if err != nil {
			return err
		}
		if len(have) >= MaxProductPictures {
			return FieldErrors{"file": {"error_image_count"}}
		}
		added = ProductPicture{ProductID: productID, Position: int64(len(have)) + 1, Path: pic.Path, Hash: pic.Hash,
			Width: pic.Width, Height: pic.Height}
		if len(have) > 0 {
			added.Position = have[len(have)-1].Position + 1
		}
		err = s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO product_images (product_id, position, path, hash, width, height) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
			productID, added.Position, pic.Path, pic.Hash, pic.Width, pic.Height).Scan(&added.ID)
		if err != nil {
			return err
		}
		s.reindexAfterCommit(ctx, productID)
		return s.auditGallery(ctx, staffID, "product.picture_add", productID, nil, pictureRecord(added))
	})
	return added, err
}

// DeleteProductPicture takes a picture out of its product's gallery, closes the gap in the
// positions and answers what it deleted (its files may still serve another gallery: the
// caller asks PictureInUse before removing them). ErrNotFound: no such picture of that product.
func (s *Store) DeleteProductPicture(ctx context.Context, productID, pictureID, staffID int64) (ProductPicture, error) {
	var gone ProductPicture
	err := s.WithTx(ctx, func(ctx context.Context) error {
		have, err := s.ProductPictures(ctx, productID)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(have, func(p ProductPicture) bool { return p.ID == pictureID })
		if i < 0 {
			return ErrNotFound
		}
		gone = have[i]
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM product_images WHERE id = ?`, pictureID); err != nil {
			return err
		}
		if err := s.placePictures(ctx, productID, slices.Delete(slices.Clone(have), i, i+1)); err != nil {
			return err
		}
		s.reindexAfterCommit(ctx, productID)
		return s.auditGallery(ctx, staffID, "product.picture_delete", productID, pictureRecord(gone), nil)
	})
	return gone, err
}

// ReorderProductPictures puts a product's gallery in the order of ids, which must name each
// of its pictures exactly once (FieldErrors "ids" otherwise: a gallery changed meanwhile by
// another tab must not lose or repeat a picture). ErrNotFound: no such product.
func (s *Store) ReorderProductPictures(ctx context.Context, productID int64, ids []int64, staffID int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		have, err := s.ProductPictures(ctx, productID)
		if err != nil {
			return err
		}
		byID := make(map[int64]ProductPicture, len(have))
		for _, p := range have {
			byID[p.ID] = p
		}
		ordered := make([]ProductPicture, 0, len(ids))
		for _, id := range ids {
			p, ok := byID[id]
			if !ok {
				return FieldErrors{"ids": {"error_image_order"}}
			}
			delete(byID, id) // a second mention of an id finds it gone
			ordered = append(ordered, p)
		}
		if len(ordered) != len(have) {
			return FieldErrors{"ids": {"error_image_order"}}
		}
		if err := s.placePictures(ctx, productID, ordered); err != nil {
			return err
		}
		s.reindexAfterCommit(ctx, productID)
		return s.auditGallery(ctx, staffID, "product.picture_order", productID, pictureIDs(have), pictureIDs(ordered))
	})
}

// auditGallery logs a gallery's change on its product, in the change's transaction.
func (s *Store) auditGallery(ctx context.Context, staffID int64, action string, productID int64, before, after any) error {
	return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: action, Entity: "product",
		EntityID: strconv.FormatInt(productID, 10), Before: before, After: after})
}

// pictureRecord is a picture as the audit log keeps it.
func pictureRecord(p ProductPicture) map[string]any {
	return map[string]any{"id": p.ID, "position": p.Position, "path": p.Path, "hash": p.Hash, "width": p.Width, "height": p.Height}
}

// pictureIDs is a gallery's order as the audit log keeps it: its pictures' ids.
func pictureIDs(pics []ProductPicture) map[string]any {
	ids := make([]int64, len(pics))
	for i, p := range pics {
		ids[i] = p.ID
	}
	return map[string]any{"ids": ids}
}

// placePictures numbers a product's pictures 1, 2, 3… in the order given. The positions are
// unique per product, so they are first moved out of the way (negative), then set: a swap
// never meets itself half done.
func (s *Store) placePictures(ctx context.Context, productID int64, ordered []ProductPicture) error {
	w := s.writer(ctx)
	if _, err := w.ExecContext(ctx, `UPDATE product_images SET position = -position WHERE product_id = ?`, productID); err != nil {
		return err
	}
	for i, p := range ordered {
		if _, err := w.ExecContext(ctx, `UPDATE product_images SET position = ? WHERE id = ?`, i+1, p.ID); err != nil {
			return err
		}
	}
	return nil
}

// PictureInUse tells whether any gallery still shows the upload with this content hash.
func (s *Store) PictureInUse(ctx context.Context, hash string) (bool, error) {
	var one int
	err := s.reader(ctx).QueryRowContext(ctx, `SELECT 1 FROM product_images WHERE hash = ? LIMIT 1`, hash).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}
