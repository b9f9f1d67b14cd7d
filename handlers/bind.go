package handlers

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// bindJSON decodes a JSON body strictly: a wrong type or malformed JSON is a 400 with a
// clear message, an oversized body a 413 (the body limit middleware caps it at 1 MiB).
func bindJSON(c echo.Context, dst any) error {
	r := c.Request()
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return apiError(http.StatusUnsupportedMediaType, "error_bad_json")
	}
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(dst); err != nil {
		var tooLarge *http.MaxBytesError
		var he *echo.HTTPError
		switch {
		case errors.As(err, &he):
			return he // the body limit middleware's 413
		case errors.As(err, &tooLarge):
			return apiError(http.StatusRequestEntityTooLarge, "error_too_large")
		case errors.Is(err, io.EOF):
			return nil // an empty body is an empty object
		}
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) && typ.Field != "" {
			return validationError(FieldErrors{typ.Field: {"error_invalid_value"}})
		}
		return apiError(http.StatusBadRequest, "error_bad_json")
	}
	return nil
}
