package handlers

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

type newsletterRequest struct {
	Email              string `json:"email"`
	GRecaptchaResponse string `json:"gRecaptchaResponse"`
}

// subscribeNewsletter answers the newsletter box's POST (the home page's newsletter_action).
func (s *Server) subscribeNewsletter(c echo.Context) error {
	var req newsletterRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	req.Email = strings.TrimSpace(req.Email)
	if !store.ValidEmail(req.Email) {
		return validationError(FieldErrors{"email": {"error_email"}})
	}
	if err := s.store.SubscribeNewsletter(c.Request().Context(), strings.ToLower(req.Email)); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"message": i18n.T(lang(c), "newsletter_done")})
}
