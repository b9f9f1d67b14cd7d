package payment

import (
	"errors"
	"testing"
)

func TestTestCardResult(t *testing.T) {
	for _, tc := range []struct {
		number string
		paid   bool
		err    error
	}{
		{"4242 4242 4242 4242", true, nil},
		{"4242424242424242", true, nil},
		{"4242-4242-4242-4242", true, nil},
		{"4000 0000 0000 0002", false, nil},
		{"5555 5555 5555 4444", false, nil}, // valid, but not the paying test number
		{"4242 4242 4242 4241", false, ErrInvalidCard},
		{"4000 0000 0000 0001", false, ErrInvalidCard},
		{"", false, ErrInvalidCard},
		{"0000 0000 000", false, ErrInvalidCard}, // Luhn-valid zeros, but too short
		{"4242 4242 4242 424a", false, ErrInvalidCard},
		{"42424242424242424242", false, ErrInvalidCard}, // 20 digits
	} {
		paid, err := TestCardResult(tc.number)
		if paid != tc.paid || !errors.Is(err, tc.err) {
			t.Errorf("TestCardResult(%q) = %v, %v; want %v, %v", tc.number, paid, err, tc.paid, tc.err)
		}
	}
}

func TestLuhn(t *testing.T) {
	// Known valid numbers (the card networks' test numbers) and every one-digit change of
	// them, which Luhn always catches.
	for _, n := range []string{"4242424242424242", "4000000000000002", "5555555555554444", "378282246310005",
		"6011111111111117", "79927398713"} {
		if !luhn(n) {
			t.Errorf("luhn(%s) = false, want true", n)
		}
		for i := range len(n) {
			for d := byte('0'); d <= '9'; d++ {
				if d == n[i] {
					continue
				}
				if bad := n[:i] + string(d) + n[i+1:]; luhn(bad) {
					t.Errorf("luhn(%s) = true for a changed %s", bad, n)
				}
			}
		}
	}
}

func TestPayByTestCard(t *testing.T) {
	demo := newPayments(t, Config{Country: "LV", TestCard: true})
	if paid, err := demo.PayByTestCard("card", "4242 4242 4242 4242"); !paid || err != nil {
		t.Errorf("test card on: %v, %v", paid, err)
	}
	if paid, err := demo.PayByTestCard("card", "4000 0000 0000 0002"); paid || err != nil {
		t.Errorf("test card on, declined: %v, %v", paid, err)
	}
	if _, err := demo.PayByTestCard("card", "1234"); !errors.Is(err, ErrInvalidCard) {
		t.Errorf("test card on, bad number: %v", err)
	}
	// The test card page marks nothing paid where the test card does not serve the method.
	for name, tc := range map[string]struct {
		cfg  Config
		code string
	}{
		"not configured": {Config{Country: "LV"}, "card"},
		"stripe":         {stripeConfig(), "card"},
		"a bank":         {Config{Country: "LV", TestCard: true}, "swedbank"},
	} {
		if paid, err := newPayments(t, tc.cfg).PayByTestCard(tc.code, TestCardPaid); paid || !errors.Is(err, ErrUnknownMethod) {
			t.Errorf("%s: %v, %v; want ErrUnknownMethod", name, paid, err)
		}
	}
}
