package handlers

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// register answers POST /register[?next=/path] {user, company, terms, shipping} (spec §3
// Registration payload) with {message, path, csrf}, the shopper signed in; path is next
// when it is local, else the profile (or home). Every field is
// checked and every wrong one named (422, spec §5 keys) with the captcha's verdict;
// only a registration that is otherwise right learns whether its e-mail is taken, and
// those count against the address's limit.
func (s *Server) register(c echo.Context) error {
	var req registrationRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	addr := addressKey(c.RealIP())
	if ok, retry := s.limits.register.take(addr); !ok {
		return tooMany(c, retry, "error_register_limited")
	}
	ctx := c.Request().Context()
	r := req.registration(lang(c))
	errs := store.FieldErrors{}
	var fe store.FieldErrors
	if err := s.store.ValidateRegistration(ctx, &r); errors.As(err, &fe) {
		errs = fe
	} else if err != nil {
		return err
	}
	if err := s.checkCaptcha(c, req.Terms.GRecaptchaResponse, "register", "terms.gRecaptchaResponse"); err != nil {
		var ke *keyedError
		if !errors.As(err, &ke) || ke.Fields == nil {
			return err // the verifier could not answer: 503
		}
		for k, v := range ke.Fields {
			errs[k] = v
		}
	}
	if len(errs) > 0 {
		s.limits.register.refund(addr) // refused before any work: a typo is not an attempt
		return validationError(errs)
	}
	hashCtx, cancel := withHashWait(ctx)
	defer cancel()
	uid, err := s.store.Register(hashCtx, r)
	if busy(err) {
		s.limits.register.refund(addr)
		return busyAnswer(c)
	}
	if err != nil {
		return err // a taken e-mail is a store.FieldErrors: 422 user.email
	}
	if err := s.startUserSession(c, uid, false); err != nil {
		return err
	}
	path := localPath(c.QueryParam("next"))
	if path == "" {
		path = s.signedInPath(c)
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), "registered"), "path": path, "csrf": s.csrfToken(c)})
}

// banks answers GET /api/banks: {banks: [{id, name}]}, the choice of a b2b registration.
func (s *Server) banks(c echo.Context) error {
	list, err := s.store.BankList(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"banks": present.MakeBanks(list)})
}
