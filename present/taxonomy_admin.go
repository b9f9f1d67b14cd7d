package present

import "shop/store"

// The back office's answers about the taxonomy: every text in every language of the shop,
// keyed by language ({"lv": "…", "en": "…"}), so one form edits them all.

// AdminCategory is a category of the back office's tree; the list comes depth first, each
// after its parent, siblings in order.
type AdminCategory struct {
	ID               int64             `json:"id"`
	ParentID         int64             `json:"parent_id"`
	Position         int64             `json:"position"`
	Slug             string            `json:"slug"`
	Title            map[string]string `json:"title"`
	ShortDescription map[string]string `json:"short_description"`
	Icon             string            `json:"icon"`
	Image            string            `json:"image"`
	BannerDesktop    string            `json:"banner_desktop"`
	BannerMobile     string            `json:"banner_mobile"`
	BannerLink       string            `json:"banner_link"`
	Products         int64             `json:"products"`
}

// MakeAdminCategories is list as answered.
func MakeAdminCategories(list []store.AdminCategory) []AdminCategory {
	return convert(list, MakeAdminCategory)
}

// MakeAdminCategory is c as answered.
func MakeAdminCategory(c store.AdminCategory) AdminCategory {
	return AdminCategory{ID: c.ID, ParentID: c.ParentID, Position: c.Position, Slug: c.Slug, Title: c.Title,
		ShortDescription: c.ShortDescription, Icon: c.Icon, Image: c.Image, BannerDesktop: c.BannerDesktop,
		BannerMobile: c.BannerMobile, BannerLink: c.BannerLink, Products: c.Products}
}

// AdminManufacturer is a brand in the back office.
type AdminManufacturer struct {
	ID          int64             `json:"id"`
	Slug        string            `json:"slug"`
	Title       string            `json:"title"`
	Description map[string]string `json:"description"`
	Image       string            `json:"image"`
	Position    int64             `json:"position"`
	Safety      AdminSafety       `json:"safety"`
	Products    int64             `json:"products"`
}

// AdminSafety is a brand's product safety data as the back office edits it.
type AdminSafety struct {
	LegalName       string `json:"legal_name"`
	PostalAddress   string `json:"postal_address"`
	Contact         string `json:"contact"`
	EUPersonName    string `json:"eu_person_name"`
	EUPersonAddress string `json:"eu_person_address"`
	EUPersonContact string `json:"eu_person_contact"`
}

// MakeAdminManufacturer is m as answered.
func MakeAdminManufacturer(m store.AdminManufacturer) AdminManufacturer {
	return AdminManufacturer{ID: m.ID, Slug: m.Slug, Title: m.Title, Description: m.Description, Image: m.Image,
		Position: m.Position, Safety: AdminSafety(m.Safety), Products: m.Products}
}

// MakeAdminManufacturers is list as answered.
func MakeAdminManufacturers(list []store.AdminManufacturer) []AdminManufacturer {
	return convert(list, MakeAdminManufacturer)
}

// AdminPropertyRow is a property group, a property or a value.
type AdminPropertyRow struct {
	ID         int64             `json:"id"`
	ParentID   int64             `json:"parent_id,omitempty"`
	Title      map[string]string `json:"title"`
	Filterable *bool             `json:"filterable,omitempty"` // a property's only
	Position   int64             `json:"position"`
}

// AdminPropertyGroup is a group with its properties and their values.
type AdminPropertyGroup struct {
	AdminPropertyRow
	Properties []AdminProperty `json:"properties"`
}

// AdminProperty is a property with its values.
type AdminProperty struct {
	AdminPropertyRow
	Values []AdminPropertyRow `json:"values"`
}

// MakeAdminPropertyRow is r as answered; filterable tells whether r is a property.
func MakeAdminPropertyRow(r store.AdminPropertyRow, property bool) AdminPropertyRow {
	out := AdminPropertyRow{ID: r.ID, ParentID: r.ParentID, Title: r.Title, Position: r.Position}
	if property {
		f := r.Filterable
		out.Filterable = &f
	}
	return out
}

// MakeAdminPropertyGroups is list as answered.
func MakeAdminPropertyGroups(list []store.AdminPropertyGroup) []AdminPropertyGroup {
	return convert(list, func(g store.AdminPropertyGroup) AdminPropertyGroup {
		return AdminPropertyGroup{AdminPropertyRow: MakeAdminPropertyRow(g.AdminPropertyRow, false),
			Properties: convert(g.Properties, func(p store.AdminProperty) AdminProperty {
				return AdminProperty{AdminPropertyRow: MakeAdminPropertyRow(p.AdminPropertyRow, true),
					Values: convert(p.Values, func(v store.AdminPropertyRow) AdminPropertyRow { return MakeAdminPropertyRow(v, false) })}
			})}
	})
}

// AdminService is a service add-on in the back office; net is cents without VAT.
type AdminService struct {
	ID               int64             `json:"id"`
	Code             string            `json:"code"`
	Slug             string            `json:"slug"`
	Title            map[string]string `json:"title"`
	ShortDescription map[string]string `json:"short_description"`
	Net              int64             `json:"net"`
	Published        bool              `json:"published"`
	CategoryIDs      []int64           `json:"category_ids"`
}

// MakeAdminService is v as answered.
func MakeAdminService(v store.AdminService) AdminService {
	return AdminService{ID: v.ID, Code: v.Code, Slug: v.Slug, Title: v.Title, ShortDescription: v.ShortDescription,
		Net: v.Net, Published: v.Published, CategoryIDs: v.CategoryIDs}
}

// MakeAdminServices is list as answered.
func MakeAdminServices(list []store.AdminService) []AdminService {
	return convert(list, MakeAdminService)
}

// LinkRow is a product of a product's related or linked list.
type LinkRow struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	Code  string `json:"code"`
	Slug  string `json:"slug"`
}

// ProductLinks are a product's two lists, in order.
type ProductLinks struct {
	Related []LinkRow `json:"related"`
	Linked  []LinkRow `json:"linked"`
}

// MakeProductLinks is l as answered.
func MakeProductLinks(l store.ProductLinks) ProductLinks {
	row := func(p store.LinkRow) LinkRow { return LinkRow{ID: p.ID, Title: p.Title, Code: p.Code, Slug: p.Slug} }
	return ProductLinks{Related: convert(l.Related, row), Linked: convert(l.Linked, row)}
}
