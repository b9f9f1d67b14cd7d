package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The back office's customers: the shoppers' accounts, searched and filtered, one account
// with its company, addresses, orders and newsletter state, and the owner's two privacy
// actions, which run the storefront's own code (privacy.go): the export the shopper
// downloads, and the erasure.

// CustomerFilter is what the customers' list asks for.
type CustomerFilter struct {
	Query      string // part of a name, surname, e-mail, phone or company; "" for all
	Type       string // b2c, b2b; "" for both
	Newsletter string // yes (consented at registration), no; "" for both
	Offset     int
}

// CustomerRow is an account as the list shows it.
type CustomerRow struct {
	ID         int64
	Type       string
	Name       string
	Surname    string
	Email      string
	Phone      string // calling code and number, "" for none
	Company    string // "" for a private person
	Newsletter bool
	CreatedAt  string
	Deleted    bool // erased (privacy.go): the row stays without personal data
}

// CustomerListLimit is the most accounts one page of the list holds.
const CustomerListLimit = 50

// CustomerPage is one page of the customers' list.
type CustomerPage struct {
	Rows []CustomerRow
	// Total is the number of accounts the filters match, -1 with a search: counting a
	// search's matches would read every account a second time (a search is one scan of
	// the table, about 70 ms at 100,000 accounts, BenchmarkCustomers), so it says More instead.
	Total int
	More  bool // another page follows
}

// maxCustomerQuery bounds a search.
const maxCustomerQuery = 100

const customerRowSQL = `
SELECT u.id, u.type, u.name, u.surname, u.email, TRIM(u.phone_calling_code || ' ' || u.phone_number), COALESCE(c.name, ''),
       u.newsletter, u.created_at, u.deleted_at IS NOT NULL
FROM users u LEFT JOIN companies c ON c.user_id = u.id `

func scanCustomerRow(sc interface{ Scan(...any) error }) (CustomerRow, error) {
	var r CustomerRow
	err := sc.Scan(&r.ID, &r.Type, &r.Name, &r.Surname, &r.Email, &r.Phone, &r.Company, &r.Newsletter, &r.CreatedAt, &r.Deleted)
	return r, err
}

// CheckCustomerFilter cleans f and lists what is wrong with it, by field.
func CheckCustomerFilter(f *CustomerFilter) FieldErrors {
	fe := FieldErrors{}
	f.Query = strings.TrimSpace(f.Query)
	if len(f.Query) > maxCustomerQuery {
		fe.Add("q", MsgTooLong)
	}
	if f.Type != "" && f.Type != "b2c" && f.Type != "b2b" {
		fe.Add("type", MsgInvalid)
	}
	if f.Newsletter != "" && f.Newsletter != "yes" && f.Newsletter != "no" {
		fe.Add("newsletter", MsgInvalid)
	}
	if f.Offset < 0 || f.Offset > 1_000_000 {
		fe.Add("offset", MsgInvalid)
	}
	return fe
}

// Customers lists accounts, newest first, CustomerListLimit from f.Offset. A search looks
// for its text anywhere in the name, the surname, both together, the e-mail, the phone (its
// digits, as typed with spaces or not) and the company's name, without letter case.
func (s *Store) Customers(ctx context.Context, f CustomerFilter) (CustomerPage, error) {
	page := CustomerPage{Rows: []CustomerRow{}, Total: -1}
	if fe := CheckCustomerFilter(&f); len(fe) > 0 {
		return page, fe
	}
	where, args := []string{"1 = 1"}, []any{}
	if f.Type != "" {
		where, args = append(where, "u.type = ?"), append(args, f.Type)
	}
	if f.Newsletter != "" {
		where, args = append(where, "u.newsletter = ?"), append(args, f.Newsletter == "yes")
	}
	if f.Query != "" {
		// The query is lower-cased for the letters beyond ASCII, which names are written with,
		// and so are the columns: SQLite's LIKE folds ASCII letters itself, PostgreSQL's folds
		// none, and lower() makes both match alike (SQLite's lower() folds A–Z only, as its
		// LIKE does, so SQLite answers as it did when the columns were compared as they are).
		like := "%" + escapeLike(strings.ToLower(f.Query)) + "%"
		cond := `(lower(u.email) LIKE ? ESCAPE '\' OR u.id IN (SELECT user_id FROM companies WHERE lower(name) LIKE ? ESCAPE '\')`
		args = append(args, like, like)
		if strings.Contains(f.Query, " ") {
			cond += ` OR lower(u.name || ' ' || u.surname) LIKE ? ESCAPE '\'`
			args = append(args, like)
		} else {
			cond += ` OR lower(u.name) LIKE ? ESCAPE '\' OR lower(u.surname) LIKE ? ESCAPE '\'`
			args = append(args, like, like)
		}
		// A phone is kept as digits (calling code apart): "+371 2612 3456" finds "37126123456".
		if digits := strings.TrimPrefix(phoneDigits(f.Query), "+"); len(digits) >= 3 && onlyDigits(digits) {
			cond += ` OR (replace(u.phone_calling_code, '+', '') || u.phone_number) LIKE ?`
			args = append(args, "%"+digits+"%")
		}
		where = append(where, cond+")")
	}
	clause := "WHERE " + strings.Join(where, " AND ")
	if f.Query == "" {
		// The filters alone are counted from the index on (type, newsletter).
		if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM users u `+clause, args...).Scan(&page.Total); err != nil {
			return page, err
		}
	}
	rows, err := s.read.QueryContext(ctx, customerRowSQL+clause+` ORDER BY u.id DESC LIMIT ? OFFSET ?`,
		append(args, CustomerListLimit+1, f.Offset)...)
	if err != nil {
		return page, err
	}
	defer rows.Close()
	for rows.Next() {
		r, err := scanCustomerRow(rows)
		if err != nil {
			return page, err
		}
		page.Rows = append(page.Rows, r)
	}
	if len(page.Rows) > CustomerListLimit {
		page.Rows, page.More = page.Rows[:CustomerListLimit], true
	}
	return page, rows.Err()
}

func onlyDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// Customer is one account as its back-office page shows it.
type Customer struct {
	CustomerRow
	PhoneNumber Phone
	CompanyData *Company // nil for a private person
	Addresses   []Address
	Orders      []OrderSummary
	// NewsletterState is the address's newsletter subscription: none, pending, confirmed or
	// unsubscribed (subscription.go), beside the consent given at registration (Newsletter).
	NewsletterState string
}

// Newsletter states, as the subscribers' list and a customer's page name them.
const (
	NewsletterNone         = "none"
	NewsletterPending      = "pending"
	NewsletterConfirmed    = "confirmed"
	NewsletterUnsubscribed = "unsubscribed"
)

// CustomerByID reads an account for the back office, deleted ones too (shown as such), its
// addresses' countries named in lang; ErrNotFound for no account.
func (s *Store) CustomerByID(ctx context.Context, id int64, lang string) (Customer, error) {
	var c Customer
	r, err := scanCustomerRow(s.read.QueryRowContext(ctx, customerRowSQL+`WHERE u.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNotFound
	}
	if err != nil {
		return c, err
	}
	c.CustomerRow = r
	if err := s.read.QueryRowContext(ctx, `SELECT phone_calling_code, phone_number FROM users WHERE id = ?`, id).
		Scan(&c.PhoneNumber.CountryCallingCode, &c.PhoneNumber.Number); err != nil {
		return c, err
	}
	c.PhoneNumber.CountryCallingCode = plusCode(c.PhoneNumber.CountryCallingCode)
	if c.CompanyData, err = s.company(ctx, s.read, id); err != nil {
		return c, err
	}
	if c.Addresses, err = s.Addresses(ctx, id, lang); err != nil {
		return c, err
	}
	if c.Orders, err = s.OrdersOfUser(ctx, id); err != nil {
		return c, err
	}
	c.NewsletterState = NewsletterNone
	if !c.Deleted {
		err = s.read.QueryRowContext(ctx, `SELECT `+newsletterStateSQL+` FROM subscriptions
WHERE kind = 'newsletter' AND email = ? AND product_id = 0`, c.Email).Scan(&c.NewsletterState)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return c, err
		}
	}
	return c, nil
}

// newsletterStateSQL is a newsletter subscription's state.
const newsletterStateSQL = `CASE WHEN unsubscribed_at IS NOT NULL THEN 'unsubscribed'
  WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END`

// ExportCustomer is the owner's download of an account's data: ExportUser's, the very file
// the shopper gets, audited (who took a copy of whose data, and when).
func (s *Store) ExportCustomer(ctx context.Context, staffID, id int64, now time.Time, lang string) (*UserExport, error) {
	x, err := s.ExportUser(ctx, id, now, lang)
	if err != nil {
		return nil, err
	}
	return x, s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "customer.export", Entity: "customer", EntityID: fmt.Sprint(id)})
}

// EraseCustomer erases account id for an owner, as DeleteAccount does for the shopper (the
// same steps, privacy.go) but without the password, audited in the same transaction. The
// audit entry names the account's id only: the person's data must not outlive the erasure
// in the log. An account that is gone (or was erased before) is ErrNotFound. The caller ends
// the account's sessions.
func (s *Store) EraseCustomer(ctx context.Context, staffID, id int64) error {
	return s.WithTx(ctx, func(ctx context.Context) error {
		var email string
		err := s.writer(ctx).QueryRowContext(ctx, `SELECT email FROM users WHERE id = ? AND deleted_at IS NULL`, id).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if err := s.eraseAccount(ctx, id, email); err != nil {
			return err
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "customer.erase", Entity: "customer", EntityID: fmt.Sprint(id)})
	})
}
