package store

import (
	"context"
	"database/sql"
	"errors"
)

// GuaranteeArt is the official harmonised legal-guarantee notice (Annex I of Commission
// Implementing Regulation (EU) 2025/1960) as a picture for one shop language: the owner
// uploads the Commission's artwork, and the footer and the checkout show it instead of the
// shop's own text. Width and Height are the picture's pixels, written on its <img> so the page
// keeps its box before it loads.
type GuaranteeArt struct {
	Lang   string
	Path   string // /media/guarantee/<hash>.<ext>
	Width  int64
	Height int64
	Bytes  int64
}

// GuaranteeArts are the uploaded pictures, by language.
func (s *Store) GuaranteeArts(ctx context.Context) ([]GuaranteeArt, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `SELECT lang, path, width, height, bytes FROM guarantee_art ORDER BY lang`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []GuaranteeArt{}
	for rows.Next() {
		var a GuaranteeArt
		if err := rows.Scan(&a.Lang, &a.Path, &a.Width, &a.Height, &a.Bytes); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// GuaranteeArtFor is lang's picture; nil when the owner uploaded none for it (the pages then
// show the notice as text). One primary-key read per page, so a replace or a removal shows on
// the next page without a cache to keep in step.
func (s *Store) GuaranteeArtFor(ctx context.Context, lang string) (*GuaranteeArt, error) {
	a := GuaranteeArt{Lang: lang}
	err := s.reader(ctx).QueryRowContext(ctx, `SELECT path, width, height, bytes FROM guarantee_art WHERE lang = ?`, lang).
		Scan(&a.Path, &a.Width, &a.Height, &a.Bytes)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &a, nil
}

// SetGuaranteeArt puts a as its language's picture, replacing the one before, audited before
// and after in the same transaction.
func (s *Store) SetGuaranteeArt(ctx context.Context, staffID int64, a GuaranteeArt) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.GuaranteeArtFor(ctx, a.Lang)
		if err != nil {
			return err
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO guarantee_art (lang, path, width, height, bytes) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (lang) DO UPDATE SET path = excluded.path, width = excluded.width, height = excluded.height, bytes = excluded.bytes`,
			a.Lang, a.Path, a.Width, a.Height, a.Bytes); err != nil {
			return err
		}
		action := "guarantee_art.upload"
		var prior any
		if before != nil {
			action, prior = "guarantee_art.replace", before
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: action, Entity: "guarantee_art", EntityID: a.Lang, Before: prior, After: a})
	})
}

// DeleteGuaranteeArt removes lang's picture (its pages go back to the text), audited;
// ErrNotFound when there is none. The file stays in DATA/media/guarantee/: it is named by its
// content, so another language may show the same one.
func (s *Store) DeleteGuaranteeArt(ctx context.Context, staffID int64, lang string) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.GuaranteeArtFor(ctx, lang)
		if err != nil {
			return err
		}
		if before == nil {
			return ErrNotFound
		}
		if _, err := s.writer(ctx).ExecContext(ctx, `DELETE FROM guarantee_art WHERE lang = ?`, lang); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "guarantee_art.remove", Entity: "guarantee_art", EntityID: lang, Before: before})
	})
}
