package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"shop/store"
)

// accountTest is the Latvian demo shop with a clock the test moves, and its database file
// (a test writes a legacy bcrypt hash straight into it, as an import from an older shop would).
type accountTest struct {
	*apiTest
	clock *fakeClock
}

func newAccountTest(t *testing.T) *accountTest {
	t.Helper()
	st, sessions, place := openDemo(t)
	clock := newFakeClock()
	a := newAPITestWith(t, Config{ShopCode: "lv_shop", Now: clock.now}, st, sessions)
	a.data = place
	return &accountTest{apiTest: a, clock: clock}
}

// idOf finds the id of the entry named name in a list answer (countries by code, banks by name).
func (a *accountTest) idOf(path, list, field, value string) int64 {
	a.t.Helper()
	for _, e := range dig(a.json(http.MethodGet, path, "", http.StatusOK), list).([]any) {
		if dig(e, field) == value {
			return int64(dig(e, "id").(float64))
		}
	}
	a.t.Fatalf("%s: no %s %q", path, field, value)
	return 0
}

// registration is a valid b2b registration payload; edit changes it before it is sent.
func (a *accountTest) registration(email string, edit func(m map[string]any)) string {
	a.t.Helper()
	lv := a.idOf("/api/countries", "countries", "code", "LV")
	bank := a.idOf("/api/banks", "banks", "name", "Swedbank")
	m := map[string]any{
		"user": map[string]any{"type": "b2b", "country_id": lv, "name": "Anna", "surname": "Bērziņa", "email": email,
			"password": "plum tree in winter", "password_confirmation": "plum tree in winter",
			"phone": map[string]any{"number": "20000000", "countryCallingCode": "+371"}},
		"company": map[string]any{"bank_id": bank, "country_id": lv, "name": "Koks SIA", "vat_num": "LV40003000001",
			"reg_num": "40003000001", "acc_num": "LV80BANK0000435195001", "city": "Rīga", "zip": "LV-1010", "address": "Brīvības iela 1"},
		"terms": map[string]any{"subscription": 1, "privacy": 1, "gRecaptchaResponse": "local:register"},
		"shipping": map[string]any{"country_id": lv, "city": "Rīga", "address": "Ausekļa iela 3", "zip": "LV-1010", "message": "",
			"identifier": "", "user_phone_number": map[string]any{"number": "", "countryCallingCode": "+371"}},
	}
	if edit != nil {
		edit(m)
	}
	b, _ := json.Marshal(m)
	return string(b)
}

func set(m map[string]any, path string, v any) {
	keys := strings.Split(path, ".")
	for _, k := range keys[:len(keys)-1] {
		m = m[k].(map[string]any)
	}
	m[keys[len(keys)-1]] = v
}

func errorKeys(m map[string]any) []string {
	keys := []string{}
	for k := range dig(m, "errors").(map[string]any) {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// signedInAs is the e-mail of the page's signed-in shopper, "" for a guest.
func (a *apiTest) signedInAs() string {
	a.t.Helper()
	if e, ok := dig(a.page("/", http.StatusOK), "shared", "user", "email").(string); ok {
		return e
	}
	return ""
}

// post sends a form's JSON and, on success, takes the new CSRF token as the UI does.
func (a *apiTest) post(path, body string, want int) map[string]any {
	a.t.Helper()
	m := a.json(http.MethodPost, path, body, want)
	if csrf, ok := m["csrf"].(string); ok {
		a.csrf = csrf
	}
	return m
}

func TestRegisterB2BSignsInWithANewSessionAndKeepsTheGuestCart(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	_, id := anyProduct(a.apiTest, "&inventories=1")
	addLine(a.apiTest, id, 1)
	a.json(http.MethodPost, fmt.Sprintf("/api/wishlist/toggle/%d", id), "", http.StatusOK)
	guest := a.cookie.Value
	m := a.post("/register", a.registration("anna@example.com", nil), http.StatusOK)
	if m["message"] == "" || m["path"] != a.st.Path(a.lang, links["profile"]) {
		t.Fatalf("answer %v", m)
	}
	if a.cookie.Value == guest {
		t.Fatal("the session id did not change at registration")
	}
	if got := a.signedInAs(); got != "anna@example.com" {
		t.Fatalf("signed in as %q", got)
	}
	if n := num(dig(a.json(http.MethodGet, "/api/cart", "", http.StatusOK), "cart", "total_quantity")); n != 1 {
		t.Fatalf("the guest's cart holds %d after registration", n)
	}
	if ids := dig(a.page("/", http.StatusOK), "shared", "wishlist_ids").([]any); len(ids) != 1 {
		t.Fatalf("wishlist after registration: %v", ids)
	}
	// The same e-mail again, in other letters: refused, keyed, 422.
	a.post("/logout", "", http.StatusOK)
	m = a.post("/register", a.registration("ANNA@example.com", nil), http.StatusUnprocessableEntity)
	if got := errorKeys(m); !reflect.DeepEqual(got, []string{"user.email"}) {
		t.Fatalf("duplicate: %v", m)
	}
	// Registration honours a local next, and only a local one.
	m = a.post("/register?next=/checkout", a.registration("next@example.com", nil), http.StatusOK)
	if m["path"] != "/checkout" {
		t.Fatalf("next: %v", m["path"])
	}
	a.post("/logout", "", http.StatusOK)
	m = a.post("/register?next=//evil.example", a.registration("evil@example.com", nil), http.StatusOK)
	if m["path"] != a.st.Path(a.lang, links["profile"]) {
		t.Fatalf("foreign next: %v", m["path"])
	}
}

func TestRegisterB2CNeedsNoCompany(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	body := a.registration("b2c@example.com", func(m map[string]any) {
		set(m, "user.type", "b2c")
		m["company"] = map[string]any{}
		m["shipping"] = map[string]any{}
		set(m, "terms.subscription", 0)
	})
	a.post("/register", body, http.StatusOK)
	if got := a.signedInAs(); got != "b2c@example.com" {
		t.Fatalf("signed in as %q", got)
	}
}

func TestRegisterKeysEveryWrongField(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	cases := []struct {
		name string
		edit func(m map[string]any)
		want []string
	}{
		{"common password", func(m map[string]any) {
			set(m, "user.password", "1qaz2wsx3edc4rfv")
			set(m, "user.password_confirmation", "1qaz2wsx3edc4rfv")
		}, []string{"user.password"}},
		{"short password", func(m map[string]any) {
			set(m, "user.password", "eleven char")
			set(m, "user.password_confirmation", "eleven char")
		}, []string{"user.password"}},
		{"long password", func(m map[string]any) {
			set(m, "user.password", strings.Repeat("ab", 65))
			set(m, "user.password_confirmation", strings.Repeat("ab", 65))
		}, []string{"user.password"}},
		{"mismatch", func(m map[string]any) { set(m, "user.password_confirmation", "plum tree in summer") }, []string{"user.password_confirmation"}},
		{"no privacy", func(m map[string]any) { set(m, "terms.privacy", 0) }, []string{"terms.privacy"}},
		{"bad captcha", func(m map[string]any) { set(m, "terms.gRecaptchaResponse", "local:contact") }, []string{"terms.gRecaptchaResponse"}},
		{"no captcha", func(m map[string]any) { set(m, "terms.gRecaptchaResponse", "") }, []string{"terms.gRecaptchaResponse"}},
		{"b2b without company", func(m map[string]any) { m["company"] = map[string]any{} }, []string{"company.acc_num", "company.address",
			"company.bank_id", "company.city", "company.country_id", "company.name", "company.reg_num", "company.zip"}},
		{"bad bank and country", func(m map[string]any) {
			set(m, "company.bank_id", 99999)
			set(m, "company.country_id", 99999)
			set(m, "shipping.country_id", 99999)
		}, []string{"company.bank_id", "company.country_id", "shipping.country_id"}},
		{"person", func(m map[string]any) {
			set(m, "user.name", "")
			set(m, "user.surname", strings.Repeat("s", 101))
			set(m, "user.email", "anna.example.com")
			set(m, "user.phone", map[string]any{"number": "12", "countryCallingCode": "+1"})
		}, []string{"user.email", "user.name", "user.phone.countryCallingCode", "user.phone.number", "user.surname"}},
		{"company numbers", func(m map[string]any) {
			set(m, "company.acc_num", "LV00BANK0000435195001")
			set(m, "company.vat_num", "12345")
			set(m, "company.reg_num", "<script>")
			set(m, "company.name", strings.Repeat("n", 201))
			set(m, "company.zip", "")
			set(m, "company.city", "")
			set(m, "company.address", "")
		}, []string{"company.acc_num", "company.address", "company.city", "company.name", "company.reg_num", "company.vat_num", "company.zip"}},
		{"address part", func(m map[string]any) {
			m["shipping"] = map[string]any{"zip": "1", "message": strings.Repeat("m", 501), "identifier": strings.Repeat("i", 65),
				"user_phone_number": map[string]any{"number": "abc", "countryCallingCode": "+371"}}
		}, []string{"shipping.address", "shipping.city", "shipping.country_id", "shipping.identifier", "shipping.message",
			"shipping.user_phone_number.number"}},
		{"consents of another type", func(m map[string]any) { set(m, "terms.subscription", 5) }, []string{"terms.subscription"}},
		{"consents as booleans", func(m map[string]any) { set(m, "terms.subscription", true) }, []string{"terms.subscription"}},
	}
	for _, c := range cases {
		m := a.post("/register", a.registration("keys@example.com", c.edit), http.StatusUnprocessableEntity)
		if got := errorKeys(m); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: keys %v, want %v", c.name, got, c.want)
		}
		if m["message"] == "" {
			t.Errorf("%s: no message", c.name)
		}
	}
	if a.signedInAs() != "" {
		t.Fatal("a refused registration signed in")
	}
	// Refused forms cost no attempts: the form still works after all of them.
	a.post("/register", a.registration("keys@example.com", nil), http.StatusOK)
}

func TestRegistrationIsLimitedPerAddress(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.remote = "198.51.100.20:5000"
	for i := range registerPerAddress {
		a.post("/logout", "", http.StatusOK)
		a.post("/register", a.registration(fmt.Sprintf("r%d@example.com", i), nil), http.StatusOK)
	}
	rec := a.do(http.MethodPost, "/register", a.registration("one-more@example.com", nil), nil)
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") != "3600" {
		t.Fatalf("over the limit: %d, Retry-After %q", rec.Code, rec.Header().Get("Retry-After"))
	}
	a.remote = "198.51.100.21:5000"
	a.post("/register", a.registration("other@example.com", nil), http.StatusOK)
}

func TestBanks(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	banks := dig(a.json(http.MethodGet, "/api/banks", "", http.StatusOK), "banks").([]any)
	if len(banks) < 5 || dig(banks[0], "id") == nil || dig(banks[0], "name") == nil {
		t.Fatalf("banks: %v", banks)
	}
}

func TestSignInSignOutRotateTheSessionAndKeepTheCompareList(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	if _, err := a.st.CreateUser(context.Background(), store.NewUser{Email: "ilze@example.com", Password: "correct horse battery", Name: "Ilze", Surname: "K"}); err != nil {
		t.Fatal(err)
	}
	_, id := anyProduct(a.apiTest, "&inventories=1")
	addLine(a.apiTest, id, 1) // the guest's session is stored
	guest := a.cookie.Value
	compare := map[string]string{"Cookie": ""}
	withCompare := func() map[string]string {
		compare["Cookie"] = sessionCookie + "=" + a.cookie.Value + "; " + compareCookie + "=" + fmt.Sprint(id) + "%2C1"
		return compare
	}
	rec := a.do(http.MethodPost, "/login?next=/checkout", `{"email":" Ilze@Example.com ","password":"correct horse battery"}`, withCompare())
	if rec.Code != http.StatusOK {
		t.Fatalf("sign-in: %d %s", rec.Code, rec.Body.String())
	}
	var m map[string]any
	json.Unmarshal(rec.Body.Bytes(), &m)
	a.csrf = m["csrf"].(string)
	if m["path"] != "/checkout" || a.cookie.Value == guest {
		t.Fatalf("path %v, session kept: %v", m["path"], a.cookie.Value == guest)
	}
	// The compare list is the browser's: it is there after sign-in as before.
	rec = a.do(http.MethodGet, "/", "", map[string]string{"X-Page": "true", "Cookie": withCompare()["Cookie"]})
	json.Unmarshal(rec.Body.Bytes(), &m)
	if ids := dig(m, "shared", "compare_ids").([]any); len(ids) != 2 || dig(m, "shared", "user", "email") != "ilze@example.com" {
		t.Fatalf("after sign-in: compare %v, user %v", ids, dig(m, "shared", "user"))
	}
	// The old session id no longer signs anyone in.
	signedIn := a.cookie.Value
	a.cookie.Value = guest
	if a.signedInAs() != "" {
		t.Fatal("the guest's old session id is signed in")
	}
	a.cookie.Value = signedIn
	a.post("/logout", "", http.StatusOK)
	if a.cookie.Value == signedIn || a.signedInAs() != "" {
		t.Fatal("sign-out kept the session id or the user")
	}
	a.cookie.Value = signedIn
	if a.signedInAs() != "" {
		t.Fatal("the signed-out session id still signs in")
	}
}

func TestSignInNextMustBeLocal(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"/profile": "/profile", "/c/phones?page=2": "/c/phones?page=2", "": "", "profile": "", "//evil.example": "",
		"/\\evil.example": "", "https://evil.example/": "", "/a\\b": "", "/a\nb": "", "/%0d%0a": "/%0d%0a",
	} {
		if got := localPath(in); got != want {
			t.Errorf("localPath(%q) = %q, want %q", in, got, want)
		}
	}
	a := newAccountTest(t)
	a.st.CreateUser(context.Background(), store.NewUser{Email: "n@example.com", Password: "correct horse battery", Name: "N", Surname: "S"})
	a.lang = "lv" // a form's answer speaks the page's language, sent as Accept-Language
	m := a.post("/login?next=//evil.example", `{"email":"n@example.com","password":"correct horse battery"}`, http.StatusOK)
	if m["path"] != "/" {
		t.Fatalf("path %v", m["path"])
	}
	props := dig(a.page("/login?next=https://evil.example", http.StatusOK), "props")
	if dig(props, "action") != "/login" {
		t.Fatalf("props %v", props)
	}
	if got := dig(a.page("/login?next=/c/phones%3Fpage%3D2", http.StatusOK), "props", "action"); got != "/login?next=%2Fc%2Fphones%3Fpage%3D2" {
		t.Fatalf("a local next: action %v", got)
	}
	if got := dig(a.page("/register?next=/checkout", http.StatusOK), "props", "action"); got != "/register?next=%2Fcheckout" {
		t.Fatalf("register's next: action %v", got)
	}
}

func TestSignInUpgradesABcryptHash(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	ctx := context.Background()
	id, err := a.st.CreateUser(ctx, store.NewUser{Email: "old@example.com", Password: "placeholder", Name: "O", Surname: "S"})
	if err != nil {
		t.Fatal(err)
	}
	db := a.data.SQL(t)
	old, _ := bcrypt.GenerateFromPassword([]byte("legacy password 1"), bcrypt.MinCost)
	if _, err := db.Exec(`UPDATE users SET password_hash = ? WHERE id = ?`, string(old), id); err != nil {
		t.Fatal(err)
	}
	a.post("/login", `{"email":"old@example.com","password":"legacy password 2"}`, http.StatusUnprocessableEntity)
	a.post("/login", `{"email":"old@example.com","password":"legacy password 1"}`, http.StatusOK)
	var hash string
	db.QueryRow(`SELECT password_hash FROM users WHERE id = ?`, id).Scan(&hash)
	if !strings.HasPrefix(hash, "$argon2id$v=19$") { // at the test binary's cost: store's tests check the shop's
		t.Fatalf("hash after sign-in: %q", hash)
	}
	a.post("/logout", "", http.StatusOK)
	a.post("/login", `{"email":"old@example.com","password":"legacy password 1"}`, http.StatusOK)
}

// signInAs tries a sign-in and returns the answer's status, body and Retry-After.
func (a *apiTest) signInAs(email, password string, headers map[string]string) (int, string, string) {
	a.t.Helper()
	rec := a.do(http.MethodPost, "/login", fmt.Sprintf(`{"email":%q,"password":%q}`, email, password), headers)
	return rec.Code, rec.Body.String(), rec.Header().Get("Retry-After")
}

func TestSignInIsLimitedPerAccountTheSameForUnknownEmails(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.st.CreateUser(context.Background(), store.NewUser{Email: "k@example.com", Password: "correct horse battery", Name: "K", Surname: "S"})
	var known, unknown []string
	for range passwordPerPair {
		code, body, _ := a.signInAs("k@example.com", "wrong password", nil)
		known = append(known, fmt.Sprint(code, body))
		code, body, _ = a.signInAs("nobody@example.com", "wrong password", nil)
		unknown = append(unknown, fmt.Sprint(code, body))
	}
	if !reflect.DeepEqual(known, unknown) || !strings.HasPrefix(known[0], "422") {
		t.Fatalf("a known and an unknown e-mail answer differently:\n%v\n%v", known, unknown)
	}
	a.clock.add(5 * time.Minute)
	for _, email := range []string{"K@example.com", "nobody@example.com"} {
		code, body, retry := a.signInAs(email, "correct horse battery", nil)
		if code != http.StatusTooManyRequests || retry != "600" || !strings.Contains(body, "10 min") {
			t.Fatalf("%s over the limit: %d %s Retry-After %q", email, code, body, retry)
		}
	}
	// Another account from the same address is not held up.
	if code, _, _ := a.signInAs("someone@example.com", "wrong password", nil); code != http.StatusUnprocessableEntity {
		t.Fatalf("another account: %d", code)
	}
	a.clock.add(10 * time.Minute)
	if code, body, _ := a.signInAs("k@example.com", "correct horse battery", nil); code != http.StatusOK {
		t.Fatalf("after the window: %d %s", code, body)
	}
}

func TestSignInIsLimitedPerAddressAndXForwardedForIsNotBelieved(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.remote = "192.0.2.1:1234" // not a trusted proxy
	for i := range passwordPerAddress {
		forged := map[string]string{"X-Forwarded-For": "203.0.113." + strconv.Itoa(i)}
		if code, body, _ := a.signInAs(fmt.Sprintf("u%d@example.com", i), "wrong password", forged); code != http.StatusUnprocessableEntity {
			t.Fatalf("attempt %d: %d %s", i+1, code, body)
		}
	}
	// A forged header does not reset the count...
	for _, xff := range []string{"", "203.0.113.99", "198.51.100.7", "127.0.0.1"} {
		code, _, retry := a.signInAs("fresh@example.com", "wrong password", map[string]string{"X-Forwarded-For": xff})
		if code != http.StatusTooManyRequests || retry == "" {
			t.Fatalf("XFF %q: %d, Retry-After %q", xff, code, retry)
		}
	}
	// ...nor moves it to the address it names.
	a.remote = "198.51.100.7:4321"
	if code, _, _ := a.signInAs("fresh@example.com", "wrong password", nil); code != http.StatusUnprocessableEntity {
		t.Fatalf("the address a forged header named is limited: %d", code)
	}
	// A trusted proxy's header is believed: the client behind it has its own count.
	a.remote = "127.0.0.1:9000"
	if code, _, _ := a.signInAs("fresh2@example.com", "wrong password", map[string]string{"X-Forwarded-For": "192.0.2.1"}); code != http.StatusTooManyRequests {
		t.Fatalf("the limited client behind the proxy: %d", code)
	}
	if code, _, _ := a.signInAs("fresh2@example.com", "wrong password", map[string]string{"X-Forwarded-For": "192.0.2.2"}); code != http.StatusUnprocessableEntity {
		t.Fatalf("another client behind the proxy: %d", code)
	}
}

func TestSignInWithoutTimeAnswers503(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	a.st.CreateUser(context.Background(), store.NewUser{Email: "b@example.com", Password: "correct horse battery", Name: "B", Surname: "S"})
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the client left: nothing to hash for
	req := httptest.NewRequest(http.MethodPost, "/login", strings.NewReader(`{"email":"b@example.com","password":"correct horse battery"}`)).WithContext(ctx)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-TOKEN", a.csrf)
	req.AddCookie(a.cookie)
	rec := httptest.NewRecorder()
	a.e.ServeHTTP(rec, req)
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "message") {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
}

func TestPasswordResetThroughTheMailLink(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	ctx := context.Background()
	a.st.CreateUser(ctx, store.NewUser{Email: "reset@example.com", Password: "correct horse battery", Name: "R", Surname: "S"})
	page := dig(a.page("/password/forgot", http.StatusOK), "props")
	if dig(page, "mode") != "forgot" || dig(page, "action") != "/password/forgot" {
		t.Fatalf("forgot page: %v", page)
	}
	known := a.post("/password/forgot", `{"email":"reset@example.com","gRecaptchaResponse":"local:password_reset"}`, http.StatusOK)
	unknown := a.post("/password/forgot", `{"email":"nobody@example.com","gRecaptchaResponse":"local:password_reset"}`, http.StatusOK)
	if !reflect.DeepEqual(known, unknown) {
		t.Fatalf("the answers tell a registered e-mail: %v / %v", known, unknown)
	}
	a.post("/password/forgot", `{"email":"reset@example.com","gRecaptchaResponse":"x"}`, http.StatusUnprocessableEntity)
	a.post("/password/forgot", `{"email":"reset"}`, http.StatusUnprocessableEntity)
	notices, _ := a.st.PendingNotices(ctx, 10)
	if len(notices) != 1 || notices[0].Kind != store.NoticePasswordReset || notices[0].Email != "reset@example.com" || notices[0].Lang != "en" {
		t.Fatalf("notices: %+v", notices)
	}
	link := notices[0].Link
	if dig(a.page(link, http.StatusOK), "props", "mode") != "reset" {
		t.Fatal("the mailed link's page has no form")
	}
	m := a.post(link, `{"password":"short","password_confirmation":"other"}`, http.StatusUnprocessableEntity)
	if got := errorKeys(m); !reflect.DeepEqual(got, []string{"password", "password_confirmation"}) {
		t.Fatalf("keys %v", got)
	}
	a.post(link, `{"password":"iloveyou12345","password_confirmation":"iloveyou12345"}`, http.StatusUnprocessableEntity)
	guest := a.cookie.Value
	m = a.post(link, `{"password":"new plum tree here","password_confirmation":"new plum tree here"}`, http.StatusOK)
	if m["path"] != a.st.Path(a.lang, links["profile"]) || a.cookie.Value == guest || a.signedInAs() != "reset@example.com" {
		t.Fatalf("after the reset: %v, session rotated %v", m, a.cookie.Value != guest)
	}
	// Once only.
	a.post(link, `{"password":"another plum tree","password_confirmation":"another plum tree"}`, http.StatusGone)
	if dig(a.page(link, http.StatusOK), "props", "mode") != "expired" {
		t.Fatal("a used link still shows its form")
	}
	a.post("/logout", "", http.StatusOK)
	a.post("/login", `{"email":"reset@example.com","password":"correct horse battery"}`, http.StatusUnprocessableEntity)
	a.post("/login", `{"email":"reset@example.com","password":"new plum tree here"}`, http.StatusOK)

	// A link is good for an hour.
	a.post("/password/forgot", `{"email":"reset@example.com","gRecaptchaResponse":"local:password_reset"}`, http.StatusOK)
	notices, _ = a.st.PendingNotices(ctx, 10)
	link = notices[len(notices)-1].Link
	a.clock.add(61 * time.Minute)
	if dig(a.page(link, http.StatusOK), "props", "mode") != "expired" {
		t.Fatal("an expired link still shows its form")
	}
	a.post(link, `{"password":"another plum tree","password_confirmation":"another plum tree"}`, http.StatusGone)
}

func TestPasswordResetRequestsAreLimited(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	ask := func(email string) *httptest.ResponseRecorder {
		return a.do(http.MethodPost, "/password/forgot", fmt.Sprintf(`{"email":%q,"gRecaptchaResponse":"local:password_reset"}`, email), nil)
	}
	for range resetPerEmail {
		if rec := ask("victim@example.com"); rec.Code != http.StatusOK {
			t.Fatalf("%d", rec.Code)
		}
	}
	if rec := ask("Victim@example.com"); rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("per e-mail: %d", rec.Code)
	}
	for i := resetPerEmail + 1; i < resetPerAddress; i++ { // the refused one counted on the address too
		if rec := ask(fmt.Sprintf("p%d@example.com", i)); rec.Code != http.StatusOK {
			t.Fatalf("attempt %d: %d", i, rec.Code)
		}
	}
	if rec := ask("new@example.com"); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("per address: %d", rec.Code)
	}
}

func TestAccountPagesRender(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	for path, component := range map[string]string{
		"/login": "sign-in", "/register": "register", "/password/forgot": "sign-in", "/password/reset/nothing": "sign-in",
	} {
		if got := dig(a.page(path, http.StatusOK), "component"); got != component {
			t.Errorf("%s: component %v", path, got)
		}
		rec := a.do(http.MethodGet, path, "", map[string]string{"X-Requested-With": ""})
		if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "<title>") {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
	codes := dig(a.page("/register", http.StatusOK), "props", "calling_codes").([]any)
	if len(codes) != 27 || dig(codes[0], "code") != "+30" || dig(codes[26], "code") != "+421" {
		t.Errorf("calling codes: %v", codes)
	}
	for i := 1; i < len(codes); i++ {
		x, _ := strconv.Atoi(dig(codes[i-1], "code").(string)[1:])
		y, _ := strconv.Atoi(dig(codes[i], "code").(string)[1:])
		if x >= y {
			t.Errorf("calling codes out of order at %d: %v", i, codes)
		}
	}
	links := dig(a.page("/", http.StatusOK), "shared", "links")
	for key, want := range map[string]string{"sign_in": "/login", "register": "/register", "password_forgot": "/password/forgot"} {
		if dig(links, key) != want {
			t.Errorf("links.%s = %v", key, dig(links, key))
		}
	}
}

func TestAGuestSigningInFromTheCheckoutComesBack(t *testing.T) {
	t.Parallel()
	a := newAccountTest(t)
	if got := dig(a.page("/checkout", http.StatusOK), "props", "sign_in"); got != "/login?next=%2Fcheckout" {
		t.Fatalf("the checkout's sign-in link is %v", got)
	}
	if got := dig(a.page("/login?next=/checkout", http.StatusOK), "props", "register"); got != "/register?next=%2Fcheckout" {
		t.Fatalf("the sign-in page's register link is %v", got)
	}
	if got := dig(a.page("/login", http.StatusOK), "props", "register"); got != "/register" {
		t.Fatalf("the sign-in page's register link without next is %v", got)
	}
}
