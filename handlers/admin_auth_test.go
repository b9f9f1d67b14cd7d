package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/store"
)

func TestAdminSignInOpensItsOwnSessionAndAuditsIt(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	email := a.addStaff(store.RoleOwner)
	a.refreshSession()
	shopToken := a.csrf

	// a wrong password and an unknown member get one answer, keyed by the field
	wrong := a.json(http.MethodPost, "/api/admin/login", `{"email":"`+email+`","password":"nope nope nope"}`, http.StatusUnprocessableEntity)
	unknown := a.json(http.MethodPost, "/api/admin/login", `{"email":"nobody@shop.test","password":"nope nope nope"}`, http.StatusUnprocessableEntity)
	if dig(wrong, "errors", "email", 0) != dig(unknown, "errors", "email", 0) || dig(wrong, "errors", "email", 0) == nil {
		t.Fatalf("wrong password %v, unknown member %v", wrong, unknown)
	}
	bad := a.json(http.MethodPost, "/api/admin/login", `{"email":"not an address","password":""}`, http.StatusUnprocessableEntity)
	if dig(bad, "errors", "email") == nil || dig(bad, "errors", "password") == nil {
		t.Fatalf("bad fields: %v", bad)
	}
	if a.admin != nil {
		t.Fatal("a refused sign-in set the staff cookie")
	}

	me := a.signInStaff(email)
	if dig(me, "staff", "email") != email || dig(me, "staff", "role") != "owner" {
		t.Fatalf("sign-in answer %v", me)
	}
	if a.admin == nil || a.admin.SameSite != http.SameSiteStrictMode || !a.admin.HttpOnly {
		t.Fatalf("staff cookie %+v", a.admin)
	}
	if a.admin.Value == a.cookie.Value {
		t.Fatal("the staff session shares the storefront session's id")
	}
	got := a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	if got["csrf"] != a.csrf || dig(got, "staff", "email") != email {
		t.Fatalf("me %v", got)
	}

	// the storefront's token does not pass a back-office call
	adminToken := a.csrf
	a.csrf = shopToken
	a.json(http.MethodPost, "/api/admin/logout", "", 419)
	a.csrf = adminToken

	log := a.json(http.MethodGet, "/api/admin/audit?entity=staff", "", http.StatusOK)
	if dig(log, "entries", 0, "action") != "staff.sign_in" {
		t.Fatalf("audit %v", log)
	}

	a.json(http.MethodPost, "/api/admin/logout", "", http.StatusOK)
	if a.admin != nil {
		t.Fatal("sign-out kept the cookie")
	}
	a.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)
}

func TestAdminCallsNeedASessionAndOwnersOwnTheAuditLog(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	a.json(http.MethodGet, "/api/admin/audit", "", http.StatusForbidden)

	stranger := newAPITest(t, "lv_shop")
	stranger.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)
	// a made-up cookie is no session
	stranger.admin = &http.Cookie{Name: adminCookie, Value: store.RandomToken()}
	stranger.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)

	owner := newAdminTest(t, store.RoleOwner)
	owner.json(http.MethodGet, "/api/admin/audit?limit=0", "", http.StatusUnprocessableEntity)
	owner.json(http.MethodGet, "/api/admin/audit?before=x", "", http.StatusUnprocessableEntity)
	owner.json(http.MethodGet, "/api/admin/audit?staff_id=1;2", "", http.StatusUnprocessableEntity)
}

func TestAdminSessionLapsesWhenIdleAndWhenTheMemberIsDisabled(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	a.exec(`UPDATE staff_sessions SET seen_at = '2000-01-01T00:00:00Z'`)
	a.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)

	b := newAdminTest(t, store.RoleStaff)
	b.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	b.exec(`UPDATE staff SET disabled_at = '2026-01-01T00:00:00Z'`)
	b.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)
}

func TestAdminShellIsNoindexAndLoadsItsOwnBundle(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, path := range []string{"/admin", "/admin/products/12"} {
		res := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
		body := res.Body.String()
		if res.Code != http.StatusOK || res.Header().Get("X-Robots-Tag") != "noindex, nofollow" ||
			!strings.Contains(body, `<meta name="robots" content="noindex, nofollow">`) || !strings.Contains(body, `id="admin"`) ||
			!strings.Contains(body, `<meta name="csrf-token"`) {
			t.Fatalf("%s: %d %v\n%s", path, res.Code, res.Header(), body)
		}
	}
}

// A stranger's wrong passwords cannot shut a member out: past the account's free tries the
// sign-in asks for the captcha, and the member's sign-in with a token gets in.
func TestAdminSignInUnderAttackAsksForTheCaptcha(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	email := a.addStaff(store.RoleOwner)
	a.refreshSession()
	for i := 0; i < passwordBeforeCaptcha; i++ {
		a.remote = fmt.Sprintf("198.51.100.%d:1234", i+1) // the attack comes from many addresses
		a.json(http.MethodPost, "/api/admin/login", `{"email":"`+email+`","password":"guess guess guess"}`, http.StatusUnprocessableEntity)
	}
	a.remote = "203.0.113.7:1234"
	right := fmt.Sprintf(`{"email":%q,"password":%q`, email, staffPassword)
	refused := a.json(http.MethodPost, "/api/admin/login", right+`}`, http.StatusUnprocessableEntity)
	if dig(refused, "errors", "gRecaptchaResponse") == nil {
		t.Fatalf("no captcha asked for: %v", refused)
	}
	a.json(http.MethodPost, "/api/admin/login", right+`,"gRecaptchaResponse":"local:admin_sign_in"}`, http.StatusOK)
}
