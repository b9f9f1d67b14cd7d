package mail

import (
	"context"
	"fmt"
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"time"

	"shop/i18n"
	"shop/store"
)

// Every text the templates ask for is translated in every language.
func TestTemplateKeysAreTranslated(t *testing.T) {
	key := regexp.MustCompile(`\.T "([a-z_]+)"`)
	seen := map[string]bool{}
	err := fs.WalkDir(templateFiles, "templates", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		src, err := fs.ReadFile(templateFiles, path)
		for _, m := range key.FindAllStringSubmatch(string(src), -1) {
			seen[m[1]] = true
		}
		return err
	})
	if err != nil || len(seen) < 15 {
		t.Fatalf("%d keys (%v); is the pattern right?", len(seen), err)
	}
	for k := range seen {
		for _, l := range i18n.Languages {
			if _, ok := i18n.Catalogue(l)[k]; !ok {
				t.Errorf("%s: %q is not translated", l, k)
			}
		}
	}
}

var product = &store.NoticeProduct{ID: 7, Title: "Galaxy S24 <256GB> & case", Link: "/p/galaxy-s24", Price: 129999, Image: "/media/demo/s24.svg"}

// Each kind renders in each language: its subject, texts and money in that language, every
// link absolute, the HTML escaped, the text part free of markup; a notice in a language the
// shop does not speak, or none, speaks the shop's default.
func TestRenderEveryKindInEveryLanguage(t *testing.T) {
	order, _ := stubOrder(context.Background(), 42, "")
	now := time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	for _, lang := range append(append([]string{}, i18n.Languages...), "", "de") {
		want := lang
		if !i18n.Supported(lang) {
			want = testShop.Lang
		}
		// the shop's pages in the mail's language: the default one's unprefixed
		site, home := "https://shop.example", "https://shop.example/"
		if want != testShop.Lang {
			site += "/" + want
			home = site
		}
		for _, n := range []store.Notice{
			{ID: 1, Kind: store.NoticeBackInStock, Email: "a@example.com", Lang: lang, ProductID: 7, CreatedAt: "2026-11-24T07:59:00Z"},
			{ID: 2, Kind: store.NoticeOrderConfirmation, Email: "a@example.com", Lang: lang, OrderID: 42, CreatedAt: "2026-11-24T07:59:00Z"},
			{ID: 3, Kind: store.NoticePaymentReceived, Email: "a@example.com", Lang: lang, OrderID: 42, CreatedAt: "2026-11-24T07:59:00Z"},
			{ID: 4, Kind: store.NoticePasswordReset, Email: "a@example.com", Lang: lang, Link: "/password/reset/tok_en-1", CreatedAt: "2026-11-24T07:59:00Z"},
		} {
			m, err := render(Shop{BaseURL: "https://shop.example", Lang: "lv"}, n, product, order, now)
			if err != nil {
				t.Fatalf("%s %q: %v", n.Kind, lang, err)
			}
			name := n.Kind + " " + lang
			if m.Lang != want || m.To != n.Email || m.Notice != n.ID || m.Kind != n.Kind || !m.Date.Equal(now) ||
				m.ID != fmt.Sprintf("notice-%d.%d@shop.example", n.ID, now.Add(-time.Minute).Unix()) {
				t.Errorf("%s: %+v", name, m)
			}
			var subject string
			switch n.Kind {
			case store.NoticeBackInStock:
				subject = i18n.T(want, "mail_back_in_stock_subject", "title", product.Title)
				contains(t, name+" text", m.Text, product.Title, i18n.Money(want, product.Price), site+"/p/galaxy-s24",
					i18n.T(want, "mail_back_in_stock_intro"), i18n.T(want, "mail_back_in_stock_why"))
				contains(t, name+" HTML", m.HTML, "Galaxy S24 &lt;256GB&gt; &amp; case", `href="`+site+`/p/galaxy-s24"`,
					`src="https://shop.example/media/demo/s24.svg"`, i18n.Money(want, product.Price))
			case store.NoticeOrderConfirmation:
				subject = i18n.T(want, "mail_order_confirmation_subject", "number", "LV-000042")
				contains(t, name+" text", m.Text, i18n.T(want, "mail_hello_name", "name", "Anna"), "LV-000042",
					"1 × Apple iPhone 15 128GB <Black>: "+i18n.Money(want, 108900), "2 × USB-C & Lightning cable",
					i18n.T(want, "mail_coupon", "code", "SPRING10")+": -"+i18n.Money(want, 11248), i18n.Money(want, 101731),
					"IBAN: LV00HABA0000000000000", "https://pay.example/checkout?o=42", site+"/orders/42")
				contains(t, name+" HTML", m.HTML, "Apple iPhone 15 128GB &lt;Black&gt;", "USB-C &amp; Lightning cable",
					"Bank: Swedbank<br>IBAN: LV00HABA0000000000000", `href="https://pay.example/checkout?o=42"`,
					`href="`+site+`/orders/42"`, i18n.T(want, "mail_total"), i18n.Money(want, 17745))
			case store.NoticePaymentReceived:
				subject = i18n.T(want, "mail_payment_received_subject", "number", "LV-000042")
				contains(t, name+" text", m.Text, i18n.T(want, "mail_payment_received_intro", "amount", i18n.Money(want, 101731), "number", "LV-000042"),
					site+"/orders/42")
				contains(t, name+" HTML", m.HTML, `href="`+site+`/orders/42"`)
			case store.NoticePasswordReset:
				subject = i18n.T(want, "mail_password_reset_subject")
				contains(t, name+" text", m.Text, i18n.T(want, "mail_password_reset_intro"), site+"/password/reset/tok_en-1",
					i18n.T(want, "mail_password_reset_expiry"), i18n.T(want, "mail_password_reset_why"))
				contains(t, name+" HTML", m.HTML, `href="`+site+`/password/reset/tok_en-1"`, i18n.T(want, "mail_password_reset_action"))
			}
			if m.Subject != subject {
				t.Errorf("%s: subject %q, want %q", name, m.Subject, subject)
			}
			contains(t, name+" HTML", m.HTML, `<html lang="`+want+`">`, `href="`+home+`"`)
			if strings.Contains(m.Text+m.HTML, "mail_") {
				t.Errorf("%s: an untranslated key:\n%s\n%s", name, m.Text, m.HTML)
			}
			if strings.ContainsAny(m.Text, "<>") && n.Kind == store.NoticePaymentReceived {
				t.Errorf("%s: markup in the text part:\n%s", name, m.Text)
			}
			if strings.Contains(m.Text, "\n\n\n") || strings.HasPrefix(m.Text, "\n") {
				t.Errorf("%s: stray blank lines in the text part:\n%s", name, m.Text)
			}
			for _, href := range regexp.MustCompile(`(?:href|src)="([^"]*)"`).FindAllStringSubmatch(m.HTML, -1) {
				if !strings.HasPrefix(href[1], "https://") {
					t.Errorf("%s: a link that is not absolute: %s", name, href[1])
				}
			}
		}
	}
}

// An order without a coupon, payment instructions, a payment link or a name shows none of them.
func TestRenderLeavesOutWhatAnOrderLacks(t *testing.T) {
	o := &Order{Number: "LV-7", Lines: []OrderLine{{Title: "Case", Quantity: 1, Total: 1999}}, Subtotal: 1999, Total: 1999, Tax: 347, Link: "/orders/7"}
	m, err := render(testShop, store.Notice{ID: 9, Kind: store.NoticeOrderConfirmation, Email: "a@example.com", Lang: "en", OrderID: 7}, nil, o, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, absent := range []string{i18n.T("en", "mail_coupon", "code", ""), i18n.T("en", "mail_payment_how"), i18n.T("en", "mail_pay_now"), "Hello ,"} {
		if strings.Contains(m.Text, absent) || strings.Contains(m.HTML, absent) {
			t.Errorf("shows %q:\n%s", absent, m.Text)
		}
	}
	contains(t, "text", m.Text, i18n.T("en", "mail_hello"), "https://shop.example/en/orders/7")
}

// The lapse mail (order_expired) speaks each language: the order's number, that it was
// cancelled unpaid and nothing is owed, and a link to the shop in that language; it asks for
// no money and links no payment.
func TestRenderOrderExpiredInEveryLanguage(t *testing.T) {
	order, _ := stubOrder(context.Background(), 42, "")
	now := time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	for _, lang := range i18n.Languages {
		n := store.Notice{ID: 5, Kind: store.NoticeOrderExpired, Email: "a@example.com", Lang: lang, OrderID: 42, CreatedAt: "2026-11-24T07:59:00Z"}
		m, err := render(testShop, n, nil, order, now)
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		home := "https://shop.example/"
		if lang != testShop.Lang {
			home = "https://shop.example/" + lang
		}
		if want := i18n.T(lang, "mail_order_expired_subject", "number", "LV-000042"); m.Subject != want || m.Lang != lang {
			t.Errorf("%s: subject %q (%s), want %q", lang, m.Subject, m.Lang, want)
		}
		intro := i18n.T(lang, "mail_order_expired_intro", "number", "LV-000042")
		contains(t, lang+" text", m.Text, i18n.T(lang, "mail_hello_name", "name", "Anna"), intro, i18n.T(lang, "mail_order_expired_again"),
			i18n.T(lang, "mail_order_expired_action")+": "+home, i18n.T(lang, "mail_order_why", "shop", i18n.T(lang, "shop_name")))
		contains(t, lang+" HTML", m.HTML, `<html lang="`+lang+`">`, intro, `href="`+home+`"`, i18n.T(lang, "mail_order_expired_action"))
		for _, never := range []string{"IBAN", "pay.example", i18n.Money(lang, 101731), "mail_"} {
			if strings.Contains(m.Text+m.HTML, never) {
				t.Errorf("%s: the lapse mail says %q", lang, never)
			}
		}
		if strings.ContainsAny(m.Text, "<>") || strings.Contains(m.Text, "\n\n\n") {
			t.Errorf("%s: the text part:\n%s", lang, m.Text)
		}
	}
	if len(i18n.Languages) != 4 {
		t.Errorf("languages %v: the lapse mail's texts are written for lv, en, ru and fi", i18n.Languages)
	}
}

// A business's order is in net amounts: its confirmation adds them up to the total without
// VAT and adds the VAT to it, in every language; a private person's says the VAT its total
// includes.
func TestRenderBusinessOrderAddsTheVAT(t *testing.T) {
	o := &Order{Number: "LV-8", NetPrices: true, Lines: []OrderLine{{Title: "Case", Quantity: 2, Total: 3304}}, Subtotal: 3304,
		Shipping: 495, Net: 3799, Tax: 798, Total: 4597, Link: "/orders/8"}
	for _, lang := range i18n.Languages {
		m, err := render(testShop, store.Notice{ID: 9, Kind: store.NoticeOrderConfirmation, Email: "a@example.com", Lang: lang, OrderID: 8}, nil, o, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		money := func(c int64) string { return i18n.Money(lang, c) }
		contains(t, lang+" text", m.Text, i18n.T(lang, "mail_net_total")+": "+money(3799), i18n.T(lang, "mail_vat_added")+": "+money(798),
			i18n.T(lang, "mail_total")+": "+money(4597), "2 × Case: "+money(3304))
		contains(t, lang+" HTML", m.HTML, i18n.T(lang, "mail_net_total"), money(3799), money(798), money(4597))
		if strings.Contains(m.Text, i18n.T(lang, "mail_tax")) {
			t.Errorf("%s: a business's order says its total includes VAT:\n%s", lang, m.Text)
		}
	}
}

// An order taxed by its destination says so under its totals (its note is made by the order
// mail's loader, in the mail's language); a domestic one has no such line.
func TestRenderOrderTaxNote(t *testing.T) {
	o := &Order{Number: "LV-9", Lines: []OrderLine{{Title: "Phone", Quantity: 1, Total: 12550}}, Subtotal: 12550,
		Net: 10000, Tax: 2550, Total: 12550, Link: "/orders/9", TaxNote: "VAT 25.5 % (Finland)"}
	n := store.Notice{ID: 10, Kind: store.NoticeOrderConfirmation, Email: "a@example.com", Lang: "en", OrderID: 9}
	m, err := render(testShop, n, nil, o, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	contains(t, "text", m.Text, "VAT 25.5 % (Finland)")
	contains(t, "HTML", m.HTML, "VAT 25.5 % (Finland)")
	o.TaxNote = ""
	if m, err = render(testShop, n, nil, o, time.Now()); err != nil || strings.Contains(m.Text, "Finland") {
		t.Errorf("a domestic order's mail: %v\n%s", err, m.Text)
	}
}
