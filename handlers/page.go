package handlers

import (
	"bytes"
	"encoding/json"
	"errors"
	"html/template"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
	"shop/urls"
)

// Page is the page protocol's payload: which registered component to show, its props,
// and the data every page shares (header, counters, links).
type Page struct {
	Component string `json:"component"`
	Props     any    `json:"props"`
	URL       string `json:"url"`
	Title     string `json:"title"`
	Shared    Shared `json:"shared"`
}

// Shared is what the header, footer and global state need on every page.
type Shared struct {
	Shop        ShopInfo             `json:"shop"`
	Lang        string               `json:"lang"`
	CSRF        string               `json:"csrf"`
	User        *present.UserSummary `json:"user"`
	CartCount   int64                `json:"cart_count"`
	CompareIDs  []int64              `json:"compare_ids"`
	WishlistIDs []int64              `json:"wishlist_ids"`
	Menu        []present.MenuItem   `json:"menu"`
	Links       map[string]string    `json:"links"`
	Languages   []LanguageLink       `json:"languages"`
	Captcha     CaptchaInfo          `json:"captcha"`
}

// LanguageLink is this page in one of the shop's languages: the language switcher's link and
// the shell's hreflang alternate.
type LanguageLink struct {
	Code string `json:"code"`
	Name string `json:"name"` // in the language itself
	URL  string `json:"url"`
}

// languageNames are each language's name for itself.
var languageNames = map[string]string{"lv": "Latviešu", "en": "English", "ru": "Русский", "fi": "Suomi"}

// Meta is what crawlers and link previews read from the HTML shell.
type Meta struct {
	Title       string
	Description string
	Canonical   string // path, made absolute with the base URL
	Image       string
	Type        string // og:type, "website" unless set
	JSONLD      []any
	NoIndex     bool
	// LCP are the page's largest first-screen pictures, preloaded first in <head>: over
	// HTTP/1.1 a picture otherwise waits behind the stylesheet and the module preloads for a
	// connection, and on a slow phone link it comes seconds late.
	LCP []PreloadImage
}

// PreloadImage is a picture to fetch first; Media limits it to the widths it shows at.
type PreloadImage struct {
	Href  string
	Media string
}

// links are the URLs the client may navigate to, in the default language (pageLinks gives
// them in the page's); the client never builds a URL itself. A link is a promise: only pages
// that exist are here (a test fetches each), and the UI shows a link or button only when its
// page is listed.
var links = map[string]string{
	"home": "/", "search": "/search", "wishlist": "/wishlist", "compare": "/compare",
	"cart": "/cart", "checkout": "/checkout", "order_lookup": "/order", "withdrawal": "/withdrawal",
	// the contact and content pages; the information pages' slugs are the demo's (demo/info_pages_*.go)
	"contact": "/contact", "manufacturers": "/brands", "blog": "/blog",
	"about": urls.InfoPage("about"), "delivery": urls.InfoPage("delivery"), "returns": urls.InfoPage("returns"),
	"terms": urls.InfoPage("terms"), "terms_2": urls.InfoPage("distance-selling"), "privacy": urls.InfoPage("privacy"),
	"cookies": urls.InfoPage("cookies"), "accessibility": urls.InfoPage("accessibility"),
	"legal_guarantee": urls.InfoPage("legal-guarantee"), // the legal-guarantee notice's full text
	// accounts
	"sign_in": "/login", "register": "/register", "password_forgot": "/password/forgot",
	"profile": "/profile",
}

var shell = template.Must(template.New("shell").Parse(`<!doctype html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="{{.CSRF}}">
<title>{{.Meta.Title}}</title>
<meta name="description" content="{{.Meta.Description}}">
{{if .Meta.NoIndex}}<meta name="robots" content="noindex">
{{end}}<link rel="canonical" href="{{.Canonical}}">
{{range .Alternates}}<link rel="alternate" hreflang="{{.Code}}" href="{{.URL}}">
{{end}}
<meta property="og:type" content="{{.OGType}}">
<meta property="og:title" content="{{.Meta.Title}}">
<meta property="og:description" content="{{.Meta.Description}}">
<meta property="og:url" content="{{.Canonical}}">
<meta property="og:site_name" content="{{.SiteName}}">
{{if .Meta.Image}}<meta property="og:image" content="{{.Meta.Image}}">
{{end}}<meta name="theme-color" content="#0b5cff">
<link rel="icon" href="/media/demo/favicon.svg" type="image/svg+xml">
{{range .Meta.LCP}}<link rel="preload" as="image" href="{{.Href}}"{{if .Media}} media="{{.Media}}"{{end}} fetchpriority="high">
{{end}}{{if .CSS}}<link rel="stylesheet" href="/assets/{{.CSS}}">
{{end}}{{range .Preload}}<link rel="modulepreload" href="/assets/{{.}}">
{{end}}{{range .JSONLD}}<script type="application/ld+json">{{.}}</script>
{{end}}</head>
<body>
<div id="root">{{.Root}}</div>
<script type="application/json" id="page">{{.PageJSON}}</script>
<script type="application/json" id="i18n">{{.I18N}}</script>
{{if .JS}}<script type="module" src="/assets/{{.JS}}"></script>
{{end}}</body>
</html>
`))

// render answers a page: the JSON alone for the client router (X-Page: true), or the HTML shell.
func (s *Server) render(c echo.Context, status int, component string, props any, meta Meta) error {
	l := lang(c)
	if meta.Title == "" {
		meta.Title = i18n.T(l, "home_title")
	} else if !strings.Contains(meta.Title, i18n.T(l, "shop_name")) {
		meta.Title += " | " + i18n.T(l, "shop_name")
	}
	shared, err := s.shared(c)
	if err != nil {
		return err
	}
	s.giveSessionCookie(c) // the page carries the CSRF token bound to this cookie
	page := Page{Component: component, Props: props, URL: s.path(c, c.Request().URL.RequestURI()), Title: meta.Title, Shared: shared}
	h := c.Response().Header()
	h.Set("Vary", "X-Page, Accept-Encoding")
	if h.Get("Cache-Control") == "" { // a page of a shopper's own data is private (privateAnswer)
		h.Set("Cache-Control", "no-cache")
	}
	if c.Request().Header.Get("X-Page") != "" {
		return c.JSON(status, page)
	}
	pageJSON, err := json.Marshal(page) // escapes <, > and &, so it is safe inside <script>
	if err != nil {
		return err
	}
	// The canonical link is the page in its own language; the alternates are the same page
	// in every language the shop speaks, and x-default the default language's (noindex pages
	// have none: nothing to find them by).
	canonical := s.unprefixed(meta.Canonical)
	if canonical == "" {
		canonical = c.Request().URL.Path
	}
	var alternates []LanguageLink
	if !meta.NoIndex {
		for _, code := range s.shop.Languages {
			alternates = append(alternates, LanguageLink{Code: code, URL: s.absURL(c, s.store.Path(code, canonical))})
		}
		alternates = append(alternates, LanguageLink{Code: "x-default", URL: s.absURL(c, canonical)})
	}
	var ld []template.JS
	for _, v := range meta.JSONLD {
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		ld = append(ld, template.JS(b))
	}
	if meta.Type == "" {
		meta.Type = "website"
	}
	bundle := s.bundle()
	messages := s.messages
	if s.cfg.DevAssets != "" {
		messages = uiMessages(bundle, s.shop.Country)
	}
	texts, overrides, err := s.uiTexts(c.Request().Context(), l, messages[l])
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	err = shell.Execute(&buf, map[string]any{
		"Lang": l, "CSRF": shared.CSRF, "Meta": meta, "Canonical": s.absURL(c, s.path(c, canonical)), "Alternates": alternates,
		"OGType": meta.Type, "SiteName": i18n.T(l, "shop_name"), "JSONLD": ld,
		"CSS": bundle.CSS, "JS": bundle.JS, "Preload": preloads(bundle, component),
		"PageJSON": template.JS(pageJSON), "I18N": template.JS(texts), "Root": s.pageMarkup(c, bundle, page, overrides),
	})
	if err != nil {
		return err
	}
	return c.HTMLBlob(status, buf.Bytes())
}

func (s *Server) shared(c echo.Context) (Shared, error) {
	ctx := c.Request().Context()
	sess := session(c)
	menu, err := s.store.Menu(ctx, lang(c))
	if err != nil {
		return Shared{}, err
	}
	sh := Shared{
		Shop: s.shopProps(), Lang: lang(c), CSRF: s.csrfToken(c), Menu: present.MakeMenu(menu, s.answerLinks(c)), Links: s.links[lang(c)], Languages: s.languageLinks(c),
		CompareIDs: comparedIDs(c), WishlistIDs: nonNil(sess.Wishlist),
		Captcha: CaptchaInfo{SiteKey: s.captcha.SiteKey()},
	}
	art, err := s.store.GuaranteeArtFor(ctx, lang(c))
	if err != nil {
		return Shared{}, err
	}
	sh.Shop.GuaranteeArt = present.MakeGuaranteePicture(art)
	if sess.UserID != 0 {
		var u *store.UserSummary
		u, err = s.store.UserSummary(ctx, sess.UserID)
		sh.User = present.MakeUserSummary(u)
		if errors.Is(err, store.ErrNotFound) {
			// The account was deleted (in another browser, before this session was dropped):
			// the session is a guest's from now on.
			sess.UserID, sess.CartToken = 0, ""
			if err := s.saveSession(c); err != nil {
				return Shared{}, err
			}
			return s.shared(c)
		}
		if err != nil {
			return Shared{}, err
		}
		if sh.WishlistIDs, err = s.store.WishlistIDs(ctx, sess.UserID); err != nil {
			return Shared{}, err
		}
	}
	if sess.CartToken != "" {
		if sh.CartCount, err = s.store.CartCount(ctx, sess.CartToken); err != nil {
			return Shared{}, err
		}
	}
	return sh, nil
}

func nonNil(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

func (s *Server) notFoundPage(c echo.Context) error {
	if session(c) == nil {
		if err := s.loadSession(c); err != nil {
			return err
		}
	}
	l := lang(c)
	return s.render(c, http.StatusNotFound, "not-found", map[string]any{}, Meta{
		Title: i18n.T(l, "not_found_title"), Description: i18n.T(l, "not_found_text"), NoIndex: true,
	})
}
