package store

import (
	"context"
	"errors"
	"regexp"
	"strings"
)

// Registration is a registration (spec §3 Registration payload, which handlers bind): the
// person, their company (b2b only), the consents, and an optional
// address that becomes the user's default address.
type Registration struct {
	User     RegistrationUser
	Company  RegistrationCompany
	Terms    RegistrationTerms
	Shipping RegistrationAddress

	Lang string // the shopper's language, for the mails the account gets
}

// RegistrationUser is the person who registers.
type RegistrationUser struct {
	Type                 string // b2c or b2b
	CountryID            int64
	Name                 string
	Surname              string
	Email                string
	Password             string
	PasswordConfirmation string
	Phone                Phone
}

// RegistrationCompany is a b2b shopper's company.
type RegistrationCompany struct {
	BankID    int64
	CountryID int64
	Name      string
	VatNum    string
	RegNum    string
	AccNum    string
	City      string
	Zip       string
	Address   string
}

// RegistrationTerms are the consents, 0 or 1 (the captcha that comes with them is the
// handler's to check).
type RegistrationTerms struct {
	Subscription int
	Privacy      int
}

// RegistrationAddress is the optional address part. Given at all (any field filled), it
// needs a country, a city and an address.
type RegistrationAddress struct {
	CountryID       int64
	City            string
	Address         string
	Zip             string
	Identifier      string // a pickup point's, when the address is one
	Message         string // for the courier
	UserPhoneNumber Phone
}

// given reports whether the shopper filled in any of the address part.
func (a RegistrationAddress) given() bool {
	return a.CountryID != 0 || strings.TrimSpace(a.City+a.Address+a.Zip+a.Identifier+a.Message+a.UserPhoneNumber.Number) != ""
}

// Message keys of a refused registration.
const (
	MsgEmailTaken = "error_email_taken"
	MsgPrivacy    = "error_privacy"
	MsgIBAN       = "error_iban"
)

var (
	// An account number is an IBAN: two letters, two check digits, up to 30 letters and digits.
	ibanShape = regexp.MustCompile(`^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$`)
	// A registration number is letters, digits and the separators registers print.
	regNumShape = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 ./-]*$`)
)

// validIBAN checks an IBAN's shape and its ISO 7064 mod-97 check digits.
func validIBAN(s string) bool {
	if !ibanShape.MatchString(s) {
		return false
	}
	rem := 0
	for _, r := range s[4:] + s[:4] {
		if r >= 'A' {
			rem = (rem*100 + int(r-'A'+10)) % 97
		} else {
			rem = (rem*10 + int(r-'0')) % 97
		}
	}
	return rem == 1
}

// ValidateRegistration checks every field of a registration (spec §5 registration keys)
// and cleans it in place (texts trimmed, numbers normalised, a private person's company
// emptied). It returns FieldErrors naming each wrong field, nil when all is well, or a
// database error. Whether the e-mail is taken is Register's to find out: it answers only
// a registration that is otherwise right.
func (s *Store) ValidateRegistration(ctx context.Context, r *Registration) error {
	fe := FieldErrors{}
	u := &r.User
	if u.Type == "" {
		u.Type = "b2c"
	}
	if u.Type != "b2c" && u.Type != "b2b" {
		fe.Add("user.type", MsgInvalid)
	}
	text(fe, "user.name", &u.Name, true, maxNameLen)
	text(fe, "user.surname", &u.Surname, true, maxNameLen)
	email(fe, "user.email", &u.Email)
	CheckNewPassword(fe, "user.password", "user.password_confirmation", u.Password, u.PasswordConfirmation)
	checkPhone(fe, "user.phone", u.Phone, true)
	q := s.read
	if err := checkID(ctx, q, fe, "user.country_id", `SELECT 1 FROM countries WHERE id = ?`, u.CountryID, false); err != nil {
		return err
	}
	if u.Type == "b2b" {
		if err := s.checkCompany(ctx, fe, &r.Company); err != nil {
			return err
		}
	} else {
		r.Company = RegistrationCompany{}
	}
	switch r.Terms.Privacy {
	case 1:
	case 0:
		fe.Add("terms.privacy", MsgPrivacy)
	default:
		fe.Add("terms.privacy", MsgInvalid)
	}
	if r.Terms.Subscription != 0 && r.Terms.Subscription != 1 {
		fe.Add("terms.subscription", MsgInvalid)
	}
	if err := s.checkRegistrationAddress(ctx, fe, &r.Shipping); err != nil {
		return err
	}
	return fe.orNil()
}

// checkCompany validates a b2b registration's company: every field but the VAT number is
// required (a company need not be VAT-registered).
func (s *Store) checkCompany(ctx context.Context, fe FieldErrors, c *RegistrationCompany) error {
	text(fe, "company.name", &c.Name, true, maxCompanyLen)
	text(fe, "company.reg_num", &c.RegNum, true, maxNumberLen)
	if c.RegNum != "" && len(fe["company.reg_num"]) == 0 && !regNumShape.MatchString(c.RegNum) {
		fe.Add("company.reg_num", MsgInvalid)
	}
	if !singleLine(fe, "company.vat_num", c.VatNum) {
		c.VatNum = strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(c.VatNum), " ", ""))
		if c.VatNum != "" && !vatNumber.MatchString(c.VatNum) {
			fe.Add("company.vat_num", MsgInvalid)
		}
	}
	accControl := singleLine(fe, "company.acc_num", c.AccNum)
	c.AccNum = strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(c.AccNum), " ", ""))
	switch {
	case accControl:
	case c.AccNum == "":
		fe.Add("company.acc_num", MsgRequired)
	case !validIBAN(c.AccNum):
		fe.Add("company.acc_num", MsgIBAN)
	}
	text(fe, "company.address", &c.Address, true, maxAddressLen)
	text(fe, "company.city", &c.City, true, maxCityLen)
	text(fe, "company.zip", &c.Zip, true, maxZipLen)
	c.Zip = NormalizeZip(c.Zip)
	if err := checkID(ctx, s.read, fe, "company.bank_id", `SELECT 1 FROM banks WHERE id = ?`, c.BankID, true); err != nil {
		return err
	}
	return checkID(ctx, s.read, fe, "company.country_id", `SELECT 1 FROM countries WHERE id = ?`, c.CountryID, true)
}

// checkRegistrationAddress validates the optional address part: nothing given is fine;
// anything given asks for the country, city and address.
func (s *Store) checkRegistrationAddress(ctx context.Context, fe FieldErrors, a *RegistrationAddress) error {
	if !a.given() {
		*a = RegistrationAddress{}
		return nil
	}
	text(fe, "shipping.city", &a.City, true, maxCityLen)
	text(fe, "shipping.address", &a.Address, true, maxAddressLen)
	text(fe, "shipping.zip", &a.Zip, false, maxZipLen)
	a.Zip = NormalizeZip(a.Zip)
	text(fe, "shipping.identifier", &a.Identifier, false, maxPointLen)
	lines(fe, "shipping.message", &a.Message, false, maxMessageLen)
	checkPhone(fe, "shipping.user_phone_number", a.UserPhoneNumber, false)
	return checkID(ctx, s.read, fe, "shipping.country_id", `SELECT 1 FROM countries WHERE id = ?`, a.CountryID, true)
}

// checkID checks that a chosen id names a row (query selects it by id): 0 is "not chosen".
func checkID(ctx context.Context, q conn, fe FieldErrors, field, query string, id int64, required bool) error {
	if id == 0 {
		if required {
			fe.Add(field, MsgRequired)
		}
		return nil
	}
	ok, err := exists(ctx, q, query, id)
	if err != nil {
		return err
	}
	if !ok {
		fe.Add(field, MsgInvalid)
	}
	return nil
}

// Register stores a validated registration (ValidateRegistration first) and returns the
// new user's id: the user with an argon2id hash of the password, their company for b2b,
// and the address part as their default address, in one transaction. A taken e-mail is
// FieldErrors{"user.email": error_email_taken}. The password is hashed before the
// transaction begins: hashing takes tens of milliseconds, the write lock must not wait.
func (s *Store) Register(ctx context.Context, r Registration) (int64, error) {
	hash, err := HashPassword(ctx, r.User.Password)
	if err != nil {
		return 0, err
	}
	var id int64
	err = s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		u := r.User
		err := w.QueryRowContext(ctx, `
INSERT INTO users (type, email, password_hash, name, surname, phone_calling_code, phone_number, country_id)
VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, u.Type, foldEmail(u.Email), hash, u.Name, u.Surname, callingCode(u.Phone),
			phoneDigits(u.Phone.Number), nullID(u.CountryID)).Scan(&id)
		if errors.Is(asConflict(err), ErrConflict) {
			return FieldErrors{"user.email": {MsgEmailTaken}}
		}
		if err != nil {
			return err
		}
		if u.Type == "b2b" {
			c := r.Company
			if _, err := w.ExecContext(ctx, `
INSERT INTO companies (user_id, name, reg_num, vat_num, acc_num, bank_id, address, city, zip, country_id)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, c.Name, c.RegNum, c.VatNum, c.AccNum, c.BankID, c.Address, c.City, c.Zip, c.CountryID); err != nil {
				return err
			}
		}
		if a := r.Shipping; a.given() {
			if _, err := w.ExecContext(ctx, `
INSERT INTO addresses (user_id, country_id, city, address, zip, identifier, message, phone_calling_code, phone_number, is_default)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`, id, a.CountryID, a.City, a.Address, a.Zip, a.Identifier, a.Message,
				callingCode(a.UserPhoneNumber), phoneDigits(a.UserPhoneNumber.Number)); err != nil {
				return err
			}
		}
		if r.Terms.Subscription == 1 {
			return s.subscribeNewUser(ctx, id, u.Email, r.Lang)
		}
		return nil
	})
	return id, err
}

// subscribeNewUser is the one place registration signs a shopper up for the newsletter
// (terms.subscription = 1), in the registration's transaction: users.newsletter keeps the
// consent, and the newsletter's double opt-in (SubscribeNewsletter) mails the confirmation
// link; the address receives the newsletter once it confirms.
func (s *Store) subscribeNewUser(ctx context.Context, userID int64, email, lang string) error {
	if _, err := s.writer(ctx).ExecContext(ctx, `UPDATE users SET newsletter = 1 WHERE id = ?`, userID); err != nil {
		return err
	}
	return s.SubscribeNewsletter(ctx, email, lang)
}

// callingCode is a phone's calling code as users and addresses keep it, the way the forms
// offer it ("+371"); "" without a number.
func callingCode(p Phone) string {
	if strings.TrimSpace(p.Number) == "" {
		return ""
	}
	return "+" + strings.TrimPrefix(strings.TrimSpace(p.CountryCallingCode), "+")
}
