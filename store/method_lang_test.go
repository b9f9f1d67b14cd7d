package store

import (
	"context"
	"reflect"
	"testing"
)

// methodShop is the checkout fixture as a Latvian shop speaking English and Russian: the
// courier and the card translated into both, the locker's title into English only, the shop
// pickup and cash into neither (they fall back to the default language's texts).
func methodShop(t *testing.T) *Store {
	t.Helper()
	st := checkoutShop(t)
	ctx := context.Background()
	if err := st.SetLanguages(ctx, Languages{Default: "lv", All: []string{"lv", "en", "ru"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.write.Exec(`UPDATE shipping_methods SET title = 'DPD kurjers', description = 'Piegāde līdz durvīm.' WHERE id = 1;
UPDATE shipping_methods SET title = 'Omniva pakomāts', description = 'Saņem pakomātā.' WHERE id = 2;
UPDATE shipping_methods SET title = 'Saņemšana veikalā', description = 'Rīgā, Brīvības ielā 68.' WHERE id = 3;
UPDATE payment_methods SET title = 'Maksājumu karte', description = 'Visa un Mastercard.' WHERE id = 1;
UPDATE payment_methods SET title = 'Skaidrā naudā veikalā', description = 'Saņemot preci.' WHERE id = 2`); err != nil {
		t.Fatal(err)
	}
	writeTranslations(t, st,
		[5]any{"shipping_method", mCourier, "en", "title", "DPD courier"},
		[5]any{"shipping_method", mCourier, "en", "description", "Door-to-door delivery."},
		[5]any{"shipping_method", mCourier, "ru", "title", "Курьер DPD"},
		[5]any{"shipping_method", mCourier, "ru", "description", "Доставка до двери."},
		[5]any{"shipping_method", mLocker, "en", "title", "Omniva parcel locker"},
		[5]any{"payment_method", payCard, "en", "title", "Payment card"},
		[5]any{"payment_method", payCard, "en", "description", "Visa and Mastercard."},
		[5]any{"payment_method", payCard, "ru", "title", "Платёжная карта"},
	)
	return st
}

// writeTranslations writes translation rows (entity, id, lang, field, value) as the demo and
// an import do, through an Inserter.
func writeTranslations(t *testing.T, st *Store, rows ...[5]any) {
	t.Helper()
	ctx := context.Background()
	err := st.WithTx(ctx, func(ctx context.Context) error {
		tr := st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")
		for _, r := range rows {
			tr.Add(r[:]...)
		}
		return tr.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
}

type methodText struct{ title, description string }

func shippingTexts(t *testing.T, st *Store, lang string) []methodText {
	t.Helper()
	list, err := st.ShippingMethods(context.Background(), lang)
	if err != nil {
		t.Fatal(err)
	}
	var out []methodText
	for _, m := range list {
		out = append(out, methodText{m.Title, m.Description})
	}
	return out
}

// Shipping and payment methods are listed in the asked language, each field the default
// language's where its translation is missing; the default language is the rows' own.
func TestTranslatedMethodLists(t *testing.T) {
	t.Parallel()
	st := methodShop(t)
	ctx := context.Background()
	for lang, want := range map[string][]methodText{
		"lv": {{"DPD kurjers", "Piegāde līdz durvīm."}, {"Omniva pakomāts", "Saņem pakomātā."}, {"Saņemšana veikalā", "Rīgā, Brīvības ielā 68."}},
		"en": {{"DPD courier", "Door-to-door delivery."}, {"Omniva parcel locker", "Saņem pakomātā."}, {"Saņemšana veikalā", "Rīgā, Brīvības ielā 68."}},
		"ru": {{"Курьер DPD", "Доставка до двери."}, {"Omniva pakomāts", "Saņem pakomātā."}, {"Saņemšana veikalā", "Rīgā, Brīvības ielā 68."}},
	} {
		if got := shippingTexts(t, st, lang); !reflect.DeepEqual(got, want) {
			t.Errorf("shipping methods in %s: %v, want %v", lang, got, want)
		}
	}
	for lang, want := range map[string][]methodText{
		"lv": {{"Maksājumu karte", "Visa un Mastercard."}, {"Skaidrā naudā veikalā", "Saņemot preci."}},
		"en": {{"Payment card", "Visa and Mastercard."}, {"Skaidrā naudā veikalā", "Saņemot preci."}},
		"ru": {{"Платёжная карта", "Visa un Mastercard."}, {"Skaidrā naudā veikalā", "Saņemot preci."}},
	} {
		list, err := st.PaymentMethods(ctx, mShop, lang)
		if err != nil {
			t.Fatal(err)
		}
		var got []methodText
		for _, p := range list {
			got = append(got, methodText{p.Title, p.Description})
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("payment methods in %s: %v, want %v", lang, got, want)
		}
	}
	en := lvRules
	en.Pricing = en.In("en")
	if m, _, err := st.ShippingQuote(ctx, "", mCourier, 0, en); err != nil || m.Title != "DPD courier" || m.Description != "Door-to-door delivery." {
		t.Errorf("the quoted method in English: %+v (%v)", m, err)
	}
}

// A cart names its chosen methods in the language CartIn shows it in.
func TestTranslatedCartMethods(t *testing.T) {
	t.Parallel()
	st := methodShop(t)
	ctx := context.Background()
	token := addLines(t, st, pPhone, 1)
	if err := st.SetShippingMethod(ctx, token, mShop); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, payment, shipping, pay string }{
		{"lv", "card", "Saņemšana veikalā", "Maksājumu karte"},
		{"en", "card", "Saņemšana veikalā", "Payment card"}, // the shop pickup has no English title
		{"ru", "card", "Saņemšana veikalā", "Платёжная карта"},
		{"en", "cash", "Saņemšana veikalā", "Skaidrā naudā veikalā"},
	} {
		id := int64(payCard)
		if c.payment == "cash" {
			id = payCash
		}
		if err := st.SetPaymentMethod(ctx, token, id); err != nil {
			t.Fatal(err)
		}
		cart := cartOf(t, st, token)
		if err := st.CartIn(ctx, &cart, c.lang); err != nil {
			t.Fatal(err)
		}
		if cart.ShippingMethod == nil || cart.PaymentMethod == nil || cart.ShippingMethod.Title != c.shipping || cart.PaymentMethod.Title != c.pay {
			t.Errorf("%s cart paid by %s: shipping %+v, payment %+v", c.lang, c.payment, cart.ShippingMethod, cart.PaymentMethod)
		}
	}
	token = addLines(t, st, pPhone, 1)
	if err := st.SetShippingMethod(ctx, token, mCourier); err != nil {
		t.Fatal(err)
	}
	cart := cartOf(t, st, token)
	if err := st.CartIn(ctx, &cart, "ru"); err != nil || cart.ShippingMethod.Title != "Курьер DPD" || cart.PaymentMethod != nil {
		t.Errorf("a Russian cart by courier: %+v, %+v (%v)", cart.ShippingMethod, cart.PaymentMethod, err)
	}
}

// An order names its methods in its own language as it is read, and in a page's language
// after OrderIn; the default language's titles where a translation is missing.
func TestTranslatedOrderMethods(t *testing.T) {
	t.Parallel()
	st := methodShop(t)
	ctx := context.Background()
	in := guestOrder("anna@b.lv")
	in.Language, in.Rules.Pricing = "en", in.Rules.In("en")
	o, err := st.PlaceOrder(ctx, addLines(t, st, pPhone, 1), in)
	if err != nil {
		t.Fatal(err)
	}
	if o.Cart.ShippingMethod.Title != "Omniva parcel locker" || o.Cart.PaymentMethod.Title != "Payment card" {
		t.Errorf("an English order names %q, %q", o.Cart.ShippingMethod.Title, o.Cart.PaymentMethod.Title)
	}
	for lang, want := range map[string][2]string{
		"lv": {"Omniva pakomāts", "Maksājumu karte"},
		"ru": {"Omniva pakomāts", "Платёжная карта"}, // the locker has no Russian title
		"en": {"Omniva parcel locker", "Payment card"},
	} {
		o := o
		if err := st.OrderIn(ctx, &o, lang); err != nil {
			t.Fatal(err)
		}
		if got := [2]string{o.Cart.ShippingMethod.Title, o.Cart.PaymentMethod.Title}; got != want {
			t.Errorf("the order in %s names %q, want %q", lang, got, want)
		}
	}
}

// A translation written after the cache was filled shows at once: the cached texts equal a
// fresh read of the table.
func TestMethodTextsFollowWrites(t *testing.T) {
	t.Parallel()
	st := methodShop(t)
	ctx := context.Background()
	if got := shippingTexts(t, st, "en")[2].title; got != "Saņemšana veikalā" {
		t.Fatalf("shop pickup in English before its translation: %q", got)
	}
	writeTranslations(t, st,
		[5]any{"shipping_method", mShop, "en", "title", "Pickup in our Riga shop"},
		[5]any{"payment_method", payCash, "ru", "title", "Наличными в магазине"},
	)
	if got := shippingTexts(t, st, "en")[2].title; got != "Pickup in our Riga shop" {
		t.Errorf("shop pickup in English after its translation: %q", got)
	}
	if pay, err := st.PaymentMethods(ctx, mShop, "ru"); err != nil || pay[1].Title != "Наличными в магазине" {
		t.Errorf("cash in Russian after its translation: %+v (%v)", pay, err)
	}
	fresh, err := st.readTaxonomyTexts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ru"} {
		cached, err := st.textsIn(ctx, lang)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(cached, fresh[lang]) {
			t.Errorf("cached %s texts %v, a fresh read %v", lang, cached, fresh[lang])
		}
	}
}
