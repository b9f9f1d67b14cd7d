package handlers

import (
	"errors"
	"io"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/pictures"
	"shop/present"
	"shop/store"
)

// uploadBodyBytes is the body a picture upload may send: the largest picture (pictures.
// MaxBytes) and room for the multipart form around it.
const uploadBodyBytes = pictures.MaxBytes + 1<<20

// registerAdminPictures adds a product gallery's calls to the back office: list, upload,
// delete, order. Staff and owners alike manage the catalogue.
func (s *Server) registerAdminPictures(g *echo.Group) {
	get(g, "/products/:id/images", s.adminProductPictures)
	s.allowBody(g.POST("/products/:id/images", s.addProductPicture), uploadBodyBytes, "file", pictures.ErrTooBig.Key())
	g.DELETE("/products/:id/images/:imageId", s.deleteProductPicture)
	g.PUT("/products/:id/images/order", s.orderProductPictures)
}

// adminProductPictures answers a product's gallery.
func (s *Server) adminProductPictures(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	return s.answerGallery(c, http.StatusOK, id)
}

// addProductPicture takes a picture upload (multipart, the file in "file"; its name and type
// are not believed, its bytes are) and puts it at the end of the product's gallery.
func (s *Server) addProductPicture(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	data, err := formFile(c.Request(), "file", pictures.MaxBytes)
	if err != nil {
		return err
	}
	if _, err := s.pictures.Add(c.Request().Context(), id, staffOf(c).ID, data); err != nil {
		return err
	}
	return s.answerGallery(c, http.StatusCreated, id)
}

// deleteProductPicture takes a picture out of the product's gallery.
func (s *Server) deleteProductPicture(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	imageID, err := idParam(c, "imageId", "error_not_found")
	if err != nil {
		return err
	}
	if err := s.pictures.Delete(c.Request().Context(), id, imageID, staffOf(c).ID); err != nil {
		return err
	}
	return s.answerGallery(c, http.StatusOK, id)
}

// pictureOrderRequest is the gallery's new order: every picture's id, first first.
type pictureOrderRequest struct {
	IDs []int64 `json:"ids"`
}

// orderProductPictures puts the product's gallery in the order given.
func (s *Server) orderProductPictures(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req pictureOrderRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if len(req.IDs) > store.MaxProductPictures {
		return validationError(store.FieldErrors{"ids": {"error_image_order"}})
	}
	if err := s.store.ReorderProductPictures(c.Request().Context(), id, req.IDs, staffOf(c).ID); err != nil {
		return err
	}
	return s.answerGallery(c, http.StatusOK, id)
}

func (s *Server) answerGallery(c echo.Context, status int, productID int64) error {
	pics, err := s.store.ProductPictures(c.Request().Context(), productID)
	if err != nil {
		return err
	}
	return c.JSON(status, present.MakeAdminGallery(pics))
}

// formFile reads the file sent in a multipart form's field, at most limit bytes, without
// spilling it to a temporary file (the form is read as it streams; other fields are skipped).
// No such file is a 422 on the field, a larger one pictures.ErrTooBig's on it, a body over
// the route's limit (limitBody) a 413 on it.
func formFile(r *http.Request, field string, limit int64) ([]byte, error) {
	missing := validationError(store.FieldErrors{field: {"error_required"}})
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, missing
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return nil, missing
		}
		if err != nil {
			return nil, bodyError(err, field, missing)
		}
		if part.FormName() != field || part.FileName() == "" {
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, limit+1))
		if err != nil {
			return nil, bodyError(err, field, missing)
		}
		if int64(len(data)) > limit {
			return nil, validationError(store.FieldErrors{field: {pictures.ErrTooBig.Key()}})
		}
		if len(data) == 0 {
			return nil, missing
		}
		return data, nil
	}
}

// bodyError is a failed read of a form: over the route's body limit a 413 on the field,
// otherwise a broken form, which is as good as none.
func bodyError(err error, field string, broken error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return bodyLimit{field: field, key: pictures.ErrTooBig.Key()}.refusal()
	}
	return broken
}
