package mail

import (
	"bytes"
	"context"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-msgauth/dkim"
)

var keyMonth = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// The key is made once, RSA 2048, readable by the shop's user alone, named by the selector
// (shop and the year and month unless one is given), and opened again as it is; several keys
// need the selector named; a selector or domain that is no DNS name is refused. The record
// carries the public key, and its zone line cuts the text into TXT strings of at most 255.
func TestDKIMKeyIsMadeOnceAndPublished(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "dkim")
	d, created, err := OpenDKIM(dir, "", "Shop.Example", keyMonth)
	if err != nil || !created || d.Selector != "shop202611" || d.Domain != "shop.example" {
		t.Fatalf("OpenDKIM: %+v %v %v", d, created, err)
	}
	for path, want := range map[string]os.FileMode{dir: 0o700 | os.ModeDir, filepath.Join(dir, "shop202611.key"): 0o600} {
		if fi, err := os.Stat(path); err != nil || fi.Mode() != want {
			t.Errorf("%s: %v %v, want %v", path, fi.Mode(), err, want)
		}
	}
	again, created, err := OpenDKIM(dir, "", "shop.example", keyMonth.AddDate(0, 3, 0))
	if err != nil || created || again.Selector != "shop202611" || again.RecordValue() != d.RecordValue() {
		t.Errorf("opened again: %+v %v %v", again, created, err)
	}
	if d.RecordName() != "shop202611._domainkey.shop.example" {
		t.Errorf("record name %q", d.RecordName())
	}
	p, ok := strings.CutPrefix(d.RecordValue(), "v=DKIM1; k=rsa; p=")
	der, err := base64.StdEncoding.DecodeString(p)
	if !ok || err != nil {
		t.Fatalf("record value %q", d.RecordValue())
	}
	pub, err := x509.ParsePKIXPublicKey(der)
	if k, isRSA := pub.(*rsa.PublicKey); err != nil || !isRSA || k.N.BitLen() != 2048 {
		t.Errorf("the record's key: %T %v", pub, err)
	}
	zone := d.ZoneLine()
	if !strings.HasPrefix(zone, "shop202611._domainkey.shop.example. IN TXT ( \"v=DKIM1; k=rsa; p=") ||
		strings.ReplaceAll(strings.ReplaceAll(zone[strings.Index(zone, "(")+1:strings.LastIndex(zone, ")")], `" "`, ""), `"`, "") != " "+d.RecordValue()+" " {
		t.Errorf("zone line %s", zone)
	}
	for _, s := range strings.Split(zone, `"`)[1:] {
		if len(s) > 255 {
			t.Errorf("a TXT string of %d characters", len(s))
		}
	}

	if _, created, err := OpenDKIM(dir, "shop202702", "shop.example", keyMonth); err != nil || !created {
		t.Fatalf("a second selector: %v %v", created, err)
	}
	if _, _, err := OpenDKIM(dir, "", "shop.example", keyMonth); err == nil || !strings.Contains(err.Error(), "shop202611, shop202702") ||
		!strings.Contains(err.Error(), "--dkim-selector") {
		t.Errorf("two keys and no selector: %v", err)
	}
	for _, c := range [][2]string{{"../x", "shop.example"}, {"a/b", "shop.example"}, {"-x", "shop.example"}, {"shop", "shop example"}, {"shop", ""}} {
		if _, _, err := OpenDKIM(dir, c[0], c[1], keyMonth); err == nil {
			t.Errorf("selector %q, domain %q: taken", c[0], c[1])
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "broken.key"), []byte("not a key"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := OpenDKIM(dir, "broken", "shop.example", keyMonth); err == nil || !strings.Contains(err.Error(), "broken.key") {
		t.Errorf("a broken key file: %v", err)
	}
}

// A mail sent through a real SMTP server (Mailpit) arrives with a DKIM signature that a DKIM
// verifier (go-msgauth's) takes against the record `shop dkim` prints, over From, To,
// Subject, Date, Message-ID, MIME-Version, Content-Type, Reply-To and the List-Unsubscribe
// pair; the same mail with its subject changed on the way fails.
func TestDKIMSignatureVerifies(t *testing.T) {
	t.Parallel()
	mp := startMailpit(t)
	s := smtpTo(t, mp)
	d, _, err := s.OpenDKIM(filepath.Join(t.TempDir(), "dkim"), keyMonth)
	if err != nil {
		t.Fatal(err)
	}
	m := &Message{ID: "notice-1@shop.example", To: "reader@example.com", ReplyTo: "help@shop.example", Lang: "lv",
		Subject: "Jaunumi: ziemas cenas", Text: "Sveiki!\nMūsu jaunumi.\n", HTML: "<p>Sveiki!</p>\n<p>Mūsu jaunumi.</p>",
		Date: time.Date(2026, 11, 27, 19, 0, 0, 0, time.UTC), Notice: 1, Kind: "newsletter",
		Unsubscribe: "https://shop.example/newsletter/unsubscribe?token=abc"}
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got := mp.waitFor(t, "reader@example.com")["reader@example.com"]
	res, err := http.Get(mp.api + "/api/v1/message/" + got.ID + "/raw")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("raw message: %s %v", res.Status, err)
	}
	lookup := &dkim.VerifyOptions{LookupTXT: func(name string) ([]string, error) {
		if name == d.RecordName() {
			return []string{d.RecordValue()}, nil
		}
		return nil, errors.New("no such record: " + name)
	}}
	verifs, err := dkim.VerifyWithOptions(bytes.NewReader(raw), lookup)
	if err != nil || len(verifs) != 1 {
		t.Fatalf("%d signatures, %v:\n%s", len(verifs), err, raw)
	}
	v := verifs[0]
	if v.Err != nil || v.Domain != "shop.example" {
		t.Fatalf("the signature: domain %q, %v\n%s", v.Domain, v.Err, raw)
	}
	signed := map[string]bool{}
	for _, h := range v.HeaderKeys {
		signed[strings.ToLower(h)] = true
	}
	for _, h := range dkimHeaders {
		if !signed[strings.ToLower(h)] {
			t.Errorf("%s is not signed (h=%v)", h, v.HeaderKeys)
		}
	}
	if !bytes.Contains(raw, []byte("s=shop202611")) {
		t.Errorf("the signature names another selector:\n%s", raw)
	}

	tampered := bytes.Replace(raw, []byte("\r\nSubject: "), []byte("\r\nSubject: Re: "), 1)
	if bytes.Equal(tampered, raw) {
		t.Fatal("no Subject line to change")
	}
	verifs, err = dkim.VerifyWithOptions(bytes.NewReader(tampered), lookup)
	if err != nil || len(verifs) != 1 || verifs[0].Err == nil {
		t.Errorf("a changed subject verifies: %v %+v", err, verifs)
	}
}
