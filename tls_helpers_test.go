package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// testCA is a certificate authority of the test's own: it signs the certificates a test
// serves or hands to a test server.
type testCA struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
	PEM  []byte
}

func newTestCA(t *testing.T) *testCA {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "shop test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	return &testCA{cert: cert, key: key, PEM: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})}
}

// pool is a certificate pool of the CA alone.
func (ca *testCA) pool() *x509.CertPool {
	p := x509.NewCertPool()
	p.AddCert(ca.cert)
	return p
}

// issue writes a certificate for names (host names or IP addresses) with the given serial,
// good from an hour ago for a day, signed by the CA, and its key into dir as <base>.pem and
// <base>.key.
func (ca *testCA) issue(t *testing.T, dir, base string, serial int64, names ...string) (certFile, keyFile string) {
	t.Helper()
	certPEM, keyPEM := ca.sign(t, serial, time.Now().Add(-time.Hour), time.Now().Add(24*time.Hour), names...)
	certFile, keyFile = filepath.Join(dir, base+".pem"), filepath.Join(dir, base+".key")
	writeFile(t, certFile, certPEM)
	writeFile(t, keyFile, keyPEM)
	return certFile, keyFile
}

// sign makes a certificate for names good from notBefore to notAfter, and its key, in PEM.
func (ca *testCA) sign(t *testing.T, serial int64, notBefore, notAfter time.Time, names ...string) (certPEM, keyPEM []byte) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(serial), Subject: pkix.Name{CommonName: names[0]},
		NotBefore: notBefore, NotAfter: notAfter,
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	for _, n := range names {
		if ip := net.ParseIP(n); ip != nil {
			tmpl.IPAddresses = append(tmpl.IPAddresses, ip)
		} else {
			tmpl.DNSNames = append(tmpl.DNSNames, n)
		}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, &key.PublicKey, ca.key)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER})
}

func writeFile(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(name, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// freePort is a loopback TCP port nobody listens on at the moment; with udp too, it is free
// for UDP as well (a DNS server takes both).
func freePort(t *testing.T, udp bool) int {
	t.Helper()
	for range 20 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		port := ln.Addr().(*net.TCPAddr).Port
		if udp {
			pc, err := net.ListenPacket("udp", "127.0.0.1:"+strconv.Itoa(port))
			if err != nil {
				ln.Close()
				continue
			}
			pc.Close()
		}
		ln.Close()
		return port
	}
	t.Fatal("no free port")
	return 0
}

// tlsShop is `shop serve` with TLS on, as the command line starts it (parseServe, then
// listenAndRun), its log in a buffer.
type tlsShop struct {
	logs *syncWriter
	buf  *bytes.Buffer
	hup  chan os.Signal
	stop func() // stops the shop and fails the test if it did not stop cleanly; once
}

func startTLSShop(t *testing.T, data string, args ...string) *tlsShop {
	t.Helper()
	sc, _, err := parseServe(append([]string{"--data", data, "--captcha", "local"}, args...), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	s := &tlsShop{buf: &bytes.Buffer{}, hup: make(chan os.Signal, 1)}
	s.logs = &syncWriter{w: s.buf}
	sc.cfg.Logger = slog.New(slog.NewTextHandler(s.logs, nil))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- listenAndRun(ctx, sc, s.hup) }()
	stopped := false
	s.stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if err := <-done; err != nil {
			t.Errorf("the shop stopped with %v\n%s", err, s.Log())
		}
	}
	t.Cleanup(s.stop)
	return s
}

func (s *tlsShop) Log() string {
	s.logs.mu.Lock()
	defer s.logs.mu.Unlock()
	return s.buf.String()
}

// waitLog waits until the log holds want n times, failing at once when the shop says it
// could not get a certificate.
func (s *tlsShop) waitLog(t *testing.T, want string, n int, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for strings.Count(s.Log(), want) < n {
		if time.Now().After(deadline) || strings.Contains(s.Log(), `msg="tls: no certificate yet`) {
			t.Fatalf("no %q (×%d) in the shop's log within %s:\n%s", want, n, within, s.Log())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// clientTo ("" for addr: the URL's) is an HTTP client that trusts roots and reaches addr whatever the URL's host says,
// so that a request for https://shop.test/ carries that name in its SNI and Host header. It
// never follows a redirect nor keeps a connection: each request is a new TLS handshake.
func clientTo(addr string, roots *x509.CertPool) *http.Client {
	return &http.Client{
		Timeout: 60 * time.Second,
		Transport: &http.Transport{
			DialContext: func(ctx context.Context, network, asked string) (net.Conn, error) {
				if addr == "" { // no address of its own: where the URL says
					addr = asked
				}
				return (&net.Dialer{}).DialContext(ctx, network, addr)
			},
			TLSClientConfig:   &tls.Config{RootCAs: roots},
			DisableKeepAlives: true,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// get asks the client for url and returns the answer with its body read.
func get(t *testing.T, c *http.Client, method, url string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

// servedSerial is the serial number of the certificate the shop at addr serves for name,
// verified against roots.
func servedSerial(t *testing.T, addr, name string, roots *x509.CertPool) (*big.Int, time.Time) {
	t.Helper()
	cs, err := tlsDial(addr, name, roots)
	if err != nil {
		t.Fatalf("TLS to %s as %s: %v", addr, name, err)
	}
	leaf := cs.PeerCertificates[0]
	return leaf.SerialNumber, leaf.NotAfter
}

// tlsDial is a TLS handshake with the shop at addr for name, verified against roots.
func tlsDial(addr, name string, roots *x509.CertPool) (*tls.ConnectionState, error) {
	conn, err := tls.DialWithDialer(&net.Dialer{Timeout: 30 * time.Second}, "tcp", addr, &tls.Config{ServerName: name, RootCAs: roots})
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	cs := conn.ConnectionState()
	return &cs, nil
}
