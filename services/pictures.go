package services

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"shop/pictures"
	"shop/store"
)

// Pictures adds uploaded pictures to products' galleries and takes them out: it makes an
// upload's files (package pictures), writes them under DATA/media/products/ and records the
// picture in the store; a deleted picture's files go once no gallery shows them.
type Pictures struct {
	st   *store.Store
	proc *pictures.Processor
	// files makes a picture's files and its rows change one at a time: without it, a delete
	// could remove the files of an upload of the same picture that is between writing them
	// and recording its row.
	files sync.Mutex
}

// NewPictures returns the pictures workflow of st, encoding with proc.
func NewPictures(st *store.Store, proc *pictures.Processor) *Pictures {
	return &Pictures{st: st, proc: proc}
}

// Dir is the folder of the uploads' files: DATA/media/products/, served at pictures.URLDir.
func (p *Pictures) Dir() string { return filepath.Join(p.st.Dir(), "media", "products") }

// Add makes data (an upload's bytes) a picture at the end of a product's gallery. Its refusals
// are store.FieldErrors on "file" (the keys of pictures.Error, or a full gallery) and
// store.ErrNotFound for an unknown product, both found before the costly encoding.
func (p *Pictures) Add(ctx context.Context, productID, staffID int64, data []byte) (store.ProductPicture, error) {
	have, err := p.st.ProductPictures(ctx, productID)
	if err != nil {
		return store.ProductPicture{}, err
	}
	if len(have) >= store.MaxProductPictures {
		return store.ProductPicture{}, store.FieldErrors{"file": {"error_image_count"}}
	}
	pic, err := p.proc.Process(ctx, data)
	var refused *pictures.Error
	if errors.As(err, &refused) {
		return store.ProductPicture{}, store.FieldErrors{"file": {refused.Key()}}
	}
	if err != nil {
		return store.ProductPicture{}, err
	}
	p.files.Lock()
	defer p.files.Unlock()
	written, err := p.write(pic)
	if err == nil {
		var added store.ProductPicture
		added, err = p.st.AddProductPicture(ctx, productID, store.NewProductPicture{
			Path: pictures.URLDir + pictures.FileName(pic.Hash, pictures.Sizes[0]), Hash: pic.Hash,
			Width: int64(pic.Width), Height: int64(pic.Height)}, staffID)
		if err == nil {
			return added, nil
		}
	}
	for _, name := range written { // only the files this upload made: others serve a gallery
		os.Remove(name)
	}
	return store.ProductPicture{}, err
}

// write puts a picture's files in Dir, each whole or not at all (a temporary file renamed),
// and answers the paths it created. A file already there is the same picture's (its name is
// its content's hash) and is kept as it is: its URL is cached by browsers for good.
func (p *Pictures) write(pic *pictures.Picture) ([]string, error) {
	dir := p.Dir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var written []string
	for _, f := range pic.Files {
		name := filepath.Join(dir, pictures.FileName(pic.Hash, f.Size))
		if _, err := os.Stat(name); err == nil {
			continue
		} else if !errors.Is(err, fs.ErrNotExist) {
			return written, err
		}
		if err := writeFile(name, f.Data); err != nil {
			return written, err
		}
		written = append(written, name)
	}
	return written, nil
}

func writeFile(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), ".upload-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // gone once renamed; left over only on failure
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	// CreateTemp makes the file 0600; the media folder's files are served to everyone.
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}

// Delete takes a picture out of a product's gallery (store.ErrNotFound: the product has no
// such picture) and removes its files once no gallery shows them any more.
func (p *Pictures) Delete(ctx context.Context, productID, pictureID, staffID int64) error {
	p.files.Lock()
	defer p.files.Unlock()
	gone, err := p.st.DeleteProductPicture(ctx, productID, pictureID, staffID)
	if err != nil || gone.Hash == "" {
		return err
	}
	// The picture is out of the gallery whatever happens next: files that cannot be removed
	// cost disk space, never a broken page, so their errors are not the delete's.
	if inUse, err := p.st.PictureInUse(ctx, gone.Hash); err == nil && !inUse {
		for _, size := range pictures.Sizes {
			os.Remove(filepath.Join(p.Dir(), pictures.FileName(gone.Hash, size)))
		}
	}
	return nil
}

// PrunePictureFiles removes the files under DATA/media/products/ that no gallery shows and
// that are older than before: a product deleted with its pictures (its rows go by ON DELETE
// CASCADE, its files stay), a temporary file a crash left behind. A younger file may be an
// upload between writing its files and recording its row, so it waits for a later sweep.
// Files of other names are the operator's and are never touched. It answers how many it removed.
func PrunePictureFiles(ctx context.Context, st *store.Store, before time.Time) (int, error) {
	dir := filepath.Join(st.Dir(), "media", "products")
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	removed := 0
	inUse := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		upload, temp := pictures.IsFileName(name), strings.HasPrefix(name, ".upload-")
		if !upload && !temp || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil || !info.ModTime().Before(before) {
			continue
		}
		if upload {
			hash := name[:strings.IndexByte(name, '-')]
			used, seen := inUse[hash]
			if !seen {
				if used, err = st.PictureInUse(ctx, hash); err != nil {
					return removed, err
				}
				inUse[hash] = used
			}
			if used {
				continue
			}
		}
		if err := os.Remove(filepath.Join(dir, name)); err == nil {
			removed++
		}
	}
	return removed, nil
}
