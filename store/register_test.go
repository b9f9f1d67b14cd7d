package store

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// accountShop is a store with two countries and a bank, for registration.
func accountShop(t *testing.T) *Store {
	t.Helper()
	st := openStore(t)
	for _, q := range []string{
		`INSERT INTO countries (id, code, title, calling_code) VALUES (1, 'LV', 'Latvia', '371'), (2, 'FI', 'Finland', '358')`,
		`INSERT INTO banks (id, country_id, name, swift) VALUES (1, 1, 'Swedbank', 'HABALV22')`,
	} {
		if _, err := st.write.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

func b2bRegistration() Registration {
	return Registration{
		User: RegistrationUser{Type: "b2b", CountryID: 1, Name: " Anna ", Surname: "Bērziņa", Email: "anna@example.com",
			Password: "plum tree in winter", PasswordConfirmation: "plum tree in winter", Phone: Phone{"+371", "2000 0000"}},
		Company: RegistrationCompany{BankID: 1, CountryID: 1, Name: "Koks SIA", VatNum: "lv 40003000001", RegNum: "40003000001",
			AccNum: "LV80 BANK 0000 4351 9500 1", City: "Rīga", Zip: "lv-1010", Address: "Brīvības iela 1"},
		Terms:    RegistrationTerms{Privacy: 1, Subscription: 1},
		Shipping: RegistrationAddress{CountryID: 1, City: "Rīga", Address: "Ausekļa iela 3", Zip: "LV-1010", Message: "ring twice"},
	}
}

func fieldKeys(err error) []string {
	var fe FieldErrors
	if !errors.As(err, &fe) {
		return nil
	}
	keys := make([]string, 0, len(fe))
	for k := range fe {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func TestRegisterStoresUserCompanyAndDefaultAddress(t *testing.T) {
	t.Parallel()
	st := accountShop(t)
	ctx := context.Background()
	r := b2bRegistration()
	if err := st.ValidateRegistration(ctx, &r); err != nil {
		t.Fatal(err)
	}
	if r.Company.VatNum != "LV40003000001" || r.Company.AccNum != "LV80BANK0000435195001" || r.User.Name != "Anna" {
		t.Fatalf("not normalised: %+v", r)
	}
	id, err := st.Register(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	var typ, code, number string
	var newsletter int
	st.read.QueryRow(`SELECT type, phone_calling_code, phone_number, newsletter FROM users WHERE id = ?`, id).Scan(&typ, &code, &number, &newsletter)
	if typ != "b2b" || code != "+371" || number != "20000000" || newsletter != 1 {
		t.Fatalf("user: %s %s %s newsletter=%d", typ, code, number, newsletter)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM companies WHERE user_id = ? AND bank_id = 1 AND acc_num = 'LV80BANK0000435195001'`, id); n != 1 {
		t.Fatal("no company")
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE kind = 'newsletter_confirm' AND email = 'anna@example.com'`); n != 1 {
		t.Fatal("the newsletter consent mailed no confirmation link")
	}
	if n := count(t, st, `SELECT COUNT(*) FROM addresses WHERE user_id = ? AND is_default = 1 AND message = 'ring twice'`, id); n != 1 {
		t.Fatal("no default address")
	}
	if ok, _, _ := CheckPassword(ctx, passwordHashOf(t, st, id), "plum tree in winter"); !ok {
		t.Fatal("password does not verify")
	}
	if _, err := st.Authenticate(ctx, "ANNA@example.com", "plum tree in winter"); err != nil {
		t.Fatal(err)
	}

	// The same e-mail in other letters is taken; nothing of the second try stays.
	r2 := b2bRegistration()
	r2.User.Email = "Anna@Example.com"
	st.ValidateRegistration(ctx, &r2)
	if _, err := st.Register(ctx, r2); !reflect.DeepEqual(fieldKeys(err), []string{"user.email"}) {
		t.Fatalf("duplicate: %v", err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM companies`); n != 1 {
		t.Fatalf("%d companies after a refused duplicate", n)
	}
}

func passwordHashOf(t *testing.T, st *Store, id int64) string {
	var h string
	if err := st.read.QueryRow(`SELECT password_hash FROM users WHERE id = ?`, id).Scan(&h); err != nil {
		t.Fatal(err)
	}
	return h
}

func TestRegisterPrivatePersonKeepsNoCompanyNorAddress(t *testing.T) {
	t.Parallel()
	st := accountShop(t)
	ctx := context.Background()
	r := b2bRegistration()
	r.User.Type, r.Terms.Subscription = "b2c", 0
	r.Company.BankID = 99 // ignored for b2c
	r.Shipping = RegistrationAddress{UserPhoneNumber: Phone{CountryCallingCode: "+371"}}
	if err := st.ValidateRegistration(ctx, &r); err != nil {
		t.Fatal(err)
	}
	id, err := st.Register(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM companies`) + count(t, st, `SELECT COUNT(*) FROM addresses`); n != 0 {
		t.Fatalf("b2c kept %d company or address rows", n)
	}
	if n := count(t, st, `SELECT newsletter FROM users WHERE id = ?`, id) + count(t, st, `SELECT COUNT(*) FROM notices`); n != 0 {
		t.Fatal("subscribed without asking")
	}
}

func TestValidateRegistrationKeysEveryWrongField(t *testing.T) {
	t.Parallel()
	st := accountShop(t)
	ctx := context.Background()
	long := strings.Repeat("x", 201)
	cases := []struct {
		name string
		edit func(r *Registration)
		want []string
	}{
		{"empty b2b", func(r *Registration) {
			*r = Registration{User: RegistrationUser{Type: "b2b"}, Shipping: RegistrationAddress{City: "Rīga"}}
		}, []string{"company.acc_num", "company.address", "company.bank_id", "company.city", "company.country_id", "company.name",
			"company.reg_num", "company.zip", "shipping.address", "shipping.country_id", "terms.privacy", "user.email", "user.name",
			"user.password", "user.password_confirmation", "user.phone.number", "user.surname"}},
		{"bad type", func(r *Registration) { r.User.Type = "admin" }, []string{"user.type"}},
		{"bad email", func(r *Registration) { r.User.Email = "anna@" }, []string{"user.email"}},
		{"short password", func(r *Registration) { r.User.Password, r.User.PasswordConfirmation = "short pw 1", "short pw 1" }, []string{"user.password"}},
		{"long password", func(r *Registration) {
			r.User.Password = strings.Repeat("é", 129)
			r.User.PasswordConfirmation = r.User.Password
		}, []string{"user.password"}},
		{"common password", func(r *Registration) {
			r.User.Password, r.User.PasswordConfirmation = "Password12345!", "Password12345!"
		}, []string{"user.password"}},
		{"mismatch", func(r *Registration) { r.User.PasswordConfirmation = "plum tree in summer" }, []string{"user.password_confirmation"}},
		{"phone", func(r *Registration) { r.User.Phone = Phone{"+1", "12"} }, []string{"user.phone.countryCallingCode", "user.phone.number"}},
		{"unknown country", func(r *Registration) { r.User.CountryID = 99 }, []string{"user.country_id"}},
		{"bank and country", func(r *Registration) { r.Company.BankID, r.Company.CountryID = 99, -1 }, []string{"company.bank_id", "company.country_id"}},
		{"numbers", func(r *Registration) {
			r.Company.VatNum, r.Company.AccNum, r.Company.RegNum = "12", "LV80BANK0000435195002", "#1"
		},
			[]string{"company.acc_num", "company.reg_num", "company.vat_num"}},
		{"long texts", func(r *Registration) { r.Company.Name, r.Company.Address, r.User.Name = long+long, long, long },
			[]string{"company.address", "company.name", "user.name"}},
		{"consents", func(r *Registration) { r.Terms.Privacy, r.Terms.Subscription = 0, 2 }, []string{"terms.privacy", "terms.subscription"}},
		{"address", func(r *Registration) {
			r.Shipping = RegistrationAddress{CountryID: 9, Message: strings.Repeat("m", 501), Identifier: long, Zip: strings.Repeat("1", 21),
				UserPhoneNumber: Phone{"+371", "x"}}
		}, []string{"shipping.address", "shipping.city", "shipping.country_id", "shipping.identifier", "shipping.message",
			"shipping.user_phone_number.number", "shipping.zip"}},
	}
	for _, c := range cases {
		r := b2bRegistration()
		c.edit(&r)
		if got := fieldKeys(st.ValidateRegistration(ctx, &r)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: keys %v, want %v", c.name, got, c.want)
		}
	}
}

func TestCommonPasswords(t *testing.T) {
	t.Parallel()
	for pw, want := range map[string]bool{
		"password": true, "QWERTYUIOP": true, "1qaz2wsx3edc": true, "Password2024!": true, "!!dragonfly123": true,
		"aaaaaaaaaaaaaa": true, "plum tree in winter": false, "correcthorse12": false, "zx9-kettle-moss": false,
	} {
		if got := CommonPassword(pw); got != want {
			t.Errorf("CommonPassword(%q) = %v, want %v", pw, got, want)
		}
	}
	if n := len(commonPasswords()); n < 40000 {
		t.Fatalf("the list has %d words", n)
	}
}

func TestIBANCheckDigits(t *testing.T) {
	t.Parallel()
	for iban, want := range map[string]bool{
		"LV80BANK0000435195001": true, "FI2112345600000785": true, "DE89370400440532013000": true,
		"LV80BANK0000435195002": false, "LV8": false, "lv80bank0000435195001": false,
	} {
		if got := validIBAN(iban); got != want {
			t.Errorf("validIBAN(%q) = %v, want %v", iban, got, want)
		}
	}
}

func TestPasswordResetIsOneTimeAndExpires(t *testing.T) {
	t.Parallel()
	st := accountShop(t)
	ctx := context.Background()
	id, err := st.CreateUser(ctx, NewUser{Email: "reset@example.com", Password: "old password here", Name: "R", Surname: "S"})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	if err := st.RequestPasswordReset(ctx, "nobody@example.com", "en", now); err != nil {
		t.Fatal(err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices`); n != 0 {
		t.Fatal("an unknown e-mail got a mail")
	}
	link := func() string {
		var l string
		st.read.QueryRow(`SELECT link FROM notices WHERE kind = 'password_reset' ORDER BY id DESC LIMIT 1`).Scan(&l)
		return strings.TrimPrefix(l, ResetLinkPrefix)
	}
	if err := st.RequestPasswordReset(ctx, "RESET@example.com", "lv", now); err != nil {
		t.Fatal(err)
	}
	first := link()
	if len(first) != 43 {
		t.Fatalf("token %q", first)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM password_resets WHERE token_hash = ?`, first); n != 0 {
		t.Fatal("the token is stored as it is")
	}
	// A newer request replaces the first link.
	st.RequestPasswordReset(ctx, "reset@example.com", "lv", now.Add(time.Minute))
	second := link()
	if ok, _ := st.PasswordResetValid(ctx, first, now); ok {
		t.Fatal("an older link still works")
	}
	if _, err := st.ResetPassword(ctx, first, "new password there", now); err != ErrNotFound {
		t.Fatalf("older link: %v", err)
	}
	// It works until its hour is over, once.
	if ok, _ := st.PasswordResetValid(ctx, second, now.Add(time.Hour)); !ok {
		t.Fatal("the newer link is dead before its hour")
	}
	if _, err := st.ResetPassword(ctx, second, "new password there", now.Add(61*time.Minute)); err != ErrNotFound {
		t.Fatalf("expired link: %v", err)
	}
	if got, err := st.ResetPassword(ctx, second, "new password there", now.Add(30*time.Minute)); err != nil || got != id {
		t.Fatalf("reset: %d %v", got, err)
	}
	if _, err := st.ResetPassword(ctx, second, "another password here", now.Add(31*time.Minute)); err != ErrNotFound {
		t.Fatalf("second use: %v", err)
	}
	if _, err := st.Authenticate(ctx, "reset@example.com", "new password there"); err != nil {
		t.Fatal("the new password does not sign in")
	}
}

func TestBankList(t *testing.T) {
	t.Parallel()
	st := accountShop(t)
	banks, err := st.BankList(context.Background())
	if err != nil || len(banks) != 1 || banks[0].Name != "Swedbank" {
		t.Fatalf("%v %v", banks, err)
	}
}
