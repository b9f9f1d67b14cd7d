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
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"shop/assets"
	"shop/captcha"
	"shop/i18n"
	"shop/internal/logctx"
	"shop/metrics"
	"shop/payment"
	"shop/pictures"
	"shop/present"
	"shop/services"
	"shop/settings"
	"shop/store"
	"shop/vies"
)

// ShopInfo is the shop as every page's shared props carry it to the UI: its variant (spec §1:
// the code, the country and the layout, from --shop) and the settings the pages show (the VAT
// rate and the footer's brands, read from the store's settings for each request: shopProps).
type ShopInfo struct {
	Code               string   `json:"code"`
	Country            string   `json:"country"`
	Lang               string   `json:"-"` // the default language: Languages[0]
	Languages          []string `json:"-"` // the shared props' languages carry them with their URLs
	VATBasisPoints     int64    `json:"vat_basis_points"`
	OnlySecondTerms    bool     `json:"only_second_terms"`
	HideContactDetails bool     `json:"hide_contact_details"`
	HideContactImage   bool     `json:"hide_contact_image"`
	TelephoneShop      bool     `json:"telephone_shop"` // hides the category sidebar and manufacturers on home
	ReviewWidgetURL    string   `json:"review_widget_url,omitempty"`
	PaymentBrands      []string `json:"payment_brands"`  // the footer's chips
	DeliveryBrands     []string `json:"delivery_brands"` // the footer's chips
	// NewsletterAction is where the footer's newsletter box posts (the home page's box has it
	// in its props too): a call, so not among the page links.
	NewsletterAction string `json:"newsletter_action"`
	// GuaranteeArt is the official legal-guarantee notice's picture in the page's language, if
	// the owner uploaded one (the footer and the checkout show it instead of the text); the
	// same for every shopper, so cached pages stay shop-wide.
	GuaranteeArt *present.GuaranteePicture `json:"guarantee_art,omitempty"`
}

// Config is what the server needs from the command line.
type Config struct {
	ShopCode        string
	BaseURL         string         // absolute origin for every absolute URL, e.g. https://shop.example
	TrustedProxies  []netip.Prefix // whose X-Forwarded-* headers are believed
	ReviewWidgetURL string         // third-party review widget script (Latvian shop), off when empty
	DevAssets       string         // serve the UI from this folder instead of the embedded bundle
	ReviewApproval  bool           // post-order reviews wait unpublished for approval instead of showing at once
	ContactEmail    string         // where contact form messages go; the company's e-mail on the contact page when empty
	// ImportPrivateURLs lets an import fetch pictures from loopback, private and link-local
	// addresses (--import-private-urls): for tests against a local server, never a real shop.
	ImportPrivateURLs bool
	// Payments are the payment providers the shop offers (payment.New); nil is the shop
	// country's bank transfer and pay on pickup only, no card.
	Payments *payment.Payments
	// Captcha checks the open forms' tokens; nil is captcha.Local (tests). main sets it
	// from its flags and never leaves Local on silently in production.
	Captcha captcha.Verifier
	// Logger is where the server logs; each line logged while a request is served carries
	// the request's id (logctx). nil is slog.Default.
	Logger *slog.Logger
	// SlowRequest is how long a request may take before the log warns of it with its route;
	// 0 is DefaultSlowRequest.
	SlowRequest time.Duration
	// Now is the clock of sign-in limits and password reset links; nil is time.Now (tests set it).
	Now func() time.Time
	// MaxUnpaidOrders is how many open unpaid orders one e-mail, one browser session and one
	// client address may each have; 0 is store.DefaultMaxUnpaidOrders.
	MaxUnpaidOrders int
	// MaxUnitsPerProduct is the most units of one product one order may hold; 0 is
	// store.DefaultMaxUnitsPerProduct.
	MaxUnitsPerProduct int
	// RenderWait is how long a page waits for its server render before the shell goes out;
	// 0 is ssr.DefaultWait.
	RenderWait time.Duration
	// RenderTimeout is how long one server render may run before the renderer interrupts it
	// and replaces its VM; 0 is ssr.DefaultTimeout.
	RenderTimeout time.Duration
	// Metrics counts the requests, renders, orders and payments (package metrics; main serves
	// them on --metrics-addr); nil counts nothing.
	Metrics *metrics.Metrics
	// MailQueueLimit is how long a due mail may wait for the mail worker before /readyz
	// reports the queue stuck; 0 when no worker runs (tests), and /readyz leaves the queue out.
	MailQueueLimit time.Duration
	// NoRender sends every page as the shell with the preloader in #root, its page JSON,
	// head and JSON-LD as ever, and never starts the renderer. The shop always renders; the
	// handler tests set it unless they check rendered markup, since a render under the race
	// detector takes seconds.
	NoRender bool
	// VIESURL is the base of VIES's REST API (--vies-url); "" is vies.DefaultURL. Tests give
	// a local server that answers as VIES does.
	VIESURL string
}

// Validate checks the settings that need no data folder, so a mistake stops the shop before
// it touches one.
func (cfg Config) Validate() error {
	if _, ok := settings.Lookup(cfg.ShopCode); !ok {
		return fmt.Errorf("unknown shop code %q (known: %s)", cfg.ShopCode, strings.Join(settings.Codes(), ", "))
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
	if cfg.SlowRequest < 0 {
		return fmt.Errorf("the slow request threshold must be positive, not %s", cfg.SlowRequest)
	}
	if cfg.MaxUnitsPerProduct < 0 {
		return fmt.Errorf("the most units of a product in an order must be at least 1, not %d", cfg.MaxUnitsPerProduct)
	}
	return nil
}

// Server is the shop's HTTP application.
type Server struct {
	cfg Config
	// shop is the variant and the languages the shop started with; the settings a request
	// reads (VAT, brands, company…) are the store's at that moment (settings, shopProps).
	shop     ShopInfo
	store    *store.Store
	sessions *store.Sessions
	assets   fs.FS
	manifest assets.Manifest
	messages map[string][]byte // per language, the translations the embedded bundle's UI uses
	log      *slog.Logger
	started  time.Time
	answers  *answerCache
	texts    uiTextCache // the interface texts with the shop's overrides, per language (ui_texts.go)
	payments *payment.Payments
	orders   *services.Orders   // placing orders and moving their payments on
	pictures *services.Pictures // product pictures' uploads (admin_pictures.go)
	// bodyLimits are the routes (by their path in the route table) that may take a body over
	// MaxBodyBytes, and how large (allowBody).
	bodyLimits map[string]bodyLimit
	captcha    captcha.Verifier
	// contactEmail receives the contact form's messages; "" is the company's e-mail (contactTo).
	contactEmail string
	now          func() time.Time
	ready        readiness                    // /readyz's latest answer (health.go)
	limits       *accountLimits               // sign-in, registration and reset attempts (account_limits.go)
	writes       *writeLimits                 // new carts, contact messages and sign-ups per address (write_limits.go)
	langs        i18n.Matcher                 // an API call's language from its Accept-Language (lang.go)
	links        map[string]map[string]string // language → the links every page shares (pageLinks)
	vies         *vies.Client                 // VAT numbers' checks (vat.go)
	viesLimit    *limiter                     // VIES checks per client address
}

// New wires middleware and routes into an echo instance.
func New(cfg Config, st *store.Store, sessions *store.Sessions) (*echo.Echo, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg.BaseURL, _ = ParseBaseURL(cfg.BaseURL)
	variant, _ := settings.Lookup(cfg.ShopCode)
	// main loads the settings before it seeds a new data folder; a store it did not (a
	// test's) gets the variant's defaults here.
	if st.Settings() == nil {
		if err := st.LoadSettings(context.Background(), variant.Defaults); err != nil {
			return nil, err
		}
	}
	langs := st.Settings().Languages
	shop := ShopInfo{Code: variant.Code, Country: variant.Country, Lang: langs[0], Languages: langs,
		OnlySecondTerms: variant.OnlySecondTerms, HideContactDetails: variant.HideContactDetails,
		HideContactImage: variant.HideContactImage, TelephoneShop: variant.TelephoneShop, NewsletterAction: newsletterAction}
	if shop.Country == "LV" {
		shop.ReviewWidgetURL = cfg.ReviewWidgetURL
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	cfg.Logger = slog.New(logctx.Wrap(cfg.Logger.Handler()))
	if cfg.SlowRequest == 0 {
		cfg.SlowRequest = DefaultSlowRequest
	}
	var err error
	s := &Server{cfg: cfg, shop: shop, store: st, sessions: sessions, log: cfg.Logger, started: time.Now(),
		answers: newAnswerCache(answerCacheSize), payments: cfg.Payments, captcha: cfg.Captcha, contactEmail: cfg.ContactEmail}
	if s.captcha == nil {
		s.captcha = captcha.Local{}
	}
	s.vies = vies.New(cfg.VIESURL)
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
	s.viesLimit = newLimiter(viesPerAddress, time.Hour, limiterKeys, s.now)
	s.langs = i18n.NewMatcher(shop.Languages)
	// The store builds its links in the page's language and falls back to the default one:
	// it must know the same languages as the pages.
	if l := st.Languages(); l.Default != shop.Lang || !slices.Equal(l.All, shop.Languages) {
		if err := st.SetLanguages(context.Background(), store.Languages{Default: shop.Lang, All: shop.Languages}); err != nil {
			return nil, err
		}
	}
	s.links = pageLinks(st, shop.Languages)
	if s.payments == nil {
		if s.payments, err = payment.New(payment.Config{Country: shop.Country}); err != nil {
			return nil, err
		}
	}
	s.orders = services.NewOrders(st, s.payments, s.log)
	if cfg.Metrics != nil {
		s.orders.SetObserver(cfg.Metrics)
	}
	s.pictures = services.NewPictures(st, pictures.NewProcessor(pictures.DefaultConcurrency()))
	s.assets = assets.FS
	if cfg.DevAssets != "" {
		s.assets = os.DirFS(cfg.DevAssets)
	}
	s.manifest = assets.ReadManifest(s.assets)
	s.messages = uiMessages(s.manifest, s.shop.Country)
	if !cfg.NoRender {
		s.renderer(s.manifest) // the page renderer loads while the server starts
	}

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = s.errorHandler
	e.IPExtractor = ipExtractor(cfg.TrustedProxies)
	// Every request gets these; the session and what else a route needs are in the route
	// table. The security headers come first of all, before routing, so that every answer
	// has them: a redirect of the language prefix, a 404, a 405 and a refusal included; the
	// request id, the access log and HEAD's dropping of the body come before the language
	// prefix too, so that its redirects are logged and the log shows the path as asked for.
	// The metrics count every answer the same way, by the route it matched (metrics.go).
	e.Pre(s.securityHeaders)
	e.Pre(requestID)
	e.Pre(s.countRequests)
	e.Pre(s.accessLog)
	e.Pre(headWithoutBody)
	e.Pre(s.languagePrefix)
	e.Use(middleware.RecoverWithConfig(middleware.RecoverConfig{DisableStackAll: true, LogErrorFunc: s.logPanic}))
	e.Use(compress())
	e.Use(s.limitBody)
	e.Use(s.csrf)
	s.Register(e)
	return e, nil
}

// settings are the shop's settings as the store holds them now: a write (the back office's)
// is seen by the next request, with no restart.
func (s *Server) settings() *settings.Shop { return s.store.Settings() }

// shopProps are the shop as the pages' shared props carry it, with the settings of now.
func (s *Server) shopProps() ShopInfo {
	shop, set := s.shop, s.settings()
	shop.VATBasisPoints, shop.PaymentBrands, shop.DeliveryBrands = set.VATBasisPoints, set.PaymentBrands, set.DeliveryBrands
	return shop
}

// location is the shop's time zone: its working days, dispatch cut-off and invoice dates.
func (s *Server) location() *time.Location { return s.settings().Location }

// contactTo is where the contact form's messages go: --contact-email, else the company's.
func (s *Server) contactTo() string {
	if s.contactEmail != "" {
		return s.contactEmail
	}
	return s.settings().Company.Email
}

// pricing is how the shop prices for the request: its VAT, prices written in the request's
// language.
func (s *Server) pricing(c echo.Context) store.Pricing {
	return store.Pricing{VATBasisPoints: s.settings().VATBasisPoints, Lang: lang(c)}
}
