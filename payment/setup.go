package payment

// Setting is one piece of the payment configuration as the back office shows it: the flag
// and environment variable that set it and whether it is set — never its value, since the
// secrets stay in the flags and the environment.
type Setting struct {
	Provider string // "stripe", "bank", "test_card"
	Flag     string // "" for the secrets, which only the environment carries
	Env      string
	Set      bool
}

// Settings lists the payment configuration's pieces and whether each is set.
func (p *Payments) Settings() []Setting {
	c := p.cfg
	bankSet := c.Bank.IBAN != "" && !c.Bank.Demo
	return []Setting{
		{"stripe", "", "SHOP_STRIPE_KEY", c.StripeKey != ""},
		{"stripe", "", "SHOP_STRIPE_WEBHOOK_SECRET", c.StripeWebhookSecret != ""},
		{"bank", "--bank-iban", "SHOP_BANK_IBAN", bankSet},
		{"bank", "--bank-beneficiary", "SHOP_BANK_BENEFICIARY", bankSet && c.Bank.Beneficiary != ""},
		{"bank", "--bank-bic", "SHOP_BANK_BIC", bankSet && c.Bank.BIC != ""},
		{"bank", "--bank-name", "SHOP_BANK_NAME", bankSet && c.Bank.Name != ""},
		{"test_card", "--payment-test-card", "SHOP_PAYMENT_TEST_CARD", c.TestCard},
	}
}
