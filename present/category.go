package present

import "shop/store"

// Category is a category as its catalogue page answers it.
type Category struct {
	ID               int64  `json:"id"`
	ParentID         int64  `json:"parent_id"`
	Slug             string `json:"slug"`
	Title            string `json:"title"`
	Link             string `json:"link"`
	ShortDescription string `json:"short_description"`
	Icon             string `json:"icon"`
	Image            string `json:"image"`
	BannerDesktop    string `json:"banner_desktop"`
	BannerMobile     string `json:"banner_mobile"`
	BannerLink       string `json:"banner_link"`
	Position         int64  `json:"position"`
}

// MakeCategory writes a category with its page and banner links in links' language.
func MakeCategory(c store.Category, links Links) Category {
	return Category{ID: c.ID, ParentID: c.ParentID, Slug: c.Slug, Title: c.Title, Link: links.Category(c.Slug),
		ShortDescription: c.ShortDescription, Icon: c.Icon, Image: c.Image, BannerDesktop: c.BannerDesktop,
		BannerMobile: c.BannerMobile, BannerLink: links.Path(c.BannerLink), Position: c.Position}
}

// MenuItem is a category in the header menu and the home sidebar.
type MenuItem struct {
	ID       int64      `json:"id"`
	Title    string     `json:"title"`
	Link     string     `json:"link"`
	Images   MenuImages `json:"images"`
	Children []MenuItem `json:"children,omitempty"`
}

// MenuImages follows the spec's images.category_icon {webp, source}.
type MenuImages struct {
	CategoryIcon Image `json:"category_icon"`
}

// MakeMenu writes the category menu with its links in links' language.
func MakeMenu(items []store.MenuItem, links Links) []MenuItem {
	if items == nil {
		return nil
	}
	out := make([]MenuItem, len(items))
	for i, it := range items {
		out[i] = MenuItem{ID: it.ID, Title: it.Title, Link: links.Category(it.Slug), Images: MenuImages{Image{Source: it.Icon}},
			Children: MakeMenu(it.Children, links)}
	}
	return out
}
