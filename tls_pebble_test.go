package main

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"shop/demo"
	"shop/internal/testtool"
)

// pebble is Let's Encrypt's test CA (Pebble) with its DNS server (pebble-challtestsrv), which
// answers 127.0.0.1 for every name: Pebble validates a challenge by really connecting to the
// shop's ports, as Let's Encrypt does to port 80 and 443.
type pebble struct {
	Dir     string // the ACME directory URL
	CARoot  string // the file of the root Pebble's own HTTPS is signed with (--acme-ca-root)
	mgmt    string // https://127.0.0.1:port of Pebble's management interface
	tlsPool *x509.CertPool
	out     *syncWriter
	outBuf  *strings.Builder
	cmd     *exec.Cmd
}

// startPebble starts challtestsrv and Pebble, Pebble validating HTTP-01 on httpPort and
// TLS-ALPN-01 on tlsPort and issuing certificates valid for validity. Without the binaries the
// test skips, unless SHOP_REQUIRE_PEBBLE=1 (./build.sh test) makes that a failure.
func startPebble(t *testing.T, httpPort, tlsPort int, validity time.Duration) *pebble {
	t.Helper()
	pebbleBin := testtool.Binary(t, "pebble", "SHOP_REQUIRE_PEBBLE")
	challBin := testtool.Binary(t, "pebble-challtestsrv", "SHOP_REQUIRE_PEBBLE")
	dir := t.TempDir()
	p := &pebble{outBuf: &strings.Builder{}}
	p.out = &syncWriter{w: p.outBuf}

	dnsAddr := "127.0.0.1:" + strconv.Itoa(freePort(t, true))
	chall := exec.Command(challBin, "-dnsserver", dnsAddr, "-management", "127.0.0.1:"+strconv.Itoa(freePort(t, false)),
		"-http01=", "-https01=", "-tlsalpn01=", "-doh=", "-defaultIPv4", "127.0.0.1", "-defaultIPv6=")
	startProcess(t, chall, p.out)
	// Ready once it answers shop.test's address.
	resolver := &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, _, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, "tcp", dnsAddr)
	}}
	waitFor(t, "challtestsrv's DNS", func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		addrs, err := resolver.LookupHost(ctx, "shop.test.")
		return err == nil && len(addrs) == 1 && addrs[0] == "127.0.0.1"
	}, p)

	// Pebble's own HTTPS certificate, from a CA of the test's (Pebble's test folder has one,
	// but only in the module cache).
	ca := newTestCA(t)
	cert, key := ca.issue(t, dir, "pebble", 2, "127.0.0.1", "localhost")
	p.CARoot = filepath.Join(dir, "ca.pem")
	writeFile(t, p.CARoot, ca.PEM)
	p.tlsPool = ca.pool()
	listen, mgmt := "127.0.0.1:"+strconv.Itoa(freePort(t, false)), "127.0.0.1:"+strconv.Itoa(freePort(t, false))
	p.Dir, p.mgmt = "https://"+listen+"/dir", "https://"+mgmt
	conf, _ := json.Marshal(map[string]any{"pebble": map[string]any{
		"listenAddress": listen, "managementListenAddress": mgmt, "certificate": cert, "privateKey": key,
		"httpPort": httpPort, "tlsPort": tlsPort, "ocspResponderURL": "", "externalAccountBindingRequired": false,
		"retryAfter": map[string]int{"authz": 1, "order": 1}, "keyAlgorithm": "ecdsa",
		"profiles": map[string]any{"default": map[string]any{"description": "the test's", "validityPeriod": int(validity.Seconds())}},
	}})
	confFile := filepath.Join(dir, "pebble.json")
	writeFile(t, confFile, conf)
	p.cmd = exec.Command(pebbleBin, "-config", confFile, "-dnsserver", dnsAddr)
	// No random waits before a validation; no refused nonces; every order's authorizations
	// validated anew (a renewal too), so each certificate is a challenge answered.
	p.cmd.Env = append(os.Environ(), "PEBBLE_VA_NOSLEEP=1", "PEBBLE_WFE_NONCEREJECT=0", "PEBBLE_AUTHZREUSE=0")
	startProcess(t, p.cmd, p.out)
	waitFor(t, "Pebble's directory", func() bool {
		res, err := p.client().Get(p.Dir)
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == http.StatusOK
	}, p)
	return p
}

func (p *pebble) client() *http.Client { return clientTo("", p.tlsPool) }

// Roots is the pool of the root Pebble issues the shop's certificates under.
func (p *pebble) Roots(t *testing.T) *x509.CertPool {
	t.Helper()
	res, err := p.client().Get(p.mgmt + "/roots/0")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	block, _ := pem.Decode(body)
	if block == nil {
		t.Fatalf("Pebble's root: %s", body)
	}
	root, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(root)
	return pool
}

// Log is what Pebble and challtestsrv printed.
func (p *pebble) Log() string {
	p.out.mu.Lock()
	defer p.out.mu.Unlock()
	return p.outBuf.String()
}

// Stop ends Pebble: the CA is gone.
func (p *pebble) Stop() {
	p.cmd.Process.Kill()
	p.cmd.Wait()
}

// startProcess starts cmd with its output in out, and kills it when the test ends.
func startProcess(t *testing.T, cmd *exec.Cmd, out io.Writer) {
	t.Helper()
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
}

func waitFor(t *testing.T, what string, ok func() bool, p *pebble) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !ok(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s did not come up:\n%s", what, p.Log())
		}
	}
}

// The shop gets its certificate from Pebble, Let's Encrypt's test CA, which really validates
// the challenge on the shop's ports: by TLS-ALPN-01 on the HTTPS port, or, where that port
// cannot be reached, by HTTP-01 on the plain-HTTP one. A client that trusts Pebble's root then
// reaches the shop over TLS by its name and gets the home page with HSTS and a Secure session
// cookie; the plain-HTTP port redirects to HTTPS. The certificate is kept in DATA/certs
// (0700, files 0600), renewed before it expires, and served from there after a restart while
// the CA is gone.
func TestACMECertificatesFromPebble(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Pebble and the shop")
	}
	t.Run("tls-alpn-01", func(t *testing.T) {
		t.Parallel()
		httpsPort, httpPort := freePort(t, false), freePort(t, false)
		const validity = 30 * time.Second // renewed a third of it before it ends
		ca := startPebble(t, httpPort, httpsPort, validity)
		data := testtool.DemoData(t, schema, demo.Latvia, 200)
		httpsAddr, httpAddr := "127.0.0.1:"+strconv.Itoa(httpsPort), "127.0.0.1:"+strconv.Itoa(httpPort)
		shop := startTLSShop(t, data, "--domain", "shop.test", "--acme-email", "owner@shop.test", "--acme-ca", ca.Dir,
			"--acme-ca-root", ca.CARoot, "--https-addr", httpsAddr, "--http-addr", httpAddr)
		shop.waitLog(t, `msg="tls: certificate ready" domain=shop.test`, 1, 2*time.Minute)
		if strings.Contains(ca.Log(), "Attempting to validate w/ HTTP") {
			t.Errorf("Pebble validated by HTTP-01 though the shop's HTTPS port answers TLS-ALPN-01:\n%s", ca.Log())
		}
		roots := ca.Roots(t)

		c := clientTo(httpsAddr, roots)
		res, body := get(t, c, http.MethodGet, "https://shop.test/")
		if res.StatusCode != http.StatusOK || !strings.Contains(body, "<html") {
			t.Fatalf("home page over TLS: %d\n%.300s", res.StatusCode, body)
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
		if !strings.Contains(body, "https://shop.test/") {
			t.Errorf("the page's absolute URLs are not https://shop.test/…:\n%.2000s", body)
		}

		// The plain-HTTP port sends everything to HTTPS, with no HSTS (a browser ignores it
		// there) and no cookie; a stranger's Host header goes to the shop's own name.
		plain := clientTo(httpAddr, nil)
		for _, r := range []struct{ method, url, host string }{
			{http.MethodGet, "http://shop.test/c/kafija?page=2", "shop.test"},
			{http.MethodHead, "http://shop.test/", "shop.test"},
			{http.MethodPost, "http://evil.example/api/cart", "shop.test"},
		} {
			res, _ := get(t, plain, r.method, r.url)
			want := http.StatusMovedPermanently
			if r.method == http.MethodPost {
				want = http.StatusPermanentRedirect
			}
			path := r.url[strings.Index(r.url[len("http://"):], "/")+len("http://"):]
			if loc := res.Header.Get("Location"); res.StatusCode != want || loc != "https://"+r.host+path {
				t.Errorf("%s %s: %d to %q, want %d to https://%s%s", r.method, r.url, res.StatusCode, loc, want, r.host, path)
			}
			if res.Header.Get("Strict-Transport-Security") != "" || len(res.Cookies()) > 0 {
				t.Errorf("%s %s over plain HTTP: HSTS %q, cookies %v", r.method, r.url, res.Header.Get("Strict-Transport-Security"), res.Cookies())
			}
		}

		// Kept in the data folder, private to the shop's user.
		certs := filepath.Join(data, "certs")
		caDir := filepath.Join(certs, strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(ca.Dir, "https://"), "/dir"), ":", "_"))
		for _, d := range []string{certs, caDir} {
			if fi, err := os.Stat(d); err != nil || fi.Mode().Perm() != 0o700 {
				t.Errorf("%s: %v, want a folder 0700", d, err)
			}
		}
		files, _ := os.ReadDir(caDir)
		for _, f := range files {
			fi, _ := f.Info()
			if fi.Mode().Perm() != 0o600 {
				t.Errorf("%s is %v, want 0600", f.Name(), fi.Mode().Perm())
			}
		}
		if _, err := os.Stat(filepath.Join(caDir, "shop.test")); err != nil {
			t.Fatalf("no certificate in %s: %v (%d files)", caDir, err, len(files))
		}

		// Renewed before it runs out: a new handshake gets a new certificate while the first
		// is still good.
		first, notAfter := servedSerial(t, httpsAddr, "shop.test", roots)
		for {
			serial, _ := servedSerial(t, httpsAddr, "shop.test", roots)
			if serial.Cmp(first) != 0 {
				break
			}
			if time.Now().After(notAfter) {
				t.Fatalf("the certificate ran out (%s) unrenewed:\n%s", notAfter, shop.Log())
			}
			time.Sleep(200 * time.Millisecond)
		}
		shop.waitLog(t, `msg="tls: new certificate" domain=shop.test`, 2, 10*time.Second)

		// After a restart with the CA gone, the kept certificate serves.
		shop.stop()
		ca.Stop()
		kept, err := os.ReadFile(filepath.Join(caDir, "shop.test"))
		if err != nil {
			t.Fatal(err)
		}
		keptLeaf := firstCertificate(kept)
		httpsAddr = "127.0.0.1:" + strconv.Itoa(freePort(t, false))
		again := startTLSShop(t, data, "--domain", "shop.test", "--acme-email", "owner@shop.test", "--acme-ca", ca.Dir,
			"--acme-ca-root", ca.CARoot, "--https-addr", httpsAddr, "--http-addr", "")
		again.waitLog(t, `msg="tls: certificate ready" domain=shop.test`, 1, 30*time.Second)
		if serial, _ := servedSerial(t, httpsAddr, "shop.test", roots); serial.Cmp(keptLeaf.SerialNumber) != 0 {
			t.Errorf("after the restart the shop serves serial %x, not the kept %x", serial, keptLeaf.SerialNumber)
		}
	})

	t.Run("http-01", func(t *testing.T) {
		t.Parallel()
		// Pebble's TLS-ALPN-01 goes to a port nothing listens on, so the shop's ACME client
		// falls back to HTTP-01, which its plain-HTTP port answers.
		httpsPort, httpPort, nobody := freePort(t, false), freePort(t, false), freePort(t, false)
		ca := startPebble(t, httpPort, nobody, time.Hour)
		data := testtool.DemoData(t, schema, demo.Latvia, 200)
		httpsAddr := "127.0.0.1:" + strconv.Itoa(httpsPort)
		shop := startTLSShop(t, data, "--domain", "shop.test", "--domain", "www.shop.test", "--acme-email", "owner@shop.test",
			"--acme-ca", ca.Dir, "--acme-ca-root", ca.CARoot, "--https-addr", httpsAddr, "--http-addr", "127.0.0.1:"+strconv.Itoa(httpPort))
		shop.waitLog(t, `msg="tls: certificate ready" domain=www.shop.test`, 1, 2*time.Minute)
		if !strings.Contains(ca.Log(), fmt.Sprintf("Attempting to validate w/ HTTP: http://shop.test:%d/.well-known/acme-challenge/", httpPort)) {
			t.Errorf("Pebble did not validate by HTTP-01:\n%s", ca.Log())
		}
		roots := ca.Roots(t)
		for _, name := range []string{"shop.test", "www.shop.test"} {
			res, _ := get(t, clientTo(httpsAddr, roots), http.MethodGet, "https://"+name+"/")
			if res.StatusCode != http.StatusOK {
				t.Errorf("%s over TLS: %d", name, res.StatusCode)
			}
		}
		// A name that is not the shop's gets no certificate (nor costs the CA an order).
		if _, err := tlsDial(httpsAddr, "other.test", roots); err == nil {
			t.Error("the shop served a certificate for other.test")
		}
	})
}
