package store

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// The back office's payment methods: their titles, order and switch, and which shipping
// methods each goes with (shipping_payment_methods). A method's provider and its secrets are
// the payment flags' and the environment's (package payment), never the database's.

// AdminPaymentMethod is a payment method as the back office edits it.
type AdminPaymentMethod struct {
	ID              int64
	Code            string
	Title           string
	Description     string
	Position        int
	Active          bool
	Online          bool    // paid online before dispatch (card, bank); false: on pickup
	ShippingMethods []int64 // the shipping methods it goes with, by id
}

// PaymentMethodInput is what an owner saves for a payment method.
type PaymentMethodInput struct {
	Title           string
	Description     string
	Position        int
	Active          bool
	ShippingMethods []int64
}

// AdminPaymentMethods lists every payment method in display order.
func (s *Store) AdminPaymentMethods(ctx context.Context) ([]AdminPaymentMethod, error) {
	return adminPaymentMethods(ctx, s.read, 0)
}

func adminPaymentMethods(ctx context.Context, q conn, id int64) ([]AdminPaymentMethod, error) {
	rows, err := q.QueryContext(ctx, `
SELECT id, code, title, description, position, active, online FROM payment_methods WHERE (? = 0 OR id = ?) ORDER BY position, id`, id, id)
	if err != nil {
		return nil, err
	}
	out := []AdminPaymentMethod{}
	at := map[int64]int{}
	for rows.Next() {
		m := AdminPaymentMethod{ShippingMethods: []int64{}}
		if err := rows.Scan(&m.ID, &m.Code, &m.Title, &m.Description, &m.Position, &m.Active, &m.Online); err != nil {
			rows.Close()
			return nil, err
		}
		at[m.ID] = len(out)
		out = append(out, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	links, err := q.QueryContext(ctx, `
SELECT payment_method_id, shipping_method_id FROM shipping_payment_methods WHERE (? = 0 OR payment_method_id = ?)
ORDER BY shipping_method_id`, id, id)
	if err != nil {
		return nil, err
	}
	defer links.Close()
	for links.Next() {
		var pay, ship int64
		if err := links.Scan(&pay, &ship); err != nil {
			return nil, err
		}
		if i, ok := at[pay]; ok {
			out[i].ShippingMethods = append(out[i].ShippingMethods, ship)
		}
	}
	return out, links.Err()
}

// UpdatePaymentMethod saves a payment method's texts, order, switch and shipping methods for
// staff member staffID, audited before and after; an unknown id is ErrNotFound, bad fields
// FieldErrors ("shipping_methods" for an unknown shipping method).
func (s *Store) UpdatePaymentMethod(ctx context.Context, staffID, id int64, in PaymentMethodInput) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		q := s.reader(ctx)
		list, err := adminPaymentMethods(ctx, q, id)
		if err != nil {
			return err
		}
		if len(list) == 0 || id == 0 {
			return ErrNotFound
		}
		before := list[0]
		fe := FieldErrors{}
		in.Title, in.Description = strings.TrimSpace(in.Title), strings.TrimSpace(in.Description)
		checkText(fe, "title", in.Title, true, maxTitleLen)
		checkText(fe, "description", in.Description, false, maxTextLen)
		if in.Position < 0 || in.Position > 1_000_000 {
			fe.Add("position", MsgInvalid)
		}
		slices.Sort(in.ShippingMethods)
		in.ShippingMethods = slices.Compact(in.ShippingMethods)
		for _, ship := range in.ShippingMethods {
			ok, err := exists(ctx, q, `SELECT 1 FROM shipping_methods WHERE id = ?`, ship)
			if err != nil {
				return err
			}
			if !ok {
				fe.Add("shipping_methods", MsgInvalid)
				break
			}
		}
		if err := fe.orNil(); err != nil {
			return err
		}
		w := s.writer(ctx)
		if _, err := w.ExecContext(ctx, `UPDATE payment_methods SET title = ?, description = ?, position = ?, active = ? WHERE id = ?`,
			in.Title, in.Description, in.Position, in.Active, id); err != nil {
			return err
		}
		if _, err := w.ExecContext(ctx, `DELETE FROM shipping_payment_methods WHERE payment_method_id = ?`, id); err != nil {
			return err
		}
		for _, ship := range in.ShippingMethods {
			if _, err := w.ExecContext(ctx, `INSERT INTO shipping_payment_methods (shipping_method_id, payment_method_id) VALUES (?, ?)`,
				ship, id); err != nil {
				return err
			}
		}
		after, err := adminPaymentMethods(ctx, q, id)
		if err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "payment_method.update", Entity: "payment_method",
			EntityID: fmt.Sprint(id), Before: before, After: after[0]})
	})
}
