package present

import "shop/urls"

// Links build an answer's links in its language, from the one URL scheme (package urls).
type Links struct {
	Lang  string         // the answer's language
	Langs urls.Languages // the shop's languages: which one has no prefix
}

// Path is the page path p in the answer's language.
func (l Links) Path(p string) string { return l.Langs.Path(l.Lang, p) }

// Product is the page link of the product with this slug.
func (l Links) Product(slug string) string { return l.Path(urls.Product(slug)) }

// Category is the page link of the category with this slug.
func (l Links) Category(slug string) string { return l.Path(urls.Category(slug)) }

// Manufacturer is the page link of the brand with this slug.
func (l Links) Manufacturer(slug string) string { return l.Path(urls.Manufacturer(slug)) }

// Article is the page link of the blog article with this slug.
func (l Links) Article(slug string) string { return l.Path(urls.Article(slug)) }
