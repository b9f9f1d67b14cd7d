package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// The back office's calls around products: the category tree, brands, property groups with
// their properties and values, services, and a product's related and linked lists. Staff
// may make them (registerAdminTaxonomy is behind the staff session and its CSRF token);
// every write is audited by the store in its transaction, and the storefront follows at once.
func (s *Server) registerAdminTaxonomy(g *echo.Group) {
	get(g, "/categories", s.adminCategories)
	g.POST("/categories", s.adminCreateCategory)
	g.PUT("/categories/:id", s.adminUpdateCategory)
	g.POST("/categories/:id/move", s.adminMoveCategory)
	g.DELETE("/categories/:id", s.adminDeleteCategory)

	get(g, "/manufacturers", s.adminManufacturers)
	g.POST("/manufacturers", s.adminCreateManufacturer)
	g.PUT("/manufacturers/:id", s.adminUpdateManufacturer)
	g.DELETE("/manufacturers/:id", s.adminDeleteManufacturer)

	get(g, "/property-groups", s.adminPropertyGroups)
	for path, kind := range map[string]store.PropertyKind{"/property-groups": store.KindPropertyGroup,
		"/properties": store.KindProperty, "/property-values": store.KindPropertyValue} {
		g.POST(path, s.adminCreateProperty(kind))
		g.PUT(path+"/:id", s.adminUpdateProperty(kind))
		g.DELETE(path+"/:id", s.adminDeleteProperty(kind))
	}

	get(g, "/services", s.adminServices)
	g.POST("/services", s.adminCreateService)
	g.PUT("/services/:id", s.adminUpdateService)
	g.DELETE("/services/:id", s.adminDeleteService)

	get(g, "/products/:id/links", s.adminProductLinks)
	g.PUT("/products/:id/links", s.adminSetProductLinks)
}

// categoryRequest is the body of POST /categories and PUT /categories/:id; texts are keyed
// by language. parent_id is read on creation only (moves go through /move).
type categoryRequest struct {
	ParentID         int64             `json:"parent_id"`
	Slug             string            `json:"slug"`
	Title            map[string]string `json:"title"`
	ShortDescription map[string]string `json:"short_description"`
	Icon             string            `json:"icon"`
	Image            string            `json:"image"`
	BannerDesktop    string            `json:"banner_desktop"`
	BannerMobile     string            `json:"banner_mobile"`
	BannerLink       string            `json:"banner_link"`
}

func (r categoryRequest) input() store.CategoryInput {
	return store.CategoryInput{ParentID: r.ParentID, Slug: r.Slug, Title: r.Title, ShortDescription: r.ShortDescription,
		Icon: r.Icon, Image: r.Image, BannerDesktop: r.BannerDesktop, BannerMobile: r.BannerMobile, BannerLink: r.BannerLink}
}

// adminCategories answers GET /categories: {categories: [...]}, depth first.
func (s *Server) adminCategories(c echo.Context) error {
	list, err := s.store.AdminCategories(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"categories": present.MakeAdminCategories(list), "languages": s.contentLanguages()})
}

func (s *Server) adminCreateCategory(c echo.Context) error {
	var req categoryRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	id, err := s.store.CreateCategory(ctx, staffOf(c).ID, req.input())
	if err != nil {
		return err
	}
	cat, err := s.store.AdminCategory(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, present.MakeAdminCategory(cat))
}

func (s *Server) adminUpdateCategory(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req categoryRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if err := s.store.UpdateCategory(ctx, staffOf(c).ID, id, req.input()); err != nil {
		return err
	}
	cat, err := s.store.AdminCategory(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeAdminCategory(cat))
}

// moveRequest is the body of POST /categories/:id/move: the new parent (0: the top level)
// and the place among its children (0: first). Both are required.
type moveRequest struct {
	ParentID *int64 `json:"parent_id"`
	Position *int64 `json:"position"`
}

// adminMoveCategory answers POST /categories/:id/move with the whole tree as it now is.
func (s *Server) adminMoveCategory(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req moveRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	errs := store.FieldErrors{}
	if req.ParentID == nil || *req.ParentID < 0 {
		errs.Add("parent_id", store.MsgRequired)
	}
	if req.Position == nil || *req.Position < 0 {
		errs.Add("position", store.MsgRequired)
	}
	if len(errs) > 0 {
		return validationError(errs)
	}
	if err := s.store.MoveCategory(c.Request().Context(), staffOf(c).ID, id, *req.ParentID, *req.Position); err != nil {
		return err
	}
	return s.adminCategories(c)
}

func (s *Server) adminDeleteCategory(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	if err := s.store.DeleteCategory(c.Request().Context(), staffOf(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// manufacturerRequest is the body of POST /manufacturers and PUT /manufacturers/:id.
type manufacturerRequest struct {
	Slug        string            `json:"slug"`
	Title       string            `json:"title"`
	Description map[string]string `json:"description"`
	Image       string            `json:"image"`
	Position    int64             `json:"position"`
	Safety      safetyRequest     `json:"safety"`
}

// safetyRequest is a brand's product safety data (store.ManufacturerSafety).
type safetyRequest struct {
	LegalName       string `json:"legal_name"`
	PostalAddress   string `json:"postal_address"`
	Contact         string `json:"contact"`
	EUPersonName    string `json:"eu_person_name"`
	EUPersonAddress string `json:"eu_person_address"`
	EUPersonContact string `json:"eu_person_contact"`
}

func (r manufacturerRequest) input() store.ManufacturerInput {
	return store.ManufacturerInput{Slug: r.Slug, Title: r.Title, Description: r.Description, Image: r.Image, Position: r.Position,
		Safety: store.ManufacturerSafety(r.Safety)}
}

func (s *Server) adminManufacturers(c echo.Context) error {
	list, err := s.store.AdminManufacturers(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"manufacturers": present.MakeAdminManufacturers(list), "languages": s.contentLanguages()})
}

func (s *Server) adminCreateManufacturer(c echo.Context) error {
	var req manufacturerRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	id, err := s.store.CreateManufacturer(ctx, staffOf(c).ID, req.input())
	if err != nil {
		return err
	}
	m, err := s.store.AdminManufacturer(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, present.MakeAdminManufacturer(m))
}

func (s *Server) adminUpdateManufacturer(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req manufacturerRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if err := s.store.UpdateManufacturer(ctx, staffOf(c).ID, id, req.input()); err != nil {
		return err
	}
	m, err := s.store.AdminManufacturer(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeAdminManufacturer(m))
}

func (s *Server) adminDeleteManufacturer(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	if err := s.store.DeleteManufacturer(c.Request().Context(), staffOf(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// propertyRequest is the body of the property calls: parent_id is a property's group or a
// value's property; filterable is a property's.
type propertyRequest struct {
	ParentID   int64             `json:"parent_id"`
	Title      map[string]string `json:"title"`
	Filterable bool              `json:"filterable"`
	Position   int64             `json:"position"`
}

func (r propertyRequest) input() store.PropertyInput {
	return store.PropertyInput{ParentID: r.ParentID, Title: r.Title, Filterable: r.Filterable, Position: r.Position}
}

// adminPropertyGroups answers GET /property-groups: {groups: [{…, properties: [{…, values}]}]}.
func (s *Server) adminPropertyGroups(c echo.Context) error {
	list, err := s.store.AdminPropertyGroups(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"groups": present.MakeAdminPropertyGroups(list), "languages": s.contentLanguages()})
}

func (s *Server) adminCreateProperty(kind store.PropertyKind) echo.HandlerFunc {
	return func(c echo.Context) error {
		var req propertyRequest
		if err := bindJSON(c, &req); err != nil {
			return err
		}
		ctx := c.Request().Context()
		id, err := s.store.CreateProperty(ctx, staffOf(c).ID, kind, req.input())
		if err != nil {
			return err
		}
		row, err := s.store.AdminPropertyRow(ctx, kind, id)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusCreated, present.MakeAdminPropertyRow(row, kind == store.KindProperty))
	}
}

func (s *Server) adminUpdateProperty(kind store.PropertyKind) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := idParam(c, "id", "error_not_found")
		if err != nil {
			return err
		}
		var req propertyRequest
		if err := bindJSON(c, &req); err != nil {
			return err
		}
		ctx := c.Request().Context()
		if err := s.store.UpdateProperty(ctx, staffOf(c).ID, kind, id, req.input()); err != nil {
			return err
		}
		row, err := s.store.AdminPropertyRow(ctx, kind, id)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, present.MakeAdminPropertyRow(row, kind == store.KindProperty))
	}
}

func (s *Server) adminDeleteProperty(kind store.PropertyKind) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := idParam(c, "id", "error_not_found")
		if err != nil {
			return err
		}
		if err := s.store.DeleteProperty(c.Request().Context(), staffOf(c).ID, kind, id); err != nil {
			return err
		}
		return c.NoContent(http.StatusNoContent)
	}
}

// serviceRequest is the body of POST /services and PUT /services/:id; net is cents
// without VAT.
type serviceRequest struct {
	Code             string            `json:"code"`
	Slug             string            `json:"slug"`
	Title            map[string]string `json:"title"`
	ShortDescription map[string]string `json:"short_description"`
	Net              int64             `json:"net"`
	Published        bool              `json:"published"`
	CategoryIDs      []int64           `json:"category_ids"`
}

func (r serviceRequest) input() store.ServiceInput {
	return store.ServiceInput{Code: r.Code, Slug: r.Slug, Title: r.Title, ShortDescription: r.ShortDescription,
		Net: r.Net, Published: r.Published, CategoryIDs: r.CategoryIDs}
}

func (s *Server) adminServices(c echo.Context) error {
	list, err := s.store.AdminServices(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"services": present.MakeAdminServices(list), "languages": s.contentLanguages()})
}

func (s *Server) adminCreateService(c echo.Context) error {
	var req serviceRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	id, err := s.store.CreateService(ctx, staffOf(c).ID, req.input())
	if err != nil {
		return err
	}
	v, err := s.store.AdminService(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, present.MakeAdminService(v))
}

func (s *Server) adminUpdateService(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req serviceRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if err := s.store.UpdateService(ctx, staffOf(c).ID, id, req.input()); err != nil {
		return err
	}
	v, err := s.store.AdminService(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeAdminService(v))
}

func (s *Server) adminDeleteService(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	if err := s.store.DeleteService(c.Request().Context(), staffOf(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// linksRequest is the body of PUT /products/:id/links: both lists in order; a list left out
// is emptied.
type linksRequest struct {
	Related []int64 `json:"related"`
	Linked  []int64 `json:"linked"`
}

func (s *Server) adminProductLinks(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	l, err := s.store.AdminProductLinks(c.Request().Context(), id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, present.MakeProductLinks(l))
}

func (s *Server) adminSetProductLinks(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	var req linksRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if err := s.store.SetProductLinks(ctx, staffOf(c).ID, id, req.Related, req.Linked); err != nil {
		return err
	}
	return s.adminProductLinks(c)
}
