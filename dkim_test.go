package main

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"shop/internal/testlog"
	"shop/mail"
)

// shop dkim makes the data folder's key once and prints its record for the domain named, or
// the SMTP URL's from=; the record the second run prints is the first's. Without a domain it
// says how to name one.
func TestDKIMCommandPrintsTheRecord(t *testing.T) { // not parallel: it clears SHOP_SMTP_URL
	data := t.TempDir()
	print := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(context.Background(), append([]string{"dkim", "--data", data}, args...), &out)
		return out.String(), err
	}
	first, err := print("--domain", "shop.example")
	if err != nil {
		t.Fatal(err)
	}
	name := regexp.MustCompile(`name:  (shop\d{6})\._domainkey\.shop\.example\n`).FindStringSubmatch(first)
	value := regexp.MustCompile(`value: (v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+)\n`).FindStringSubmatch(first)
	if name == nil || value == nil || !strings.Contains(first, "A new DKIM key is in") || !strings.Contains(first, ". IN TXT ( \"v=DKIM1") {
		t.Fatalf("shop dkim printed:\n%s", first)
	}
	if fi, err := os.Stat(filepath.Join(data, "dkim", name[1]+".key")); err != nil || fi.Mode() != 0o600 {
		t.Errorf("the key file: %v %v", fi, err)
	}
	second, err := print("--smtp-url", "smtp://mail.example.com?from=Shop+%3Cinfo@shop.example%3E")
	if err != nil || strings.Contains(second, "A new DKIM key") || !strings.Contains(second, "value: "+value[1]+"\n") ||
		!strings.Contains(second, name[1]+"._domainkey.shop.example") {
		t.Errorf("the second run (%v):\n%s", err, second)
	}
	t.Setenv("SHOP_SMTP_URL", "")
	if _, err := print(); err == nil || !strings.Contains(err.Error(), "--domain") {
		t.Errorf("no domain: %v", err)
	}
}

// At start a new key is announced at WARN with the record to publish, a known one at INFO,
// and --dkim=false leaves the mails unsigned.
func TestStartDKIM(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	logs := &testlog.Buffer{}
	log := slog.New(slog.NewTextHandler(logs, nil))
	smtp, err := mail.ParseSMTPURL("smtp://mail.example.com?from=info@shop.example")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`level=WARN msg="mail: a new DKIM key`, `level=INFO msg="mail: DKIM signs the mails" record=shop`} {
		if err := startDKIM(context.Background(), data, smtp, log); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(logs.Last(), want) || !strings.Contains(logs.Last(), "._domainkey.shop.example") {
			t.Errorf("the log says\n%s\nwant %s", logs.Last(), want)
		}
	}
	off := dkimFlags{on: false}
	if err := off.apply(smtp); err != nil {
		t.Fatal(err)
	}
	if err := startDKIM(context.Background(), data, smtp, log); err != nil || !strings.Contains(logs.Last(), "DKIM off") {
		t.Errorf("--dkim=false (%v): %s", err, logs.Last())
	}
}
