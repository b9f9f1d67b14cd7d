// Package handlers holds the HTTP side of the shop: routes, middleware, request parsing,
// page props and JSON answers. Handlers are thin: parse, validate, one store call, respond.
package handlers

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/netip"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"shop/assets"
	"shop/captcha"
	"shop/i18n"
	"shop/payment"
	"shop/store"
)

// Shop variants (spec §1). Each has a VAT rate and its languages, the default first: the
// language of its content and of its unprefixed URLs.
// Credit offers (spec §9) charge CreditRateBasisPoints a year on the 24-month plan; a cart below
// MinOrderNet (net goods, cents) cannot be ordered.
var shops = map[string]ShopInfo{
	"lv_shop": {Code: "lv_shop", Country: "LV", Lang: "lv", Languages: []string{"lv", "en", "ru"}, TimeZone: "Europe/Riga", VATBasisPoints: 2100, CreditRateBasisPoints: 1990,
		MinOrderNet: 500, PaymentBrands: latvianPaymentBrands, DeliveryBrands: latvianDeliveryBrands},
	"fi_tel_shop": {Code: "fi_tel_shop", Country: "FI", Lang: "fi", Languages: []string{"fi", "en"}, TimeZone: "Europe/Helsinki", VATBasisPoints: 2550,
		CreditRateBasisPoints: 1990, MinOrderNet: 800, OnlySecondTerms: true, HideContactDetails: true,
		PaymentBrands: finnishPaymentBrands, DeliveryBrands: finnishDeliveryBrands},
	"tt_fi_tel_shop": {Code: "tt_fi_tel_shop", Country: "FI", Lang: "fi", Languages: []string{"fi", "en"}, TimeZone: "Europe/Helsinki", VATBasisPoints: 2550,
		CreditRateBasisPoints: 1990, MinOrderNet: 800, OnlySecondTerms: true, HideContactDetails: true, HideContactImage: true, TelephoneShop: true,
		PaymentBrands: finnishPaymentBrands, DeliveryBrands: finnishDeliveryBrands},
}

// The footer's payment and delivery chips: the banks, cards and carriers of the shop's country
// (the demo's payment and shipping methods, demo/seed_shipping_*.go).
var (
	latvianPaymentBrands  = []string{"Visa", "Mastercard", "Swedbank", "SEB", "Citadele", "Luminor"}
	latvianDeliveryBrands = []string{"DPD", "Omniva"}
	finnishPaymentBrands  = []string{"Visa", "Mastercard", "Nordea", "OP", "S-Pankki", "Danske Bank"}
	finnishDeliveryBrands = []string{"Posti", "Matkahuolto", "Budbee"}
)

// ShopInfo is what a shop variant changes; it reaches the UI in every page's shared props.
type ShopInfo struct {
	Code                  string   `json:"code"`
	Country               string   `json:"country"`
	Lang                  string   `json:"-"` // the default language: Languages[0]
	Languages             []string `json:"-"` // the shared props' languages carry them with their URLs
	TimeZone              string   `json:"-"` // where the shop's working days and dispatch cut-off are
	VATBasisPoints        int64    `json:"vat_basis_points"`
	CreditRateBasisPoints int64    `json:"-"` // annual interest of the 24-month credit plan
	MinOrderNet           int64    `json:"-"` // smallest net goods total (cents) the shop sells: a parcel costs too
	OnlySecondTerms       bool     `json:"only_second_terms"`
	HideContactDetails    bool     `json:"hide_contact_details"`
	HideContactImage      bool     `json:"hide_contact_image"`
	TelephoneShop         bool     `json:"telephone_shop"` // hides the category sidebar and manufacturers on home
	ReviewWidgetURL       string   `json:"review_widget_url,omitempty"`
	PaymentBrands         []string `json:"payment_brands"`  // the footer's chips
	DeliveryBrands        []string `json:"delivery_brands"` // the footer's chips
	// NewsletterAction is where the footer's newsletter box posts (the home page's box has it
	// in its props too): a call, so not among the page links.
	NewsletterAction string `json:"newsletter_action"`
}

// ShopCodes lists the known shop variants.
func ShopCodes() []string { return []string{"lv_shop", "fi_tel_shop", "tt_fi_tel_shop"} }

// Config is what the server needs from the command line.
type Config struct {
	ShopCode        string
	BaseURL         string         // absolute origin for every absolute URL, e.g. https://shop.example
	TrustedProxies  []netip.Prefix // whose X-Forwarded-* headers are believed
	ReviewWidgetURL string         // third-party review widget script (Latvian shop), off when empty
	DevAssets       string         // serve the UI from this folder instead of the embedded bundle
	ReviewApproval  bool           // post-order reviews wait unpublished for approval instead of showing at once
	ContactEmail    string         // where contact form messages go; the company's e-mail on the contact page when empty
	// Payments are the payment providers the shop offers (payment.New); nil is the shop
	// country's bank transfer and pay on pickup only, no card.
	Payments *payment.Payments
	// Captcha checks the open forms' tokens; nil is captcha.Local (tests). main sets it
	// from its flags and never leaves Local on silently in production.
	Captcha captcha.Verifier
	Logger  *slog.Logger
	// Now is the clock of sign-in limits and password reset links; nil is time.Now (tests set it).
	Now func() time.Time
	// MaxUnpaidOrders is how many open unpaid orders one e-mail, one browser session and one
	// client address may each have; 0 is store.DefaultMaxUnpaidOrders.
	MaxUnpaidOrders int
	// MaxUnitsPerProduct is the most units of one product one order may hold; 0 is
	// store.DefaultMaxUnitsPerProduct.
	MaxUnitsPerProduct int
}

// Validate checks the settings that need no data folder, so a mistake stops the shop before
// it touches one.
func (cfg Config) Validate() error {
	if _, ok := shops[cfg.ShopCode]; !ok {
		return fmt.Errorf("unknown shop code %q (known: %s)", cfg.ShopCode, strings.Join(ShopCodes(), ", "))
	}
	if _, err := ParseBaseURL(cfg.BaseURL); err != nil {
		return err
	}
	if cfg.ContactEmail != "" && !store.ValidEmail(cfg.ContactEmail) {
		return fmt.Errorf("contact e-mail %q is not an e-mail address", cfg.ContactEmail)
	}
	if cfg.MaxUnpaidOrders < 0 {
		return fmt.Errorf("the most unpaid orders must be at least 1, not %d", cfg.MaxUnpaidOrders)
	}
	if cfg.MaxUnitsPerProduct < 0 {
		return fmt.Errorf("the most units of a product in an order must be at least 1, not %d", cfg.MaxUnitsPerProduct)
	}
	return nil
}

// Shop is the shop variant cfg names: what the server and the mails (main wires package
// mail) take the languages and VAT rate from.
func (cfg Config) Shop() ShopInfo { return shops[cfg.ShopCode] }

// StoreLanguages are the shop's languages as the store keeps its content in them.
func (shop ShopInfo) StoreLanguages() store.Languages {
	return store.Languages{Default: shop.Lang, All: shop.Languages}
}

// Server is the shop's HTTP application.
type Server struct {
	cfg      Config
	shop     ShopInfo
	store    *store.Store
	sessions *store.Sessions
	assets   fs.FS
	manifest assets.Manifest
	messages map[string][]byte // per language, the translations the embedded bundle's UI uses
	log      *slog.Logger
	started  time.Time
	answers  *answerCache
	location *time.Location // the shop's time zone
	payments *payment.Payments
	captcha  captcha.Verifier
	company  Company // who runs the shop: the contact page
	// contactEmail receives the contact form's messages.
	contactEmail string
	now          func() time.Time
	limits       *accountLimits               // sign-in, registration and reset attempts (account_limits.go)
	writes       *writeLimits                 // new carts, contact messages and sign-ups per address (write_limits.go)
	langs        i18n.Matcher                 // an API call's language from its Accept-Language (lang.go)
	links        map[string]map[string]string // language → the links every page shares (pageLinks)
}

// New wires middleware and routes into an echo instance.
func New(cfg Config, st *store.Store, sessions *store.Sessions) (*echo.Echo, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg.BaseURL, _ = ParseBaseURL(cfg.BaseURL)
	shop := cfg.Shop()
	if shop.Country == "LV" {
		shop.ReviewWidgetURL = cfg.ReviewWidgetURL
	}
	shop.NewsletterAction = newsletterAction
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	var err error
	s := &Server{cfg: cfg, shop: shop, store: st, sessions: sessions, log: cfg.Logger, started: time.Now(),
		answers: newAnswerCache(answerCacheSize), payments: cfg.Payments, captcha: cfg.Captcha,
		company: companies[cfg.ShopCode], contactEmail: cfg.ContactEmail}
	if s.contactEmail == "" {
		s.contactEmail = s.company.Email
	}
	if s.captcha == nil {
		s.captcha = captcha.Local{}
	}
	if s.now = cfg.Now; s.now == nil {
		s.now = time.Now
	}
	if s.cfg.MaxUnpaidOrders == 0 {
		s.cfg.MaxUnpaidOrders = store.DefaultMaxUnpaidOrders
	}
	if s.cfg.MaxUnitsPerProduct == 0 {
		s.cfg.MaxUnitsPerProduct = store.DefaultMaxUnitsPerProduct
	}
	s.limits = newAccountLimits(s.now)
	s.writes = newWriteLimits(s.now)
	s.langs = i18n.NewMatcher(shop.Languages)
	// The store builds its links in the page's language and falls back to the default one.
	if st.Languages().Default != shop.Lang {
		if err := st.SetLanguages(context.Background(), shop.StoreLanguages()); err != nil {
			return nil, err
		}
	}
	s.links = pageLinks(st, shop.Languages)
	if s.payments == nil {
		if s.payments, err = payment.New(payment.Config{Country: shop.Country}); err != nil {
			return nil, err
		}
	}
	if s.location, err = time.LoadLocation(shop.TimeZone); err != nil {
		return nil, err
	}
	s.assets = assets.FS
	if cfg.DevAssets != "" {
		s.assets = os.DirFS(cfg.DevAssets)
	}
	s.manifest = assets.ReadManifest(s.assets)
	s.messages = uiMessages(s.manifest, s.shop.Country)
	s.renderer(s.manifest) // the page renderer loads while the server starts

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = s.errorHandler
	e.IPExtractor = ipExtractor(cfg.TrustedProxies)
	// Every request gets these; the session and what else a route needs are in the route
	// table. The security headers come first of all, before routing, so that every answer
	// has them: a redirect of the language prefix, a 404, a 405 and a refusal included; the
	// request id, the access log and HEAD's dropping of the body come before the language
	// prefix too, so that its redirects are logged and the log shows the path as asked for.
	e.Pre(s.securityHeaders)
	e.Pre(middleware.RequestID())
	e.Pre(s.accessLog)
	e.Pre(headWithoutBody)
	e.Pre(s.languagePrefix)
	e.Use(middleware.RecoverWithConfig(middleware.RecoverConfig{DisableStackAll: true, LogErrorFunc: s.logPanic}))
	e.Use(compress())
	e.Use(limitBody)
	e.Use(s.csrf)
	s.Register(e)
	return e, nil
}

// pricing is how the shop prices for the request: its VAT, prices written in the request's
// language.
func (s *Server) pricing(c echo.Context) store.Pricing {
	return store.Pricing{VATBasisPoints: s.shop.VATBasisPoints, Lang: lang(c)}
}
