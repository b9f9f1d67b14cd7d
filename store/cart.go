package store

import (
	"context"
	"database/sql"
	"errors"
)

// CartCount is the number of product units in an open cart (the header's cart count).
func (s *Store) CartCount(ctx context.Context, token string) (int64, error) {
	var n int64
	err := s.read.QueryRowContext(ctx, `
SELECT COALESCE(SUM(i.quantity), 0) FROM cart_items i JOIN carts c ON c.id = i.cart_id
WHERE c.token = ? AND c.status = 'open' AND i.parent_item_id IS NULL`, token).Scan(&n)
	return n, err
}

// Cart is a shopper's open cart (spec §3 Cart), priced on the server.
type Cart struct {
	Items                      []CartItem `json:"items"`
	TotalQuantity              int64      `json:"total_quantity"`
	FormattedTotalPrice        string     `json:"formatted_total_price"` // without VAT
	FormattedTaxPrice          string     `json:"formatted_tax_price"`
	FormattedTotalPriceWithTax string     `json:"formatted_total_price_with_tax"`
	AvailableForPurchase       bool       `json:"available_for_purchase"`
}

// CartItem is one product line (spec §3 Cart item).
type CartItem struct {
	ID                         int64           `json:"id"`
	Quantity                   int64           `json:"quantity"`
	Product                    CartItemProduct `json:"product"`
	FormattedPriceWithTax      string          `json:"formatted_price_with_tax"`
	FormattedTotalPriceWithTax string          `json:"formatted_total_price_with_tax"`
	IsDelayedDelivery          bool            `json:"is_delayed_delivery"`
	InStock                    bool            `json:"-"` // the stock covers the line
}

// CartItemProduct is what a cart line shows of its product.
type CartItemProduct struct {
	ID          int64  `json:"id"`
	Type        string `json:"type"`
	Title       string `json:"title"`
	Link        string `json:"link"`
	Code        string `json:"code"`
	Image       Image  `json:"image"`
	Manufacture Ref    `json:"manufacture"`
}

// AddToCart adds qty units of a published product to the cart of token (a new cart when
// token is empty or names no open cart) and returns the cart's token. The line may never hold
// more than the stock: asking for more is ErrConflict and changes nothing; an unknown product
// is ErrNotFound.
func (s *Store) AddToCart(ctx context.Context, token string, productID, qty int64) (string, error) {
	if qty < 1 {
		return token, ErrConflict
	}
	err := s.WithTx(ctx, func(ctx context.Context) error {
		tx := s.writer(ctx)
		var stock int64
		err := tx.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = ? AND published = 1`, productID).Scan(&stock)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		var cartID int64
		err = tx.QueryRowContext(ctx, `SELECT id FROM carts WHERE token = ? AND status = 'open'`, token).Scan(&cartID)
		if errors.Is(err, sql.ErrNoRows) {
			token = RandomToken()
			res, err := tx.ExecContext(ctx, `INSERT INTO carts (token) VALUES (?)`, token)
			if err != nil {
				return err
			}
			cartID, _ = res.LastInsertId()
		} else if err != nil {
			return err
		}
		var lineID, have int64
		err = tx.QueryRowContext(ctx, `SELECT id, quantity FROM cart_items WHERE cart_id = ? AND product_id = ? AND parent_item_id IS NULL`,
			cartID, productID).Scan(&lineID, &have)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if have+qty > stock {
			return ErrConflict
		}
		if lineID == 0 {
			_, err = tx.ExecContext(ctx, `INSERT INTO cart_items (cart_id, product_id, quantity) VALUES (?, ?, ?)`, cartID, productID, qty)
		} else {
			_, err = tx.ExecContext(ctx, `UPDATE cart_items SET quantity = ? WHERE id = ?`, have+qty, lineID)
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?`, cartID)
		return err
	})
	return token, err
}

const cartSQL = `
SELECT i.id, i.quantity, p.id, p.type, p.title, p.slug, p.code, p.net_price, COALESCE(d.percent, 0), p.stock,
       p.is_delayed_delivery, COALESCE(m.title, ''),
       COALESCE((SELECT path FROM product_images pi WHERE pi.product_id = p.id ORDER BY position LIMIT 1), '')
FROM cart_items i
JOIN carts c ON c.id = i.cart_id
JOIN products p ON p.id = i.product_id
LEFT JOIN discounts d ON d.id = p.discount_id
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
WHERE c.token = ? AND c.status = 'open' AND i.parent_item_id IS NULL
ORDER BY i.id`

// CartByToken prices the open cart of token; an unknown token is an empty cart. Each line is
// rounded once (the line's net total with VAT), and the cart's total is the sum of its lines.
func (s *Store) CartByToken(ctx context.Context, token string, p Pricing) (Cart, error) {
	cart := Cart{Items: []CartItem{}}
	rows, err := s.read.QueryContext(ctx, cartSQL, token)
	if err != nil {
		return cart, err
	}
	defer rows.Close()
	var net, gross int64
	cart.AvailableForPurchase = true
	for rows.Next() {
		var it CartItem
		var slug, img string
		var unitNet, pct, stock int64
		if err := rows.Scan(&it.ID, &it.Quantity, &it.Product.ID, &it.Product.Type, &it.Product.Title, &slug, &it.Product.Code,
			&unitNet, &pct, &stock, &it.IsDelayedDelivery, &it.Product.Manufacture.Title, &img); err != nil {
			return cart, err
		}
		if pct > 0 {
			unitNet = Discounted(unitNet, pct)
		}
		it.Product.Link, it.Product.Image = ProductLink(slug), Image{Source: img}
		lineGross := p.Gross(unitNet * it.Quantity)
		it.FormattedPriceWithTax, it.FormattedTotalPriceWithTax = FormatEUR(p.Gross(unitNet)), FormatEUR(lineGross)
		it.InStock = it.Quantity <= stock
		cart.AvailableForPurchase = cart.AvailableForPurchase && it.InStock
		cart.Items = append(cart.Items, it)
		cart.TotalQuantity += it.Quantity
		net += unitNet * it.Quantity
		gross += lineGross
	}
	cart.AvailableForPurchase = cart.AvailableForPurchase && len(cart.Items) > 0
	cart.FormattedTotalPrice, cart.FormattedTaxPrice, cart.FormattedTotalPriceWithTax = FormatEUR(net), FormatEUR(gross-net), FormatEUR(gross)
	return cart, rows.Err()
}
