package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"net/url"
	"strings"
	texttemplate "text/template"
	"time"

	"shop/i18n"
	"shop/store"
)

// Shop is what every mail needs of the shop.
type Shop struct {
	BaseURL string // the public origin links start with, e.g. https://shop.example
	Lang    string // the shop's default language: a notice without one of ours speaks it
}

// domain is the right side of the shop's Message-IDs: the base URL's host.
func (s Shop) domain() string {
	if u, err := url.Parse(s.BaseURL); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "localhost"
}

// Order is what the order mails show. The order tables' Go API fills it (see OrderLoader).
// Money is in cents as the order stored it: the lines, subtotal, discount and shipping with
// VAT, or without for a business's order (NetPrices), whose VAT is added to the net total;
// links are paths of the shop (made absolute with the base URL) or absolute URLs (a payment
// provider's page).
type Order struct {
	Number       string      // as the shopper sees it
	CustomerName string      // whom the mail greets: the first name, or the company; '' for none
	Lines        []OrderLine // the products and services bought
	NetPrices    bool        // the amounts but Net, Tax and Total are without VAT
	Subtotal     int64       // the lines' totals before the coupon
	Shipping     int64
	CouponCode   string // '' for none
	Discount     int64  // what the coupon took off, a positive amount
	Net          int64  // the total without VAT
	Tax          int64  // the VAT of the total
	Total        int64  // what the shopper pays
	// TaxNote says how the order was taxed when not at the home rate: "VAT 25.5 % (Finland)",
	// "VAT 0 % — reverse charge"; '' for a domestic order.
	TaxNote             string
	PaymentInstructions string // how to pay, for a bank transfer (lines kept); '' when there is nothing to do
	PaymentLink         string // where to pay online; '' for none
	Link                string // the order's page
	// The shipment, once shipped: the carrier's name, the parcel's number and the carrier's
	// public page of it ('' when the carrier has none).
	Carrier        string
	TrackingNumber string
	TrackingLink   string
	// The shop's own notice of a new order (new_order_shop) names the buyer in full, how
	// they pay, and links the order's page in the back office.
	FullName     string
	Email        string
	PaymentTitle string
	AdminLink    string
	Refund       *OrderRefund // order_refunded: the refund the mail is about
}

// OrderRefund is what a refund mail says of the refund.
type OrderRefund struct {
	Amount int64  // gross cents given back by this refund
	Total  int64  // given back of the order so far, this refund included
	Reason string // '' for none
	Card   bool   // through the card payment's provider; else paid back by hand
}

// OrderLine is one line of an order mail.
type OrderLine struct {
	Title    string
	Quantity int64
	Total    int64 // the line before the coupon: its unit price times the quantity
}

//go:embed templates
var templateFiles embed.FS

// kinds holds each notice kind's templates: one layout per format, the kind's blocks in its
// own file (text: subject, body, footer; HTML: body, footer).
var kinds = map[string]struct {
	text *texttemplate.Template
	html *htmltemplate.Template
}{}

func init() {
	for _, kind := range store.NoticeKinds { // every kind has its templates (a missing file fails at start)
		k := kinds[kind]
		k.text = texttemplate.Must(texttemplate.New("layout.txt").Option("missingkey=error").
			ParseFS(templateFiles, "templates/layout.txt", "templates/parts.txt", "templates/"+kind+".txt"))
		k.html = htmltemplate.Must(htmltemplate.New("layout.html").Option("missingkey=error").
			ParseFS(templateFiles, "templates/layout.html", "templates/parts.html", "templates/"+kind+".html"))
		kinds[kind] = k
	}
}

// view is what a template sees: the notice's language, the shop, the kind's data and the
// helpers (T, N, Money, URL).
type view struct {
	Lang    string
	Shop    Shop
	Subject string
	Product *store.NoticeProduct // back_in_stock
	Order   *Order               // the order kinds
	Link    string               // newsletter_confirm, password_reset: the notice's link (the page it opens)
	// Unsubscribe is the path that ends the subscription the mail is sent for, shown in its
	// footer and named in its List-Unsubscribe header; '' for a mail of no subscription.
	Unsubscribe string
	Contact     *store.ContactMessage // contact_message, contact_answer
	// ContactAnswer is the shop's answer to Contact (contact_answer).
	ContactAnswer string
	Withdrawal    *store.Withdrawal // withdrawal, withdrawal_shop
	WithdrawalAt  string            // when the withdrawal was received, written in the mail's language
	AdminLink     string            // withdrawal_shop: the order's page in the back office
}

// LangName is a language code's name in the mail's language (a contact message says which
// language the shopper wrote in, to answer in it).
func (v view) LangName(code string) string {
	if !i18n.Supported(code) {
		return code
	}
	return i18n.T(v.Lang, "language_"+code)
}

// T translates key into the mail's language; args fill {name} placeholders pairwise.
func (v view) T(key string, args ...string) string { return i18n.T(v.Lang, key, args...) }

// Money formats gross cents as the mail's language writes euros.
func (v view) Money(cents int64) string { return i18n.Money(v.Lang, cents) }

// URL makes a shop path absolute, a page in the mail's language (the default language's
// pages have no prefix, another's are under /{lang}, as the shop's own links); an absolute
// URL stays as it is.
func (v view) URL(path string) string {
	if strings.HasPrefix(path, "https://") || strings.HasPrefix(path, "http://") {
		return path
	}
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	if v.pageInOtherLanguage(path) {
		path = strings.TrimSuffix("/"+v.Lang+path, "/")
	}
	return v.Shop.BaseURL + path
}

// pageInOtherLanguage reports whether path is a page to give the mail language's prefix: a
// page (not a picture or a file) of a language other than the shop's default, not yet prefixed.
func (v view) pageInOtherLanguage(path string) bool {
	if v.Lang == "" || v.Lang == v.Shop.Lang || path == "/"+v.Lang || strings.HasPrefix(path, "/"+v.Lang+"/") {
		return false
	}
	return !strings.HasPrefix(path, "/media/") && !strings.HasPrefix(path, "/assets/")
}

// Lines splits text into its lines, for the HTML part to keep them.
func (v view) Lines(text string) []string { return strings.Split(strings.TrimSpace(text), "\n") }

// mailLang is the language n's mail speaks: its own, else the shop's default.
func mailLang(n store.Notice, shop Shop) string {
	if i18n.Supported(n.Lang) {
		return n.Lang
	}
	return shop.Lang
}

// render writes notice n as a message in its language (the shop's default for none or one
// the shop does not speak), with what its kind shows: product for back_in_stock, order for
// the order kinds, its link for the kinds that carry one.
func render(shop Shop, n store.Notice, product *store.NoticeProduct, order *Order, now time.Time) (*Message, error) {
	return renderView(shop, n, view{Product: product, Order: order, Link: n.Link}, now)
}

// renderView writes notice n as a message with what v holds of its kind (the language and
// the shop are filled in here).
func renderView(shop Shop, n store.Notice, v view, now time.Time) (*Message, error) {
	k, ok := kinds[n.Kind]
	if !ok {
		return nil, permanent(fmt.Errorf("no templates for kind %q", n.Kind))
	}
	v.Lang, v.Shop = mailLang(n, shop), shop
	var subject, text, html bytes.Buffer
	if err := k.text.ExecuteTemplate(&subject, "subject", v); err != nil {
		return nil, permanent(err)
	}
	v.Subject = strings.Join(strings.Fields(subject.String()), " ")
	if err := k.text.Execute(&text, v); err != nil {
		return nil, permanent(err)
	}
	if err := k.html.Execute(&html, v); err != nil {
		return nil, permanent(err)
	}
	// The notice's id names it in this database; its time tells it from a notice of the same
	// id in another (a shop set up anew).
	id := fmt.Sprintf("notice-%d@%s", n.ID, shop.domain())
	if created, err := time.Parse(time.RFC3339, n.CreatedAt); err == nil {
		id = fmt.Sprintf("notice-%d.%d@%s", n.ID, created.Unix(), shop.domain())
	}
	unsubscribe := ""
	if v.Unsubscribe != "" {
		unsubscribe = v.URL(v.Unsubscribe)
	}
	m := &Message{
		Unsubscribe: unsubscribe,
		ID:          id,
		To:          n.Email,
		Lang:        v.Lang,
		Subject:     v.Subject,
		Text:        text.String(),
		HTML:        html.String(),
		Date:        now,
		Notice:      n.ID,
		Kind:        n.Kind,
	}
	if v.Contact != nil && n.Kind == store.NoticeContactMessage {
		m.ReplyTo = v.Contact.Email // the shop answers the shopper by answering the mail
	}
	return m, nil
}
