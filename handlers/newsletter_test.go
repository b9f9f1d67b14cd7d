package handlers

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
	"shop/store"
)

// confirmMails are the newsletter confirmations queued so far.
func confirmMails(t *testing.T, a *apiTest) []store.Notice {
	t.Helper()
	queue, err := a.st.PendingNotices(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []store.Notice
	for _, n := range queue {
		if n.Kind == store.NoticeNewsletterConfirm {
			out = append(out, n)
		}
	}
	return out
}

func TestNewsletterSubscribe(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	const path = "/api/newsletter/subscribe"
	// A bad e-mail, then a refused token: 422 keyed by the field, nothing stored or mailed.
	for body, field := range map[string]string{
		`{"email":"not-an-email","gRecaptchaResponse":"local:newsletter"}`:        "email",
		`{"gRecaptchaResponse":"local:newsletter"}`:                               "email",
		`{"email":"anna@example.com"}`:                                            "gRecaptchaResponse",
		`{"email":"anna@example.com","gRecaptchaResponse":"local:back_in_stock"}`: "gRecaptchaResponse",
		`{"email":"anna@example.com","gRecaptchaResponse":"local:reject"}`:        "gRecaptchaResponse",
	} {
		m := a.json(http.MethodPost, path, body, http.StatusUnprocessableEntity)
		if errs, _ := dig(m, "errors").(map[string]any); len(errs) != 1 || errs[field] == nil {
			t.Errorf("%s: %v, want only %s", body, m, field)
		}
	}
	if n, _ := a.st.CountSubscriptions(context.Background(), "newsletter"); n != 0 || len(confirmMails(t, a)) != 0 {
		t.Fatalf("refused requests stored %d subscriptions", n)
	}

	// New, pending, confirmed: one answer, word for word; one mail, in the request's language.
	a.lang = "ru"
	first := a.do(http.MethodPost, path, `{"email":" Anna@Example.com ","gRecaptchaResponse":"local:newsletter"}`, nil)
	if first.Code != http.StatusOK || !strings.Contains(first.Body.String(), i18n.T("ru", "newsletter_check_mail")) {
		t.Fatalf("a new address: %d %s", first.Code, first.Body)
	}
	mails := confirmMails(t, a)
	if len(mails) != 1 || mails[0].Email != "anna@example.com" || mails[0].Lang != "ru" {
		t.Fatalf("mails %+v", mails)
	}
	link := mails[0].Link
	pending := a.do(http.MethodPost, path, `{"email":"anna@example.com","gRecaptchaResponse":"local:newsletter"}`, nil)
	if pending.Body.String() != first.Body.String() || pending.Code != http.StatusOK {
		t.Errorf("a pending address answers %d %s, a new one %s", pending.Code, pending.Body, first.Body)
	}
	a.lang = "en"

	// The confirm page: showing it confirms nothing (mail scanners open links); its button does,
	// once; the page then says so.
	page := a.page(link, http.StatusOK)
	if dig(page, "component") != "subscription" || dig(page, "props", "mode") != "confirm" ||
		dig(page, "props", "subscription", "confirmed") != false || dig(page, "props", "action") != link {
		t.Errorf("confirm page %v", page["props"])
	}
	m := a.json(http.MethodPost, link, "", http.StatusOK)
	if m["message"] != i18n.T("en", "newsletter_confirmed") || m["confirmed"] != true {
		t.Errorf("confirm: %v", m)
	}
	m = a.json(http.MethodPost, link, "", http.StatusOK)
	if m["message"] != i18n.T("en", "newsletter_already_confirmed") {
		t.Errorf("confirm again: %v", m)
	}
	if page := a.page(link, http.StatusOK); dig(page, "props", "subscription", "confirmed") != true {
		t.Errorf("the confirmed page %v", page["props"])
	}
	confirmed := a.do(http.MethodPost, path, `{"email":"ANNA@example.com","gRecaptchaResponse":"local:newsletter"}`,
		map[string]string{"Accept-Language": "ru"})
	if confirmed.Body.String() != first.Body.String() {
		t.Errorf("a confirmed address answers %s, a new one %s", confirmed.Body, first.Body)
	}
	if n := len(confirmMails(t, a)); n != 1 {
		t.Errorf("%d confirmation mails, want 1", n)
	}

	// The confirm button needs the CSRF token, as every form does.
	csrf := a.csrf
	a.csrf = ""
	if rec := a.do(http.MethodPost, link, "", nil); rec.Code != 419 {
		t.Errorf("confirm without a CSRF token: %d", rec.Code)
	}
	a.csrf = csrf

	// An unknown link: the 404 page (HTML for a person, JSON for the router), noindex; its POST a 404.
	for _, p := range []string{"/newsletter/confirm/nope", "/unsubscribe/nope", "/newsletter/confirm/" + strings.Repeat("x", 300)} {
		rec := a.do(http.MethodGet, p, "", map[string]string{"X-Requested-With": ""})
		if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), `<meta name="robots" content="noindex">`) {
			t.Errorf("GET %s: %d", p, rec.Code)
		}
		if page := a.page(p, http.StatusNotFound); dig(page, "props", "subscription") != nil {
			t.Errorf("GET %s: %v", p, page["props"])
		}
		m := a.json(http.MethodPost, p, "", http.StatusNotFound)
		if m["message"] != i18n.T("en", "error_subscription_unknown") {
			t.Errorf("POST %s: %v", p, m)
		}
	}
}

// Unsubscribing: the page shows a button; RFC 8058's one-click POST (a mail provider's: no
// cookie, no CSRF token, a form body) ends the subscription; the link then names nothing.
func TestNewsletterUnsubscribe(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	if err := a.st.SubscribeNewsletter(context.Background(), "eve@example.com", "lv"); err != nil {
		t.Fatal(err)
	}
	mails := confirmMails(t, a)
	token := strings.TrimPrefix(mails[0].Link, "/newsletter/confirm/")
	path := store.UnsubscribeLink(token)
	page := a.page(path, http.StatusOK)
	if dig(page, "props", "mode") != "unsubscribe" || dig(page, "props", "subscription", "kind") != "newsletter" || dig(page, "props", "action") != path {
		t.Errorf("unsubscribe page %v", page["props"])
	}
	if n, _ := a.st.CountSubscriptions(context.Background(), "newsletter"); n != 1 {
		t.Fatal("showing the page unsubscribed")
	}
	a.cookie, a.csrf = nil, ""
	rec := a.do(http.MethodPost, path, "List-Unsubscribe=One-Click", map[string]string{"Content-Type": "application/x-www-form-urlencoded"})
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), i18n.T("en", "unsubscribed_newsletter")) {
		t.Fatalf("one-click: %d %s", rec.Code, rec.Body)
	}
	if n, _ := a.st.CountSubscriptions(context.Background(), "newsletter"); n != 0 {
		t.Error("still subscribed")
	}
	if rec := a.do(http.MethodPost, path, "List-Unsubscribe=One-Click", map[string]string{"Content-Type": "application/x-www-form-urlencoded"}); rec.Code != http.StatusNotFound {
		t.Errorf("again: %d", rec.Code)
	}
	// The exemption is this route's alone: the confirm link still needs the token.
	if rec := a.do(http.MethodPost, "/newsletter/confirm/"+token, "", nil); rec.Code != 419 {
		t.Errorf("confirm without cookie or token: %d", rec.Code)
	}
}
