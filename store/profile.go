package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
)

// Profile is a user with their company, addresses and orders, which the profile page and
// checkout read (present.Profile answers it, spec §3 User).
type Profile struct {
	ID       int64
	Type     string // b2c or b2b
	Name     string
	Surname  string
	FullName string
	Email    string
	Phone    Phone
	Orders   []OrderSummary
	// Addresses are the saved delivery addresses, the default first.
	Addresses []Address
	Company   *Company // nil for a private person
}

// Company is a b2b shopper's company, read-only once registered (spec §5).
type Company struct {
	Name    string
	RegNum  string
	VatNum  string
	Address string
	City    string
	Zip     string
	Country IDRef
	Bank    BankRef
	AccNum  string
}

// IDRef is a reference by id, as a company's country.
type IDRef struct {
	ID int64
}

// BankRef is the company's bank, by id and name.
type BankRef struct {
	ID   int64
	Name string
}

// plusCode is a calling code as the forms hold it: "+371"; "" stays "".
func plusCode(code string) string {
	code = strings.TrimPrefix(strings.TrimSpace(code), "+")
	if code == "" {
		return ""
	}
	return "+" + code
}

// Profile reads a user with their company, addresses and orders, or ErrNotFound; countries
// are named in lang.
func (s *Store) Profile(ctx context.Context, id int64, lang string) (*Profile, error) {
	q := s.reader(ctx)
	p := &Profile{ID: id}
	err := q.QueryRowContext(ctx, `SELECT type, name, surname, email, phone_calling_code, phone_number FROM users WHERE id = ? AND deleted_at IS NULL`, id).
		Scan(&p.Type, &p.Name, &p.Surname, &p.Email, &p.Phone.CountryCallingCode, &p.Phone.Number)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	p.FullName = strings.TrimSpace(p.Name + " " + p.Surname)
	p.Phone.CountryCallingCode = plusCode(p.Phone.CountryCallingCode)
	if p.Company, err = s.company(ctx, q, id); err != nil {
		return nil, err
	}
	if p.Addresses, err = s.Addresses(ctx, id, lang); err != nil {
		return nil, err
	}
	if p.Orders, err = s.OrdersOfUser(ctx, id); err != nil {
		return nil, err
	}
	return p, nil
}

func (s *Store) company(ctx context.Context, q conn, userID int64) (*Company, error) {
	c := &Company{}
	err := q.QueryRowContext(ctx, `
SELECT c.name, c.reg_num, c.vat_num, c.address, c.city, c.zip, COALESCE(c.country_id, 0), COALESCE(c.bank_id, 0),
       COALESCE(b.name, ''), c.acc_num
FROM companies c LEFT JOIN banks b ON b.id = c.bank_id WHERE c.user_id = ?`, userID).
		Scan(&c.Name, &c.RegNum, &c.VatNum, &c.Address, &c.City, &c.Zip, &c.Country.ID, &c.Bank.ID, &c.Bank.Name, &c.AccNum)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return c, err
}

// Message keys of the profile's FieldErrors.
const (
	MsgPasswordWrong = "error_password_wrong"
	MsgReadOnly      = "error_read_only"
)

// ProfileUpdate is POST /api/user/update's user (spec §3 User): the e-mail is read-only (a
// different one is refused; the same or none is fine), and so is the company, which the
// payload cannot carry at all. A new password needs its confirmation and the current password.
type ProfileUpdate struct {
	Name                    string
	Surname                 string
	Email                   string
	Phone                   Phone
	Password                string // the current one, asked only to set a new one
	NewPassword             string
	NewPasswordConfirmation string
}

// IsWrongPassword reports whether err refused a change because the current password given
// was wrong (UpdateProfile, DeleteAccount), as opposed to a field refused before any check.
func IsWrongPassword(err error) bool {
	var fe FieldErrors
	if !errors.As(err, &fe) {
		return false
	}
	for _, keys := range fe {
		if slices.Contains(keys, MsgPasswordWrong) {
			return true
		}
	}
	return false
}

// UpdateProfile validates and stores a user's name, surname and phone, and a new password
// when one is given. Every wrong field comes back as FieldErrors keyed user.*; a user that is
// gone is ErrNotFound.
func (s *Store) UpdateProfile(ctx context.Context, id int64, u ProfileUpdate) error {
	var email, hash string
	err := s.read.QueryRowContext(ctx, `SELECT email, password_hash FROM users WHERE id = ? AND deleted_at IS NULL`, id).Scan(&email, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	fe := FieldErrors{}
	text(fe, "user.name", &u.Name, true, maxNameLen)
	text(fe, "user.surname", &u.Surname, true, maxNameLen)
	if e := strings.TrimSpace(u.Email); e != "" && !strings.EqualFold(e, email) {
		fe.Add("user.email", MsgReadOnly)
	}
	checkPhone(fe, "user.phone", u.Phone, true)
	changing := u.NewPassword != "" || u.NewPasswordConfirmation != ""
	if changing {
		CheckNewPassword(fe, "user.new_password", "user.new_password_confirmation", u.NewPassword, u.NewPasswordConfirmation)
		if u.Password == "" {
			fe.Add("user.password", MsgRequired)
		} else if len(fe) == 0 { // hash only a request that is otherwise good: hashing is dear
			ok, _, err := CheckPassword(ctx, hash, u.Password)
			if err != nil {
				return err
			}
			if !ok {
				fe.Add("user.password", MsgPasswordWrong)
			}
		}
	}
	if len(fe) > 0 {
		return fe
	}
	newHash := hash
	if changing {
		if newHash, err = HashPassword(ctx, u.NewPassword); err != nil {
			return err
		}
	}
	// The password changes only if nobody changed it since it was checked (the hash read is
	// the one the current password matched).
	res, err := s.writer(ctx).ExecContext(ctx, `
UPDATE users SET name = ?, surname = ?, phone_calling_code = ?, phone_number = ?, password_hash = ?
WHERE id = ? AND password_hash = ?`,
		u.Name, u.Surname, plusCode(u.Phone.CountryCallingCode), phoneDigits(u.Phone.Number), newHash, id, hash)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrConflict
	}
	return nil
}
