package present

import (
	"strconv"
	"strings"

	"shop/store"
)

// The back office's product answers. Money is in cents (the edit form writes cents back),
// with the VAT-inclusive price and the old price written as the storefront writes them.

// AdminProductRow is a product in the back office's list.
type AdminProductRow struct {
	ID             int64  `json:"id"`
	Type           string `json:"type"`
	Title          string `json:"title"`
	Code           string `json:"code"`
	Slug           string `json:"slug"`
	CategoryID     int64  `json:"category_id"`
	ManufacturerID int64  `json:"manufacturer_id"`
	NetPrice       int64  `json:"net_price"`
	Price          int64  `json:"price"` // net cents after the discount
	Gross          string `json:"gross"` // what a shopper pays, written
	Stock          int64  `json:"stock"`
	Published      bool   `json:"published"`
	CreatedAt      string `json:"created_at"`
}

// AdminProductPage is one page of the list.
type AdminProductPage struct {
	Products []AdminProductRow `json:"products"`
	Total    int               `json:"total"`
	Page     int               `json:"page"`
	LastPage int               `json:"last_page"`
}

// MakeAdminProductPage is p as answered, prices written for pricing.
func MakeAdminProductPage(p store.ProductPage, pricing store.Pricing) AdminProductPage {
	return AdminProductPage{Total: p.Total, Page: p.Page, LastPage: p.LastPage,
		Products: convert(p.Rows, func(r store.ProductRow) AdminProductRow {
			return AdminProductRow{ID: r.ID, Type: r.Type, Title: r.Title, Code: r.Code, Slug: r.Slug, CategoryID: r.CategoryID,
				ManufacturerID: r.ManufacturerID, NetPrice: r.NetPrice, Price: r.Price,
				Gross: Money(pricing.Lang, pricing.Gross(r.Price)), Stock: r.Stock, Published: r.Published, CreatedAt: r.CreatedAt}
		})}
}

// AdminTexts are a product's texts in one language.
type AdminTexts struct {
	Title            string `json:"title"`
	ShortDescription string `json:"short_description"`
	Description      string `json:"description"`
	VariantLabel     string `json:"variant_label"`
	SafetyInfo       string `json:"safety_info"` // warnings and safety information
}

// AdminPrice is what the price section shows: the price after the discount, with VAT, and
// the struck-through old price as the storefront shows it (the Omnibus rule), "" for none.
type AdminPrice struct {
	Price      int64  `json:"price"`
	Gross      int64  `json:"gross"`
	GrossText  string `json:"gross_text"`
	NetText    string `json:"net_text"`
	OldPrice   int64  `json:"old_price"`   // net cents, 0 for none
	OldGross   int64  `json:"old_gross"`   // with VAT
	OldText    string `json:"old_text"`    // with VAT, written; "" for none
	VATPercent string `json:"vat_percent"` // "21"
}

// AdminPricePoint is a row of the price history.
type AdminPricePoint struct {
	At         string `json:"at"`
	NetPrice   int64  `json:"net_price"`
	DiscountID int64  `json:"discount_id"`
	Price      int64  `json:"price"`
	GrossText  string `json:"gross_text"`
}

// AdminStockChange is a row of the stock history: who (a member, an order or the shop), why,
// when, from what to what.
type AdminStockChange struct {
	ID        int64  `json:"id"`
	At        string `json:"at"`
	Before    int64  `json:"before"`
	After     int64  `json:"after"`
	Reason    string `json:"reason"`
	StaffID   int64  `json:"staff_id"`
	StaffName string `json:"staff_name"`
	OrderID   int64  `json:"order_id"`
	Note      string `json:"note"`
}

// AdminStockPage is a page of the stock history; Next is the before of the next page, 0 at
// its end.
type AdminStockPage struct {
	Entries []AdminStockChange `json:"entries"`
	Next    int64              `json:"next"`
}

// MakeAdminStockPage is list as answered, the members named from names; limit is the page
// size asked, so a full page has a next one.
func MakeAdminStockPage(list []store.StockChange, names map[int64]string, limit int) AdminStockPage {
	page := AdminStockPage{Entries: convert(list, func(c store.StockChange) AdminStockChange {
		return AdminStockChange{ID: c.ID, At: c.At, Before: c.Before, After: c.After, Reason: c.Reason, StaffID: c.StaffID,
			StaffName: names[c.StaffID], OrderID: c.OrderID, Note: c.Note}
	})}
	if len(list) == limit && limit > 0 {
		page.Next = list[len(list)-1].ID
	}
	return page
}

// AdminProduct is a product as its edit page reads it. Version goes back with the save: a
// save made on a version that changed since is refused (409).
type AdminProduct struct {
	ID              int64                 `json:"id"`
	Version         string                `json:"version"`
	Type            string                `json:"type"`
	Slug            string                `json:"slug"`
	Code            string                `json:"code"`
	Texts           map[string]AdminTexts `json:"texts"`
	NetPrice        int64                 `json:"net_price"`
	DiscountID      int64                 `json:"discount_id"`
	Stock           int64                 `json:"stock"`
	Popular         bool                  `json:"popular"`
	New             bool                  `json:"new"`
	Featured        bool                  `json:"featured"`
	Recommended     bool                  `json:"recommended"`
	DelayedDelivery bool                  `json:"delayed_delivery"`
	Published       bool                  `json:"published"`
	CategoryID      int64                 `json:"category_id"`
	ManufacturerID  int64                 `json:"manufacturer_id"`
	VariantGroup    string                `json:"variant_group"`
	GTIN            string                `json:"gtin"`
	MPN             string                `json:"mpn"`
	DurabilityYears int64                 `json:"durability_years"` // the producer's commercial guarantee of durability; 0: none
	Energy          AdminEnergy           `json:"energy"`
	CreatedAt       string                `json:"created_at"`
	Ordered         bool                  `json:"ordered"`        // orders name it: deleting it hides it
	Link            string                `json:"link,omitempty"` // its storefront page
	Prices          *AdminPrice           `json:"prices,omitempty"`
	PriceHistory    []AdminPricePoint     `json:"price_history,omitempty"`
	StockHistory    *AdminStockPage       `json:"stock_history,omitempty"`
}

// MakeAdminProductRecord is p's own fields, without prices and histories: the audit log's
// record of a product before and after a change.
func MakeAdminProductRecord(p store.AdminProduct) AdminProduct {
	in := p.Input
	texts := make(map[string]AdminTexts, len(in.Texts))
	for l, t := range in.Texts {
		texts[l] = AdminTexts{Title: t.Title, ShortDescription: t.ShortDescription, Description: t.Description, VariantLabel: t.VariantLabel,
			SafetyInfo: t.Safety}
	}
	return AdminProduct{ID: p.ID, Version: p.Version(), Type: in.Type, Slug: in.Slug, Code: in.Code, Texts: texts,
		NetPrice: in.NetPrice, DiscountID: in.DiscountID, Stock: in.Stock, Popular: in.Popular, New: in.New,
		Featured: in.Featured, Recommended: in.Recommended, DelayedDelivery: in.DelayedDelivery, Published: in.Published,
		CategoryID: in.CategoryID, ManufacturerID: in.ManufacturerID, VariantGroup: in.VariantGroup, GTIN: in.GTIN,
		MPN: in.MPN, DurabilityYears: in.DurabilityYears, Energy: AdminEnergy(in.Energy), CreatedAt: p.CreatedAt, Ordered: p.Ordered}
}

// AdminEnergy is a product's energy label as the back office edits it (store.EnergyLabel).
type AdminEnergy struct {
	Class string `json:"class"` // "A" … "G", "" for none
	Label string `json:"label"` // an uploaded file's /media/ path or an https address
	Sheet string `json:"sheet"` // the product information sheet: an https address (EPREL) or a path
}

// MakeAdminProduct is p as its page reads it: old is the old price the storefront shows (net
// cents, 0 for none), link its storefront page ("" for none).
func MakeAdminProduct(p store.AdminProduct, old int64, history []store.PricePoint, stock AdminStockPage,
	pricing store.Pricing, link string) AdminProduct {
	a := MakeAdminProductRecord(p)
	l := pricing.Lang
	a.Prices = &AdminPrice{Price: p.Price, Gross: pricing.Gross(p.Price), GrossText: Money(l, pricing.Gross(p.Price)),
		NetText: Money(l, p.Price), VATPercent: vatPercent(pricing.VATBasisPoints)}
	if old > p.Price {
		a.Prices.OldPrice, a.Prices.OldGross, a.Prices.OldText = old, pricing.Gross(old), Money(l, pricing.Gross(old))
	}
	a.Link, a.StockHistory = link, &stock
	a.PriceHistory = convert(history, func(h store.PricePoint) AdminPricePoint {
		return AdminPricePoint{At: h.At, NetPrice: h.Net, DiscountID: h.DiscountID, Price: h.Price,
			GrossText: Money(l, pricing.Gross(h.Price))}
	})
	return a
}

// AdminChoice is an option of the edit page's selects.
type AdminChoice struct {
	ID      int64  `json:"id"`
	Title   string `json:"title"`
	Depth   int    `json:"depth,omitempty"`
	Percent int64  `json:"percent,omitempty"`
}

// AdminProductChoices are the selects' options and the shop's languages (the first is the
// default, whose title a product needs).
type AdminProductChoices struct {
	Categories    []AdminChoice `json:"categories"`
	Manufacturers []AdminChoice `json:"manufacturers"`
	Discounts     []AdminChoice `json:"discounts"`
	Languages     []string      `json:"languages"`
	VATPercent    string        `json:"vat_percent"`
	VATBasisPts   int64         `json:"vat_basis_points"`
}

// MakeAdminProductChoices is c as answered for a shop of langs and pricing.
func MakeAdminProductChoices(c store.ProductChoices, langs store.Languages, pricing store.Pricing) AdminProductChoices {
	conv := func(list []store.Choice) []AdminChoice {
		return convert(list, func(c store.Choice) AdminChoice {
			return AdminChoice{ID: c.ID, Title: c.Title, Depth: c.Depth, Percent: c.Percent}
		})
	}
	ordered := []string{langs.Default}
	for _, l := range langs.All {
		if l != langs.Default {
			ordered = append(ordered, l)
		}
	}
	return AdminProductChoices{Categories: conv(c.Categories), Manufacturers: conv(c.Manufacturers), Discounts: conv(c.Discounts),
		Languages: ordered, VATPercent: vatPercent(pricing.VATBasisPoints), VATBasisPts: pricing.VATBasisPoints}
}

// vatPercent writes a rate of basis points as a percent: 2100 is "21", 2550 "25.5".
func vatPercent(bp int64) string {
	s := strconv.FormatInt(bp/100, 10)
	if frac := bp % 100; frac != 0 {
		s += "." + strings.TrimRight(strconv.FormatInt(100+frac, 10)[1:], "0")
	}
	return s
}
