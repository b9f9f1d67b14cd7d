package main

import (
	"flag"
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"

	"shop/captcha"
)

// captchaFlags are serve's captcha settings: which verifier checks the open forms' tokens.
type captchaFlags struct {
	mode     string // "", "local" or "recaptcha"
	siteKey  string
	secret   string
	minScore string
}

func (f *captchaFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.mode, "captcha", env("SHOP_CAPTCHA", ""),
		"captcha verifier: recaptcha, or local (development and tests; never for a public shop); default: recaptcha when its keys are set (SHOP_CAPTCHA)")
	fs.StringVar(&f.siteKey, "recaptcha-site-key", env("SHOP_RECAPTCHA_SITE_KEY", ""), "reCAPTCHA v3 site key (SHOP_RECAPTCHA_SITE_KEY)")
	// No default from the environment here: --help prints defaults, and this one is a secret.
	fs.StringVar(&f.secret, "recaptcha-secret", "", "reCAPTCHA v3 secret key (SHOP_RECAPTCHA_SECRET)")
	fs.StringVar(&f.minScore, "recaptcha-min-score", env("SHOP_RECAPTCHA_MIN_SCORE", "0.5"),
		"lowest reCAPTCHA score taken for a person, 0 to 1 (SHOP_RECAPTCHA_MIN_SCORE)")
}

// verifier picks the captcha verifier for a shop whose public origin is baseURL (already
// checked, maybe empty). reCAPTCHA needs both keys; the local verifier, which takes a token
// any script can make, is refused for a public https shop unless asked for by name, so a
// forgotten secret cannot leave the shop's forms open to bots.
func (f *captchaFlags) verifier(baseURL string) (captcha.Verifier, error) {
	if f.secret == "" {
		f.secret = os.Getenv("SHOP_RECAPTCHA_SECRET")
	}
	if (f.siteKey == "") != (f.secret == "") {
		return nil, fmt.Errorf("reCAPTCHA needs both --recaptcha-site-key and --recaptcha-secret (SHOP_RECAPTCHA_SITE_KEY, SHOP_RECAPTCHA_SECRET), or neither")
	}
	keys := f.siteKey != ""
	switch f.mode {
	case "local":
		if keys {
			return nil, fmt.Errorf("--captcha local does not use the reCAPTCHA keys: drop them or the --captcha setting")
		}
		return captcha.Local{}, nil
	case "recaptcha":
		if !keys {
			return nil, fmt.Errorf("--captcha recaptcha needs --recaptcha-site-key and --recaptcha-secret")
		}
	case "":
		if !keys {
			if publicHTTPS(baseURL) {
				return nil, fmt.Errorf("the shop at %s has no captcha: set --recaptcha-site-key and --recaptcha-secret "+
					"(SHOP_RECAPTCHA_SITE_KEY, SHOP_RECAPTCHA_SECRET), or say --captcha local to run the local verifier, "+
					"which lets any script through", baseURL)
			}
			return captcha.Local{}, nil
		}
	default:
		return nil, fmt.Errorf("--captcha %q: want recaptcha or local", f.mode)
	}
	score, err := strconv.ParseFloat(f.minScore, 64)
	if err != nil || score <= 0 || score > 1 {
		return nil, fmt.Errorf("--recaptcha-min-score %q: want a number above 0 and at most 1", f.minScore)
	}
	if baseURL == "" {
		return nil, fmt.Errorf("reCAPTCHA needs --base-url (SHOP_BASE_URL): a token is taken only from the shop's own host")
	}
	u, _ := url.Parse(baseURL)
	return captcha.NewReCAPTCHA(captcha.ReCAPTCHAConfig{SiteKey: f.siteKey, Secret: f.secret,
		Hostnames: []string{u.Hostname()}, MinScore: score})
}

// publicHTTPS reports whether baseURL is a shop's public address: https on a host other than
// this machine.
func publicHTTPS(baseURL string) bool {
	u, err := url.Parse(baseURL)
	if err != nil || u.Scheme != "https" {
		return false
	}
	host := strings.ToLower(u.Hostname())
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return false
	}
	ip := net.ParseIP(host)
	return ip == nil || !ip.IsLoopback()
}
