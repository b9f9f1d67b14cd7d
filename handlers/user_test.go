package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/i18n"
	"shop/store"
)

// signedInShopper is a new browser signed in as a new user with a phone; it returns the
// browser and the user's id.
func signedInShopper(t *testing.T, a *apiTest, email string) (*apiTest, int64) {
	t.Helper()
	id, err := a.st.CreateUser(context.Background(), store.NewUser{Email: email, Password: "correct horse battery", Name: "Anna",
		Surname: "Bērziņa", PhoneCallingCode: "+371", PhoneNumber: "20000000"})
	if err != nil {
		t.Fatal(err)
	}
	return signIn(a, email), id
}

// signIn is a new browser signed in as the user of email.
func signIn(a *apiTest, email string) *apiTest {
	a.t.Helper()
	b := a.shopper()
	m := b.json(http.MethodPost, "/login", fmt.Sprintf(`{"email":%q,"password":"correct horse battery"}`, email), http.StatusOK)
	b.csrf = m["csrf"].(string)
	return b
}

func wantKeys(t *testing.T, m map[string]any, want ...string) {
	t.Helper()
	got := errorKeys(m)
	if len(got) != len(want) {
		t.Fatalf("error keys %v, want %v", got, want)
	}
	for _, w := range want {
		if dig(m, "errors", w) == nil {
			t.Fatalf("error keys %v, want %v", got, want)
		}
	}
}

func TestUserCallsNeedSignIn(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	for _, call := range []struct{ method, path string }{
		{http.MethodGet, "/api/user"}, {http.MethodPost, "/api/user/update"}, {http.MethodPost, "/api/user/addresses"},
		{http.MethodPost, "/api/user/addresses/1"}, {http.MethodPost, "/api/user/addresses/1/delete"},
		{http.MethodPost, "/api/user/addresses/1/default"}, {http.MethodGet, "/api/user/export"}, {http.MethodPost, "/api/user/delete"},
	} {
		m := a.json(call.method, call.path, "{}", http.StatusUnauthorized)
		if m["message"] == "" || m["message"] == nil {
			t.Errorf("%s %s: no message", call.method, call.path)
		}
	}
	// The page sends a guest to sign in and back.
	rec := a.do(http.MethodGet, "/profile", "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "/login?next=%2Fprofile" {
		t.Fatalf("guest at /profile: %d %q", rec.Code, rec.Header().Get("Location"))
	}
}

func TestUserAnswerAndUpdate(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	b, _ := signedInShopper(t, a, "anna@example.lv")
	u := b.json(http.MethodGet, "/api/user", "", http.StatusOK)["user"]
	for path, want := range map[string]any{"name": "Anna", "surname": "Bērziņa", "full_name": "Anna Bērziņa", "email": "anna@example.lv",
		"type": "b2c", "phone.countryCallingCode": "+371", "phone.number": "20000000"} {
		keys := []any{}
		for _, k := range strings.Split(path, ".") {
			keys = append(keys, k)
		}
		if got := dig(u, keys...); got != want {
			t.Errorf("user.%s = %v, want %v", path, got, want)
		}
	}
	if dig(u, "company") != nil || len(dig(u, "orders").([]any)) != 0 || len(dig(u, "addresses").([]any)) != 0 {
		t.Fatalf("a new b2c user: %v", u)
	}

	body := func(user string, captcha string) string {
		return fmt.Sprintf(`{"user":%s,"gRecaptchaResponse":%q}`, user, captcha)
	}
	good := `{"name":"Anna","surname":"Kalniņa","email":"anna@example.lv","phone":{"number":"29 111 222","countryCallingCode":"+371"}}`
	// The captcha is checked with the profile's action: inside user, as spec §3 lists it, or
	// at the top as earlier pages sent it; a refusal is keyed where the token came from.
	wantKeys(t, b.json(http.MethodPost, "/api/user/update", body(good, "local:register"), http.StatusUnprocessableEntity), "gRecaptchaResponse")
	inside := func(captcha string) string {
		return fmt.Sprintf(`{"user":{"name":"Anna","surname":"Kalniņa","phone":{"number":"29111222","countryCallingCode":"+371"},"gRecaptchaResponse":%q}}`, captcha)
	}
	wantKeys(t, b.json(http.MethodPost, "/api/user/update", inside("local:register"), http.StatusUnprocessableEntity), "user.gRecaptchaResponse")
	wantKeys(t, b.json(http.MethodPost, "/api/user/update", inside(""), http.StatusUnprocessableEntity), "user.gRecaptchaResponse")
	if m := b.json(http.MethodPost, "/api/user/update", inside("local:profile"), http.StatusOK); dig(m, "user", "surname") != "Kalniņa" {
		t.Fatalf("update with the token inside user: %v", m)
	}
	// Every §5 profile key, and the current password's.
	m := b.json(http.MethodPost, "/api/user/update", body(`{"name":"","surname":"","email":"other@example.lv","phone":{"number":"12","countryCallingCode":"+1"},
		"new_password":"short","new_password_confirmation":"other"}`, "local:profile"), http.StatusUnprocessableEntity)
	wantKeys(t, m, "user.name", "user.surname", "user.email", "user.phone.number", "user.phone.countryCallingCode", "user.new_password",
		"user.new_password_confirmation", "user.password")
	if !strings.Contains(dig(m, "errors", "user.new_password", 0).(string), "12") {
		t.Errorf("the length message: %v", dig(m, "errors", "user.new_password"))
	}
	m = b.json(http.MethodPost, "/api/user/update", body(`{"name":"Anna","surname":"K","phone":{"number":"29111222","countryCallingCode":"+371"},
		"password":"not my password","new_password":"a brand new password","new_password_confirmation":"a brand new password"}`, "local:profile"),
		http.StatusUnprocessableEntity)
	wantKeys(t, m, "user.password")

	m = b.json(http.MethodPost, "/api/user/update", body(good, "local:profile"), http.StatusOK)
	if m["message"] == "" || dig(m, "user", "full_name") != "Anna Kalniņa" || dig(m, "user", "phone", "number") != "29111222" {
		t.Fatalf("update: %v", m)
	}
	// A new password: the old one stops working.
	b.json(http.MethodPost, "/api/user/update", body(`{"name":"Anna","surname":"K","phone":{"number":"29111222","countryCallingCode":"+371"},
		"password":"correct horse battery","new_password":"a brand new password","new_password_confirmation":"a brand new password"}`, "local:profile"),
		http.StatusOK)
	c := a.shopper()
	c.json(http.MethodPost, "/login", `{"email":"anna@example.lv","password":"correct horse battery"}`, http.StatusUnprocessableEntity)
	c.json(http.MethodPost, "/login", `{"email":"anna@example.lv","password":"a brand new password"}`, http.StatusOK)
}

func TestUserOrdersStatusLabels(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	b, _ := signedInShopper(t, a, "buyer@example.lv")
	b.fill(inStock(a, 3), 1)
	res := decode(t, b.place(orderBody(t, "swedbank", func(m map[string]any) {
		m["order"].(map[string]any)["user_email"] = "buyer@example.lv"
	}), ""), http.StatusOK)
	token := tokenOf(t, res["payment_link"].(string))
	for _, l := range []string{"lv", "en", "ru"} {
		b.lang = l
		o := dig(b.json(http.MethodGet, "/api/user", "", http.StatusOK), "user", "orders", 0)
		if o == nil {
			t.Fatal("no order in the list")
		}
		want := map[string]string{"lv": "Jauns", "en": "New", "ru": "Новый"}[l]
		if dig(o, "status") != "new" || dig(o, "status_label") != want || dig(o, "invoice_link") != a.st.Path(l, "/order/"+token+"/invoice.pdf") ||
			dig(o, "link") != a.st.Path(l, "/order/"+token) || dig(o, "prefix_id") == "" || dig(o, "full_name") != "Anna Bērziņa" ||
			dig(o, "formatted_total_price_with_tax") == "" || dig(o, "created_at") == "" {
			t.Fatalf("%s: order row %v", l, o)
		}
	}
	// Every status the store has is translated in every language.
	for _, status := range []string{"new", "paid", "processing", "shipped", "completed", "cancelled"} {
		for _, l := range []string{"lv", "en", "ru"} {
			if msg := i18n.T(l, "order_status_"+status); msg == "order_status_"+status || msg == "" {
				t.Errorf("%s: order_status_%s untranslated", l, status)
			}
		}
	}
}

func TestAddressCalls(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	b, _ := signedInShopper(t, a, "home@example.lv")
	lv := lvCountryID(t)
	addr := func(street string) string {
		return fmt.Sprintf(`{"shipping":{"country_id":%d,"city":"Rīga","address":%q,"zip":"LV-1050","user_phone_number":{"number":"","countryCallingCode":"+371"}}}`, lv, street)
	}
	m := b.json(http.MethodPost, "/api/user/addresses", `{"shipping":{"country_id":null,"city":"","address":"","zip":"x","user_phone_number":{"number":"1","countryCallingCode":"+1"}}}`,
		http.StatusUnprocessableEntity)
	wantKeys(t, m, "shipping.country_id", "shipping.city", "shipping.address", "shipping.user_phone_number.number",
		"shipping.user_phone_number.countryCallingCode")
	m = b.json(http.MethodPost, "/api/user/addresses", fmt.Sprintf(`{"shipping":{"country_id":%d,"city":"Rīga","address":"Iela 1","zip":"99"}}`, lv),
		http.StatusUnprocessableEntity)
	wantKeys(t, m, "shipping.zip")

	m = b.json(http.MethodPost, "/api/user/addresses", addr("Brīvības iela 1"), http.StatusOK)
	first := int(dig(m, "user", "addresses", 0, "id").(float64))
	if m["message"] == "" || dig(m, "user", "addresses", 0, "is_default") != true || dig(m, "user", "addresses", 0, "country") != "Latvia" {
		t.Fatalf("first address: %v", m)
	}
	m = b.json(http.MethodPost, "/api/user/addresses", addr("Tērbatas iela 2"), http.StatusOK)
	second := int(dig(m, "user", "addresses", 1, "id").(float64))
	m = b.json(http.MethodPost, fmt.Sprintf("/api/user/addresses/%d/default", second), "", http.StatusOK)
	if dig(m, "user", "addresses", 0, "address") != "Tērbatas iela 2" || dig(m, "user", "addresses", 0, "is_default") != true ||
		dig(m, "user", "addresses", 1, "is_default") != false {
		t.Fatalf("after make default: %v", dig(m, "user", "addresses"))
	}
	m = b.json(http.MethodPost, fmt.Sprintf("/api/user/addresses/%d", first), addr("Brīvības iela 10"), http.StatusOK)
	if dig(m, "user", "addresses", 1, "address") != "Brīvības iela 10" {
		t.Fatalf("after the edit: %v", dig(m, "user", "addresses"))
	}
	wantKeys(t, b.json(http.MethodPost, fmt.Sprintf("/api/user/addresses/%d", first), `{"shipping":{}}`, http.StatusUnprocessableEntity),
		"shipping.country_id", "shipping.city", "shipping.address", "shipping.zip")
	m = b.json(http.MethodPost, fmt.Sprintf("/api/user/addresses/%d/delete", second), "", http.StatusOK)
	if n := len(dig(m, "user", "addresses").([]any)); n != 1 || dig(m, "user", "addresses", 0, "is_default") != true {
		t.Fatalf("after deleting the default: %v", dig(m, "user", "addresses"))
	}
	for _, path := range []string{"/api/user/addresses/0", "/api/user/addresses/x/delete", fmt.Sprintf("/api/user/addresses/%d/default", second)} {
		b.json(http.MethodPost, path, addr("Iela 1"), http.StatusNotFound)
	}
}

// One shopper can never read or change another's addresses, orders or invoices:
// another's address is 404 for every call and stays as it was; another's order's
// invoice is the 404 page.
func TestOwnership(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	anna, _ := signedInShopper(t, a, "anna@example.lv")
	mallory, _ := signedInShopper(t, a, "mallory@example.lv")
	lv := lvCountryID(t)
	addr := fmt.Sprintf(`{"shipping":{"country_id":%d,"city":"Rīga","address":"Annas iela 1","zip":"LV-1050"}}`, lv)
	m := anna.json(http.MethodPost, "/api/user/addresses", addr, http.StatusOK)
	annas := int(dig(m, "user", "addresses", 0, "id").(float64))
	anna.fill(inStock(a, 3), 1)
	res := decode(t, anna.place(orderBody(t, "swedbank", nil), ""), http.StatusOK)
	token := tokenOf(t, res["payment_link"].(string))

	for _, path := range []string{fmt.Sprintf("/api/user/addresses/%d", annas), fmt.Sprintf("/api/user/addresses/%d/delete", annas),
		fmt.Sprintf("/api/user/addresses/%d/default", annas)} {
		mallory.json(http.MethodPost, path, strings.Replace(addr, "Annas", "Mallory", 1), http.StatusNotFound)
	}
	u := dig(mallory.json(http.MethodGet, "/api/user", "", http.StatusOK), "user")
	if len(dig(u, "addresses").([]any)) != 0 || len(dig(u, "orders").([]any)) != 0 {
		t.Fatalf("mallory sees %v", u)
	}
	u = dig(anna.json(http.MethodGet, "/api/user", "", http.StatusOK), "user")
	if dig(u, "addresses", 0, "address") != "Annas iela 1" || len(dig(u, "orders").([]any)) != 1 {
		t.Fatalf("anna's data after mallory's tries: %v", u)
	}
	export := mallory.do(http.MethodGet, "/api/user/export", "", nil).Body.String()
	if strings.Contains(export, "Annas iela") || strings.Contains(export, token) {
		t.Fatal("mallory's export holds anna's data")
	}

	invoice := "/order/" + token + "/invoice.pdf"
	// Another account gets the 404 page; a guest with the link is sent to sign in first.
	for name, who := range map[string]*apiTest{"another shopper": mallory, "a guest with the link": a.shopper()} {
		rec := who.do(http.MethodGet, invoice, "", map[string]string{"X-Requested-With": ""})
		want := map[string]int{"another shopper": http.StatusNotFound, "a guest with the link": http.StatusSeeOther}[name]
		if rec.Code != want || strings.HasPrefix(rec.Body.String(), "%PDF") {
			t.Errorf("%s: %d", name, rec.Code)
		}
	}
	rec := anna.do(http.MethodGet, invoice, "", map[string]string{"X-Requested-With": ""})
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Body.String(), "%PDF") {
		t.Fatalf("anna's own invoice: %d", rec.Code)
	}
	// An unknown token is the same 404.
	if rec := anna.do(http.MethodGet, "/order/nothing-here/invoice.pdf", "", nil); rec.Code != http.StatusNotFound {
		t.Fatalf("unknown token: %d", rec.Code)
	}
}

// The profile page's props: the user, the courier countries and the phone codes sorted by
// number as the checkout's, the shop's own the default.
func TestProfilePageProps(t *testing.T) {
	t.Parallel()
	a := newAPITest(t, "lv_shop")
	b, _ := signedInShopper(t, a, "props@example.lv")
	p := b.page("/profile", http.StatusOK)
	if p["component"] != "profile" || dig(p, "props", "user", "email") != "props@example.lv" || dig(p, "props", "calling_code") != "+371" {
		t.Fatalf("props: %v", p["props"])
	}
	codes := dig(p, "props", "calling_codes").([]any)
	if len(codes) != 27 || dig(codes[0], "code") != "+30" || dig(codes[26], "code") != "+421" {
		t.Fatalf("codes: %v", codes)
	}
	if len(dig(p, "props", "countries").([]any)) == 0 {
		t.Fatal("no countries")
	}
}
