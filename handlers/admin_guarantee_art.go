package handlers

import (
	"errors"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"shop/pictures"
	"shop/present"
	"shop/services"
	"shop/store"
)

// registerAdminGuaranteeArt adds the official legal-guarantee notice's pictures (Annex I of
// Regulation (EU) 2025/1960) to the back office, owner only: the list by language, the upload
// or replacement of one language's picture, and its removal.
func (s *Server) registerAdminGuaranteeArt(g *echo.Group) {
	get(g, "/guarantee-art", s.adminGuaranteeArts, ownerOnly)
	s.allowBody(g.POST("/guarantee-art/:lang", s.adminSetGuaranteeArt, ownerOnly), services.GuaranteeArtMaxBytes+1<<20, "file", services.MsgGuaranteeArtTooBig)
	g.DELETE("/guarantee-art/:lang", s.adminDeleteGuaranteeArt, ownerOnly)
}

// adminGuaranteeArts answers {languages, items}: the shop's languages, in order, and the
// pictures uploaded for them.
func (s *Server) adminGuaranteeArts(c echo.Context) error {
	arts, err := s.store.GuaranteeArts(c.Request().Context())
	if err != nil {
		return err
	}
	items := make([]present.GuaranteeArt, len(arts))
	for i, a := range arts {
		items[i] = present.MakeGuaranteeArt(a)
	}
	return c.JSON(http.StatusOK, map[string]any{"languages": s.settings().Languages, "items": items})
}

// adminSetGuaranteeArt takes a picture upload (multipart, the file in "file") for the language
// in the path: a PNG, JPEG or WebP of at most services.GuaranteeArtMaxBytes, judged by its
// bytes. It answers 200 with the picture as the pages will show it.
func (s *Server) adminSetGuaranteeArt(c echo.Context) error {
	data, err := formFile(c.Request(), "file", services.GuaranteeArtMaxBytes)
	if err != nil {
		// formFile's refusal names the product pictures' 15 MB; this limit is the notice's own.
		var ke *keyedError
		if errors.As(err, &ke) && slices.Equal(ke.Fields["file"], []string{pictures.ErrTooBig.Key()}) {
			return validationError(store.FieldErrors{"file": {services.MsgGuaranteeArtTooBig}})
		}
		return err
	}
	art, err := services.SetGuaranteeArt(c.Request().Context(), s.store, staffOf(c).ID, c.Param("lang"), s.settings().Languages, data)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeGuaranteeArt(art))
}

// adminDeleteGuaranteeArt removes the language's picture: its pages show the text again. 204;
// 404 when there is none.
func (s *Server) adminDeleteGuaranteeArt(c echo.Context) error {
	if err := s.store.DeleteGuaranteeArt(c.Request().Context(), staffOf(c).ID, c.Param("lang")); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
