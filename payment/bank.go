package payment

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// bankCodes are the internet banks the demo of a country lists (demo/seed_shipping*.go). Each
// is paid by a transfer to the shop's one account: the shopper picks their bank, and the order
// page shows the same account and reference whichever they picked. A Finnish invoice (lasku) is
// the same transfer with a due date, so it is paid the same way.
func bankCodes(country string) []string {
	if country == "FI" {
		return []string{"nordea", "op", "spankki", "danske", "invoice"}
	}
	return []string{"swedbank", "seb", "citadele", "luminor"}
}

// BankAccount is the account bank transfers go to.
type BankAccount struct {
	Beneficiary string
	IBAN        string // electronic form, no spaces
	BIC         string
	Name        string // the bank's name
	Demo        bool   // the built-in demo account: nobody should pay into it
}

// demoAccounts are the accounts a demo shop shows per country. The IBANs are the examples of
// the SWIFT IBAN registry (valid check digits, no real account behind them).
func demoAccounts(country string) (BankAccount, bool) {
	switch country {
	case "LV":
		return BankAccount{Beneficiary: "SIA TelShop (demo)", IBAN: "LV80BANK0000435195001", BIC: "BANKLV22", Name: "Demo banka", Demo: true}, true
	case "FI":
		return BankAccount{Beneficiary: "TelShop Oy (demo)", IBAN: "FI2112345600000785", BIC: "DEMOFIHH", Name: "Demo Bank", Demo: true}, true
	}
	return BankAccount{}, false
}

// IBANGrouped is the IBAN in groups of four, as it is printed.
func (a BankAccount) IBANGrouped() string { return grouped(a.IBAN) }

func (a BankAccount) validate() error {
	if strings.TrimSpace(a.Beneficiary) == "" {
		return errors.New("SHOP_BANK_BENEFICIARY is needed with SHOP_BANK_IBAN")
	}
	if !ValidIBAN(a.IBAN) {
		return fmt.Errorf("SHOP_BANK_IBAN %q is not a valid IBAN (length or check digits)", a.IBAN)
	}
	if bic := strings.TrimSpace(a.BIC); bic != "" && !validBIC(strings.ToUpper(bic)) {
		return fmt.Errorf("SHOP_BANK_BIC %q is not a BIC (8 or 11 letters and digits)", a.BIC)
	}
	return nil
}

// BankTransfer is what the order page shows for paying by transfer.
type BankTransfer struct {
	Account     BankAccount
	AmountCents int64
	Currency    string
	// Reference is the order number for the payment details ("LV-000123"): every bank keeps
	// that free text on the statement, so a person can match the payment.
	Reference string
	// CreditorReference is the ISO 11649 structured reference (RF…) made from the order number,
	// in electronic form: banks that know it check it as it is typed and pass it on unchanged.
	CreditorReference string
}

// CreditorReferenceGrouped is the RF reference in groups of four, as it is printed.
func (b BankTransfer) CreditorReferenceGrouped() string { return grouped(b.CreditorReference) }

// BankTransfer gives the bank details and references for paying order o by transfer.
func (p *Payments) BankTransfer(o Order) (BankTransfer, error) {
	rf, err := CreditorReference(o.Number)
	if err != nil {
		return BankTransfer{}, err
	}
	return BankTransfer{Account: p.cfg.Bank, AmountCents: o.TotalCents, Currency: o.Currency,
		Reference: o.Number, CreditorReference: rf}, nil
}

// Bank is paid by a transfer to the shop's account: nothing happens elsewhere, the order page
// shows the details, and a person (or a bank statement import) marks the order paid.
type Bank struct {
	code    string
	timeout time.Duration
}

// Code implements Provider.
func (b *Bank) Code() string { return b.code }

// Hold implements Provider: the transfer's timeout (SHOP_BANK_TRANSFER_TIMEOUT).
func (b *Bank) Hold() Hold { return Hold{Window: b.timeout} }

// Start implements Provider: the browser goes to the order page; the reference is the RF
// creditor reference.
func (b *Bank) Start(_ context.Context, o Order, u URLs) (Start, error) {
	if u.Order == "" {
		return Start{}, errors.New("payment: bank transfer needs the order page URL")
	}
	rf, err := CreditorReference(o.Number)
	if err != nil {
		return Start{}, err
	}
	return Start{Redirect: u.Order, Reference: rf}, nil
}

// CreditorReference makes the ISO 11649 creditor reference for an order number: "RF", two
// check digits and the number's letters and digits ("LV-000123" → "RF34LV000123").
func CreditorReference(number string) (string, error) {
	body := compact(strings.ReplaceAll(number, "-", ""))
	if body == "" || len(body) > 21 || !alnum(body) {
		return "", fmt.Errorf("payment: order number %q cannot make a creditor reference (1–21 letters and digits)", number)
	}
	// ISO 7064 MOD 97-10, as for IBANs: the check digits make body+"RF"+check ≡ 1 (mod 97).
	return fmt.Sprintf("RF%02d%s", 98-mod97(body+"RF00"), body), nil
}

// ValidCreditorReference checks an RF reference's form and check digits; spaces are allowed.
func ValidCreditorReference(s string) bool {
	s = compact(s)
	if len(s) < 5 || len(s) > 25 || !strings.HasPrefix(s, "RF") || !digits(s[2:4]) || !alnum(s[4:]) {
		return false
	}
	return mod97(s[4:]+s[:4]) == 1
}

// ibanLength is the IBAN length of the countries the shop sells to; others are checked for
// the general 15–34.
func ibanLength(country string) (int, bool) {
	switch country {
	case "LV":
		return 21, true
	case "LT", "EE":
		return 20, true
	case "FI":
		return 18, true
	}
	return 0, false
}

// ValidIBAN checks an IBAN's form, its length where the country is known, and its check
// digits; spaces are allowed.
func ValidIBAN(s string) bool {
	s = compact(s)
	if len(s) < 15 || len(s) > 34 || !letters(s[:2]) || !digits(s[2:4]) || !alnum(s[4:]) {
		return false
	}
	if n, ok := ibanLength(s[:2]); ok && len(s) != n {
		return false
	}
	return mod97(s[4:]+s[:4]) == 1
}

func validBIC(s string) bool {
	return (len(s) == 8 || len(s) == 11) && letters(s[:6]) && alnum(s)
}

// mod97 is the remainder by 97 of s read as a number with letters as two digits (A=10 … Z=35),
// computed digit by digit so any length fits in an int. s holds only 0–9 and A–Z.
func mod97(s string) int {
	r := 0
	for _, c := range s {
		if c >= 'A' {
			r = (r*100 + int(c-'A'+10)) % 97
		} else {
			r = (r*10 + int(c-'0')) % 97
		}
	}
	return r
}

// compact drops spaces and upper-cases, the electronic form of an IBAN or a reference.
func compact(s string) string { return strings.ToUpper(strings.Join(strings.Fields(s), "")) }

func grouped(s string) string {
	var b strings.Builder
	for i, c := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func alnum(s string) bool {
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

func letters(s string) bool {
	for _, c := range s {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return s != ""
}
