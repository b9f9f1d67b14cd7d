package handlers

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// newsletterAction is where the newsletter box posts: the home page's newsletter_action and
// the shared shop info's newsletter_action (the footer's box) name it.
const newsletterAction = "/api/newsletter/subscribe"

// subscribeNewsletter answers the newsletter box's POST {email, gRecaptchaResponse}: a bad
// e-mail or a refused captcha (action newsletter) is a 422 keyed email or gRecaptchaResponse;
// otherwise the address is asked to confirm by mail (double opt-in, store.SubscribeNewsletter),
// and the answer is the same whether it was new, pending or confirmed (or mailed already
// within the day, which mails nothing more), so the form tells nobody who subscribes.
// Sign-ups are limited per client address (write_limits.go): over it, 429.
func (s *Server) subscribeNewsletter(c echo.Context) error {
	req, err := bindEmailForm(c)
	if err != nil {
		return err
	}
	addr := addressKey(c.RealIP())
	if ok, retry := s.writes.newsletter.take(addr); !ok {
		return tooMany(c, retry, "error_subscribe_limited")
	}
	if err := s.checkCaptcha(c, req.GRecaptchaResponse, "newsletter", "gRecaptchaResponse"); err != nil {
		s.writes.newsletter.refund(addr)
		return err
	}
	if err := s.store.SubscribeNewsletter(c.Request().Context(), req.Email, lang(c)); err != nil {
		s.writes.newsletter.refund(addr)
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"message": i18n.T(lang(c), "newsletter_check_mail")})
}

// SubscriptionProps are the subscription page's props: the newsletter's confirm page or a
// subscription's unsubscribe page, reached by the token in a mail's link.
type SubscriptionProps struct {
	Mode         string                `json:"mode"`         // confirm, unsubscribe
	Subscription *present.Subscription `json:"subscription"` // nil: the link names none (404)
	Action       string                `json:"action"`       // where the page's button posts
}

// subscriptionPage shows what a confirm or unsubscribe link names, with a button that does
// it: a GET changes nothing, since mail scanners open links to look at them.
func (s *Server) subscriptionPage(mode string) echo.HandlerFunc {
	return func(c echo.Context) error {
		token := c.Param("token")
		p := SubscriptionProps{Mode: mode, Action: c.Request().URL.Path}
		sub, err := s.store.SubscriptionByToken(c.Request().Context(), token)
		status := http.StatusOK
		switch {
		case errors.Is(err, store.ErrNotFound) || (err == nil && mode == "confirm" && sub.Kind != "newsletter"):
			status, p.Action = http.StatusNotFound, ""
		case err != nil:
			return err
		default:
			answer := present.MakeSubscription(sub)
			p.Subscription = &answer
		}
		l := lang(c)
		title := map[string]string{"confirm": "newsletter_confirm_title", "unsubscribe": "unsubscribe_title"}[mode]
		return s.render(c, status, "subscription", p, Meta{Title: i18n.T(l, title), Description: i18n.T(l, "newsletter_text"), NoIndex: true})
	}
}

// confirmNewsletter answers the confirm page's button: {message, confirmed}. Confirming
// again is no error (the first confirmation stays); an unknown token is a 404.
func (s *Server) confirmNewsletter(c echo.Context) error {
	first, err := s.store.ConfirmNewsletter(c.Request().Context(), c.Param("token"))
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_subscription_unknown")
	}
	if err != nil {
		return err
	}
	key := "newsletter_confirmed"
	if !first {
		key = "newsletter_already_confirmed"
	}
	return c.JSON(http.StatusOK, map[string]any{"message": i18n.T(lang(c), key), "confirmed": true})
}

// unsubscribePath takes the unsubscribe page's button and RFC 8058's one-click POST
// (List-Unsubscribe=One-Click, sent by a mail provider without cookies): csrf lets it through
// without a token, since the link's own token is the secret.
const unsubscribePath = "/unsubscribe/:token"

// unsubscribe ends the subscription the token names: {message}; an unknown token (one used
// already) is a 404.
func (s *Server) unsubscribe(c echo.Context) error {
	ctx := c.Request().Context()
	sub, err := s.store.SubscriptionByToken(ctx, c.Param("token"))
	if err == nil {
		err = s.store.Unsubscribe(ctx, sub.Token)
	}
	if errors.Is(err, store.ErrNotFound) {
		return apiError(http.StatusNotFound, "error_subscription_unknown")
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"message": i18n.T(lang(c), "unsubscribed_"+sub.Kind)})
}
