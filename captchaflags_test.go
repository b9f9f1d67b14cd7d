package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"shop/captcha"
	"shop/handlers"
)

// A captcha setting that would leave a public shop's forms open, or that cannot work, stops
// the shop before it touches the data folder; the secret never shows in an error or in --help.
func TestCaptchaFlagsRefused(t *testing.T) {
	keys := []string{"--recaptcha-site-key", "site-key", "--recaptcha-secret", "top-secret"}
	for _, c := range []struct {
		args []string
		env  string // SHOP_RECAPTCHA_SECRET
		want string
	}{
		{[]string{"--base-url", "https://shop.example"}, "", "--captcha local"},
		{[]string{"--base-url", "https://shop.example:8443"}, "", "--captcha local"},
		{[]string{"--recaptcha-site-key", "site-key"}, "", "both"},
		{nil, "top-secret", "both"},
		{[]string{"--recaptcha-secret", "top-secret", "--base-url", "https://shop.example"}, "", "both"},
		{[]string{"--captcha", "recaptcha"}, "", "--recaptcha-site-key"},
		{[]string{"--captcha", "google"}, "", "want recaptcha or local"},
		{append([]string{"--captcha", "local"}, keys...), "", "does not use"},
		{keys, "", "--base-url"},
		{append([]string{"--base-url", "https://shop.example", "--recaptcha-min-score", "2"}, keys...), "", "--recaptcha-min-score"},
		{append([]string{"--base-url", "https://shop.example", "--recaptcha-min-score", "lots"}, keys...), "", "--recaptcha-min-score"},
	} {
		t.Setenv("SHOP_RECAPTCHA_SECRET", c.env)
		dir := filepath.Join(t.TempDir(), "data")
		args := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, c.args...)
		err := run(context.Background(), args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "top-secret") {
			t.Errorf("%v (secret env %q): %v, want %q", c.args, c.env, err, c.want)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("%v touched the data folder", c.args)
		}
	}

	t.Setenv("SHOP_RECAPTCHA_SECRET", "top-secret")
	var help bytes.Buffer
	if err := run(context.Background(), []string{"serve", "--help"}, &help); err != nil || strings.Contains(help.String(), "top-secret") ||
		!strings.Contains(help.String(), "-recaptcha-secret") || !strings.Contains(help.String(), "-captcha") {
		t.Errorf("serve --help (%v):\n%s", err, help.String())
	}
}

// The local verifier runs where nobody can reach the shop from outside, or where the operator
// asked for it by name; reCAPTCHA runs with both keys, taking tokens from the base URL's host.
func TestCaptchaFlagsChosen(t *testing.T) {
	t.Setenv("SHOP_RECAPTCHA_SECRET", "")
	for _, c := range []struct {
		flags captchaFlags
		base  string
		local bool
	}{
		{captchaFlags{}, "", true},
		{captchaFlags{}, "http://shop.example", true},
		{captchaFlags{}, "https://localhost:8443", true},
		{captchaFlags{}, "https://127.0.0.1", true},
		{captchaFlags{}, "https://[::1]:8443", true},
		{captchaFlags{mode: "local"}, "https://shop.example", true},
		{captchaFlags{siteKey: "k", secret: "s", minScore: "0.7"}, "https://Shop.Example", false},
		{captchaFlags{mode: "recaptcha", siteKey: "k", secret: "s", minScore: "0.5"}, "http://localhost:8080", false},
	} {
		v, err := c.flags.verifier(c.base)
		if err != nil {
			t.Errorf("%+v at %q: %v", c.flags, c.base, err)
			continue
		}
		_, local := v.(captcha.Local)
		if local != c.local {
			t.Errorf("%+v at %q: local %v, want %v", c.flags, c.base, local, c.local)
		}
		if !local && v.SiteKey() != "k" {
			t.Errorf("site key %q", v.SiteKey())
		}
	}
	t.Setenv("SHOP_RECAPTCHA_SECRET", "from-env")
	f := captchaFlags{siteKey: "k", minScore: "0.5"}
	if v, err := f.verifier("https://shop.example"); err != nil || v.SiteKey() != "k" {
		t.Errorf("the secret from SHOP_RECAPTCHA_SECRET: %v", err)
	}
}

// Whenever the local verifier is on, start-up says so in the log.
func TestLocalCaptchaIsLogged(t *testing.T) {
	for _, v := range []captcha.Verifier{nil, captcha.Local{}} {
		var log bytes.Buffer
		cfg := handlers.Config{ShopCode: "lv_shop", Captcha: v, Logger: slog.New(slog.NewTextHandler(&syncWriter{w: &log}, nil))}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ctx, stop := context.WithCancel(context.Background())
		stop() // a stop during start-up: the warning comes before the data folder opens
		if err := runShop(ctx, storePlace{dir: t.TempDir()}, cfg, nil, ln, &http.Server{}, nil); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(log.String(), "local verifier is on") {
			t.Errorf("verifier %v: no warning in the log:\n%s", v, log.String())
		}
	}
}
