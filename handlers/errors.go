package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

// keyedError is a failure whose message is a translation key, translated when answered.
type keyedError struct {
	Status int
	Key    string
	Fields store.FieldErrors
	Extra  map[string]any // more answer fields, e.g. errors.cart
	Args   []string       // the message's placeholders and their values (i18n.T)
}

func (e *keyedError) Error() string { return e.Key }

func apiError(status int, key string) error { return &keyedError{Status: status, Key: key} }

func validationError(fields store.FieldErrors) error {
	return &keyedError{Status: http.StatusUnprocessableEntity, Key: "error_validation", Fields: fields}
}

// diskFullRetry is the Retry-After (seconds) of an answer refused for a full disk: space
// takes a person to free, not a moment.
const diskFullRetry = 120

// errorHandler is the one place that shapes error answers: {"message"} plus "errors" for
// field validation. Unexpected errors are logged with the request id and answered generically.
func (s *Server) errorHandler(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	l := lang(c)
	if l == "" { // refused before the session's middleware (the CSRF check): the request's own
		l = s.requestLang(c)
	}
	status, body := http.StatusInternalServerError, map[string]any{}
	var ke *keyedError
	var he *echo.HTTPError
	var fe store.FieldErrors
	if errors.As(err, &fe) { // the store's own validation: the same answer as the handlers'
		err = validationError(fe)
	}
	switch {
	case errors.As(err, &ke):
		status = ke.Status
		body["message"] = i18n.T(l, ke.Key, ke.Args...)
		errs := map[string]any{}
		for field, keys := range ke.Fields {
			msgs := make([]string, len(keys))
			for i, k := range keys {
				msgs[i] = i18n.T(l, k)
			}
			errs[field] = msgs
		}
		for k, v := range ke.Extra {
			errs[k] = v
		}
		if len(errs) > 0 {
			body["errors"] = errs
		}
	case store.DiskFull(err):
		// Nothing is wrong with the request and nothing was stored: 503, to be tried again,
		// and one line that says what to do about it.
		s.log.ErrorContext(c.Request().Context(), "disk full: the data folder's disk has no space left; nothing can be stored until some is freed",
			"err", err)
		c.Response().Header().Set("Retry-After", strconv.Itoa(diskFullRetry))
		status, body["message"] = http.StatusServiceUnavailable, i18n.T(l, "error_disk_full")
	case errors.Is(err, store.ErrNotFound):
		status, body["message"] = http.StatusNotFound, i18n.T(l, "error_not_found")
	case errors.Is(err, store.ErrConflict):
		status, body["message"] = http.StatusConflict, i18n.T(l, "error_generic")
	case errors.As(err, &he):
		status = he.Code
		switch status {
		case http.StatusNotFound, http.StatusMethodNotAllowed:
			body["message"] = i18n.T(l, "error_not_found")
		case http.StatusRequestEntityTooLarge:
			body["message"] = i18n.T(l, "error_too_large")
		case http.StatusTooManyRequests:
			body["message"] = i18n.T(l, "error_rate_limited")
		default:
			if status >= 500 {
				s.log.ErrorContext(c.Request().Context(), "handler", "err", err)
				body["message"] = i18n.T(l, "error_generic")
			} else {
				body["message"] = i18n.T(l, "error_invalid_value")
			}
		}
	default:
		s.log.ErrorContext(c.Request().Context(), "handler", "err", err)
		body["message"] = i18n.T(l, "error_generic")
	}
	switch {
	case status == http.StatusNotFound && isPage(c):
		// A browser asking for a page gets the 404 page, not JSON.
		if err := s.notFoundPage(c); err == nil {
			return
		}
	case session(c) == nil && !isAPI(c):
		// Files and feeds answer plainly: a missing script must never look like a page.
		c.String(status, http.StatusText(status)+"\n")
		return
	}
	c.JSON(status, body)
}

// isPage: a GET that went through the pages' routes (they load the session), not an API call.
func isPage(c echo.Context) bool {
	r := c.Request()
	return (r.Method == http.MethodGet || r.Method == http.MethodHead) && session(c) != nil && (r.Header.Get("X-Page") != "" || !isAPI(c))
}
