package present

import (
	"shop/richtext"
	"shop/store"
)

// Banner is a picture with a link, on the home page or a sidebar.
type Banner struct {
	ID           int64  `json:"id"`
	Title        string `json:"title"`
	Text         string `json:"text"`
	Link         string `json:"link"`
	DesktopImage Image  `json:"desktop_image"`
	MobileImage  Image  `json:"mobile_image"`
}

// MakeBanners writes banners with their links in links' language.
func MakeBanners(banners []store.Banner, links Links) []Banner {
	out := make([]Banner, len(banners))
	for i, b := range banners {
		out[i] = Banner{ID: b.ID, Title: b.Title, Text: b.Text, Link: links.Path(b.Link),
			DesktopImage: Image{Source: b.DesktopImage}, MobileImage: Image{Source: b.MobileImage}}
	}
	return out
}

// Article is a blog article's teaser.
type Article struct {
	Title            string `json:"title"`
	Link             string `json:"link"`
	Image            Image  `json:"image"`
	CreatedAt        string `json:"created_at"`
	ShortDescription string `json:"short_description"`
}

// BlogArticle is a whole blog article: the teaser's fields and its body.
type BlogArticle struct {
	Article
	Slug string `json:"slug"`
	Body string `json:"body"` // HTML when BodyHTML, else paragraphs by blank lines
	// BodyHTML: Body is HTML the back office saved, cleaned again here (package richtext), so
	// a body written into the database by hand is held to the same rule.
	BodyHTML bool   `json:"body_html,omitempty"` // left out when false: a plain-text page answers as before
	Lang     string `json:"lang"`                // the language Body is in: the page's, or the shop's default
}

// MakeArticles writes teasers linked in links' language.
func MakeArticles(articles []store.Article, links Links) []Article {
	out := make([]Article, len(articles))
	for i, a := range articles {
		out[i] = makeArticle(a, links)
	}
	return out
}

// MakeBlogArticle writes a whole article, linked in links' language.
func MakeBlogArticle(a store.BlogArticle, links Links) BlogArticle {
	body, isHTML := makeBody(a.Body)
	return BlogArticle{Article: makeArticle(a.Article, links), Slug: a.Slug, Body: body, BodyHTML: isHTML, Lang: a.Lang}
}

func makeArticle(a store.Article, links Links) Article {
	return Article{Title: a.Title, Link: links.Article(a.Slug), Image: Image{Source: a.Image}, CreatedAt: a.CreatedAt,
		ShortDescription: a.ShortDescription}
}

// Manufacturer is a brand.
type Manufacturer struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Link        string `json:"link"`
	Image       Image  `json:"image"`
	Description string `json:"description,omitempty"`
}

// Brand is a brand on the all-brands page, with how many products it has on sale.
type Brand struct {
	Manufacturer
	ProductCount int `json:"product_count"`
}

// MakeManufacturer writes a brand linked in links' language.
func MakeManufacturer(m store.Manufacturer, links Links) Manufacturer {
	return Manufacturer{ID: m.ID, Title: m.Title, Link: links.Manufacturer(m.Slug), Image: Image{Source: m.Image}, Description: m.Description}
}

// MakeManufacturers writes brands (MakeManufacturer).
func MakeManufacturers(ms []store.Manufacturer, links Links) []Manufacturer {
	out := make([]Manufacturer, len(ms))
	for i, m := range ms {
		out[i] = MakeManufacturer(m, links)
	}
	return out
}

// MakeBrands writes the all-brands page's list.
func MakeBrands(brands []store.Brand, links Links) []Brand {
	out := make([]Brand, len(brands))
	for i, b := range brands {
		out[i] = Brand{Manufacturer: MakeManufacturer(b.Manufacturer, links), ProductCount: b.ProductCount}
	}
	return out
}

// TeamMember is a person of the shop with their e-mail address (spec §3 Team member).
type TeamMember struct {
	ID               int64  `json:"id"`
	Name             string `json:"name"`
	Email            string `json:"email"`
	Description      string `json:"description"`
	ShortDescription string `json:"short_description"` // the role, e.g. "Store manager"
	Image            Image  `json:"image"`
}

// MakeTeamMembers writes the team's list.
func MakeTeamMembers(team []store.TeamMember) []TeamMember {
	out := make([]TeamMember, len(team))
	for i, m := range team {
		out[i] = TeamMember{ID: m.ID, Name: m.Name, Email: m.Email, Description: m.Description,
			ShortDescription: m.ShortDescription, Image: Image{Source: m.Image}}
	}
	return out
}

// InfoPage is an information page (delivery, returns, terms, privacy…) in one language.
type InfoPage struct {
	Slug        string `json:"slug"`
	Lang        string `json:"lang"` // the language it is written in: the page's, or the shop's default
	Title       string `json:"title"`
	Description string `json:"description"`
	Body        string `json:"body"` // HTML when BodyHTML, else paragraphs by blank lines; "## " starts a heading, "- " a list item
	BodyHTML    bool   `json:"body_html,omitempty"`
	UpdatedAt   string `json:"updated_at"`
}

// MakeInfoPage writes an information page.
func MakeInfoPage(p store.InfoPage) InfoPage {
	body, isHTML := makeBody(p.Body)
	return InfoPage{Slug: p.Slug, Lang: p.Lang, Title: p.Title, Description: p.Description, Body: body, BodyHTML: isHTML, UpdatedAt: p.UpdatedAt}
}

// makeBody is a stored body as a page shows it: HTML (the back office's) cleaned again, or an
// older plain text as it is.
func makeBody(body string) (string, bool) {
	if richtext.IsHTML(body) {
		return richtext.Clean(body), true
	}
	return body, false
}
