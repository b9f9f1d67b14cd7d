package handlers

import (
	"context"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"

	"shop/store"
)

var staffSeq atomic.Int64

// newAdminTest is the Latvian demo shop with a member of role (owner or staff) signed in
// to the back office: its calls carry the staff session's cookie and CSRF token.
func newAdminTest(t *testing.T, role string) *apiTest {
	t.Helper()
	a := newAPITest(t, "lv_shop")
	a.signInStaff(a.addStaff(role))
	return a
}

// addStaff makes a member of role and returns their e-mail; the password is staffPassword.
func (a *apiTest) addStaff(role string) string {
	a.t.Helper()
	email := fmt.Sprintf("%s%d@shop.test", role, staffSeq.Add(1))
	if _, err := a.st.CreateStaff(context.Background(), store.NewStaff{Email: email, Name: "Test " + role, Role: role, Password: staffPassword}); err != nil {
		a.t.Fatal(err)
	}
	return email
}

const staffPassword = "vārna lido pār jūru"

// signInStaff signs the test's browser in to the back office as email and keeps the staff
// session's CSRF token for later calls.
func (a *apiTest) signInStaff(email string) map[string]any {
	a.t.Helper()
	a.refreshSession() // the storefront's token, which the sign-in call carries
	res := a.json(http.MethodPost, "/api/admin/login", fmt.Sprintf(`{"email":%q,"password":%q}`, email, staffPassword), http.StatusOK)
	a.csrf = res["csrf"].(string)
	return res
}

// exec runs SQL on the test's database file, for what no call can do (age a session).
func (a *apiTest) exec(query string, args ...any) {
	a.t.Helper()
	db := a.data.SQL(a.t)
	if _, err := db.Exec(query, args...); err != nil {
		a.t.Fatal(err)
	}
}
