package main

import (
	"context"
	"io"
	stdlog "log"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/crypto/acme/autocert"

	"shop/demo"
	"shop/internal/testtool"
)

// With --tls-cert and --tls-key the shop serves those files' certificate over HTTPS (HTTP/2
// included) for the names in it, the first of which is its public origin; the plain-HTTP port
// redirects; SIGHUP reads the files again, and files that cannot be read keep the certificate
// in use.
func TestTLSCertificateFiles(t *testing.T) {
	t.Parallel()
	ca := newTestCA(t)
	dir := t.TempDir()
	certFile, keyFile := ca.issue(t, dir, "shop", 10, "shop.example", "www.shop.example")
	data := testtool.DemoData(t, schema, demo.Latvia, 200)
	httpsAddr, httpAddr := "127.0.0.1:"+strconv.Itoa(freePort(t, false)), "127.0.0.1:"+strconv.Itoa(freePort(t, false))
	shop := startTLSShop(t, data, "--tls-cert", certFile, "--tls-key", keyFile, "--https-addr", httpsAddr, "--http-addr", httpAddr)
	shop.waitLog(t, `msg="shop listening"`, 1, time.Minute)

	c := clientTo(httpsAddr, ca.pool())
	c.Transport.(*http.Transport).ForceAttemptHTTP2 = true
	res, body := get(t, c, http.MethodGet, "https://shop.example/")
	if res.StatusCode != http.StatusOK || res.ProtoMajor != 2 {
		t.Fatalf("home page over TLS: %d over %s\n%.300s", res.StatusCode, res.Proto, body)
	}
	if h := res.Header.Get("Strict-Transport-Security"); h != "max-age=31536000" {
		t.Errorf("HSTS %q, want max-age=31536000", h)
	}
	if len(res.Cookies()) == 0 {
		t.Error("the home page set no session cookie")
	}
	for _, ck := range res.Cookies() {
		if !ck.Secure {
			t.Errorf("cookie %s is not Secure over HTTPS", ck.Name)
		}
	}
	if !strings.Contains(body, "https://shop.example/") {
		t.Errorf("the page's absolute URLs are not https://shop.example/…:\n%.2000s", body)
	}
	// A member's back-office session cookie is Secure too.
	var out strings.Builder
	if err := admin(context.Background(), []string{"create", "--data", data, "--email", "owner@shop.example", "--role", "owner"},
		strings.NewReader("a long and fine password\n"), &out); err != nil {
		t.Fatal(err)
	}
	browser := clientTo(httpsAddr, ca.pool())
	browser.Jar, _ = cookiejar.New(nil)
	b := &shopper{t: t, shop: &liveShop{t: t, URL: "https://shop.example"}, client: browser, lang: "en"}
	b.loadPage("/")
	res, raw := b.do(http.MethodPost, "/api/admin/login", `{"email":"owner@shop.example","password":"a long and fine password"}`, nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("admin sign-in over HTTPS: %d %s", res.StatusCode, raw)
	}
	if cks := res.Cookies(); len(cks) == 0 || !slices.ContainsFunc(cks, func(ck *http.Cookie) bool { return ck.Name == "shop_admin" && ck.Secure }) {
		t.Errorf("admin sign-in over HTTPS set no Secure shop_admin cookie: %v", cks)
	}

	if serial, _ := servedSerial(t, httpsAddr, "www.shop.example", ca.pool()); serial.Int64() != 10 {
		t.Errorf("serial %v, want 10", serial)
	}
	res, _ = get(t, clientTo(httpAddr, nil), http.MethodGet, "http://www.shop.example/p/x?y=1")
	if loc := res.Header.Get("Location"); res.StatusCode != http.StatusMovedPermanently || loc != "https://www.shop.example/p/x?y=1" {
		t.Errorf("plain HTTP: %d to %q", res.StatusCode, loc)
	}

	// A renewed certificate in the files, then SIGHUP: the next handshake gets it, and the
	// shop's own reload runs as well.
	renewed, renewedKey := ca.issue(t, t.TempDir(), "shop", 11, "shop.example", "www.shop.example")
	for from, to := range map[string]string{renewed: certFile, renewedKey: keyFile} {
		b, _ := os.ReadFile(from)
		writeFile(t, to, b)
	}
	shop.hup <- syscall.SIGHUP
	shop.waitLog(t, `msg="tls: certificate reloaded"`, 1, 10*time.Second)
	shop.waitLog(t, `msg="reloaded: settings`, 1, time.Minute)
	if serial, _ := servedSerial(t, httpsAddr, "shop.example", ca.pool()); serial.Int64() != 11 {
		t.Errorf("after SIGHUP serial %v, want 11", serial)
	}

	// A half-written file: the loaded certificate serves on, and the log says why.
	writeFile(t, certFile, []byte("-----BEGIN CERTIFICATE-----\nMIIB"))
	shop.hup <- syscall.SIGHUP
	shop.waitLog(t, `msg="tls: could not reload the certificate; the one loaded before serves on"`, 1, 10*time.Second)
	if serial, _ := servedSerial(t, httpsAddr, "shop.example", ca.pool()); serial.Int64() != 11 {
		t.Errorf("after a failed reload serial %v, want 11", serial)
	}
}

// Every TLS setting that cannot work stops the shop at start with what is wrong, before it
// touches the data folder.
func TestTLSFlagsRefused(t *testing.T) {
	t.Parallel()
	ca := newTestCA(t)
	dir := t.TempDir()
	cert, key := ca.issue(t, dir, "shop", 1, "shop.example")
	_, otherKey := ca.issue(t, dir, "other", 2, "shop.example")
	junk := filepath.Join(dir, "junk.pem")
	writeFile(t, junk, []byte("not a certificate"))
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	acmeOK := []string{"--domain", "shop.example", "--acme-email", "owner@shop.example", "--https-addr", busy.Addr().String()}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--domain", "192.0.2.1", "--acme-email", "owner@shop.example"}, "is an IP address"},
		{[]string{"--domain", "[2001:db8::1]", "--acme-email", "owner@shop.example"}, "is an IP address"},
		{[]string{"--domain", "localhost", "--acme-email", "owner@shop.example"}, "want a host name"},
		{[]string{"--domain", "https://shop.example", "--acme-email", "owner@shop.example"}, "want a host name"},
		{[]string{"--domain", "shop.example:443", "--acme-email", "owner@shop.example"}, "want a host name"},
		{[]string{"--domain", "*.shop.example", "--acme-email", "owner@shop.example"}, "want a host name"},
		{[]string{"--domain", "shop.example"}, "--acme-email (SHOP_ACME_EMAIL) is needed"},
		{[]string{"--domain", "shop.example", "--acme-email", "owner"}, `--acme-email "owner" is not an e-mail address`},
		{[]string{"--domain", "shop.example", "--acme-email", "o@shop.example", "--acme-ca", "http://ca.example/dir"}, "--acme-ca"},
		{[]string{"--domain", "shop.example", "--acme-email", "o@shop.example", "--acme-ca-root", filepath.Join(dir, "none.pem")}, "no such file"},
		{[]string{"--domain", "shop.example", "--acme-email", "o@shop.example", "--acme-ca-root", junk}, "holds no PEM certificate"},
		{[]string{"--acme-email", "o@shop.example"}, "name the shop's --domain"},
		{[]string{"--domain", "shop.example", "--acme-email", "o@shop.example", "--addr", "127.0.0.1:0"}, "not --addr"},
		{[]string{"--domain", "shop.example", "--acme-email", "o@shop.example", "--base-url", "http://shop.example"}, "is http while"},
		{[]string{"--domain", "shop.example", "--acme-email", "o@shop.example", "--base-url", "https://other.example"}, "no certificate for other.example"},
		{[]string{"--tls-cert", cert}, "go together"},
		{[]string{"--tls-cert", filepath.Join(dir, "none.pem"), "--tls-key", key}, "no such file"},
		{[]string{"--tls-cert", junk, "--tls-key", key}, "--tls-cert"},
		{[]string{"--tls-cert", cert, "--tls-key", otherKey}, "private key does not match"},
		{[]string{"--tls-cert", cert, "--tls-key", key, "--domain", "other.example"}, "is not for --domain other.example"},
		{[]string{"--tls-cert", cert, "--tls-key", key, "--acme-email", "o@shop.example"}, "not with --tls-cert"},
		{acmeOK, "cannot listen on " + busy.Addr().String()},
		{[]string{"--tls-cert", cert, "--tls-key", key, "--https-addr", "127.0.0.1:0", "--http-addr", busy.Addr().String()}, "cannot listen on"},
	} {
		data := filepath.Join(t.TempDir(), "data")
		err := run(context.Background(), append([]string{"serve", "--captcha", "local", "--data", data}, c.args...), io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
		if _, err := os.Stat(data); !os.IsNotExist(err) {
			t.Errorf("%v touched the data folder", c.args)
		}
	}
}

// The plain-HTTP side keeps the shop's own host names and sends a stranger's to the first,
// on the public origin's port.
func TestRedirectToHTTPS(t *testing.T) {
	t.Parallel()
	h := redirectToHTTPS([]string{"shop.example", "www.shop.example"}, ":8443")
	for _, c := range []struct{ method, target, host, want string }{
		{http.MethodGet, "/c/tea?page=2", "WWW.shop.example:8080", "https://www.shop.example:8443/c/tea?page=2"},
		{http.MethodGet, "/", "evil.example", "https://shop.example:8443/"},
		{http.MethodPut, "/api/cart", "shop.example", "https://shop.example:8443/api/cart"},
	} {
		req := httptest.NewRequest(c.method, c.target, nil)
		req.Host = c.host
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		code := http.StatusMovedPermanently
		if c.method != http.MethodGet {
			code = http.StatusPermanentRedirect
		}
		if rec.Code != code || rec.Header().Get("Location") != c.want {
			t.Errorf("%s %s%s: %d to %q, want %d to %q", c.method, c.host, c.target, rec.Code, rec.Header().Get("Location"), code, c.want)
		}
	}
}

// A kept certificate in the last quarter of its lifetime, which the ACME manager should have
// renewed at the last third, is an error in the log; a younger one or none is not.
func TestExpiryOverdueIsLogged(t *testing.T) {
	t.Parallel()
	ca := newTestCA(t)
	cache := autocert.DirCache(t.TempDir())
	now := time.Now()
	for domain, life := range map[string][2]time.Duration{
		"fresh.example": {-time.Hour, 89 * 24 * time.Hour},           // just issued
		"third.example": {-60 * 24 * time.Hour, 29 * 24 * time.Hour}, // due for renewal: not late yet
		"late.example":  {-70 * 24 * time.Hour, 20 * 24 * time.Hour},
		"gone.example":  {-91 * 24 * time.Hour, -time.Hour},
	} {
		certPEM, keyPEM := ca.sign(t, 3, now.Add(life[0]), now.Add(life[1]), domain)
		if err := cache.Put(context.Background(), domain, append(keyPEM, certPEM...)); err != nil {
			t.Fatal(err)
		}
	}
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	for domain, want := range map[string]bool{"fresh.example": false, "third.example": false, "late.example": true, "gone.example": true, "none.example": false} {
		if got := expiryOverdue(context.Background(), cache, domain, now, log); got != want {
			t.Errorf("%s: overdue %v, want %v", domain, got, want)
		}
	}
	if n := strings.Count(logs.String(), `level=ERROR msg="tls: certificate not renewed in time`); n != 2 {
		t.Errorf("%d errors logged, want 2:\n%s", n, logs.String())
	}
}

// The HTTPS server's complaints reach the shop's log: a failed handshake, which scanners cause
// all day, at debug level, anything else as a warning.
func TestServerErrorsGoToTheLog(t *testing.T) {
	t.Parallel()
	var logs strings.Builder
	w := stdlog.New(serverErrors{slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))}, "", 0)
	w.Printf("http: TLS handshake error from 192.0.2.7:5555: client sent an HTTP request to an HTTPS server")
	w.Printf("http: Accept error: too many open files; retrying in 5ms")
	for _, want := range []string{
		`level=DEBUG msg="http: TLS handshake error from 192.0.2.7:5555: client sent an HTTP request to an HTTPS server"`,
		`level=WARN msg="http: Accept error: too many open files; retrying in 5ms"`,
	} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("no %s in\n%s", want, logs.String())
		}
	}
}
