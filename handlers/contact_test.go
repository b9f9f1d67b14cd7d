package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"shop/i18n"
	"shop/store"
)

const goodContact = `{"name":"Anna Ozola","email":"anna@example.com","phone":"+371 2000 0000","message":"Vai Galaxy S24 ir pieejams veikalā?","gRecaptchaResponse":"local:contact"}`

// The contact form keeps the message in the shopper's language and queues its mail to the
// shop's address, in one go.
func TestContactMessage(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	a.lang = "ru"
	m := a.json(http.MethodPost, "/api/page/contact", goodContact, http.StatusOK)
	if m["message"] != i18n.T("ru", "contact_sent") {
		t.Errorf("answer %v", m)
	}
	notices, err := a.st.PendingNotices(context.Background(), 10)
	if err != nil || len(notices) != 1 {
		t.Fatalf("notices %+v (%v)", notices, err)
	}
	n := notices[0]
	if n.Kind != store.NoticeContactMessage || n.Email != "info@telshop.lv" || n.ContactID == 0 {
		t.Errorf("notice %+v", n)
	}
	msg, err := a.st.ContactMessageByID(context.Background(), n.ContactID)
	if err != nil || msg.Name != "Anna Ozola" || msg.Email != "anna@example.com" || msg.Phone != "+371 2000 0000" ||
		msg.Lang != "ru" || !strings.HasPrefix(msg.Message, "Vai Galaxy") {
		t.Errorf("stored %+v (%v)", msg, err)
	}
}

// --contact-email receives the messages instead of the address on the page.
func TestContactMessageGoesToTheConfiguredAddress(t *testing.T) {
	t.Parallel()
	base := newAPITest(t, "fi_tel_shop")
	a := newAPITestWith(t, Config{ShopCode: "fi_tel_shop", ContactEmail: "support@shop.example"}, base.st, base.sessions)
	a.json(http.MethodPost, "/api/page/contact", goodContact, http.StatusOK)
	notices, _ := a.st.PendingNotices(context.Background(), 10)
	if len(notices) != 1 || notices[0].Email != "support@shop.example" {
		t.Errorf("notices %+v", notices)
	}
	if err := (Config{ShopCode: "lv_shop", ContactEmail: "not an address"}).Validate(); err == nil {
		t.Error("a malformed --contact-email passes")
	}
}

// Every field has its keyed error; a refused captcha is one too; nothing is kept or mailed.
func TestContactMessageErrors(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	with := func(field string, value any) string {
		var m map[string]any
		json.Unmarshal([]byte(goodContact), &m)
		if value == nil {
			delete(m, field)
		} else {
			m[field] = value
		}
		b, _ := json.Marshal(m)
		return string(b)
	}
	for _, tc := range []struct {
		body, field, key string
	}{
		{with("name", nil), "name", "error_required"},
		{with("name", "   "), "name", "error_required"},
		{with("name", strings.Repeat("x", 101)), "name", "error_too_long"},
		{with("name", "Anna\u0000"), "name", "error_invalid_value"},
		{with("email", nil), "email", "error_email"},
		{with("email", "anna@"), "email", "error_email"},
		{with("email", "Anna <anna@example.com>"), "email", "error_email"},
		{with("phone", "12345"), "phone", "error_phone"},
		{with("phone", "+371 2000 000a"), "phone", "error_phone"},
		{with("phone", "1234567890123456"), "phone", "error_phone"},
		{with("phone", 37120000000), "phone", "error_invalid_value"},
		{with("message", nil), "message", "error_required"},
		{with("message", "Too short"), "message", "error_message_length"},
		{with("message", strings.Repeat("ā", 5001)), "message", "error_message_length"},
		{with("message", "Hello there\u0007 friend"), "message", "error_invalid_value"},
		{with("gRecaptchaResponse", nil), "gRecaptchaResponse", "error_captcha"},
		{with("gRecaptchaResponse", "local:newsletter"), "gRecaptchaResponse", "error_captcha"},
		{with("gRecaptchaResponse", "forged"), "gRecaptchaResponse", "error_captcha"},
	} {
		m := a.json(http.MethodPost, "/api/page/contact", tc.body, http.StatusUnprocessableEntity)
		errs, _ := m["errors"].(map[string]any)
		got := dig(m, "errors", tc.field, 0)
		if len(errs) != 1 || got == nil {
			t.Errorf("%s: errors %v, want only %s", tc.body, errs, tc.field)
			continue
		}
		if tc.key != "error_invalid_value" && got != i18n.T("en", tc.key) {
			t.Errorf("%s: %s says %q, want %s", tc.body, tc.field, got, tc.key)
		}
	}
	m := a.json(http.MethodPost, "/api/page/contact", `{}`, http.StatusUnprocessableEntity)
	for _, f := range []string{"name", "email", "message", "gRecaptchaResponse"} {
		if dig(m, "errors", f) == nil {
			t.Errorf("an empty form: no %s error in %v", f, m["errors"])
		}
	}
	if dig(m, "errors", "phone") != nil {
		t.Error("the phone is optional")
	}
	for body, status := range map[string]int{`[]`: http.StatusBadRequest, goodContact + `{}`: http.StatusBadRequest} {
		if rec := a.do(http.MethodPost, "/api/page/contact", body, nil); rec.Code != status {
			t.Errorf("%s: %d, want %d", body, rec.Code, status)
		}
	}
	if n, _ := a.st.PendingNotices(context.Background(), 10); len(n) != 0 {
		t.Errorf("refused forms queued %d mails", len(n))
	}
	// A message of exactly the bounds passes; a phone may be left out.
	a.json(http.MethodPost, "/api/page/contact", with("message", strings.Repeat("ž", 5000)), http.StatusOK)
	a.json(http.MethodPost, "/api/page/contact", with("phone", ""), http.StatusOK)
}

// GET /api/team-members gives the team with addresses; the page's props and HTML carry none.
func TestTeamMembers(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	m := a.json(http.MethodGet, "/api/team-members", "", http.StatusOK)
	team, _ := m["teamMembers"].([]any)
	if len(team) != 6 {
		t.Fatalf("team %v", m)
	}
	for i, x := range team {
		for _, f := range []string{"id", "name", "email", "description", "short_description"} {
			if v, _ := dig(x, f).(string); f != "id" && v == "" {
				t.Errorf("member %d: no %s: %v", i, f, x)
			}
		}
		if dig(x, "image", "source") == nil || dig(x, "image", "webp") == nil {
			t.Errorf("member %d: image %v", i, dig(x, "image"))
		}
	}
	if !strings.Contains(dig(team, 0, "email").(string), "@") {
		t.Errorf("first member %v", team[0])
	}
	html := a.do(http.MethodGet, "/contact", "", nil).Body.String()
	emails := regexp.MustCompile(`[a-z.]+@telshop\.lv`).FindAllString(html, -1)
	for _, e := range emails {
		if e != "info@telshop.lv" {
			t.Errorf("the contact page's HTML shows %s", e)
		}
	}
}

// The contact page: company details, JSON-LD, and the shop variants' rules (spec §1).
func TestContactPageVariants(t *testing.T) {
	t.Parallel()
	lv := newAPITest(t, "lv_shop")
	p := lv.page("/contact", http.StatusOK)
	if p["component"] != "contact" {
		t.Fatalf("component %v", p["component"])
	}
	co := dig(p, "props", "company")
	for _, f := range []string{"name", "reg_number", "vat_number", "legal_address", "email", "phone", "phone_2", "shop_address", "image"} {
		if v, _ := dig(co, f).(string); v == "" {
			t.Errorf("lv_shop: company.%s empty", f)
		}
	}
	if !strings.HasPrefix(dig(co, "phone").(string), "+371") || !strings.Contains(dig(co, "legal_address").(string), "Rīga") {
		t.Errorf("lv_shop company %v", co)
	}
	if dig(p, "props", "bank", "iban") == "" || dig(p, "props", "team_members", 0, "email") != nil {
		t.Errorf("bank %v, first member %v", dig(p, "props", "bank"), dig(p, "props", "team_members", 0))
	}
	// A description over 150 characters comes clipped too, for the read more toggle.
	for _, m := range dig(p, "props", "team_members").([]any) {
		desc, clipped := dig(m, "description").(string), dig(m, "description_clipped")
		long := utf8.RuneCountInString(desc) > 150
		if c, _ := clipped.(string); long != (clipped != nil) || long && (utf8.RuneCountInString(c) > 150 || !strings.HasSuffix(c, "…") ||
			!strings.HasPrefix(desc, strings.TrimSuffix(c, "…"))) {
			t.Errorf("%v: %d characters, clipped %q", dig(m, "name"), utf8.RuneCountInString(desc), clipped)
		}
	}
	html := lv.do(http.MethodGet, "/contact", "", nil).Body.String()
	for _, want := range []string{`"@type":"ContactPage"`, `"vatID":"LV40103567891"`, `"@type":"BreadcrumbList"`,
		`<link rel="canonical" href="http://example.com/contact">`, "<title>" + i18n.T("lv", "contact_title") + " | "} {
		if !strings.Contains(html, want) {
			t.Errorf("lv_shop /contact lacks %s", want)
		}
	}

	for _, code := range []string{"fi_tel_shop", "tt_fi_tel_shop"} {
		a := newAPITest(t, code)
		co := dig(a.page("/contact", http.StatusOK), "props", "company")
		if dig(co, "phone_2") != nil || dig(co, "shop_address") != nil {
			t.Errorf("%s shows the second phone or the actual address: %v", code, co)
		}
		if !strings.HasPrefix(dig(co, "phone").(string), "+358") || !strings.Contains(dig(co, "legal_address").(string), "Helsinki") ||
			dig(co, "reg_number") != "3123456-3" {
			t.Errorf("%s: not a Finnish company: %v", code, co)
		}
		if hasImage := dig(co, "image") != nil; hasImage != (code == "fi_tel_shop") {
			t.Errorf("%s: contact image shown %v", code, hasImage)
		}
		if body := a.do(http.MethodGet, "/contact", "", nil).Body.String(); strings.Contains(body, "+371") || strings.Contains(body, "+358 40") {
			t.Errorf("%s: the page's HTML has a Latvian or the second phone", code)
		}
	}
}
