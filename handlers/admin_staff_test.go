package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"shop/store"
)

// otherBrowser is a second browser on a's shop: no cookies, no token, its own address.
func (a *apiTest) otherBrowser(remote string) *apiTest {
	b := *a
	b.cookie, b.admin, b.csrf, b.remote = nil, nil, "", remote
	return &b
}

// staffSignIn signs the browser in as email with password (and code, when not "") and answers
// the sign-in's status and body.
func (a *apiTest) staffSignIn(email, password, code string, want int) map[string]any {
	a.t.Helper()
	a.refreshSession()
	body := fmt.Sprintf(`{"email":%q,"password":%q,"code":%q}`, email, password, code)
	res := a.json(http.MethodPost, "/api/admin/login", body, want)
	if want == http.StatusOK {
		a.csrf = res["csrf"].(string)
	}
	return res
}

// auditText is the whole audit log as the owner's browser a reads it, for a search.
func (a *apiTest) auditText() string {
	a.t.Helper()
	rec := a.do(http.MethodGet, "/api/admin/audit?limit=200", "", nil)
	if rec.Code != http.StatusOK {
		a.t.Fatalf("audit: %d %s", rec.Code, rec.Body.String())
	}
	return rec.Body.String()
}

func TestAdminOwnerManagesStaff(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleOwner)

	// bad input of every field: 422 keyed by field, nothing written
	bad := a.json(http.MethodPost, "/api/admin/staff", `{"email":"no","name":"a\nb","role":"boss","lang":"de","password":"short","password_confirmation":"short"}`,
		http.StatusUnprocessableEntity)
	for _, f := range []string{"email", "name", "role", "lang", "password"} {
		if dig(bad, "errors", f) == nil {
			t.Errorf("no error on %s: %v", f, bad)
		}
	}
	mismatch := a.json(http.MethodPost, "/api/admin/staff", `{"email":"x@shop.test","role":"staff","password":"long enough pass 1","password_confirmation":"other"}`,
		http.StatusUnprocessableEntity)
	if dig(mismatch, "errors", "password_confirmation") == nil {
		t.Errorf("mismatch: %v", mismatch)
	}
	a.json(http.MethodPost, "/api/admin/staff", `{"email":`, http.StatusBadRequest)

	const first = "pūce lido naktī klusi"
	made := a.json(http.MethodPost, "/api/admin/staff", `{"email":"Anna@Shop.test","name":"Anna","role":"staff","lang":"lv","password":"`+first+`","password_confirmation":"`+first+`"}`,
		http.StatusCreated)
	id := int64(dig(made, "staff", "id").(float64))
	if dig(made, "staff", "email") != "anna@shop.test" || dig(made, "staff", "role") != "staff" || dig(made, "staff", "lang") != "lv" {
		t.Fatalf("created %v", made)
	}
	taken := a.json(http.MethodPost, "/api/admin/staff", `{"email":"anna@shop.test","role":"staff","password":"`+first+`","password_confirmation":"`+first+`"}`,
		http.StatusUnprocessableEntity)
	if dig(taken, "errors", "email") == nil {
		t.Fatalf("taken e-mail: %v", taken)
	}
	list := a.json(http.MethodGet, "/api/admin/staff", "", http.StatusOK)
	if dig(list, "staff", 0, "role") != "owner" || len(list["staff"].([]any)) != 2 {
		t.Fatalf("list %v", list)
	}

	// the member signs in elsewhere and may not manage staff
	anna := a.otherBrowser("192.0.2.50")
	anna.staffSignIn("anna@shop.test", first, "", http.StatusOK)
	anna.json(http.MethodGet, "/api/admin/staff", "", http.StatusForbidden)
	anna.json(http.MethodPost, "/api/admin/staff", `{"email":"b@shop.test","role":"owner","password":"`+first+`","password_confirmation":"`+first+`"}`, http.StatusForbidden)
	anna.json(http.MethodPost, fmt.Sprintf("/api/admin/staff/%d/disable", id), "", http.StatusForbidden)
	anna.json(http.MethodGet, "/api/admin/checklist", "", http.StatusOK)

	// role: bad values keyed, unknown member 404, then promoted
	path := fmt.Sprintf("/api/admin/staff/%d", id)
	if r := a.json(http.MethodPut, path+"/role", `{"role":"admin"}`, http.StatusUnprocessableEntity); dig(r, "errors", "role") == nil {
		t.Fatalf("bad role %v", r)
	}
	a.json(http.MethodPut, "/api/admin/staff/99999/role", `{"role":"staff"}`, http.StatusNotFound)
	a.json(http.MethodPut, "/api/admin/staff/x/role", `{"role":"staff"}`, http.StatusNotFound)
	if r := a.json(http.MethodPut, path+"/role", `{"role":"owner"}`, http.StatusOK); dig(r, "staff", "role") != "owner" {
		t.Fatalf("promoted %v", r)
	}
	anna.json(http.MethodGet, "/api/admin/staff", "", http.StatusOK) // an owner now
	a.json(http.MethodPut, path+"/role", `{"role":"staff"}`, http.StatusOK)

	// disabling ends the member's sessions and sign-ins; enabling lets them in again
	if r := a.json(http.MethodPost, path+"/disable", "", http.StatusOK); dig(r, "staff", "disabled") != true {
		t.Fatalf("disabled %v", r)
	}
	anna.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)
	anna.staffSignIn("anna@shop.test", first, "", http.StatusUnprocessableEntity)
	a.json(http.MethodPost, path+"/enable", "", http.StatusOK)
	anna.staffSignIn("anna@shop.test", first, "", http.StatusOK)

	// a reset password ends the sessions; the new one signs in
	const second = "kaķis guļ uz palodzes"
	if r := a.json(http.MethodPost, path+"/password", `{"password":"abc","password_confirmation":"abd"}`, http.StatusUnprocessableEntity); dig(r, "errors", "password") == nil ||
		dig(r, "errors", "password_confirmation") == nil {
		t.Fatalf("weak reset %v", r)
	}
	a.json(http.MethodPost, path+"/password", `{"password":"`+second+`","password_confirmation":"`+second+`"}`, http.StatusOK)
	anna.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)
	anna.staffSignIn("anna@shop.test", second, "", http.StatusOK)

	// every change is in the audit log with the member before and after, never a password or its hash
	log := a.auditText()
	for _, action := range []string{"staff.create", "staff.change_role", "staff.disable", "staff.enable", "staff.reset_password"} {
		if !strings.Contains(log, `"action":"`+action+`"`) {
			t.Errorf("no %s in the audit log", action)
		}
	}
	for _, secret := range []string{first, second, "argon2", "password_hash"} {
		if strings.Contains(log, secret) {
			t.Errorf("the audit log holds %q", secret)
		}
	}
	role := a.json(http.MethodGet, "/api/admin/audit?entity=staff&entity_id="+idString(id), "", http.StatusOK)
	found := false
	for _, e := range role["entries"].([]any) {
		m := e.(map[string]any)
		if m["action"] == "staff.change_role" && strings.Contains(m["before"].(string), `"role":"owner"`) && strings.Contains(m["after"].(string), `"role":"staff"`) {
			found = true
		}
	}
	if !found {
		t.Errorf("no role change owner → staff with before and after: %v", role)
	}
}

func TestAdminLastActiveOwnerCannotBeDisabledOrDemoted(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleOwner)
	a.exec(`UPDATE staff SET disabled_at = '2026-01-01T00:00:00Z' WHERE role = 'owner' AND email NOT LIKE 'owner%@shop.test'`)
	me := a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	self := fmt.Sprintf("/api/admin/staff/%d", int64(dig(me, "staff", "id").(float64)))
	if r := a.json(http.MethodPut, self+"/role", `{"role":"staff"}`, http.StatusUnprocessableEntity); dig(r, "errors", "role") == nil {
		t.Fatalf("the last owner demoted: %v", r)
	}
	if r := a.json(http.MethodPost, self+"/disable", "", http.StatusUnprocessableEntity); dig(r, "errors", "disabled") == nil {
		t.Fatalf("the last owner disabled: %v", r)
	}
	a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK) // still in

	// a disabled owner does not count: with a second active owner, the first may step down
	pw := `"password":"` + staffPassword + `","password_confirmation":"` + staffPassword + `"`
	other := a.json(http.MethodPost, "/api/admin/staff", `{"email":"second-owner@shop.test","role":"owner",`+pw+`}`, http.StatusCreated)
	otherPath := fmt.Sprintf("/api/admin/staff/%d", int64(dig(other, "staff", "id").(float64)))
	a.json(http.MethodPost, otherPath+"/disable", "", http.StatusOK)
	a.json(http.MethodPut, self+"/role", `{"role":"staff"}`, http.StatusUnprocessableEntity)
	a.json(http.MethodPost, otherPath+"/enable", "", http.StatusOK)
	a.json(http.MethodPut, self+"/role", `{"role":"staff"}`, http.StatusOK)
	a.json(http.MethodGet, "/api/admin/staff", "", http.StatusForbidden) // staff now

	// the other owner, now the last, cannot leave either
	b := a.otherBrowser("192.0.2.51")
	b.staffSignIn("second-owner@shop.test", staffPassword, "", http.StatusOK)
	if r := b.json(http.MethodPost, otherPath+"/disable", "", http.StatusUnprocessableEntity); dig(r, "errors", "disabled") == nil {
		t.Fatalf("the last owner disabled themselves: %v", r)
	}
}

func TestAdminAccountNameLanguageAndPassword(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	me := a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	email := dig(me, "staff", "email").(string)

	bad := a.json(http.MethodPut, "/api/admin/me", `{"name":"`+strings.Repeat("x", 101)+`","lang":"de"}`, http.StatusUnprocessableEntity)
	if dig(bad, "errors", "name") == nil || dig(bad, "errors", "lang") == nil {
		t.Fatalf("bad profile %v", bad)
	}
	saved := a.json(http.MethodPut, "/api/admin/me", `{"name":"  Jānis  ","lang":"fi"}`, http.StatusOK)
	if dig(saved, "staff", "name") != "Jānis" || dig(saved, "staff", "lang") != "fi" || saved["message"] != "Tallennettu." {
		t.Fatalf("saved %v", saved)
	}

	// another session of the same member ends with a password change; this one goes on
	other := a.otherBrowser("192.0.2.52")
	other.staffSignIn(email, staffPassword, "", http.StatusOK)
	missing := a.json(http.MethodPost, "/api/admin/me/password", `{}`, http.StatusUnprocessableEntity)
	if dig(missing, "errors", "current_password") == nil || dig(missing, "errors", "password") == nil {
		t.Fatalf("empty change %v", missing)
	}
	const fresh = "mākoņi peld virs meža"
	wrong := a.json(http.MethodPost, "/api/admin/me/password", `{"current_password":"not it at all","password":"`+fresh+`","password_confirmation":"`+fresh+`"}`,
		http.StatusUnprocessableEntity)
	if dig(wrong, "errors", "current_password") == nil {
		t.Fatalf("wrong current %v", wrong)
	}
	a.json(http.MethodPost, "/api/admin/me/password", `{"current_password":"`+staffPassword+`","password":"`+fresh+`","password_confirmation":"`+fresh+`"}`, http.StatusOK)
	a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	other.json(http.MethodGet, "/api/admin/me", "", http.StatusUnauthorized)
	other.staffSignIn(email, staffPassword, "", http.StatusUnprocessableEntity)
	other.staffSignIn(email, fresh, "", http.StatusOK)

	// audited, without a password; the staff member cannot read the log, an owner can
	a.json(http.MethodGet, "/api/admin/audit", "", http.StatusForbidden)
	owner := a.otherBrowser("192.0.2.53")
	owner.signInStaff(owner.addStaff(store.RoleOwner))
	log := owner.auditText()
	for _, action := range []string{"staff.update_profile", "staff.change_password"} {
		if !strings.Contains(log, `"action":"`+action+`"`) {
			t.Errorf("no %s in the audit log", action)
		}
	}
	if strings.Contains(log, fresh) || strings.Contains(log, "argon2") {
		t.Error("the audit log holds a password or a hash")
	}
}

func TestAdminCallsNeedTheStaffSessionsToken(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleOwner)
	token := a.csrf
	a.csrf = ""
	a.json(http.MethodPut, "/api/admin/me", `{"name":"x","lang":"en"}`, 419)
	a.json(http.MethodPost, "/api/admin/staff", `{}`, 419)
	a.json(http.MethodPost, "/api/admin/me/totp/setup", "", 419)
	a.csrf = strings.Repeat("A", len(token))
	a.json(http.MethodPost, "/api/admin/me/password", `{}`, 419)
	for _, call := range [][2]string{{http.MethodPost, "/api/admin/me/totp/enable"}, {http.MethodPost, "/api/admin/me/totp/disable"},
		{http.MethodPut, "/api/admin/staff/1/role"}, {http.MethodPost, "/api/admin/staff/1/disable"}, {http.MethodPost, "/api/admin/staff/1/enable"},
		{http.MethodPost, "/api/admin/staff/1/password"}} {
		a.json(call[0], call[1], `{}`, 419)
	}
	a.csrf = token
	a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK) // none of them touched the session

	// every owner call refuses staff, whatever the body
	staff := newAdminTest(t, store.RoleStaff)
	for _, call := range [][2]string{{http.MethodGet, "/api/admin/staff"}, {http.MethodPost, "/api/admin/staff"}, {http.MethodPut, "/api/admin/staff/1/role"},
		{http.MethodPost, "/api/admin/staff/1/disable"}, {http.MethodPost, "/api/admin/staff/1/enable"}, {http.MethodPost, "/api/admin/staff/1/password"}} {
		staff.json(call[0], call[1], `{"role":"owner"}`, http.StatusForbidden)
	}
	owner := staff.otherBrowser("192.0.2.59")
	owner.signInStaff(owner.addStaff(store.RoleOwner))
	log := owner.auditText()
	if !strings.Contains(log, `"action":"staff.sign_in"`) {
		t.Fatalf("the audit log lacks the sign-ins: %s", log)
	}
	for _, action := range []string{"staff.create", "staff.change_role", "staff.disable", "staff.enable", "staff.reset_password"} {
		if strings.Contains(log, `"action":"`+action+`"`) {
			t.Errorf("a refused %s was audited", action)
		}
	}
}

// code is secret's TOTP code for the time step at.
func code(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totpOpts)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestAdminSecondFactorTurnsOnSignsInOnceAndTurnsOff(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	email := dig(a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK), "staff", "email").(string)

	a.json(http.MethodPost, "/api/admin/me/totp/enable", `{"code":"123456"}`, http.StatusUnprocessableEntity) // no setup yet
	setup := a.json(http.MethodPost, "/api/admin/me/totp/setup", "", http.StatusOK)
	secret := setup["secret"].(string)
	if !strings.HasPrefix(setup["otpauth_url"].(string), "otpauth://totp/") || !strings.Contains(setup["otpauth_url"].(string), "secret="+secret) ||
		!strings.HasPrefix(setup["qr"].(string), "data:image/png;base64,") {
		t.Fatalf("setup %v", setup)
	}
	for _, c := range []string{"", "12345", "abcdef", "1234567"} {
		if r := a.json(http.MethodPost, "/api/admin/me/totp/enable", `{"code":"`+c+`"}`, http.StatusUnprocessableEntity); dig(r, "errors", "code") == nil {
			t.Fatalf("code %q: %v", c, r)
		}
	}
	now := time.Now()
	wrong := code(t, secret, now.Add(-5*time.Minute))
	if wrong == code(t, secret, now) {
		t.Skip("two steps' codes are alike; run again")
	}
	a.json(http.MethodPost, "/api/admin/me/totp/enable", `{"code":"`+wrong+`"}`, http.StatusUnprocessableEntity)
	on := a.json(http.MethodPost, "/api/admin/me/totp/enable", `{"code":"`+code(t, secret, now)+`"}`, http.StatusOK)
	if dig(on, "staff", "totp") != true {
		t.Fatalf("enabled %v", on)
	}
	var stored string
	if sealed, _, _, err := a.st.StaffTOTP(t.Context(), int64(dig(on, "staff", "id").(float64))); err != nil {
		t.Fatal(err)
	} else {
		stored = sealed
	}
	if stored == "" || strings.Contains(stored, secret) {
		t.Fatalf("the secret is stored in the clear: %q", stored)
	}

	b := a.otherBrowser("192.0.2.54")
	needed := b.staffSignIn(email, staffPassword, "", http.StatusUnprocessableEntity)
	if dig(needed, "errors", "code", 0) == nil || dig(needed, "errors", "email") != nil {
		t.Fatalf("no code asked for: %v", needed)
	}
	if r := b.staffSignIn(email, "a wrong password here", "", http.StatusUnprocessableEntity); dig(r, "errors", "code") != nil {
		t.Fatalf("a wrong password was told the code is next: %v", r)
	}
	// the code that turned it on is used up; the next step's signs in, once
	b.staffSignIn(email, staffPassword, code(t, secret, now), http.StatusUnprocessableEntity)
	next := code(t, secret, now.Add(totpPeriod*time.Second))
	b.staffSignIn(email, staffPassword, next, http.StatusOK)
	c := a.otherBrowser("192.0.2.55")
	if r := c.staffSignIn(email, staffPassword, next, http.StatusUnprocessableEntity); dig(r, "errors", "code") == nil {
		t.Fatalf("a replayed code: %v", r)
	}

	// the secret is answered once: not by /me, not in the audit log
	me := b.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	if strings.Contains(fmt.Sprint(me), secret) || dig(me, "staff", "totp") != true {
		t.Fatalf("me %v", me)
	}
	owner := a.otherBrowser("192.0.2.56")
	owner.signInStaff(owner.addStaff(store.RoleOwner))
	log := owner.auditText()
	if strings.Contains(log, secret) || !strings.Contains(log, `"action":"staff.totp_enable"`) || !strings.Contains(log, `"action":"staff.totp_setup"`) {
		t.Fatalf("audit log and the secret: %s", log)
	}

	if r := b.json(http.MethodPost, "/api/admin/me/totp/disable", `{"password":""}`, http.StatusUnprocessableEntity); dig(r, "errors", "password") == nil {
		t.Fatalf("empty password %v", r)
	}
	b.json(http.MethodPost, "/api/admin/me/totp/disable", `{"password":"not my password"}`, http.StatusUnprocessableEntity)
	off := b.json(http.MethodPost, "/api/admin/me/totp/disable", `{"password":"`+staffPassword+`"}`, http.StatusOK)
	if dig(off, "staff", "totp") != false {
		t.Fatalf("disabled %v", off)
	}
	a.otherBrowser("192.0.2.57").staffSignIn(email, staffPassword, "", http.StatusOK)
	if !strings.Contains(owner.auditText(), `"action":"staff.totp_disable"`) {
		t.Error("no staff.totp_disable in the audit log")
	}
}

func TestAdminWrongCodesCountInThePasswordGate(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	email := dig(a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK), "staff", "email").(string)
	secret := a.json(http.MethodPost, "/api/admin/me/totp/setup", "", http.StatusOK)["secret"].(string)
	a.json(http.MethodPost, "/api/admin/me/totp/enable", `{"code":"`+code(t, secret, time.Now())+`"}`, http.StatusOK)
	b := a.otherBrowser("192.0.2.58")
	b.refreshSession()
	body := fmt.Sprintf(`{"email":%q,"password":%q,"code":"000000"}`, email, staffPassword)
	limited := false
	for i := 0; i < 40 && !limited; i++ {
		rec := b.do(http.MethodPost, "/api/admin/login", body, nil)
		switch rec.Code {
		case http.StatusTooManyRequests:
			limited = true
		case http.StatusUnprocessableEntity, http.StatusBadRequest: // a wrong code, then the captcha step
		default:
			t.Fatalf("attempt %d: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	if !limited {
		t.Fatal("40 wrong codes from one address were never limited")
	}
}

func TestAdminChecklistFollowsTheData(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, store.RoleStaff)
	got := a.json(http.MethodGet, "/api/admin/checklist", "", http.StatusOK)
	want := map[string]bool{"company": false, "shipping": true, "payment": true, "product": true}
	check := func(got map[string]any) {
		t.Helper()
		for _, it := range got["items"].([]any) {
			m := it.(map[string]any)
			if m["done"] != want[m["key"].(string)] {
				t.Errorf("%s: done %v, want %v", m["key"], m["done"], want[m["key"].(string)])
			}
		}
	}
	check(got)
	if got["total"] != float64(4) || got["done"] != float64(3) {
		t.Fatalf("checklist %v", got)
	}
	a.exec(`UPDATE settings SET updated_at = '2026-11-27T10:00:00Z' WHERE key IN ('company_name', 'company_reg_number', 'company_legal_address', 'company_email')`)
	a.exec(`UPDATE payment_methods SET active = 0`)
	want["company"], want["payment"] = true, false
	check(a.json(http.MethodGet, "/api/admin/checklist", "", http.StatusOK))
	newAPITest(t, "lv_shop").json(http.MethodGet, "/api/admin/checklist", "", http.StatusUnauthorized)
}
