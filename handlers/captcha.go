package handlers

import (
	"errors"

	"github.com/labstack/echo/v4"

	"shop/captcha"
	"shop/store"
)

// CaptchaInfo tells the page how to get a captcha token (ui/lib/captcha.js): reCAPTCHA v3's
// site key, or none when the shop runs the local verifier.
type CaptchaInfo struct {
	SiteKey string `json:"site_key"`
}

// checkCaptcha verifies a form's captcha token for action. A refused token is a 422 keyed
// by field (the form's token field: gRecaptchaResponse, or terms.gRecaptchaResponse on
// registration); a verifier that cannot answer is a 503, so the shopper may try again.
func (s *Server) checkCaptcha(c echo.Context, token, action, field string) error {
	err := s.captcha.Verify(c.Request().Context(), token, action, c.RealIP())
	switch {
	case err == nil:
		return nil
	case errors.Is(err, captcha.ErrRejected):
		return validationError(store.FieldErrors{field: {"error_captcha"}})
	default:
		s.log.WarnContext(c.Request().Context(), "captcha verifier failed", "action", action, "err", err)
		return apiError(503, "error_captcha_unavailable")
	}
}
