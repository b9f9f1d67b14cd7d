package store

import (
	"context"
	"database/sql"
	"errors"
)

// PaymentMethod is a way to pay (spec §3 Payment method). An online one (bank link, card,
// leasing) is paid right after the order, which expires unpaid; an offline one (cash in the
// shop) is paid at pickup. present.PaymentMethod writes its answer.
type PaymentMethod struct {
	ID          int64
	Code        string
	Title       string
	Description string
	Image       string // its picture's path
	Online      bool
}

const paymentForSQL = `
SELECT p.id, p.code, p.title, p.description, p.image, p.online FROM payment_methods p
JOIN shipping_payment_methods x ON x.payment_method_id = p.id AND x.shipping_method_id = ?
WHERE p.active = 1`

// PaymentMethods lists the active payment methods an active shipping method allows, in
// display order, their titles and descriptions in lang (the default language's where a
// translation is missing). An unknown or inactive shipping method is ErrNotFound.
func (s *Store) PaymentMethods(ctx context.Context, shippingMethodID int64, lang string) ([]PaymentMethod, error) {
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return nil, err
	}
	if m, err := shippingMethod(ctx, s.prepared(s.read), `id = ?`, shippingMethodID); err != nil || m == nil {
		return nil, notFoundOr(err)
	}
	rows, err := s.prepared(s.read).QueryContext(ctx, paymentForSQL+` ORDER BY p.position, p.id`, shippingMethodID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []PaymentMethod{}
	for rows.Next() {
		var p PaymentMethod
		if err := rows.Scan(&p.ID, &p.Code, &p.Title, &p.Description, &p.Image, &p.Online); err != nil {
			return nil, err
		}
		p.in(texts)
		out = append(out, p)
	}
	return out, rows.Err()
}

// in puts the method's title and description in the language of texts (a nil texts, the
// default language, keeps them).
func (p *PaymentMethod) in(texts langTexts) {
	p.Title = texts.text("payment_method", p.ID, "title", p.Title)
	p.Description = texts.text("payment_method", p.ID, "description", p.Description)
}

// paymentFor reads one active payment method the shipping method allows (where: `p.id = ?`
// or `p.code = ?`); nil when there is none.
func paymentFor(ctx context.Context, q conn, shippingMethodID int64, where string, arg any) (*PaymentMethod, error) {
	p := &PaymentMethod{}
	err := q.QueryRowContext(ctx, paymentForSQL+` AND `+where, shippingMethodID, arg).
		Scan(&p.ID, &p.Code, &p.Title, &p.Description, &p.Image, &p.Online)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return p, err
}
