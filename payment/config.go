package payment

import (
	"errors"
	"flag"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Default times an unpaid order keeps its stock.
const (
	DefaultCardTimeout    = 30 * time.Minute // a card payment is done in minutes or not at all
	DefaultBankTimeout    = 72 * time.Hour   // a SEPA transfer takes up to a working day, plus a weekend
	DefaultPickupHoldDays = 3                // working days the order waits in the shop to be collected and paid
	maxPickupHoldDays     = 30               // six weeks: past that, stock is better sold than kept
)

// Config is the payment part of the shop's configuration.
type Config struct {
	// Country (LV, FI) picks the demo bank account when Bank.IBAN is empty.
	Country string

	// StripeKey is the secret API key (sk_… or a restricted rk_…); empty turns Stripe off.
	StripeKey string
	// StripeWebhookSecret (whsec_…) verifies the signatures of Stripe's webhooks.
	StripeWebhookSecret string
	// StripeAPIURL overrides https://api.stripe.com, for stripe-mock in tests.
	StripeAPIURL string

	// TestCard serves the card method with the local test card page. For demos and browser
	// tests only: it is never on unless asked for, and refuses to share the card method with
	// Stripe.
	TestCard bool

	// Bank is the account bank transfers go to; empty IBAN means the country's demo account.
	Bank BankAccount

	CardTimeout time.Duration // Stripe and the test card; 0 means DefaultCardTimeout
	BankTimeout time.Duration // bank transfer; 0 means DefaultBankTimeout
	// PickupHoldDays is how many working days after the order's day an order paid on pickup
	// waits to be collected, to the end of the last one; 0 means DefaultPickupHoldDays.
	PickupHoldDays int
}

// Flags registers the payment settings on fs, each defaulting to its SHOP_* environment
// variable read through getenv (os.Getenv). The Stripe secrets come from the environment only:
// a flag would show them to anyone who can list processes. A malformed duration or switch in
// the environment is an error.
func (c *Config) Flags(fs *flag.FlagSet, getenv func(string) string) error {
	c.StripeKey = getenv("SHOP_STRIPE_KEY")
	c.StripeWebhookSecret = getenv("SHOP_STRIPE_WEBHOOK_SECRET")
	str := func(p *string, name, env, usage string) {
		fs.StringVar(p, name, getenv(env), usage+" ("+env+")")
	}
	str(&c.StripeAPIURL, "stripe-api-url", "SHOP_STRIPE_API_URL", "Stripe API base URL, e.g. a stripe-mock for tests; default Stripe's")
	str(&c.Bank.Beneficiary, "bank-beneficiary", "SHOP_BANK_BENEFICIARY", "bank transfer: the account holder's name")
	str(&c.Bank.IBAN, "bank-iban", "SHOP_BANK_IBAN", "bank transfer: the shop's IBAN; empty serves a demo account")
	str(&c.Bank.BIC, "bank-bic", "SHOP_BANK_BIC", "bank transfer: the bank's BIC")
	str(&c.Bank.Name, "bank-name", "SHOP_BANK_NAME", "bank transfer: the bank's name")
	fs.BoolVar(&c.TestCard, "payment-test-card", false,
		"serve the card method with the local test card page, for demos and tests (SHOP_PAYMENT_TEST_CARD=1)")
	durationFlag(fs, &c.CardTimeout, "payment-timeout", DefaultCardTimeout, "how long an unpaid card order keeps its stock (SHOP_PAYMENT_TIMEOUT)")
	durationFlag(fs, &c.BankTimeout, "bank-transfer-timeout", DefaultBankTimeout, "how long an unpaid bank transfer order keeps its stock (SHOP_BANK_TRANSFER_TIMEOUT)")
	// A Func flag, so that 0 (which the Config reads as the default) is refused, not taken.
	c.PickupHoldDays = DefaultPickupHoldDays
	fs.Func("pickup-hold-days", fmt.Sprintf("how many working days (Mon-Fri, in the shop's time zone) after the order's day an order paid on pickup "+
		"waits to be collected and paid, to the end of the last; 1 to %d (default %d; SHOP_PICKUP_HOLD_DAYS)", maxPickupHoldDays, DefaultPickupHoldDays),
		func(v string) error {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 1 || n > maxPickupHoldDays {
				return fmt.Errorf("want a whole number of working days from 1 to %d", maxPickupHoldDays)
			}
			c.PickupHoldDays = n
			return nil
		})
	// The pickup timeout was a duration that nothing read; its replacement counts working days.
	// An operator who still sets it learns so at start rather than trusting it.
	fs.Func("pickup-payment-timeout", "removed: use --pickup-hold-days", func(string) error { return errPickupTimeoutRemoved })
	if getenv("SHOP_PICKUP_PAYMENT_TIMEOUT") != "" {
		return fmt.Errorf("SHOP_PICKUP_PAYMENT_TIMEOUT: %w", errPickupTimeoutRemoved)
	}
	for _, f := range [][2]string{{"payment-test-card", "SHOP_PAYMENT_TEST_CARD"}, {"payment-timeout", "SHOP_PAYMENT_TIMEOUT"},
		{"bank-transfer-timeout", "SHOP_BANK_TRANSFER_TIMEOUT"}, {"pickup-hold-days", "SHOP_PICKUP_HOLD_DAYS"}} {
		name, env := f[0], f[1]
		if v := getenv(env); v != "" {
			// Set before Parse: the environment is the default, a flag on the command line
			// wins, and a malformed value is an error rather than silently the default.
			if err := fs.Set(name, v); err != nil {
				if _, isBool := fs.Lookup(name).Value.(interface{ IsBoolFlag() bool }); isBool {
					err = errors.New("want 1 or 0 (true or false)") // the flag package says only "parse error"
				}
				return fmt.Errorf("%s=%q: %w", env, v, err)
			}
		}
	}
	return nil
}

// durationFlag registers a duration flag on fs whose malformed value, on the command line or
// from the environment, says what a duration looks like: the flag package says only "parse
// error".
func durationFlag(fs *flag.FlagSet, p *time.Duration, name string, def time.Duration, usage string) {
	*p = def
	fs.Func(name, fmt.Sprintf("%s (default %s)", usage, def), func(v string) error {
		d, err := time.ParseDuration(strings.TrimSpace(v))
		if err != nil {
			return errors.New("want a duration with its unit, e.g. 45m, 72h or 1h30m")
		}
		*p = d
		return nil
	})
}

// errPickupTimeoutRemoved answers the removed pickup timeout's flag and environment variable.
var errPickupTimeoutRemoved = errors.New("the pickup payment timeout is removed: an order paid on pickup waits a number of working days, " +
	"set --pickup-hold-days (SHOP_PICKUP_HOLD_DAYS, default 3) instead")

// Validate checks the settings, so a mistake stops the shop at start and not at a shopper's
// checkout. Its errors never contain the secrets.
func (c Config) Validate() error {
	var errs []error
	if c.StripeKey != "" {
		if !strings.HasPrefix(c.StripeKey, "sk_") && !strings.HasPrefix(c.StripeKey, "rk_") {
			errs = append(errs, errors.New("SHOP_STRIPE_KEY must be a secret key (sk_…) or a restricted key (rk_…), not a publishable key"))
		}
		if c.StripeWebhookSecret == "" {
			// Without the webhook the shop never learns that an order was paid.
			errs = append(errs, errors.New("SHOP_STRIPE_WEBHOOK_SECRET is needed with SHOP_STRIPE_KEY"))
		}
		if c.TestCard {
			errs = append(errs, errors.New("the test card and Stripe both serve the card method: set SHOP_STRIPE_KEY or SHOP_PAYMENT_TEST_CARD, not both"))
		}
	} else if c.StripeWebhookSecret != "" {
		errs = append(errs, errors.New("SHOP_STRIPE_WEBHOOK_SECRET is set but SHOP_STRIPE_KEY is not"))
	}
	if c.StripeAPIURL != "" {
		if u, err := url.Parse(c.StripeAPIURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, fmt.Errorf("stripe API URL %q: want http(s)://host[:port]", c.StripeAPIURL))
		}
	}
	if c.Bank.IBAN == "" {
		if _, ok := demoAccounts(c.Country); !ok {
			errs = append(errs, fmt.Errorf("no demo bank account for country %q: set SHOP_BANK_IBAN", c.Country))
		}
	} else if err := c.Bank.validate(); err != nil {
		errs = append(errs, err)
	}
	for _, d := range []struct {
		name string
		v    time.Duration
	}{{"SHOP_PAYMENT_TIMEOUT", c.CardTimeout}, {"SHOP_BANK_TRANSFER_TIMEOUT", c.BankTimeout}} {
		if d.v < 0 {
			errs = append(errs, fmt.Errorf("%s must be positive, not %s", d.name, d.v))
		}
	}
	if c.PickupHoldDays < 0 || c.PickupHoldDays > maxPickupHoldDays {
		errs = append(errs, fmt.Errorf("SHOP_PICKUP_HOLD_DAYS must be from 1 to %d working days, not %d", maxPickupHoldDays, c.PickupHoldDays))
	}
	if c.StripeKey != "" && c.CardTimeout > maxSessionLife {
		errs = append(errs, fmt.Errorf("SHOP_PAYMENT_TIMEOUT is at most %s with Stripe (a Checkout Session lives at most that long)", maxSessionLife))
	}
	return errors.Join(errs...)
}

// withDefaults fills the zero values: default timeouts and the demo bank account.
func (c Config) withDefaults() Config {
	if c.CardTimeout == 0 {
		c.CardTimeout = DefaultCardTimeout
	}
	if c.BankTimeout == 0 {
		c.BankTimeout = DefaultBankTimeout
	}
	if c.PickupHoldDays == 0 {
		c.PickupHoldDays = DefaultPickupHoldDays
	}
	if c.Bank.IBAN == "" {
		c.Bank, _ = demoAccounts(c.Country)
	} else {
		c.Bank.IBAN = compact(c.Bank.IBAN)
		c.Bank.BIC = strings.ToUpper(strings.TrimSpace(c.Bank.BIC))
	}
	return c
}
