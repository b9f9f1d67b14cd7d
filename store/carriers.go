package store

import (
	"context"
	"net/url"
	"strings"
)

// Carrier is a parcel carrier the shop ships with: the table carriers (migration 24) holds
// the known ones with their public tracking pages, as data rather than constants, so a shop
// adds one without a release. A shipping method may name its carrier (shipping_methods.carrier).
type Carrier struct {
	Code        string
	Name        string
	TrackingURL string // {number} stands for the tracking number
}

// TrackingLink is the carrier's public page of the parcel number ("" when either is missing).
func (c Carrier) TrackingLink(number string) string {
	if c.TrackingURL == "" || number == "" {
		return ""
	}
	return strings.ReplaceAll(c.TrackingURL, "{number}", url.QueryEscape(strings.ReplaceAll(number, " ", "")))
}

// Carriers lists the known carriers in their order.
func (s *Store) Carriers(ctx context.Context) ([]Carrier, error) {
	rows, err := s.reader(ctx).QueryContext(ctx, `SELECT code, name, tracking_url FROM carriers ORDER BY position, code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Carrier{}
	for rows.Next() {
		var c Carrier
		if err := rows.Scan(&c.Code, &c.Name, &c.TrackingURL); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// carrier reads one carrier by code, or ErrNotFound.
func (s *Store) carrier(ctx context.Context, q conn, code string) (Carrier, error) {
	c := Carrier{Code: code}
	err := q.QueryRowContext(ctx, `SELECT name, tracking_url FROM carriers WHERE code = ?`, code).Scan(&c.Name, &c.TrackingURL)
	return c, notFound(err)
}

// OrderShipment is the shipment of order id: its carrier's name, the tracking number and the
// carrier's page of the parcel; all "" before it is shipped. An unknown order is ErrNotFound.
func (s *Store) OrderShipment(ctx context.Context, id int64) (carrier, number, link string, err error) {
	q := s.reader(ctx)
	var code string
	if err = q.QueryRowContext(ctx, `SELECT carrier, tracking_number FROM orders WHERE id = ?`, id).Scan(&code, &number); err != nil {
		return "", "", "", notFound(err)
	}
	if code == "" {
		return "", number, "", nil
	}
	c, err := s.carrier(ctx, q, code)
	if err == ErrNotFound {
		return code, number, "", nil
	}
	return c.Name, number, c.TrackingLink(number), err
}
