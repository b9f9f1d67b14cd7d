package present

import (
	"bufio"
	"encoding/xml"
	"io"
	"iter"
	"strconv"
	"unicode/utf8"

	"shop/store"
)

// FeedChannel is the channel of a shopping feed: the shop's name, its home page, a line
// about it.
type FeedChannel struct {
	Title, Link, Description string
}

// FeedLinks make a feed's absolute URLs: a product page's in the feed's language, and a
// picture's.
type FeedLinks struct {
	Product func(slug string) string
	Image   func(path string) string
}

// Google Merchant Center's bounds on a title and a description (longer ones are refused).
const (
	feedTitleMax       = 150
	feedDescriptionMax = 5000
)

// WriteMerchantFeed writes products as a Google Merchant Center feed: RSS 2.0 with the g:
// namespace, one item a product with the attributes Google requires: id (the product's code),
// title, description, link, image_link, availability, price with VAT as "12.34 EUR", brand,
// gtin or mpn (identifier_exists no when the product has neither), condition (the shop sells
// new goods). It writes as the products come: the first item goes out before the last is
// read. A product without a description has its short description, or its title.
func WriteMerchantFeed(w io.Writer, ch FeedChannel, products iter.Seq2[store.FeedProduct, error], pricing store.Pricing, links FeedLinks) error {
	b := bufio.NewWriterSize(w, 32<<10)
	b.WriteString(xml.Header)
	b.WriteString(`<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">` + "\n<channel>\n")
	element(b, "title", ch.Title)
	element(b, "link", ch.Link)
	element(b, "description", ch.Description)
	for p, err := range products {
		if err != nil {
			return err
		}
		b.WriteString("<item>\n")
		element(b, "g:id", p.Code)
		element(b, "g:title", clip(p.Title, feedTitleMax))
		desc := p.Description
		if desc == "" {
			desc = p.ShortDescription
		}
		if desc == "" {
			desc = p.Title
		}
		element(b, "g:description", clip(desc, feedDescriptionMax))
		element(b, "g:link", links.Product(p.Slug))
		if p.Image != "" {
			element(b, "g:image_link", links.Image(p.Image))
		}
		availability := "out_of_stock"
		if p.Stock > 0 {
			availability = "in_stock"
		}
		element(b, "g:availability", availability)
		element(b, "g:price", feedPrice(pricing.Gross(p.Price)))
		if p.Brand != "" {
			element(b, "g:brand", p.Brand)
		}
		switch {
		case p.GTIN != "":
			element(b, "g:gtin", p.GTIN)
		case p.MPN != "":
			element(b, "g:mpn", p.MPN)
		}
		if p.GTIN == "" && (p.MPN == "" || p.Brand == "") {
			element(b, "g:identifier_exists", "no") // Google asks for a GTIN, or a brand with an MPN
		}
		element(b, "g:condition", "new")
		b.WriteString("</item>\n")
	}
	b.WriteString("</channel>\n</rss>\n")
	return b.Flush()
}

func element(b *bufio.Writer, name, text string) {
	b.WriteString("<" + name + ">")
	xml.EscapeText(b, []byte(text))
	b.WriteString("</" + name + ">\n")
}

// feedPrice writes cents as Google reads a price: a decimal point, the currency's code.
func feedPrice(cents int64) string {
	frac := strconv.FormatInt(cents%100, 10)
	if len(frac) == 1 {
		frac = "0" + frac
	}
	return strconv.FormatInt(cents/100, 10) + "." + frac + " EUR"
}

// clip cuts a text to at most n characters, never inside a character.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n])
}
