package handlers

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/store"
)

// bindJSON decodes a JSON body strictly, so nothing is ever stored altered: a body that is not
// exactly one JSON value (trailing data included), or whose text is not valid UTF-8 (lone
// surrogate escapes included, which the decoder would silently turn into U+FFFD), is a 400; a
// wrong type is a 422 keyed by the field; a body over MaxBodyBytes is a 413. An empty body is
// an empty object.
func bindJSON(c echo.Context, dst any) error {
	r := c.Request()
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return apiError(http.StatusUnsupportedMediaType, "error_bad_json")
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return apiError(http.StatusRequestEntityTooLarge, "error_too_large")
		}
		return apiError(http.StatusBadRequest, "error_bad_json")
	}
	if len(strings.TrimSpace(string(body))) == 0 {
		return nil
	}
	if !validJSONText(body) {
		return apiError(http.StatusBadRequest, "error_bad_encoding")
	}
	if err := json.Unmarshal(body, dst); err != nil {
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) && typ.Field != "" {
			return validationError(store.FieldErrors{typ.Field: {"error_invalid_value"}})
		}
		return apiError(http.StatusBadRequest, "error_bad_json")
	}
	return nil
}

// validJSONText reports whether a JSON text is valid UTF-8 and every \u escape of a UTF-16
// surrogate is a well-formed pair. It only looks at escapes; json.Unmarshal checks the rest.
func validJSONText(b []byte) bool {
	if !utf8.Valid(b) {
		return false
	}
	inString := false
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '"':
			inString = !inString
		case inString && b[i] == '\\' && i+1 < len(b):
			if b[i+1] != 'u' {
				i++ // \" \\ \n …: skip the escaped byte
				continue
			}
			r, ok := hex4(b, i+2)
			if !ok {
				return true // malformed: json.Unmarshal refuses it
			}
			i += 5
			switch {
			case r >= 0xDC00 && r <= 0xDFFF:
				return false // a low surrogate alone
			case r >= 0xD800 && r <= 0xDBFF:
				if i+6 >= len(b) || b[i+1] != '\\' || b[i+2] != 'u' {
					return false
				}
				if lo, ok := hex4(b, i+3); !ok || lo < 0xDC00 || lo > 0xDFFF {
					return false
				}
				i += 6
			}
		}
	}
	return true
}

func hex4(b []byte, at int) (rune, bool) {
	if at+4 > len(b) {
		return 0, false
	}
	var r rune
	for _, c := range b[at : at+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// emailForm is a form of one e-mail address and its captcha token: the newsletter box, a
// forgotten password.
type emailForm struct {
	Email              string `json:"email"`
	GRecaptchaResponse string `json:"gRecaptchaResponse"`
}

// bindEmailForm reads an emailForm, the e-mail trimmed; a malformed one is a 422 keyed email.
func bindEmailForm(c echo.Context) (emailForm, error) {
	var f emailForm
	if err := bindJSON(c, &f); err != nil {
		return f, err
	}
	f.Email = strings.TrimSpace(f.Email)
	if !store.ValidEmail(f.Email) {
		return f, validationError(store.FieldErrors{"email": {"error_email"}})
	}
	return f, nil
}
