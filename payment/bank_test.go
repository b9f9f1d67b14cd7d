package payment

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// bigMod97 is the plain reference for mod97: the whole string as one big number.
func bigMod97(s string) int64 {
	var digits strings.Builder
	for _, c := range s {
		if c >= 'A' {
			fmt.Fprintf(&digits, "%d", c-'A'+10)
		} else {
			digits.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(digits.String(), 10)
	return new(big.Int).Mod(n, big.NewInt(97)).Int64()
}

func TestMod97MatchesBigInt(t *testing.T) {
	for _, s := range []string{"0", "96", "97", "LV000123RF00", "539007547034RF18", "BANK0000435195001LV80",
		"ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ", "1234567890123456789012345678901234567890"} {
		if got, want := int64(mod97(s)), bigMod97(s); got != want {
			t.Errorf("mod97(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestCreditorReference(t *testing.T) {
	// The example of ISO 11649 itself, in print and electronic form.
	for _, s := range []string{"RF18539007547034", "RF18 5390 0754 7034", "rf18 5390 0754 7034"} {
		if !ValidCreditorReference(s) {
			t.Errorf("ValidCreditorReference(%q) = false, want true", s)
		}
	}
	for number, want := range map[string]string{
		"LV-000123":    "RF34LV000123", // checked by hand: LV000123RF34 ≡ 1 (mod 97)
		"539007547034": "RF18539007547034",
	} {
		got, err := CreditorReference(number)
		if err != nil || got != want {
			t.Errorf("CreditorReference(%q) = %q, %v; want %q", number, got, err, want)
		}
	}
	for i := range 2000 {
		number := fmt.Sprintf("%s-%06d", []string{"LV", "FI"}[i%2], i*7919%1000000)
		rf, err := CreditorReference(number)
		if err != nil || !ValidCreditorReference(rf) {
			t.Fatalf("CreditorReference(%q) = %q, %v: not valid", number, rf, err)
		}
		if !strings.HasSuffix(rf, strings.ReplaceAll(number, "-", "")) {
			t.Fatalf("CreditorReference(%q) = %q: the order number is not kept", number, rf)
		}
		// Mod 97 catches every change of a digit for a digit and of a letter for a letter
		// (a letter for a digit changes the number's length, which it need not catch).
		for j := 2; j < len(rf); j++ {
			for _, c := range "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
				if byte(c) == rf[j] || (c >= 'A') != (rf[j] >= 'A') {
					continue
				}
				bad := rf[:j] + string(c) + rf[j+1:]
				if ValidCreditorReference(bad) {
					t.Fatalf("ValidCreditorReference(%q) = true for a changed %q", bad, rf)
				}
			}
		}
	}
	for _, number := range []string{"", "-", "LV-0001230001230001230001", "LV-00ä123"} {
		if rf, err := CreditorReference(number); err == nil {
			t.Errorf("CreditorReference(%q) = %q, want an error", number, rf)
		}
	}
	for _, s := range []string{"", "RF", "RF18", "RX18539007547034", "RFAB539007547034", "RF18-5390-0754-7034", "RF19539007547034"} {
		if ValidCreditorReference(s) {
			t.Errorf("ValidCreditorReference(%q) = true, want false", s)
		}
	}
}

func TestValidIBAN(t *testing.T) {
	for _, s := range []string{"LV80BANK0000435195001", "LV80 BANK 0000 4351 9500 1", "FI2112345600000785",
		"fi21 1234 5600 0007 85", "LT121000011101001000", "EE382200221020145685", "DE89370400440532013000"} {
		if !ValidIBAN(s) {
			t.Errorf("ValidIBAN(%q) = false, want true", s)
		}
	}
	for _, s := range []string{"", "LV80BANK000043519500", "LV80BANK00004351950012", "LV81BANK0000435195001",
		"LV80BANK0000435159001", "FI2112345600000786", "1V80BANK0000435195001", "LV8XBANK0000435195001", "LV80BANK-000435195001"} {
		if ValidIBAN(s) {
			t.Errorf("ValidIBAN(%q) = true, want false", s)
		}
	}
}

func TestBankTransfer(t *testing.T) {
	order := Order{ID: 123, Number: "LV-000123", TotalCents: 129900, Currency: "EUR"}
	for _, tc := range []struct {
		name string
		cfg  Config
		want BankAccount
	}{
		{"LV demo", Config{Country: "LV"}, BankAccount{Beneficiary: "SIA TelShop (demo)", IBAN: "LV80BANK0000435195001", BIC: "BANKLV22", Name: "Demo banka", Demo: true}},
		{"FI demo", Config{Country: "FI"}, BankAccount{Beneficiary: "TelShop Oy (demo)", IBAN: "FI2112345600000785", BIC: "DEMOFIHH", Name: "Demo Bank", Demo: true}},
		{"configured", Config{Country: "FI", Bank: BankAccount{Beneficiary: "SIA Veikals", IBAN: "lv80 bank 0000 4351 9500 1", BIC: " banklv22 ", Name: "Banka"}},
			BankAccount{Beneficiary: "SIA Veikals", IBAN: "LV80BANK0000435195001", BIC: "BANKLV22", Name: "Banka"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := New(tc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			if !ValidIBAN(tc.want.IBAN) {
				t.Fatalf("the expected IBAN %s is not valid", tc.want.IBAN)
			}
			if got := p.BankAccount(); got != tc.want {
				t.Errorf("BankAccount() = %+v, want %+v", got, tc.want)
			}
			bt, err := p.BankTransfer(order)
			if err != nil {
				t.Fatal(err)
			}
			want := BankTransfer{Account: tc.want, AmountCents: 129900, Currency: "EUR", Reference: "LV-000123", CreditorReference: "RF34LV000123"}
			if bt != want {
				t.Errorf("BankTransfer() = %+v, want %+v", bt, want)
			}
			if got := bt.CreditorReferenceGrouped(); got != "RF34 LV00 0123" {
				t.Errorf("CreditorReferenceGrouped() = %q", got)
			}
		})
	}
	p, _ := New(Config{Country: "LV"})
	if got := p.BankAccount().IBANGrouped(); got != "LV80 BANK 0000 4351 9500 1" {
		t.Errorf("IBANGrouped() = %q", got)
	}
}

func TestOrderOfReference(t *testing.T) {
	rf, err := CreditorReference("LV-000123")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{rf, grouped(rf), strings.ToLower(rf)} {
		if p, n, ok := OrderOfReference(in); !ok || p != "LV" || n != 123 {
			t.Errorf("OrderOfReference(%q) = %q %d %v, want LV 123", in, p, n, ok)
		}
	}
	bad := rf[:2] + "00" + rf[4:] // wrong check digits
	for _, in := range []string{"", "RF", bad, "LV-000123", "RF00000", mustRF(t, "123456"), mustRF(t, "LV000ABC")} {
		if _, _, ok := OrderOfReference(in); ok {
			t.Errorf("OrderOfReference(%q) took a reference of no order number", in)
		}
	}
}

func mustRF(t *testing.T, number string) string {
	t.Helper()
	rf, err := CreditorReference(number)
	if err != nil {
		t.Fatal(err)
	}
	return rf
}
