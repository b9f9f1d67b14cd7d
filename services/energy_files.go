package services

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"shop/pictures"
	"shop/store"
)

// Energy label files: the label (a picture or a PDF) and the product information sheet an
// owner uploads in the back office's product form. Each is kept as sent in
// DATA/media/energy/, named by its content's hash, and the product's field takes its path
// (store.EnergyLabel); the media route serves it with the sandboxing policy of every media
// file.

// EnergyFileMaxBytes is the largest label or sheet an upload may send: the product
// pictures' limit (its refusal says so), far above a supplier's label or sheet.
const EnergyFileMaxBytes = pictures.MaxBytes

// EnergyFileDir is the folder under DATA/media/ of the uploaded files, and their URL's.
const EnergyFileDir = "energy"

// energyFileType is the extension of a file taken, by what its first bytes show (never the
// name or the type the browser sends): a PDF or a picture a page shows; "" for anything else.
// No SVG: a drawing can carry script, and a supplier gives its label as PDF or PNG.
func energyFileType(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte("%PDF-")):
		return ".pdf"
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return ".png"
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		return ".jpg"
	case len(data) >= 12 && bytes.Equal(data[:4], []byte("RIFF")) && bytes.Equal(data[8:12], []byte("WEBP")):
		return ".webp"
	}
	return ""
}

// MsgEnergyFileType is the refusal of a file of another type.
const MsgEnergyFileType = "error_energy_file_type"

// AddEnergyFile keeps data (an upload's bytes) in DATA/media/energy/ and answers its path
// (/media/energy/<hash>.<ext>); the same file sent twice is one file. A file of another type
// is store.FieldErrors on "file". The upload is in the audit log, by its path and size.
func AddEnergyFile(ctx context.Context, st *store.Store, staffID int64, data []byte) (string, error) {
	ext := energyFileType(data)
	if ext == "" {
		return "", store.FieldErrors{"file": {MsgEnergyFileType}}
	}
	sum := sha256.Sum256(data)
	file := hex.EncodeToString(sum[:16]) + ext
	dir := filepath.Join(st.Dir(), "media", EnergyFileDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	name := filepath.Join(dir, file)
	if _, err := os.Stat(name); errors.Is(err, fs.ErrNotExist) {
		if err := writeFile(name, data); err != nil {
			return "", err
		}
	} else if err != nil {
		return "", err
	}
	path := "/media/" + EnergyFileDir + "/" + file
	err := st.Audit(ctx, store.AuditEntry{StaffID: staffID, Action: "upload", Entity: "energy_file", EntityID: file,
		After: map[string]any{"path": path, "bytes": len(data)}})
	return path, err
}
