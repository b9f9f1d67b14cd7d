package demo

import (
	"context"
	"fmt"
	"time"

	"shop/store"
	"shop/urls"
)

// The home page's and the contact page's texts of a shop variant, in each of its languages:
// the default language's go into the rows' own columns, the others into translations.
type (
	contentSlider struct {
		typ, link string
		t         map[string][2]string // lang → title, sub_title
	}
	contentBanner struct {
		placement, link, desktop, mobile string
		t                                map[string][2]string // lang → title, text
	}
	contentArticle struct {
		t map[string][3]string // lang → title, short_description, body (paragraphs by blank lines)
	}
	contentPerson struct {
		name, email string
		t           map[string][2]string // lang → short_description (the role), description
		gender      byte                 // 'f' or 'm': the avatar is drawn to match
		names       map[string]string    // lang → the name as that language spells it, where it differs (Russian: Cyrillic)
	}
	// contentSet is a variant's home page and team.
	contentSet struct {
		sliders  []contentSlider
		banners  []contentBanner
		articles []contentArticle
		team     []contentPerson
	}
)

// contentOf is the home page content of the variant's country. Links that name a category go
// through c.category, so a category the catalogue does not have becomes a search.
func contentOf(c *catalog) contentSet {
	if c.v.Country == "FI" {
		return finnishContent(c)
	}
	return latvianContent(c)
}

// category is a category's page (its slug is in the shop's language: catSlug); for a
// category the catalogue does not have, a search for q: a link that always leads somewhere.
func (c *catalog) category(key, q string) string {
	if _, ok := c.catID[key]; ok {
		return urls.Category(c.catSlug(key))
	}
	return "/search?q=" + q
}

// firstOf is the page of the first seeded product of a picture kind, so a banner's link is
// real; a search when there is none.
func (c *catalog) firstOf(pic string) string {
	for _, p := range c.products {
		if seedKinds[p.kind].pic == pic {
			return urls.Product(p.slug)
		}
	}
	return "/search?q=" + pic
}

// seedContent writes the home page: sliders, banners, blog articles and the team, in the
// variant's default language with the translations into its other languages.
func seedContent(ctx context.Context, st *store.Store, c *catalog) error {
	set, def := contentOf(c), c.v.Langs.Default
	tr := st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")
	translate := func(entity string, id int, fields []string, text func(lang string) ([]string, bool)) {
		for _, l := range c.v.others() {
			values, ok := text(l)
			if !ok {
				continue // the default language's text shows
			}
			for i, f := range fields {
				tr.Add(entity, id, l, f, values[i])
			}
		}
	}

	// A slider's key is its type; translations name it by its rowid.
	sliderRows := st.Insert(ctx, "sliders", "rowid", "type", "title", "sub_title", "link", "is_active", "position")
	for i, s := range set.sliders {
		sliderRows.Add(i+1, s.typ, s.t[def][0], s.t[def][1], s.link, 1, i)
		translate("slider", i+1, []string{"title", "sub_title"}, func(l string) ([]string, bool) { v, ok := s.t[l]; return v[:], ok })
	}
	bannerRows := st.Insert(ctx, "banners", "id", "placement", "title", "text", "link", "desktop_image", "mobile_image", "position")
	for i, b := range set.banners {
		bannerRows.Add(i+1, b.placement, b.t[def][0], b.t[def][1], b.link, b.desktop, b.mobile, i)
		translate("banner", i+1, []string{"title", "text"}, func(l string) ([]string, bool) { v, ok := b.t[l]; return v[:], ok })
	}
	articles := st.Insert(ctx, "blog_articles", "id", "slug", "title", "image", "short_description", "body", "created_at")
	for i, a := range set.articles {
		created := stamp(seedEpoch.Add(-time.Duration(i*17+3) * 24 * time.Hour))
		d := a.t[def]
		articles.Add(i+1, slugify(d[0]), d[0], fmt.Sprintf("/media/demo/blog-%d-%d.svg", (i*53+190)%360, i+1), d[1], d[2], created)
		translate("blog_article", i+1, []string{"title", "short_description", "body"}, func(l string) ([]string, bool) { v, ok := a.t[l]; return v[:], ok })
	}
	team := st.Insert(ctx, "team_members", "id", "name", "email", "description", "short_description", "image", "position")
	for i, m := range set.team {
		team.Add(i+1, m.name, m.email, m.t[def][1], m.t[def][0], fmt.Sprintf("/media/demo/person-%c-%d-%d.svg", m.gender, (i*61+20)%360, i+1), i)
		translate("team_member", i+1, []string{"short_description", "description"}, func(l string) ([]string, bool) { v, ok := m.t[l]; return v[:], ok })
		translate("team_member", i+1, []string{"name"}, func(l string) ([]string, bool) { v, ok := m.names[l]; return []string{v}, ok })
	}
	return closeAll(sliderRows, bannerRows, articles, team, tr)
}
