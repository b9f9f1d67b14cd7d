// Package handlers holds the HTTP side of the shop: routes, middleware, request parsing,
// page props and JSON answers. Handlers are thin: parse, validate, one store call, respond.
package handlers

import (
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"shop/assets"
	"shop/store"
)

// Shop variants (spec §1). Each has a VAT rate and a default language.
var shops = map[string]ShopInfo{
	"lv_shop":        {Code: "lv_shop", Country: "LV", Lang: "lv", VATBasisPoints: 2100},
	"fi_tel_shop":    {Code: "fi_tel_shop", Country: "FI", Lang: "en", VATBasisPoints: 2550, OnlySecondTerms: true, HideContactDetails: true},
	"tt_fi_tel_shop": {Code: "tt_fi_tel_shop", Country: "FI", Lang: "en", VATBasisPoints: 2550, OnlySecondTerms: true, HideContactDetails: true, HideContactImage: true, TelephoneShop: true},
}

// ShopInfo is what a shop variant changes; it reaches the UI in every page's shared props.
type ShopInfo struct {
	Code               string `json:"code"`
	Country            string `json:"country"`
	Lang               string `json:"-"`
	VATBasisPoints     int64  `json:"vat_basis_points"`
	OnlySecondTerms    bool   `json:"only_second_terms"`
	HideContactDetails bool   `json:"hide_contact_details"`
	HideContactImage   bool   `json:"hide_contact_image"`
	TelephoneShop      bool   `json:"telephone_shop"` // hides the category sidebar and manufacturers on home
	ReviewWidgetURL    string `json:"review_widget_url,omitempty"`
}

// ShopCodes lists the known shop variants.
func ShopCodes() []string { return []string{"lv_shop", "fi_tel_shop", "tt_fi_tel_shop"} }

// Config is what the server needs from the command line.
type Config struct {
	ShopCode        string
	Lang            string // overrides the shop's default language when set
	BaseURL         string // absolute origin for canonical links, e.g. https://shop.example
	ReviewWidgetURL string // third-party review widget script (Latvian shop), off when empty
	DevAssets       string // serve the UI from this folder instead of the embedded bundle
	Logger          *slog.Logger
}

// Server is the shop's HTTP application.
type Server struct {
	cfg      Config
	shop     ShopInfo
	store    *store.Store
	sessions *store.Sessions
	assets   fs.FS
	manifest assets.Manifest
	log      *slog.Logger
	started  time.Time
	answers  *answerCache
}

// New wires middleware and routes into an echo instance.
func New(cfg Config, st *store.Store, sessions *store.Sessions) (*echo.Echo, error) {
	shop, ok := shops[cfg.ShopCode]
	if !ok {
		return nil, echo.NewHTTPError(http.StatusBadRequest, "unknown shop code "+cfg.ShopCode)
	}
	if cfg.Lang != "" {
		shop.Lang = cfg.Lang
	}
	if shop.Country == "LV" {
		shop.ReviewWidgetURL = cfg.ReviewWidgetURL
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	s := &Server{cfg: cfg, shop: shop, store: st, sessions: sessions, log: cfg.Logger, started: time.Now(),
		answers: newAnswerCache(answerCacheSize)}
	s.assets = assets.FS
	if cfg.DevAssets != "" {
		s.assets = os.DirFS(cfg.DevAssets)
	}
	s.manifest = assets.ReadManifest(s.assets)
	s.renderer(s.manifest) // the page renderer loads while the server starts

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = s.errorHandler
	e.Use(middleware.RecoverWithConfig(middleware.RecoverConfig{DisableStackAll: true, LogErrorFunc: s.logPanic}))
	e.Use(middleware.RequestID())
	e.Use(s.accessLog)
	e.Use(s.securityHeaders)
	e.Use(compress())
	e.Use(middleware.BodyLimit("1M"))
	e.Use(s.sessionMiddleware)
	e.Use(s.csrf)
	s.Register(e)
	return e, nil
}
