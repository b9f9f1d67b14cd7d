package handlers

import (
	"html/template"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"shop/assets"
	"shop/i18n"
	"shop/present"
	"shop/ssr"
)

// Server-side rendering: #root of the HTML shell holds the page as the UI renders it (package
// ssr runs the UI's server script), so the browser shows it at once and hydrates it. The page
// is rendered for an anonymous shopper: with the shared data every shopper gets and the
// display preferences that change markup, never the shopper's own (sign-in, cart count,
// compare and wishlist ids, the CSRF token), which the UI applies after hydration. So a
// rendered page may be cached and shown to anyone; the cache is keyed by the whole input
// (URL, language, shop, props, preferences), so a catalogue change, which changes the props,
// renders anew. When the renderer cannot answer in time the shell goes out as before, with
// the preloader in #root.

// publicShared is the part of Shared that is the same for every shopper (ui/lib/public-shared.js
// keeps the same list, for the browser's first render).
type publicShared struct {
	Shop      ShopInfo           `json:"shop"`
	Lang      string             `json:"lang"`
	Menu      []present.MenuItem `json:"menu"`
	Links     map[string]string  `json:"links"`
	Languages []LanguageLink     `json:"languages"`
}

// publicPage is a Page as every shopper gets it.
type publicPage struct {
	Component string       `json:"component"`
	Props     any          `json:"props"`
	URL       string       `json:"url"`
	Title     string       `json:"title"`
	Shared    publicShared `json:"shared"`
}

const preloader = template.HTML(`<div id="preloader" class="preloader" aria-hidden="true"><span class="preloader__spinner"></span></div>`)

// pageMarkup is the content of #root for a page: rendered, or the preloader. texts are the
// shop's own wording of interface texts in the page's language (uiTexts).
func (s *Server) pageMarkup(c echo.Context, m assets.Manifest, p Page, texts map[string]string) template.HTML {
	if s.cfg.NoRender {
		return preloader
	}
	r := s.renderer(m)
	if r == nil {
		return preloader
	}
	sh := p.Shared
	in := ssr.Input{
		Page: publicPage{Component: p.Component, Props: p.Props, URL: p.URL, Title: p.Title,
			Shared: publicShared{Shop: sh.Shop, Lang: sh.Lang, Menu: sh.Menu, Links: sh.Links, Languages: sh.Languages}},
		Prefs: prefs(c),
		Texts: texts,
		URL:   p.URL,
	}
	res := r.RenderPage(c.Request().Context(), in)
	s.cfg.Metrics.Render(res)
	if res.HTML == "" {
		return preloader
	}
	return template.HTML(res.HTML) // React escapes what it renders
}

// prefs reads the display preferences the UI keeps in cookies, by the UI's rules
// (ui/state/prefs.js): prices with VAT unless "false", the grid unless "row", the cookie
// banner until a choice is stored ("granted" or "denied"). The banner is in the rendered page,
// so it paints with the page instead of popping up after hydration; whether it shows is the
// same for every visitor who has not chosen, so it may key the cache like the others.
func prefs(c echo.Context) ssr.Prefs {
	p := ssr.Prefs{ShowPricesWithTax: true, CatalogDisplayMode: "grid", ConsentPending: true}
	if ck, err := c.Cookie("cookie_consent"); err == nil && (ck.Value == "granted" || ck.Value == "denied") {
		p.ConsentPending = false
	}
	if ck, err := c.Cookie("showPricesWithTax"); err == nil && ck.Value == "false" {
		p.ShowPricesWithTax = false
	}
	if ck, err := c.Cookie("catalogDisplayMode"); err == nil && ck.Value == "row" {
		p.CatalogDisplayMode = "row"
	}
	return p
}

// uiMessages are, per language, the translations a bundle's UI uses in a shop of country, as
// JSON: what a page ships in <script id="i18n"> and what the renderer renders with, so both
// say the same.
func uiMessages(m assets.Manifest, country string) map[string][]byte {
	out := map[string][]byte{}
	for _, l := range i18n.Languages {
		out[l] = i18n.JSON(l, country, m.Messages)
	}
	return out
}

// bundle is the UI bundle's manifest: read once, or on every page in dev mode, where
// `./build.sh dev` rebuilds the bundle under new names.
func (s *Server) bundle() assets.Manifest {
	if s.cfg.DevAssets != "" {
		return assets.ReadManifest(s.assets)
	}
	return s.manifest
}

// preloads are the module files a page needs at once: the entry's imports and the page's own
// chunks, so the browser fetches them with the entry instead of after it.
func preloads(m assets.Manifest, component string) []string {
	own, ok := m.Pages[component]
	if !ok {
		own = m.Pages["not-found"]
	}
	return append(append([]string{}, m.Preload...), own...)
}

var (
	renderersMu sync.Mutex
	// renderers holds one renderer per server script and shop country (whose texts it renders
	// with): one QuickJS VM per process and country, however many Servers it runs (tests make
	// many). A dev folder's scripts are keyed by the folder.
	renderers = map[string]*ssr.Renderer{}
)

// devRenderTimeout is a render's time limit when the bundle comes from a folder (--dev): a
// development build of React renders several times slower than the shipped one, and a
// developer wants the page rendered, if late, rather than interrupted at the shipped budget.
const devRenderTimeout = 10 * time.Second

// renderer is the renderer for the bundle's server script; nil for a bundle without one.
func (s *Server) renderer(m assets.Manifest) *ssr.Renderer {
	if m.Server == "" {
		return nil
	}
	key := m.Server + " " + s.shop.Country
	if s.cfg.DevAssets != "" {
		key = s.cfg.DevAssets + "/" + key
	}
	renderersMu.Lock()
	defer renderersMu.Unlock()
	if r, ok := renderers[key]; ok {
		return r
	}
	script, err := fs.ReadFile(s.assets, m.Server)
	if err != nil {
		s.log.Error("ssr: no server script; pages go out unrendered", "err", err)
		return nil
	}
	if s.cfg.DevAssets != "" { // a rebuild: the folder's older script is done with
		for k, old := range renderers {
			if strings.HasPrefix(k, s.cfg.DevAssets+"/") {
				old.Close()
				delete(renderers, k)
			}
		}
	}
	timeout := s.cfg.RenderTimeout
	if timeout == 0 && s.cfg.DevAssets != "" {
		timeout = devRenderTimeout
	}
	r := ssr.New(string(script), ssr.Options{Catalogues: uiMessages(m, s.shop.Country), Log: s.log, Wait: s.cfg.RenderWait, Timeout: timeout})
	renderers[key] = r
	return r
}
