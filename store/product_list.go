package store

import (
	"context"
	"strings"

	"shop/store/search"
)

// The back office's product list and the selection of its bulk actions. Products come from
// the catalogue index (search.Index.Admin), which holds every one of them, unpublished ones
// too, with its filter sets and sort orders: at 100,000 products a page costs well under a
// millisecond, where SQL over rows that carry the descriptions took 100 to 300 ms
// (BenchmarkBackOffice). The index follows every write once it commits, so the list shows
// it at once. Services, a handful in any shop and not in the index, come from SQL.

// ProductFilter selects products for the back office's list and its bulk actions. Zero
// values select everything of the type.
type ProductFilter struct {
	// Text matches a product whose title (in any language) or code has a word starting with
	// each of its words, or whose code or whole title it is.
	Text           string
	CategoryID     int64 // the category or any below it
	ManufacturerID int64
	Published      string // "yes", "no", "" for both
	Stock          string // "in" (above search.LowStock), "low" (1 to LowStock), "out" (0), "" for all
	Type           string // "product" (also for "") or "service"
}

// Sorts of the product list.
const (
	ProductSortID      = "id"
	ProductSortTitle   = "title" // in the shop's default language
	ProductSortPrice   = "price" // the net price a shopper pays, after the discount
	ProductSortStock   = "stock"
	ProductSortCreated = "created"
)

var productSortField = map[string]string{
	ProductSortID: search.SortID, ProductSortTitle: search.SortTitle, ProductSortPrice: search.SortPrice,
	ProductSortStock: search.SortQuantity, ProductSortCreated: search.SortCreated,
}

var serviceSortColumn = map[string]string{
	ProductSortID: "p.id", ProductSortTitle: "p.title", ProductSortPrice: "p.net_price", ProductSortStock: "p.stock",
	ProductSortCreated: "p.created_at",
}

// MaxProductPage bounds one page of the product list.
const MaxProductPage = 200

// ProductListQuery is one page of the list: a filter, a sort and a page (from 1).
type ProductListQuery struct {
	ProductFilter
	Sort    string // a ProductSort…; "" is ProductSortID
	Desc    bool
	Page    int
	PerPage int // 1 to MaxProductPage; 0 is 50
}

// ProductRow is a product as the back office's list shows it.
type ProductRow struct {
	ID                         int64
	Type, Title, Code, Slug    string
	CategoryID, ManufacturerID int64
	NetPrice, DiscountID       int64
	Price                      int64 // net cents after the discount
	Stock                      int64
	Published                  bool
	CreatedAt                  string
}

// ProductPage is one page of the list and how many products the filter selects.
type ProductPage struct {
	Rows     []ProductRow
	Total    int
	Page     int
	LastPage int
}

// ProductList is one page of the back office's product list.
func (s *Store) ProductList(ctx context.Context, q ProductListQuery) (ProductPage, error) {
	if q.PerPage <= 0 {
		q.PerPage = 50
	}
	q.PerPage = min(q.PerPage, MaxProductPage)
	q.Page = max(q.Page, 1)
	ids, total, err := s.selectProducts(ctx, q.ProductFilter, q.Sort, q.Desc, (q.Page-1)*q.PerPage, q.PerPage)
	if err != nil {
		return ProductPage{}, err
	}
	page := ProductPage{Rows: []ProductRow{}, Total: total, Page: q.Page, LastPage: max(1, (total+q.PerPage-1)/q.PerPage)}
	if q.Page > page.LastPage { // past the end: the last page, as the storefront answers
		page.Page = page.LastPage
		if ids, _, err = s.selectProducts(ctx, q.ProductFilter, q.Sort, q.Desc, (page.Page-1)*q.PerPage, q.PerPage); err != nil {
			return ProductPage{}, err
		}
	}
	page.Rows, err = s.productRows(ctx, ids)
	return page, err
}

// selectProducts is the ids of the products f selects in the order asked, from offset on,
// up to limit, and how many it selects in all.
func (s *Store) selectProducts(ctx context.Context, f ProductFilter, sort string, desc bool, offset, limit int) ([]int64, int, error) {
	if f.Type == "service" {
		return s.selectServices(ctx, f, sort, desc, offset, limit)
	}
	x, err := s.index.load(ctx)
	if err != nil {
		return nil, 0, err
	}
	p := search.AdminParams{Query: f.Text, Category: f.CategoryID, Manufacturer: f.ManufacturerID, Sort: productSortField[sort],
		Desc: desc, Offset: offset, Limit: limit}
	switch f.Published {
	case "yes":
		p.Published = search.PublishedOnly
	case "no":
		p.Published = search.HiddenOnly
	}
	p.Inventory = map[string]int64{"in": search.InventoryInStock, "low": search.InventoryLowStock,
		"out": search.InventoryOutOfStock}[f.Stock]
	ids, total := x.Admin(p)
	return ids, total, nil
}

// selectServices is selectProducts of the services, in SQL.
func (s *Store) selectServices(ctx context.Context, f ProductFilter, sort string, desc bool, offset, limit int) ([]int64, int, error) {
	conds := []string{"p.type = 'service'"}
	var args []any
	if t := strings.TrimSpace(f.Text); t != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(t) + "%"
		conds = append(conds, `(lower(p.title) LIKE lower(?) ESCAPE '\' OR lower(p.code) LIKE lower(?) ESCAPE '\')`)
		args = append(args, like, like)
	}
	switch f.Published {
	case "yes":
		conds = append(conds, "p.published = 1")
	case "no":
		conds = append(conds, "p.published = 0")
	}
	switch f.Stock {
	case "in":
		conds = append(conds, "p.stock > ?")
		args = append(args, search.LowStock)
	case "low":
		conds = append(conds, "p.stock BETWEEN 1 AND ?")
		args = append(args, search.LowStock)
	case "out":
		conds = append(conds, "p.stock <= 0")
	}
	where := strings.Join(conds, " AND ")
	r := s.reader(ctx)
	var total int
	if err := r.QueryRowContext(ctx, `SELECT COUNT(*) FROM products p WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	col, ok := serviceSortColumn[sort]
	if !ok {
		col = "p.id"
	}
	dir := " ASC"
	if desc {
		dir = " DESC"
	}
	ids, err := idsOf(ctx, r, `SELECT p.id FROM products p WHERE `+where+` ORDER BY `+col+dir+`, p.id`+dir+` LIMIT ? OFFSET ?`,
		append(args, limit, offset)...)
	return ids, total, err
}

// productRows reads the list's rows of ids, in their order.
func (s *Store) productRows(ctx context.Context, ids []int64) ([]ProductRow, error) {
	out := make([]ProductRow, 0, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	at := make(map[int64]int, len(ids))
	for i, id := range ids {
		args[i], at[id] = id, i
	}
	rows, err := s.reader(ctx).QueryContext(ctx, `
SELECT p.id, p.type, p.title, p.code, p.slug, COALESCE(p.category_id, 0), COALESCE(p.manufacturer_id, 0), p.net_price,
  COALESCE(p.discount_id, 0), COALESCE(d.percent, 0), p.stock, p.published, p.created_at
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.id IN (?`+strings.Repeat(",?", len(ids)-1)+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byPlace := make([]ProductRow, len(ids))
	found := make([]bool, len(ids))
	for rows.Next() {
		var p ProductRow
		var percent int64
		if err := rows.Scan(&p.ID, &p.Type, &p.Title, &p.Code, &p.Slug, &p.CategoryID, &p.ManufacturerID, &p.NetPrice,
			&p.DiscountID, &percent, &p.Stock, &p.Published, &p.CreatedAt); err != nil {
			return nil, err
		}
		p.Price = NetAfterDiscount(p.NetPrice, percent)
		byPlace[at[p.ID]], found[at[p.ID]] = p, true
	}
	for i, p := range byPlace {
		if found[i] { // one deleted since the index answered is left out
			out = append(out, p)
		}
	}
	return out, rows.Err()
}
