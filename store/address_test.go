package store

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

func rigaAddress(street string) AddressInput {
	return AddressInput{CountryID: cLV, City: " Rīga ", Address: street, Zip: "lv-1050",
		UserPhoneNumber: Phone{CountryCallingCode: "371", Number: "20 000 000"}}
}

// defaults lists a user's addresses as their streets, the default marked with a star.
func defaults(t *testing.T, st *Store, userID int64) []string {
	t.Helper()
	list, err := st.Addresses(context.Background(), userID, "en")
	if err != nil {
		t.Fatal(err)
	}
	out := []string{}
	for _, a := range list {
		s := a.Address
		if a.IsDefault {
			s += "*"
		}
		out = append(out, s)
	}
	return out
}

func TestAddressBook(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	anna, other := addUser(t, st, "anna@example.lv"), addUser(t, st, "other@example.lv")

	first, err := st.AddAddress(ctx, anna, rigaAddress("Brīvības iela 1"))
	if err != nil {
		t.Fatal(err)
	}
	second, err := st.AddAddress(ctx, anna, rigaAddress("Tērbatas iela 2"))
	if err != nil {
		t.Fatal(err)
	}
	third, err := st.AddAddress(ctx, anna, rigaAddress("Elizabetes iela 3"))
	if err != nil {
		t.Fatal(err)
	}
	// The first address is the default; it is kept as the form sent it, cleaned, and its country
	// is named in the language asked for.
	list, err := st.Addresses(ctx, anna, "lv")
	if err != nil || len(list) != 3 {
		t.Fatalf("addresses: %v %v", list, err)
	}
	want := Address{ID: first, CountryID: cLV, Country: "Latvija", City: "Rīga", Address: "Brīvības iela 1", Zip: "LV-1050",
		UserPhoneNumber: Phone{CountryCallingCode: "+371", Number: "20000000"}, IsDefault: true}
	if !reflect.DeepEqual(list[0], want) {
		t.Fatalf("default address\n got %+v\nwant %+v", list[0], want)
	}

	// Setting one unsets the other: one default at any time, listed first.
	if err := st.SetDefaultAddress(ctx, anna, third); err != nil {
		t.Fatal(err)
	}
	if got := defaults(t, st, anna); !reflect.DeepEqual(got, []string{"Elizabetes iela 3*", "Brīvības iela 1", "Tērbatas iela 2"}) {
		t.Fatalf("after set default: %v", got)
	}
	if n := count(t, st, `SELECT COUNT(*) FROM addresses WHERE user_id = ? AND is_default = 1`, anna); n != 1 {
		t.Fatalf("%d defaults", n)
	}

	// Deleting the default makes the oldest address left the default.
	if err := st.DeleteAddress(ctx, anna, third); err != nil {
		t.Fatal(err)
	}
	if got := defaults(t, st, anna); !reflect.DeepEqual(got, []string{"Brīvības iela 1*", "Tērbatas iela 2"}) {
		t.Fatalf("after deleting the default: %v", got)
	}
	// Deleting another keeps the default.
	if err := st.DeleteAddress(ctx, anna, second); err != nil {
		t.Fatal(err)
	}
	if got := defaults(t, st, anna); !reflect.DeepEqual(got, []string{"Brīvības iela 1*"}) {
		t.Fatalf("after deleting another: %v", got)
	}

	// Another user's address is not found, whatever is asked, and stays as it was.
	for name, err := range map[string]error{
		"update":  st.UpdateAddress(ctx, other, first, rigaAddress("Hacked iela 1")),
		"delete":  st.DeleteAddress(ctx, other, first),
		"default": st.SetDefaultAddress(ctx, other, first),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s of another's address: %v", name, err)
		}
	}
	if got := defaults(t, st, anna); !reflect.DeepEqual(got, []string{"Brīvības iela 1*"}) {
		t.Fatalf("after another user's tries: %v", got)
	}
	if got := defaults(t, st, other); len(got) != 0 {
		t.Fatalf("the other user has %v", got)
	}

	// An edit keeps the default.
	if err := st.UpdateAddress(ctx, anna, first, rigaAddress("Brīvības iela 10")); err != nil {
		t.Fatal(err)
	}
	if got := defaults(t, st, anna); !reflect.DeepEqual(got, []string{"Brīvības iela 10*"}) {
		t.Fatalf("after the edit: %v", got)
	}
}

func TestAddressValidation(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	anna := addUser(t, st, "anna@example.lv")
	for _, tc := range []struct {
		name string
		in   AddressInput
		want FieldErrors
	}{
		{"empty", AddressInput{}, FieldErrors{"shipping.country_id": {MsgRequired}, "shipping.city": {MsgRequired},
			"shipping.address": {MsgRequired}, "shipping.zip": {MsgRequired}}},
		{"bad zip", AddressInput{CountryID: cLV, City: "Rīga", Address: "Iela 1", Zip: "12345"}, FieldErrors{"shipping.zip": {MsgZip}}},
		{"no courier there", AddressInput{CountryID: cEE, City: "Tallinn", Address: "Viru 1", Zip: "10111"},
			FieldErrors{"shipping.country_id": {MsgCountryNotServed}}},
		{"bad phone", AddressInput{CountryID: cFI, City: "Helsinki", Address: "Katu 1", Zip: "00100",
			UserPhoneNumber: Phone{CountryCallingCode: "+1", Number: "12"}},
			FieldErrors{"shipping.user_phone_number.number": {MsgPhone}, "shipping.user_phone_number.countryCallingCode": {MsgCallingCode}}},
	} {
		_, err := st.AddAddress(ctx, anna, tc.in)
		var fe FieldErrors
		if !errors.As(err, &fe) || !reflect.DeepEqual(fe, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if n := count(t, st, `SELECT COUNT(*) FROM addresses`); n != 0 {
		t.Fatalf("%d refused addresses stored", n)
	}
	for i := 0; i < MaxAddresses; i++ {
		if _, err := st.AddAddress(ctx, anna, rigaAddress("Iela 1")); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.AddAddress(ctx, anna, rigaAddress("Iela 1")); !errors.Is(err, ErrTooManyAddresses) {
		t.Fatalf("address %d: %v", MaxAddresses+1, err)
	}
}
