package services

import (
	"fmt"
	"os"
	"testing"

	"shop/internal/testtool"
	"shop/store"
)

// schema is the baseline schema the shop embeds, read from the repository's root.
var schema string

func TestMain(m *testing.M) {
	raw, err := os.ReadFile("../schema.sql")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	schema = string(raw)
	code := m.Run()
	testtool.RemoveTemplates()
	os.Exit(code)
}

// orderPath is the order page's path as the shop's routes make it.
func orderPath(token string) string { return "/order/" + token }

// latviaID is Latvia's id in the countries table, as the store seeds it.
func latviaID() int64 {
	for i, c := range store.Countries() {
		if c.CountryCode == "LV" {
			return int64(i + 1)
		}
	}
	return 0
}

// annasCourierOrder is a private buyer's order by DPD courier to Riga in English, paid by
// payment, in the Latvian shop.
func annasCourierOrder(payment string) store.OrderInput {
	return store.OrderInput{
		Order: store.OrderContact{UserType: "b2c", UserName: "Anna", UserSurname: "Bērziņa", UserEmail: "anna@example.lv",
			UserPhoneNumber: store.Phone{CountryCallingCode: "371", Number: "20000000"}},
		Shipping:       store.OrderShipping{ShippingAddress: store.ShippingAddress{CountryID: latviaID(), City: "Rīga", Address: "Brīvības iela 1", Zip: "LV-1050"}},
		ShippingMethod: "dpd-courier", PaymentMethod: payment, TermsAccepted: true,
		Prefix: "LV", Language: "en", Rules: store.CartRules{Pricing: store.Pricing{VATBasisPoints: 2100}},
	}
}
