package store

import "context"

// FirstRun is what a new shop still lacks before it can sell, counted from its data: the
// back office's first-run checklist (GET /api/admin/checklist).
type FirstRun struct {
	// CompanyWritten: the company's name, registration number, legal address and e-mail were
	// all written by someone (settings.updated_at set) and are not empty. The variant's
	// defaults are a sample company's, which a real shop must replace before its first invoice.
	CompanyWritten  bool
	ShippingMethods int // active ones
	PaymentMethods  int // active ones
	Products        int
}

// firstRunCompanyKeys are the company settings an invoice cannot do without.
var firstRunCompanyKeys = []any{"company_name", "company_reg_number", "company_legal_address", "company_email"}

// FirstRunState counts what FirstRun reports, in one read.
func (s *Store) FirstRunState(ctx context.Context) (FirstRun, error) {
	var f FirstRun
	var company int
	err := s.reader(ctx).QueryRowContext(ctx, `SELECT
  (SELECT COUNT(*) FROM settings WHERE key IN (?, ?, ?, ?) AND updated_at IS NOT NULL AND value <> ''),
  (SELECT COUNT(*) FROM shipping_methods WHERE active = 1),
  (SELECT COUNT(*) FROM payment_methods WHERE active = 1),
  (SELECT COUNT(*) FROM products)`, firstRunCompanyKeys...).Scan(&company, &f.ShippingMethods, &f.PaymentMethods, &f.Products)
	f.CompanyWritten = company == len(firstRunCompanyKeys)
	return f, err
}
