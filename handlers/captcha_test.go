package handlers

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/captcha"
)

// failingVerifier is a captcha service that cannot answer.
type failingVerifier struct{ siteKey string }

func (f failingVerifier) Verify(context.Context, string, string, string) error {
	return errors.New("siteverify: connection refused")
}
func (f failingVerifier) SiteKey() string { return f.siteKey }

// With a reCAPTCHA site key the page names it and the CSP lets Google's script, frame and
// calls in; without one (the local verifier) the CSP names no Google address at all.
func TestCSPAllowsReCAPTCHAOnlyWhenOn(t *testing.T) {
	t.Parallel()
	plain := newAPITest(t, "lv_shop")
	csp := plain.do(http.MethodGet, "/", "", nil).Header().Get("Content-Security-Policy")
	if strings.Contains(csp, "google") || strings.Contains(csp, "gstatic") || strings.Contains(csp, "frame-src") {
		t.Errorf("the local verifier's CSP: %q", csp)
	}
	rc, err := captcha.NewReCAPTCHA(captcha.ReCAPTCHAConfig{SiteKey: "site-key-1", Secret: "s", Hostnames: []string{"shop.example"}})
	if err != nil {
		t.Fatal(err)
	}
	a := newAPITestWith(t, Config{ShopCode: "lv_shop", Captcha: rc}, plain.st, plain.sessions)
	rec := a.do(http.MethodGet, "/", "", map[string]string{"X-Page": "true"})
	csp = rec.Header().Get("Content-Security-Policy")
	for _, want := range []string{
		"script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
		"frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
		"connect-src 'self' https://www.google.com/recaptcha/;",
	} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if !strings.Contains(rec.Body.String(), `"captcha":{"site_key":"site-key-1"}`) {
		t.Errorf("the page does not name the site key: %s", rec.Body.String()[:200])
	}
}

// A captcha service that cannot answer refuses the form with 503 and a message, so the
// shopper may try again; nothing is stored.
func TestCaptchaServiceDown(t *testing.T) {
	t.Parallel()
	plain := newAPITest(t, "lv_shop")
	a := newAPITestWith(t, Config{ShopCode: "lv_shop", Captcha: failingVerifier{siteKey: "k"}}, plain.st, plain.sessions)
	_, id := anyProduct(a, "&inventories=3")
	for path, body := range map[string]string{
		"/api/newsletter/subscribe": `{"email":"anna@example.com","gRecaptchaResponse":"tok"}`,
		"/api/product-subscribe":    fmt.Sprintf(`{"product_id":%d,"email":"anna@example.com","gRecaptchaResponse":"tok"}`, id),
	} {
		m := a.json(http.MethodPost, path, body, http.StatusServiceUnavailable)
		if m["message"] == "" || m["message"] == nil {
			t.Errorf("%s: %v", path, m)
		}
	}
	for _, kind := range []string{"newsletter", "back_in_stock"} {
		if n, err := a.st.CountSubscriptions(context.Background(), kind); err != nil || n != 0 {
			t.Errorf("%d %s subscriptions stored (%v)", n, kind, err)
		}
	}
}
