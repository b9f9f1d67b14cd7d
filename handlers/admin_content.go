package handlers

import (
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
	"shop/urls"
)

// The back office's content calls (staff and owners): banners, benefits (the banners placed
// "benefit"), the home page's sliders, blog articles and team members through one set of
// handlers per kind; information pages by slug; the interface texts' overrides. Every write
// is audited by the store in its own transaction; the storefront reads the database on every
// page and renders by the page's whole input, so a change shows on the next page asked for.

// contentArea is one kind of content under its path: placement, when set, is the only
// placement its rows have (benefits).
type contentArea struct {
	path      string
	kind      string
	placement string
}

var contentAreas = []contentArea{
	{path: "/banners", kind: store.ContentBanner},
	{path: "/benefits", kind: store.ContentBanner, placement: "benefit"},
	{path: "/sliders", kind: store.ContentSlider},
	{path: "/articles", kind: store.ContentArticle},
	{path: "/team", kind: store.ContentTeam},
}

func (s *Server) registerAdminContent(g *echo.Group) {
	for _, a := range contentAreas {
		get(g, a.path, s.contentList(a))
		g.POST(a.path, s.contentCreate(a))
		g.PUT(a.path+"/order", s.contentOrder(a))
		get(g, a.path+"/:id", s.contentGet(a))
		g.PUT(a.path+"/:id", s.contentUpdate(a))
		if a.kind != store.ContentSlider { // the five sliders stay; one is hidden by is_active
			g.DELETE(a.path+"/:id", s.contentDelete(a))
		}
	}
	get(g, "/pages", s.adminInfoPages)
	g.POST("/pages", s.adminInfoPageCreate)
	get(g, "/pages/:slug", s.adminInfoPage)
	g.PUT("/pages/:slug", s.adminInfoPageUpdate)
	g.DELETE("/pages/:slug", s.adminInfoPageDelete)
	get(g, "/texts", s.adminTexts)
	g.PUT("/texts", s.adminTextSet)
	g.DELETE("/texts", s.adminTextReset)
}

// contentRequest is a content row as the back office sends it.
type contentRequest struct {
	Fields map[string]string            `json:"fields"`
	Texts  map[string]map[string]string `json:"texts"`
}

func (r contentRequest) item(a contentArea) store.ContentItem {
	it := store.ContentItem{Fields: r.Fields, Texts: r.Texts}
	if it.Fields == nil {
		it.Fields = map[string]string{}
	}
	if a.placement != "" {
		it.Fields["placement"] = a.placement
	}
	return it
}

func (s *Server) contentList(a contentArea) echo.HandlerFunc {
	return func(c echo.Context) error {
		placement := a.placement
		if v := c.QueryParam("placement"); v != "" && a.placement == "" && a.kind == store.ContentBanner {
			if !slices.Contains(store.BannerPlacements, v) {
				return validationError(store.FieldErrors{"placement": {store.MsgInvalid}})
			}
			placement = v
		}
		items, err := s.store.ContentList(c.Request().Context(), a.kind, placement)
		if err != nil {
			return err
		}
		if a.kind == store.ContentBanner && a.placement == "" && placement == "" {
			// the benefits have their own list
			items = slices.DeleteFunc(items, func(it store.ContentItem) bool { return it.Fields["placement"] == "benefit" })
		}
		out := map[string]any{"items": present.MakeContentItems(items), "languages": s.contentLanguages()}
		if a.kind == store.ContentBanner && a.placement == "" {
			out["placements"] = slices.DeleteFunc(slices.Clone(store.BannerPlacements), func(p string) bool { return p == "benefit" })
		}
		if a.kind == store.ContentSlider {
			out["types"] = store.SliderTypes
		}
		return c.JSON(http.StatusOK, out)
	}
}

// contentItem reads the :id of a's row, or 404 for a row of another area (a banner asked for
// as a benefit).
func (s *Server) contentItem(c echo.Context, a contentArea) (store.ContentItem, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		return store.ContentItem{}, store.ErrNotFound
	}
	it, err := s.store.ContentItemByID(c.Request().Context(), a.kind, id)
	if err != nil {
		return it, err
	}
	if !a.owns(it) {
		return it, store.ErrNotFound
	}
	return it, nil
}

func (a contentArea) owns(it store.ContentItem) bool {
	if a.kind != store.ContentBanner {
		return true
	}
	return (a.placement == "benefit") == (it.Fields["placement"] == "benefit")
}

func (s *Server) contentGet(a contentArea) echo.HandlerFunc {
	return func(c echo.Context) error {
		it, err := s.contentItem(c, a)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, map[string]any{"item": present.MakeContentItem(it), "languages": s.contentLanguages()})
	}
}

func (s *Server) contentCreate(a contentArea) echo.HandlerFunc {
	return func(c echo.Context) error {
		var req contentRequest
		if err := bindJSON(c, &req); err != nil {
			return err
		}
		it := req.item(a)
		if a.kind == store.ContentBanner && a.placement == "" && it.Fields["placement"] == "benefit" {
			return validationError(store.FieldErrors{"placement": {store.MsgInvalid}})
		}
		out, err := s.store.CreateContent(c.Request().Context(), staffOf(c).ID, a.kind, it)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusCreated, map[string]any{"item": present.MakeContentItem(out)})
	}
}

func (s *Server) contentUpdate(a contentArea) echo.HandlerFunc {
	return func(c echo.Context) error {
		var req contentRequest
		if err := bindJSON(c, &req); err != nil {
			return err
		}
		before, err := s.contentItem(c, a)
		if err != nil {
			return err
		}
		it := req.item(a)
		if !a.owns(it) && it.Fields["placement"] != "" {
			return validationError(store.FieldErrors{"placement": {store.MsgInvalid}})
		}
		out, err := s.store.UpdateContent(c.Request().Context(), staffOf(c).ID, a.kind, before.ID, it)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, map[string]any{"item": present.MakeContentItem(out)})
	}
}

func (s *Server) contentDelete(a contentArea) echo.HandlerFunc {
	return func(c echo.Context) error {
		it, err := s.contentItem(c, a)
		if err != nil {
			return err
		}
		if err := s.store.DeleteContent(c.Request().Context(), staffOf(c).ID, a.kind, it.ID); err != nil {
			return err
		}
		return c.NoContent(http.StatusNoContent)
	}
}

type contentOrderRequest struct {
	IDs       []int64 `json:"ids"`
	Placement string  `json:"placement"`
}

// contentOrder answers PUT <area>/order {ids[, placement]}: the rows of the list (of one
// placement, for banners) in the order of ids, each named once.
func (s *Server) contentOrder(a contentArea) echo.HandlerFunc {
	return func(c echo.Context) error {
		var req contentOrderRequest
		if err := bindJSON(c, &req); err != nil {
			return err
		}
		if len(req.IDs) > store.MaxContentRows {
			return validationError(store.FieldErrors{"ids": {store.MsgTooLong}})
		}
		scope := ""
		if a.kind == store.ContentBanner {
			scope = a.placement
			if scope == "" {
				if req.Placement == "benefit" || !slices.Contains(store.BannerPlacements, req.Placement) {
					return validationError(store.FieldErrors{"placement": {store.MsgInvalid}})
				}
				scope = req.Placement
			}
		}
		if a.kind == store.ContentArticle {
			return store.ErrNotFound // articles go newest first
		}
		if err := s.store.OrderContent(c.Request().Context(), staffOf(c).ID, a.kind, scope, req.IDs); err != nil {
			return err
		}
		return c.NoContent(http.StatusNoContent)
	}
}

// infoPageRequest is an information page as the back office sends it.
type infoPageRequest struct {
	Slug  string                          `json:"slug"`
	Texts map[string]present.InfoPageText `json:"texts"`
}

func (r infoPageRequest) page() store.InfoPageEdit {
	p := store.InfoPageEdit{Slug: r.Slug, Texts: map[string]store.InfoPageText{}}
	for lang, t := range r.Texts {
		p.Texts[lang] = store.InfoPageText{Title: t.Title, Description: t.Description, Body: t.Body}
	}
	return p
}

// linkedPages are the information pages the storefront links to from every page (links):
// editable, never deleted, so no link leads nowhere.
func linkedPages() []string {
	var out []string
	for _, p := range links {
		if slug, ok := strings.CutPrefix(p, urls.InfoPrefix); ok {
			out = append(out, slug)
		}
	}
	sort.Strings(out)
	return out
}

func (s *Server) adminInfoPages(c echo.Context) error {
	pages, err := s.store.InfoPages(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"pages": present.MakeInfoPageEdits(pages), "linked": linkedPages(),
		"languages": s.contentLanguages()})
}

func (s *Server) adminInfoPage(c echo.Context) error {
	p, err := s.store.InfoPageForEdit(c.Request().Context(), c.Param("slug"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"page": present.MakeInfoPageEdit(p), "linked": slices.Contains(linkedPages(), p.Slug),
		"languages": s.contentLanguages()})
}

func (s *Server) adminInfoPageCreate(c echo.Context) error {
	var req infoPageRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	p, err := s.store.SaveInfoPage(c.Request().Context(), staffOf(c).ID, req.page(), true)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"page": present.MakeInfoPageEdit(p)})
}

func (s *Server) adminInfoPageUpdate(c echo.Context) error {
	var req infoPageRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Slug != "" && req.Slug != c.Param("slug") {
		return validationError(store.FieldErrors{"slug": {store.MsgInvalid}})
	}
	req.Slug = c.Param("slug")
	p, err := s.store.SaveInfoPage(c.Request().Context(), staffOf(c).ID, req.page(), false)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"page": present.MakeInfoPageEdit(p)})
}

func (s *Server) adminInfoPageDelete(c echo.Context) error {
	slug := c.Param("slug")
	if slices.Contains(linkedPages(), slug) {
		return &keyedError{Status: http.StatusConflict, Key: "error_page_linked", Fields: store.FieldErrors{"slug": {"error_page_linked"}}}
	}
	if err := s.store.DeleteInfoPage(c.Request().Context(), staffOf(c).ID, slug); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// uiCatalogue is lang's interface texts as the storefront's bundle ships them: the keys a
// shop may word its own way.
func (s *Server) uiCatalogue(lang string) (map[string]string, error) {
	messages := s.messages
	if s.cfg.DevAssets != "" {
		messages = uiMessages(s.bundle(), s.shop.Country)
	}
	m := map[string]string{}
	err := json.Unmarshal(messages[lang], &m)
	return m, err
}

// textLang reads the lang a texts call names: one of the shop's.
func (s *Server) textLang(lang string) error {
	if !s.store.Languages().Has(lang) {
		return validationError(store.FieldErrors{"lang": {store.MsgInvalid}})
	}
	return nil
}

// adminTexts answers GET /api/admin/texts[?lang=] with every interface text of lang (the
// default language's without one) by key:
// the catalogue's text and the shop's override, if any.
func (s *Server) adminTexts(c echo.Context) error {
	lang := c.QueryParam("lang")
	if lang == "" {
		lang = s.store.Languages().Default
	}
	if err := s.textLang(lang); err != nil {
		return err
	}
	base, err := s.uiCatalogue(lang)
	if err != nil {
		return err
	}
	over, _, err := s.store.TextOverrides(c.Request().Context(), lang)
	if err != nil {
		return err
	}
	out := make([]present.UIText, 0, len(base))
	for k, v := range base {
		t := present.UIText{Key: k, Default: v}
		if o, ok := over[k]; ok {
			t.Override = &o
		}
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return c.JSON(http.StatusOK, map[string]any{"lang": lang, "texts": out, "languages": s.contentLanguages()})
}

type textRequest struct {
	Lang  string `json:"lang"`
	Key   string `json:"key"`
	Value string `json:"value"`
}

// placeholder is a {name} the storefront fills in.
var placeholder = regexp.MustCompile(`\{[a-z_]+\}`)

// adminTextSet answers PUT /api/admin/texts {lang, key, value}: key worded value in lang.
// The value keeps the catalogue text's placeholders, which the storefront fills.
func (s *Server) adminTextSet(c echo.Context) error {
	var req textRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if err := s.textLang(req.Lang); err != nil {
		return err
	}
	base, err := s.uiCatalogue(req.Lang)
	if err != nil {
		return err
	}
	def, ok := base[req.Key]
	if !ok {
		return validationError(store.FieldErrors{"key": {store.MsgInvalid}})
	}
	if !samePlaceholders(def, req.Value) {
		return validationError(store.FieldErrors{"value": {"error_text_placeholders"}})
	}
	if err := s.store.SetTextOverride(c.Request().Context(), staffOf(c).ID, req.Lang, req.Key, req.Value); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"text": present.UIText{Key: req.Key, Default: def, Override: &req.Value}})
}

func samePlaceholders(a, b string) bool {
	pa, pb := placeholder.FindAllString(a, -1), placeholder.FindAllString(b, -1)
	slices.Sort(pa)
	slices.Sort(pb)
	return slices.Equal(slices.Compact(pa), slices.Compact(pb))
}

// adminTextReset answers DELETE /api/admin/texts?lang=&key=: the catalogue's text again.
func (s *Server) adminTextReset(c echo.Context) error {
	lang, key := c.QueryParam("lang"), c.QueryParam("key")
	if err := s.textLang(lang); err != nil {
		return err
	}
	if err := s.store.ResetTextOverride(c.Request().Context(), staffOf(c).ID, lang, key); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
