package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// The README's nginx recipe is the one an operator copies, so nginx itself checks it: the
// block is put in a minimal nginx.conf with a throwaway certificate where Let's Encrypt's
// would be, and `nginx -t` must take it. build.sh test installs nginx; elsewhere the test
// skips without it.
func TestReadmeNginxRecipe(t *testing.T) {
	nginx, err := exec.LookPath("nginx")
	if err != nil {
		nginx = "/usr/sbin/nginx"
		if _, err := os.Stat(nginx); err != nil {
			if os.Getenv("SHOP_REQUIRE_NGINX") != "" {
				t.Fatal("nginx is not installed")
			}
			t.Skip("nginx is not installed")
		}
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```nginx\n(.*?)```").FindAllSubmatch(readme, -1)
	if len(blocks) != 1 {
		t.Fatalf("the README has %d nginx blocks, want 1", len(blocks))
	}
	recipe := string(blocks[0][1])
	for _, want := range []string{"return 301 https://", "ssl_certificate ", "proxy_pass http://127.0.0.1:8080", "X-Forwarded-Proto $scheme", "X-Forwarded-For"} {
		if !strings.Contains(recipe, want) {
			t.Errorf("the recipe lacks %q", want)
		}
	}

	dir := t.TempDir()
	cert, key := selfSigned(t, dir)
	recipe = strings.ReplaceAll(recipe, "/etc/letsencrypt/live/shop.example/fullchain.pem", cert)
	recipe = strings.ReplaceAll(recipe, "/etc/letsencrypt/live/shop.example/privkey.pem", key)
	conf := filepath.Join(dir, "nginx.conf")
	main := "error_log " + filepath.Join(dir, "error.log") + ";\npid " + filepath.Join(dir, "nginx.pid") + ";\n" +
		"events {}\nhttp {\n" + recipe + "}\n"
	if err := os.WriteFile(conf, []byte(main), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(nginx, "-t", "-q", "-p", dir, "-c", conf).CombinedOutput()
	if err != nil {
		t.Fatalf("nginx -t refuses the README's recipe: %v\n%s", err, out)
	}
}

// selfSigned writes a certificate for shop.example and its key into dir.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "shop.example"},
		DNSNames: []string{"shop.example"}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour)}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		t.Fatal(err)
	}
	return certFile, keyFile
}

// Every flag of shop serve has its row in the README's flags table, which is where an operator
// looks: a flag added without it fails here.
func TestReadmeListsEveryServeFlag(t *testing.T) {
	var help strings.Builder
	if _, done, err := parseServe([]string{"--help"}, &help); !done || err != nil {
		t.Fatalf("serve --help: done %v, %v", done, err)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	// A flag's help is "  -name type" and its usage on the next line; a removed flag only
	// stops the shop with the new one's name and needs no row of its own.
	flags := regexp.MustCompile(`(?m)^  -([a-z][a-z0-9-]*).*\n\s+(.*)`).FindAllStringSubmatch(help.String(), -1)
	if len(flags) < 20 {
		t.Fatalf("serve --help lists %d flags:\n%s", len(flags), help.String())
	}
	rows := regexp.MustCompile("(?m)^\\| `--.*$").FindAllString(string(readme), -1)
	for _, f := range flags {
		if strings.HasPrefix(f[2], "removed") {
			continue
		}
		if !slices.ContainsFunc(rows, func(row string) bool {
			head, _, _ := strings.Cut(row[1:], "|")
			return strings.Contains(head, "`--"+f[1]+"`")
		}) {
			t.Errorf("the README's flags tables have no row for --%s", f[1])
		}
	}
}
