package store

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"
)

func TestUpdateProfile(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	id, err := st.CreateUser(ctx, NewUser{Email: "anna@example.lv", Password: "old password 123", Name: "Anna", Surname: "Bērziņa"})
	if err != nil {
		t.Fatal(err)
	}
	refused := func(u ProfileUpdate, want FieldErrors) {
		t.Helper()
		var fe FieldErrors
		if err := st.UpdateProfile(ctx, id, u); !errors.As(err, &fe) || !reflect.DeepEqual(fe, want) {
			t.Fatalf("%+v: %v, want %v", u, err, want)
		}
	}
	phone := Phone{CountryCallingCode: "+371", Number: "29 111 222"}
	refused(ProfileUpdate{Email: "other@example.lv"}, FieldErrors{"user.name": {MsgRequired}, "user.surname": {MsgRequired},
		"user.email": {MsgReadOnly}, "user.phone.number": {MsgRequired}})
	refused(ProfileUpdate{Name: "Anna", Surname: "B", Phone: phone, NewPassword: "short", NewPasswordConfirmation: "other"},
		FieldErrors{"user.new_password": {MsgPasswordShort}, "user.new_password_confirmation": {MsgPasswordMismatch},
			"user.password": {MsgRequired}})
	refused(ProfileUpdate{Name: "Anna", Surname: "B", Phone: phone, Password: "wrong password!", NewPassword: "new password 456",
		NewPasswordConfirmation: "new password 456"}, FieldErrors{"user.password": {MsgPasswordWrong}})

	// The same e-mail in another case is no change; the name, phone and password are saved.
	err = st.UpdateProfile(ctx, id, ProfileUpdate{Name: " Anna ", Surname: "Kalniņa", Email: "ANNA@example.lv", Phone: phone,
		Password: "old password 123", NewPassword: "new password 456", NewPasswordConfirmation: "new password 456"})
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.Profile(ctx, id, "en")
	if err != nil {
		t.Fatal(err)
	}
	if p.FullName != "Anna Kalniņa" || p.Email != "anna@example.lv" || p.Phone != (Phone{CountryCallingCode: "+371", Number: "29111222"}) ||
		p.Company != nil || len(p.Orders) != 0 || len(p.Addresses) != 0 {
		t.Fatalf("profile: %+v", p)
	}
	if _, err := st.Authenticate(ctx, "anna@example.lv", "new password 456"); err != nil {
		t.Fatalf("the new password: %v", err)
	}
	if _, err := st.Authenticate(ctx, "anna@example.lv", "old password 123"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the old password still works: %v", err)
	}
	// Without a new password the password stays.
	if err := st.UpdateProfile(ctx, id, ProfileUpdate{Name: "Anna", Surname: "K", Phone: phone}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Authenticate(ctx, "anna@example.lv", "new password 456"); err != nil {
		t.Fatalf("the password after a plain update: %v", err)
	}
}

func TestDeleteAccountAnonymisesOrders(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	id, err := st.CreateUser(ctx, NewUser{Email: "anna@example.lv", Password: "anna password 1", Name: "Anna", Surname: "Bērziņa",
		PhoneCallingCode: "+371", PhoneNumber: "20000000"})
	if err != nil {
		t.Fatal(err)
	}
	other := addUser(t, st, "other@example.lv")
	if _, err := st.write.Exec(`INSERT INTO companies (user_id, name, reg_num, vat_num, address, city, zip, country_id)
VALUES (?, 'SIA Anna', '40000000001', 'LV40000000001', 'Biroju iela 1', 'Rīga', 'LV-1010', 1)`, id); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddAddress(ctx, id, rigaAddress("Brīvības iela 1")); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddAddress(ctx, other, rigaAddress("Citu iela 9")); err != nil {
		t.Fatal(err)
	}
	in := guestOrder("anna@example.lv")
	in.UserID = id
	in.Order.UserType, in.Order.CompanyName, in.Order.CompanyRegNum, in.Order.CompanyVatNum = "b2b", "SIA Anna", "40000000001", "LV40000000001"
	in.Order.CompanyAddress, in.Order.CompanyCity, in.Order.CompanyZip, in.Order.CompanyCountryID = "Biroju iela 1", "Rīga", "LV-1010", cLV
	o, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 2), in)
	if err != nil {
		t.Fatal(err)
	}
	guest, err := st.PlaceOrder(ctx, addLines(t, st, pCable, 1), guestOrder("someone@example.lv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		fmt.Sprintf(`INSERT INTO wishlist_items (user_id, product_id) VALUES (%d, 1)`, id),
		fmt.Sprintf(`INSERT INTO reviews (product_id, user_id, user_name, rate, comment) VALUES (1, %d, 'Anna', 5, 'Great')`, id),
		`INSERT INTO subscriptions (kind, email, product_id) VALUES ('newsletter', 'Anna@Example.lv', 0), ('newsletter', 'someone@example.lv', 0)`,
	} {
		if _, err := st.write.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	openCart, err := st.MergeCarts(ctx, addLines(t, st, pPhone, 1), id)
	if err != nil {
		t.Fatal(err)
	}

	// The export has it all.
	x, err := st.ExportUser(ctx, id, st.now(), "en")
	if err != nil {
		t.Fatal(err)
	}
	if x.Profile.Email != "anna@example.lv" || x.Company == nil || x.Company.Name != "SIA Anna" || len(x.Addresses) != 1 ||
		len(x.Orders) != 1 || x.Orders[0].PrefixedID != o.PrefixedID || len(x.Orders[0].Cart.Items) != 1 ||
		len(x.Reviews) != 1 || len(x.Wishlist) != 1 || len(x.Subscriptions) != 1 {
		t.Fatalf("export: %+v", x)
	}

	if err := st.RequestPasswordReset(ctx, "anna@example.lv", "lv", time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteAccount(ctx, id, "wrong password 1"); !reflect.DeepEqual(err, FieldErrors{"password": {MsgPasswordWrong}}) {
		t.Fatalf("a wrong password: %v", err)
	}
	if err := st.DeleteAccount(ctx, id, "anna password 1"); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteAccount(ctx, id, "anna password 1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleted twice: %v", err)
	}
	for _, table := range []string{"companies", "addresses", "wishlist_items", "reviews", "password_resets"} {
		if n := count(t, st, `SELECT COUNT(*) FROM `+table+` WHERE user_id = ?`, id); n != 0 {
			t.Errorf("%d rows of %s left", n, table)
		}
	}
	// The account's row stays, empty, so its id is never reused.
	if n := count(t, st, `SELECT COUNT(*) FROM users WHERE id = ? AND name = '' AND surname = '' AND phone_number = ''
  AND password_hash = '' AND email = 'deleted-' || id || '@invalid' AND deleted_at IS NOT NULL`, id); n != 1 {
		t.Errorf("the account's row is not emptied")
	}
	if _, err := st.Profile(ctx, id, "en"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the deleted account's profile: %v", err)
	}
	if _, err := st.UserSummary(ctx, id); !errors.Is(err, ErrNotFound) {
		t.Errorf("the deleted account's summary: %v", err)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM carts WHERE token = ?`, openCart); n != 0 {
		t.Errorf("the open cart is left")
	}
	if n := count(t, st, `SELECT COUNT(*) FROM subscriptions`); n != 1 {
		t.Errorf("%d subscriptions left, want the other person's", n)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM notices WHERE email LIKE 'anna@%' OR order_id = ?`, o.ID); n != 0 {
		t.Errorf("%d mails to the deleted account left", n)
	}
	if got := defaults(t, st, other); !reflect.DeepEqual(got, []string{"Citu iela 9*"}) {
		t.Errorf("the other user's addresses: %v", got)
	}

	// The order stays for accounting without the person; the company buyer stays.
	kept, err := st.OrderByID(ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	c, a := kept.Customer, kept.Cart.ShippingAddress
	if c.FullName() != "" || c.Email != "" || c.Phone != "" || a.Address != "" || a.City != "" || a.Zip != "" || a.Identifier != "" ||
		a.Phone != "" || kept.AccessToken != "" {
		t.Errorf("personal data left on the order: %+v %+v token %q user %d", c, a, kept.AccessToken, kept.UserID)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders WHERE id = ? AND session_hash IS NULL AND client_hash IS NULL`, o.ID); n != 1 {
		t.Error("the order keeps the hashes of the session and address it came from")
	}
	if n := count(t, st, `SELECT COUNT(*) FROM orders WHERE id = ? AND session_hash IS NOT NULL AND client_hash IS NOT NULL`, guest.ID); n != 1 {
		t.Error("another shopper's order lost its hashes")
	}
	if c.CompanyName != "SIA Anna" || c.CompanyVatNum != "LV40000000001" || a.CountryID != cLV || kept.PrefixedID != o.PrefixedID ||
		kept.Cents != o.Cents || len(kept.Cart.Items) != 1 {
		t.Errorf("accounting data lost: %+v", kept)
	}
	if _, err := st.OrderByAccessToken(ctx, o.AccessToken); !errors.Is(err, ErrNotFound) {
		t.Errorf("the old order link still answers: %v", err)
	}
	// Someone else's order is untouched.
	if g, err := st.OrderByID(ctx, guest.ID); err != nil || g.Customer.FullName() != "Anna Bērziņa" || g.AccessToken == "" {
		t.Errorf("a guest's order changed: %+v %v", g.Customer, err)
	}

	// The e-mail is free to register again, under a new id.
	if again, err := st.CreateUser(ctx, NewUser{Email: "anna@example.lv", Password: "a new account 1", Name: "Anna", Surname: "B"}); err != nil || again == id {
		t.Fatalf("register again: %d %v", again, err)
	}
	if orders, err := st.OrdersOfUser(ctx, id); err != nil || len(orders) != 1 {
		t.Fatalf("the kept order's link to the emptied account: %v %v", orders, err)
	}
}
