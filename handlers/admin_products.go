package handlers

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// The back office's products: the list (search, filters, sorts, pages), one product with
// its texts in every language and its price and stock histories, create, edit (on the
// version read: a stale save is a 409), delete, stock adjustments with a reason, and bulk
// actions on a filtered selection after a preview of its size. Every write is audited in
// its own transaction; the store checks the fields (422 keyed by field).
func (s *Server) registerAdminProducts(g *echo.Group) {
	get(g, "/products", s.adminProducts)
	get(g, "/products/choices", s.adminProductChoices)
	g.POST("/products", s.adminCreateProduct)
	g.POST("/products/bulk/preview", s.adminBulkPreview)
	g.POST("/products/bulk", s.adminBulkApply)
	get(g, "/products/:id", s.adminProduct)
	g.PUT("/products/:id", s.adminUpdateProduct)
	g.DELETE("/products/:id", s.adminDeleteProduct)
	get(g, "/products/:id/stock", s.adminStockHistory)
	g.POST("/products/:id/stock", s.adminAdjustStock)
}

// stockPageSize is the stock history's page on the product page and by default.
const stockPageSize = 20

// productFilter reads the list's filter from the query (q, category, manufacturer,
// published=yes|no, stock=in|low|out, type=product|service; products when empty) into f, adding a field error for each bad value.
func productFilterOf(get func(string) string, errs store.FieldErrors) store.ProductFilter {
	f := store.ProductFilter{Text: strings.TrimSpace(get("q"))}
	if utf8.RuneCountInString(f.Text) > 200 {
		errs.Add("q", "error_too_long")
	}
	f.CategoryID = queryID(get("category"), "category", errs)
	f.ManufacturerID = queryID(get("manufacturer"), "manufacturer", errs)
	switch f.Published = get("published"); f.Published {
	case "", "yes", "no":
	default:
		errs.Add("published", "error_invalid_value")
	}
	switch f.Stock = get("stock"); f.Stock {
	case "", "in", "low", "out":
	default:
		errs.Add("stock", "error_invalid_value")
	}
	switch f.Type = get("type"); f.Type {
	case "", "product", "service":
	default:
		errs.Add("type", "error_invalid_value")
	}
	return f
}

// queryID is a positive id, 0 when v is empty; anything else is a field error.
func queryID(v, field string, errs store.FieldErrors) int64 {
	if v == "" {
		return 0
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 1 {
		errs.Add(field, "error_invalid_value")
		return 0
	}
	return n
}

// queryInt is a whole number from lo to hi, def when v is empty.
func queryInt(v, field string, def, lo, hi int, errs store.FieldErrors) int {
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		errs.Add(field, "error_invalid_value")
		return def
	}
	return n
}

// adminProducts answers GET /api/admin/products?q=&category=&manufacturer=&published=&stock=
// &type=product|service
// &sort=[-]id|title|price|stock|created&page=&per_page= (1–200, 50 by default) with
// {products, total, page, last_page}.
func (s *Server) adminProducts(c echo.Context) error {
	errs := store.FieldErrors{}
	q := store.ProductListQuery{ProductFilter: productFilterOf(c.QueryParam, errs)}
	sort := c.QueryParam("sort")
	q.Sort, q.Desc = strings.TrimPrefix(sort, "-"), strings.HasPrefix(sort, "-")
	switch q.Sort {
	case "", store.ProductSortID, store.ProductSortTitle, store.ProductSortPrice, store.ProductSortStock,
		store.ProductSortCreated:
	default:
		errs.Add("sort", "error_invalid_value")
	}
	q.Page = queryInt(c.QueryParam("page"), "page", 1, 1, 1_000_000, errs)
	q.PerPage = queryInt(c.QueryParam("per_page"), "per_page", 50, 1, store.MaxProductPage, errs)
	if len(errs) > 0 {
		return validationError(errs)
	}
	page, err := s.store.ProductList(c.Request().Context(), q)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeAdminProductPage(page, s.pricing(c)))
}

// adminProductChoices answers GET /api/admin/products/choices: the categories (in tree order),
// manufacturers and discounts a product may name, and the shop's languages.
func (s *Server) adminProductChoices(c echo.Context) error {
	choices, err := s.store.ProductChoicesList(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeAdminProductChoices(choices, s.store.Languages(), s.pricing(c)))
}

// productID is the :id of the path; a malformed one is no product (404).
func productID(c echo.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id < 1 {
		return 0, store.ErrNotFound
	}
	return id, nil
}

// adminProduct answers GET /api/admin/products/:id: every field, the texts per language, the
// prices as the storefront shows them, the price history and the stock history's first page.
func (s *Server) adminProduct(c echo.Context) error {
	id, err := productID(c)
	if err != nil {
		return err
	}
	ans, err := s.adminProductAnswer(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, ans)
}

func (s *Server) adminProductAnswer(c echo.Context, id int64) (present.AdminProduct, error) {
	ctx := c.Request().Context()
	p, err := s.store.AdminProduct(ctx, id)
	if err != nil {
		return present.AdminProduct{}, err
	}
	old, err := s.store.ShownOldPrice(ctx, p)
	if err != nil {
		return present.AdminProduct{}, err
	}
	history, err := s.store.PriceHistory(ctx, id)
	if err != nil {
		return present.AdminProduct{}, err
	}
	stock, err := s.stockPage(ctx, id, 0, stockPageSize)
	if err != nil {
		return present.AdminProduct{}, err
	}
	link := ""
	if p.Input.Published && p.Input.Type != "service" { // a link is a promise: a hidden product has no page
		langs := s.store.Languages()
		link = present.Links{Lang: langs.Default, Langs: langs}.Product(p.Input.Slug)
	}
	return present.MakeAdminProduct(p, old, history, stock, s.pricing(c), link), nil
}

// stockPage is a page of a product's stock history with its members named.
func (s *Server) stockPage(ctx context.Context, id, before int64, limit int) (present.AdminStockPage, error) {
	list, err := s.store.StockHistory(ctx, id, before, limit)
	if err != nil {
		return present.AdminStockPage{}, err
	}
	names := map[int64]string{}
	for _, ch := range list {
		if _, seen := names[ch.StaffID]; seen || ch.StaffID == 0 {
			continue
		}
		names[ch.StaffID] = ""
		if m, err := s.store.StaffByID(ctx, ch.StaffID); err == nil {
			names[ch.StaffID] = cmp.Or(m.Name, m.Email)
		} else if !errors.Is(err, store.ErrNotFound) {
			return present.AdminStockPage{}, err
		}
	}
	return present.MakeAdminStockPage(list, names, limit), nil
}

// adminStockHistory answers GET /api/admin/products/:id/stock?before=&limit= with a page of
// the stock history, newest first: {entries, next}.
func (s *Server) adminStockHistory(c echo.Context) error {
	id, err := productID(c)
	if err != nil {
		return err
	}
	errs := store.FieldErrors{}
	before := int64(0)
	if v := c.QueryParam("before"); v != "" {
		before = queryID(v, "before", errs)
	}
	limit := queryInt(c.QueryParam("limit"), "limit", stockPageSize, 1, store.MaxStockHistoryPage, errs)
	if len(errs) > 0 {
		return validationError(errs)
	}
	ctx := c.Request().Context()
	if _, err := s.store.AdminProduct(ctx, id); err != nil {
		return err
	}
	page, err := s.stockPage(ctx, id, before, limit)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, page)
}

type adminTextsRequest struct {
	Title            string `json:"title"`
	ShortDescription string `json:"short_description"`
	Description      string `json:"description"`
	VariantLabel     string `json:"variant_label"`
	SafetyInfo       string `json:"safety_info"`
}

// adminProductRequest is the body of a create and an edit; an edit also sends the version
// it read.
type adminProductRequest struct {
	Version         string                       `json:"version"`
	Type            string                       `json:"type"`
	Slug            string                       `json:"slug"`
	Code            string                       `json:"code"`
	Texts           map[string]adminTextsRequest `json:"texts"`
	NetPrice        int64                        `json:"net_price"`
	DiscountID      int64                        `json:"discount_id"`
	Stock           int64                        `json:"stock"`
	Popular         bool                         `json:"popular"`
	New             bool                         `json:"new"`
	Featured        bool                         `json:"featured"`
	Recommended     bool                         `json:"recommended"`
	DelayedDelivery bool                         `json:"delayed_delivery"`
	Published       bool                         `json:"published"`
	CategoryID      int64                        `json:"category_id"`
	ManufacturerID  int64                        `json:"manufacturer_id"`
	VariantGroup    string                       `json:"variant_group"`
	GTIN            string                       `json:"gtin"`
	MPN             string                       `json:"mpn"`
	DurabilityYears int64                        `json:"durability_years"`
	Energy          energyRequest                `json:"energy"`
}

// energyRequest is a product's energy label (store.EnergyLabel).
type energyRequest struct {
	Class string `json:"class"`
	Label string `json:"label"`
	Sheet string `json:"sheet"`
}

func (r adminProductRequest) input() store.ProductInput {
	texts := make(map[string]store.ProductTexts, len(r.Texts))
	for l, t := range r.Texts {
		texts[l] = store.ProductTexts{Title: t.Title, ShortDescription: t.ShortDescription, Description: t.Description,
			VariantLabel: t.VariantLabel, Safety: t.SafetyInfo}
	}
	return store.ProductInput{Type: r.Type, Slug: r.Slug, Code: r.Code, Texts: texts, NetPrice: r.NetPrice,
		DiscountID: r.DiscountID, Stock: r.Stock, Popular: r.Popular, New: r.New, Featured: r.Featured,
		Recommended: r.Recommended, DelayedDelivery: r.DelayedDelivery, Published: r.Published, CategoryID: r.CategoryID,
		ManufacturerID: r.ManufacturerID, VariantGroup: r.VariantGroup, GTIN: r.GTIN, MPN: r.MPN,
		DurabilityYears: r.DurabilityYears, Energy: store.EnergyLabel(r.Energy)}
}

// staffCtx is the request's context carrying the signed-in member for the store's records
// (the stock history's "who").
func staffCtx(c echo.Context) (context.Context, int64) {
	id := staffOf(c).ID
	return store.WithStaff(c.Request().Context(), id), id
}

// adminCreateProduct answers POST /api/admin/products with the new product (201).
func (s *Server) adminCreateProduct(c echo.Context) error {
	var req adminProductRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx, staffID := staffCtx(c)
	var id int64
	err := s.store.WithTx(ctx, func(ctx context.Context) error {
		var err error
		if id, err = s.store.CreateProduct(ctx, req.input()); err != nil {
			return err
		}
		after, err := s.store.AdminProduct(ctx, id)
		if err != nil {
			return err
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: staffID, Action: "product.create", Entity: "product",
			EntityID: idString(id), After: present.MakeAdminProductRecord(after)})
	})
	if err != nil {
		return err
	}
	ans, err := s.adminProductAnswer(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, ans)
}

// adminUpdateProduct answers PUT /api/admin/products/:id {version, …every field} with the
// product as saved. A version other than the product's current one is a 409: another member
// (or an order taking stock) changed it since the page read it, and saving would undo that.
func (s *Server) adminUpdateProduct(c echo.Context) error {
	id, err := productID(c)
	if err != nil {
		return err
	}
	var req adminProductRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Version == "" {
		return validationError(store.FieldErrors{"version": {"error_required"}})
	}
	ctx, staffID := staffCtx(c)
	err = s.store.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.store.UpdateProductAt(ctx, id, req.Version, req.input())
		if err != nil {
			return err
		}
		after, err := s.store.AdminProduct(ctx, id)
		if err != nil {
			return err
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: staffID, Action: "product.update", Entity: "product",
			EntityID: idString(id), Before: present.MakeAdminProductRecord(before), After: present.MakeAdminProductRecord(after)})
	})
	if errors.Is(err, store.ErrStale) {
		return apiError(http.StatusConflict, "error_product_stale")
	}
	if err != nil {
		return err
	}
	ans, err := s.adminProductAnswer(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, ans)
}

// adminDeleteProduct answers DELETE /api/admin/products/:id with {deleted} or, for a product
// that orders name (kept for their records), {hidden}.
func (s *Server) adminDeleteProduct(c echo.Context) error {
	id, err := productID(c)
	if err != nil {
		return err
	}
	ctx, staffID := staffCtx(c)
	var hidden bool
	err = s.store.WithTx(ctx, func(ctx context.Context) error {
		before, err := s.store.AdminProduct(ctx, id)
		if err != nil {
			return err
		}
		if hidden, err = s.store.DeleteProduct(ctx, id); err != nil {
			return err
		}
		action, after := "product.delete", any(nil)
		if hidden {
			action, after = "product.hide", map[string]bool{"published": false}
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: staffID, Action: action, Entity: "product", EntityID: idString(id),
			Before: present.MakeAdminProductRecord(before), After: after})
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]bool{"deleted": !hidden, "hidden": hidden})
}

type stockRequest struct {
	Change *int64 `json:"change"`
	Set    *int64 `json:"set"`
	Note   string `json:"note"`
}

// maxStockNote bounds an adjustment's reason.
const maxStockNote = 500

// adminAdjustStock answers POST /api/admin/products/:id/stock {change | set, note} with
// {stock, history}: the stock moves by change (or is set to set) and the history keeps the
// reason (note, required).
func (s *Server) adminAdjustStock(c echo.Context) error {
	id, err := productID(c)
	if err != nil {
		return err
	}
	var req stockRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	errs := store.FieldErrors{}
	switch {
	case req.Change == nil && req.Set == nil:
		errs.Add("change", "error_required")
	case req.Change != nil && req.Set != nil:
		errs.Add("set", "error_invalid_value")
	case req.Change != nil && *req.Change == 0:
		errs.Add("change", "error_invalid_value")
	}
	req.Note = strings.TrimSpace(req.Note)
	switch {
	case req.Note == "":
		errs.Add("note", "error_required")
	case utf8.RuneCountInString(req.Note) > maxStockNote:
		errs.Add("note", "error_too_long")
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	ctx, staffID := staffCtx(c)
	var after int64
	err = s.store.WithTx(ctx, func(ctx context.Context) error {
		var before int64
		var err error
		if before, after, err = s.store.AdjustStock(ctx, id, req.Change, req.Set, req.Note); err != nil {
			return err
		}
		return s.store.Audit(ctx, store.AuditEntry{StaffID: staffID, Action: "product.stock", Entity: "product",
			EntityID: idString(id), Before: map[string]int64{"stock": before},
			After: map[string]any{"stock": after, "note": req.Note}})
	})
	if err != nil {
		return err
	}
	page, err := s.stockPage(c.Request().Context(), id, 0, stockPageSize)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"stock": after, "history": page})
}

type bulkFilterRequest struct {
	Q            string `json:"q"`
	Category     int64  `json:"category"`
	Manufacturer int64  `json:"manufacturer"`
	Published    string `json:"published"`
	Stock        string `json:"stock"`
	Type         string `json:"type"`
}

type bulkActionRequest struct {
	Kind        string `json:"kind"` // price, stock, publish, hide, category
	BasisPoints int64  `json:"basis_points"`
	Stock       int64  `json:"stock"`
	CategoryID  int64  `json:"category_id"`
	Note        string `json:"note"`
}

type bulkRequest struct {
	Filter        bulkFilterRequest `json:"filter"`
	Action        bulkActionRequest `json:"action"`
	ExpectedCount *int              `json:"expected_count"`
}

// filter is the request's filter checked as the list's query is, its field errors keyed
// filter.<name>.
func (r bulkRequest) filter(errs store.FieldErrors) store.ProductFilter {
	values := map[string]string{"q": r.Filter.Q, "published": r.Filter.Published, "stock": r.Filter.Stock, "type": r.Filter.Type}
	if r.Filter.Category != 0 {
		values["category"] = strconv.FormatInt(r.Filter.Category, 10)
	}
	if r.Filter.Manufacturer != 0 {
		values["manufacturer"] = strconv.FormatInt(r.Filter.Manufacturer, 10)
	}
	own := store.FieldErrors{}
	f := productFilterOf(func(k string) string { return values[k] }, own)
	for k, v := range own {
		errs["filter."+k] = v
	}
	return f
}

func (r bulkRequest) action() store.BulkAction {
	a := r.Action
	return store.BulkAction{Kind: a.Kind, BasisPoints: a.BasisPoints, Stock: a.Stock, CategoryID: a.CategoryID, Note: a.Note}
}

// adminBulkPreview answers POST /api/admin/products/bulk/preview {filter, action} with
// {count}: how many products the action would change, the figure the apply call sends back.
func (s *Server) adminBulkPreview(c echo.Context) error {
	var req bulkRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	errs := store.FieldErrors{}
	f := req.filter(errs)
	if len(errs) > 0 {
		return validationError(errs)
	}
	n, err := s.store.BulkPreview(c.Request().Context(), f)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]int{"count": n, "max": store.MaxBulkProducts})
}

// adminBulkApply answers POST /api/admin/products/bulk {filter, action, expected_count} with
// {count, changed}: the action on every product the filter selects, in one transaction. A
// selection whose size is no longer expected_count (products added, removed or changed since
// the preview) is a 409 and changes nothing: the member previews again.
func (s *Server) adminBulkApply(c echo.Context) error {
	var req bulkRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	errs := store.FieldErrors{}
	f := req.filter(errs)
	if req.ExpectedCount == nil {
		errs.Add("expected_count", "error_required")
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	ctx, _ := staffCtx(c)
	var changed []int64
	// The count and the action in one transaction, so nothing joins the selection between
	// them; BulkApply writes the audit entry (filter, action, every product changed) in it.
	err := s.store.WithTx(ctx, func(ctx context.Context) error {
		n, err := s.store.BulkPreview(ctx, f)
		if err != nil {
			return err
		}
		if n != *req.ExpectedCount {
			return apiError(http.StatusConflict, "error_selection_changed")
		}
		changed, err = s.store.BulkApply(ctx, f, req.action())
		return err
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"count": *req.ExpectedCount, "changed": len(changed)})
}
