package services

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"shop/pictures"
	"shop/store"
)

// The official legal-guarantee notice's artwork (Annex I of Commission Implementing Regulation
// (EU) 2025/1960): an owner uploads the Commission's picture per shop language, kept as sent in
// DATA/media/guarantee/ under its content's hash. Only PNG, JPEG or WebP, judged by their bytes
// (pictures.Check): no SVG, which can carry script, and no PDF, which an <img> cannot show.

// GuaranteeArtMaxBytes is the largest picture taken: the notice goes on every page, and the
// Commission's artwork is a few hundred kilobytes at most.
const GuaranteeArtMaxBytes = 2 << 20

// GuaranteeArtDir is the folder under DATA/media/ of the pictures, and their URL's.
const GuaranteeArtDir = "guarantee"

// MsgGuaranteeArtTooBig is the refusal of a picture over GuaranteeArtMaxBytes.
const MsgGuaranteeArtTooBig = "error_guarantee_art_too_big"

// SetGuaranteeArt keeps data (an upload's bytes) as lang's notice picture and answers what the
// store keeps. A file that is no PNG, JPEG or WebP picture, or too large, is store.FieldErrors
// on "file"; a language the shop does not sell in, on "lang".
func SetGuaranteeArt(ctx context.Context, st *store.Store, staffID int64, lang string, languages []string, data []byte) (store.GuaranteeArt, error) {
	if !slices.Contains(languages, lang) {
		return store.GuaranteeArt{}, store.FieldErrors{"lang": {"error_unknown_language"}}
	}
	if len(data) > GuaranteeArtMaxBytes {
		return store.GuaranteeArt{}, store.FieldErrors{"file": {MsgGuaranteeArtTooBig}}
	}
	format, cfg, err := pictures.Check(data)
	var refusal *pictures.Error
	if errors.As(err, &refusal) {
		return store.GuaranteeArt{}, store.FieldErrors{"file": {refusal.Key()}}
	}
	if err != nil {
		return store.GuaranteeArt{}, err
	}
	sum := sha256.Sum256(data)
	file := hex.EncodeToString(sum[:16]) + "." + string(format)
	dir := filepath.Join(st.Dir(), "media", GuaranteeArtDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return store.GuaranteeArt{}, err
	}
	name := filepath.Join(dir, file)
	if _, err := os.Stat(name); errors.Is(err, fs.ErrNotExist) {
		if err := writeFile(name, data); err != nil {
			return store.GuaranteeArt{}, err
		}
	} else if err != nil {
		return store.GuaranteeArt{}, err
	}
	art := store.GuaranteeArt{Lang: lang, Path: "/media/" + GuaranteeArtDir + "/" + file,
		Width: int64(cfg.Width), Height: int64(cfg.Height), Bytes: int64(len(data))}
	return art, st.SetGuaranteeArt(ctx, staffID, art)
}
