package store

import (
	"testing"

	"shop/i18n"
)

// Every message key the checkout answers with — field errors, coupon refusals, the minimum's
// notice, order and payment status labels — is translated in every language, so a handler can
// pass them on as they are.
func TestCheckoutMessageKeysAreTranslated(t *testing.T) {
	t.Parallel()
	keys := []string{MsgRequired, MsgTooLong, MsgEmail, MsgInvalid, MsgSingleLine, MsgPhone, MsgCallingCode, MsgZip, MsgTerms,
		MsgCountryNotServed, MsgUnknownShipping, MsgPaymentNotAllowed, MsgUnknownPickupPoint,
		CouponUnknown, CouponExpired, CouponNotYetValid, CouponUnderMin, CouponUsedUp, CouponAlreadyUsed, "cart_min_price"}
	for _, s := range []string{"new", "paid", "processing", "shipped", "completed", "cancelled"} {
		keys = append(keys, "order_status_"+s)
	}
	for _, s := range []string{"pending", "paid", "failed", "cancelled"} {
		keys = append(keys, "payment_status_"+s)
	}
	for _, k := range keys {
		for _, l := range i18n.Languages {
			if _, ok := i18n.Catalogue(l)[k]; !ok {
				t.Errorf("%s: %q is not translated", l, k)
			}
		}
	}
	if got := i18n.T("lv", "cart_min_price", "amount", i18n.Money("ru", 6050)); got != "Minimālā pasūtījuma summa ir 60,50\u00a0€." {
		t.Errorf("the minimum's notice reads %q", got)
	}
}

func TestPhoneCountriesAreTheEU(t *testing.T) {
	t.Parallel()
	got := PhoneCountries()
	if len(got) != 27 || got[0].CountryCode != "AT" || got[26].CountryCode != "SK" {
		t.Fatalf("%d countries, %v … %v", len(got), got[0].CountryCode, got[len(got)-1].CountryCode)
	}
	for _, c := range []struct {
		code string
		ok   bool
	}{{"371", true}, {"+358", true}, {" +49 ", true}, {"1", false}, {"+7", false}, {"", false}, {"+", false}} {
		if euCallingCode(c.code) != c.ok {
			t.Errorf("calling code %q: %v", c.code, !c.ok)
		}
	}
}
