package store

import (
	"context"
	"strings"

	"shop/store/search"
)

// ProductFilter selects products for the back office's list and its bulk actions. Zero
// values select everything.
type ProductFilter struct {
	Text           string // in the title (default language) or the code, any case of ASCII letters
	CategoryID     int64  // the category or any below it
	ManufacturerID int64
	Published      string // "yes", "no", "" for both
	Stock          string // "in" (above LowStock), "low" (1 to LowStock), "out" (0), "" for all
	Type           string // "product", "service", "" for both
}

// Sorts of the product list; each has an index of its own (migration 19), with the id
// breaking ties, so a page is an index walk whatever the size of the catalogue.
const (
	ProductSortID      = "id"
	ProductSortTitle   = "title"
	ProductSortCode    = "code"
	ProductSortPrice   = "price" // the net price before any discount
	ProductSortStock   = "stock"
	ProductSortCreated = "created"
)

var productSortColumn = map[string]string{
	ProductSortID: "p.id", ProductSortTitle: "p.title", ProductSortCode: "p.code", ProductSortPrice: "p.net_price",
	ProductSortStock: "p.stock", ProductSortCreated: "p.created_at",
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

// productWhere is the SQL condition of a filter, on products p, and its arguments. Only
// constants and placeholders reach the text.
func (s *Store) productWhere(ctx context.Context, f ProductFilter) (string, []any, error) {
	conds := []string{"1 = 1"}
	var args []any
	if t := strings.TrimSpace(f.Text); t != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(t) + "%"
		conds = append(conds, `(p.title LIKE ? ESCAPE '\' OR p.code LIKE ? ESCAPE '\')`)
		args = append(args, like, like)
	}
	if f.CategoryID != 0 {
		ids, err := s.categorySubtree(ctx, f.CategoryID)
		if err != nil {
			return "", nil, err
		}
		conds = append(conds, "p.category_id IN (?"+strings.Repeat(",?", len(ids)-1)+")")
		for _, id := range ids {
			args = append(args, id)
		}
	}
	if f.ManufacturerID != 0 {
		conds = append(conds, "p.manufacturer_id = ?")
		args = append(args, f.ManufacturerID)
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
	if f.Type == "product" || f.Type == "service" {
		conds = append(conds, "p.type = ?")
		args = append(args, f.Type)
	}
	return strings.Join(conds, " AND "), args, nil
}

// categorySubtree is a category's id and those of every category below it.
func (s *Store) categorySubtree(ctx context.Context, id int64) ([]int64, error) {
	tree, err := s.categories(ctx)
	if err != nil {
		return nil, err
	}
	tree.mu.RLock()
	defer tree.mu.RUnlock()
	out := []int64{id}
	for i := 0; i < len(out); i++ {
		out = append(out, tree.children[out[i]]...)
	}
	return out, nil
}

// ProductList is one page of the back office's product list. The filter's count and the
// page are two indexed queries: at 100,000 products a page takes milliseconds (see
// BenchmarkProductList).
func (s *Store) ProductList(ctx context.Context, q ProductListQuery) (ProductPage, error) {
	if q.PerPage <= 0 {
		q.PerPage = 50
	}
	q.PerPage = min(q.PerPage, MaxProductPage)
	col, ok := productSortColumn[q.Sort]
	if !ok {
		col = "p.id"
	}
	dir := " ASC"
	if q.Desc {
		dir = " DESC"
	}
	where, args, err := s.productWhere(ctx, q.ProductFilter)
	if err != nil {
		return ProductPage{}, err
	}
	r := s.reader(ctx)
	page := ProductPage{Rows: []ProductRow{}}
	if err := r.QueryRowContext(ctx, `SELECT COUNT(*) FROM products p WHERE `+where, args...).Scan(&page.Total); err != nil {
		return ProductPage{}, err
	}
	page.LastPage = max(1, (page.Total+q.PerPage-1)/q.PerPage)
	page.Page = min(max(q.Page, 1), page.LastPage)
	rows, err := r.QueryContext(ctx, `
SELECT p.id, p.type, p.title, p.code, p.slug, COALESCE(p.category_id, 0), COALESCE(p.manufacturer_id, 0), p.net_price,
  COALESCE(p.discount_id, 0), COALESCE(d.percent, 0), p.stock, p.published, p.created_at
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE `+where+` ORDER BY `+col+dir+`, p.id`+dir+` LIMIT ? OFFSET ?`,
		append(args, q.PerPage, (page.Page-1)*q.PerPage)...)
	if err != nil {
		return ProductPage{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var p ProductRow
		var percent int64
		if err := rows.Scan(&p.ID, &p.Type, &p.Title, &p.Code, &p.Slug, &p.CategoryID, &p.ManufacturerID, &p.NetPrice,
			&p.DiscountID, &percent, &p.Stock, &p.Published, &p.CreatedAt); err != nil {
			return ProductPage{}, err
		}
		p.Price = NetAfterDiscount(p.NetPrice, percent)
		page.Rows = append(page.Rows, p)
	}
	return page, rows.Err()
}
