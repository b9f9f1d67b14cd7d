package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"flag"
	"fmt"
	stdlog "log"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/crypto/acme"
	"golang.org/x/crypto/acme/autocert"

	"shop/handlers"
	"shop/store"
)

// letsEncryptStaging is Let's Encrypt's staging directory: certificates no browser trusts,
// under limits generous enough to try a set-up with.
const letsEncryptStaging = "https://acme-staging-v02.api.letsencrypt.org/directory"

// tlsFlags are serve's HTTPS settings: certificates from an ACME CA (Let's Encrypt) for the
// --domain names, or a certificate's files. Either turns TLS on: the shop then serves HTTPS on
// httpsAddr, and httpAddr answers ACME's HTTP-01 challenges and redirects the rest to HTTPS.
type tlsFlags struct {
	domains             []string
	email, ca, caRoot   string
	certFile, keyFile   string
	httpsAddr, httpAddr string

	// Filled by check:
	caPool       *x509.CertPool // the ACME directory's TLS roots with --acme-ca-root's
	files        *certFiles     // the loaded --tls-cert/--tls-key
	redirectPort string         // ":port" of the public origin, or "" for 443
}

func (f *tlsFlags) register(fs *flag.FlagSet) {
	for _, d := range strings.Split(os.Getenv("SHOP_DOMAINS"), ",") {
		if d = strings.TrimSpace(d); d != "" {
			f.domains = append(f.domains, d)
		}
	}
	fromEnv := len(f.domains) > 0
	fs.Func("domain", "serve HTTPS for this domain with a certificate from Let's Encrypt (ACME); repeat for more names, "+
		"the first is the public origin's (SHOP_DOMAINS, comma-separated)", func(v string) error {
		if fromEnv { // the command line's names replace the environment's
			f.domains, fromEnv = nil, false
		}
		f.domains = append(f.domains, v)
		return nil
	})
	fs.StringVar(&f.email, "acme-email", env("SHOP_ACME_EMAIL", ""), "contact e-mail of the shop's account at the ACME CA; needed with --domain (SHOP_ACME_EMAIL)")
	fs.StringVar(&f.ca, "acme-ca", env("SHOP_ACME_CA", acme.LetsEncryptURL),
		"ACME directory URL the certificates come from; Let's Encrypt's staging is "+letsEncryptStaging+" (SHOP_ACME_CA)")
	fs.StringVar(&f.caRoot, "acme-ca-root", env("SHOP_ACME_CA_ROOT", ""), "PEM file of a root certificate to trust for the ACME directory's own HTTPS, for a test CA (SHOP_ACME_CA_ROOT)")
	fs.StringVar(&f.certFile, "tls-cert", env("SHOP_TLS_CERT", ""), "serve HTTPS with this certificate chain (PEM) instead of ACME; re-read on SIGHUP (SHOP_TLS_CERT)")
	fs.StringVar(&f.keyFile, "tls-key", env("SHOP_TLS_KEY", ""), "the private key (PEM) of --tls-cert (SHOP_TLS_KEY)")
	fs.StringVar(&f.httpsAddr, "https-addr", env("SHOP_HTTPS_ADDR", ":443"), "HTTPS listen address, with TLS on (SHOP_HTTPS_ADDR)")
	fs.StringVar(&f.httpAddr, "http-addr", env("SHOP_HTTP_ADDR", ":80"),
		"with TLS on, this address redirects to HTTPS and answers ACME's HTTP-01 challenges; empty: none (SHOP_HTTP_ADDR)")
}

// on reports whether the shop serves HTTPS itself.
func (f *tlsFlags) on() bool {
	return len(f.domains) > 0 || f.certFile != "" || f.keyFile != ""
}

// check checks the TLS settings after parsing, reading the files they name, and makes the
// public origin https://<first domain> when none is set. fs tells whether --addr was given,
// which TLS replaces.
func (f *tlsFlags) check(fs *flag.FlagSet, cfg *handlers.Config) error {
	acmeSet := f.email != "" || f.caRoot != "" || f.ca != acme.LetsEncryptURL
	if !f.on() {
		if acmeSet {
			return errors.New("--acme-email, --acme-ca and --acme-ca-root are for certificates from ACME: name the shop's --domain too")
		}
		return nil
	}
	addrSet := os.Getenv("SHOP_ADDR") != ""
	fs.Visit(func(fl *flag.Flag) { addrSet = addrSet || fl.Name == "addr" })
	if addrSet {
		return errors.New("with TLS on the shop listens on --https-addr and --http-addr, not --addr (SHOP_ADDR): drop it")
	}
	for i, d := range f.domains {
		name, err := checkDomain(d)
		if err != nil {
			return err
		}
		f.domains[i] = name
	}
	if f.httpsAddr == "" {
		return errors.New("--https-addr is empty: with TLS on the shop needs an address to serve HTTPS on")
	}
	names := f.domains
	if f.certFile != "" || f.keyFile != "" {
		if f.certFile == "" || f.keyFile == "" {
			return errors.New("--tls-cert and --tls-key go together: the certificate chain's file and its key's")
		}
		if acmeSet {
			return errors.New("--acme-email, --acme-ca and --acme-ca-root are for certificates from ACME, not with --tls-cert and --tls-key")
		}
		f.files = &certFiles{cert: f.certFile, key: f.keyFile, names: f.domains}
		if err := f.files.load(); err != nil {
			return err
		}
		if len(names) == 0 { // the certificate names the shop
			for _, n := range f.files.current().Leaf.DNSNames {
				if !strings.HasPrefix(n, "*") {
					names = append(names, n)
				}
			}
		}
	} else {
		if f.email == "" {
			return errors.New("--acme-email (SHOP_ACME_EMAIL) is needed with --domain: the CA's account for the shop's certificates needs a contact")
		}
		if !store.ValidEmail(f.email) {
			return fmt.Errorf("--acme-email %q is not an e-mail address", f.email)
		}
		if u, err := url.Parse(f.ca); err != nil || u.Scheme != "https" || u.Host == "" {
			return fmt.Errorf("--acme-ca %q: want the https URL of an ACME directory, such as %s", f.ca, acme.LetsEncryptURL)
		}
		if f.caRoot != "" {
			roots, err := os.ReadFile(f.caRoot)
			if err != nil {
				return fmt.Errorf("--acme-ca-root: %w", err)
			}
			if f.caPool, err = x509.SystemCertPool(); err != nil {
				f.caPool = x509.NewCertPool()
			}
			if !f.caPool.AppendCertsFromPEM(roots) {
				return fmt.Errorf("--acme-ca-root %s holds no PEM certificate", f.caRoot)
			}
		}
	}
	if cfg.BaseURL == "" {
		if len(names) > 0 {
			cfg.BaseURL = "https://" + names[0]
		}
		return nil
	}
	base, err := handlers.ParseBaseURL(cfg.BaseURL)
	if err != nil {
		return err
	}
	u, _ := url.Parse(base)
	if u.Scheme != "https" {
		return fmt.Errorf("--base-url %s is http while the shop serves HTTPS: make it https", base)
	}
	if !f.covers(u.Hostname()) {
		return fmt.Errorf("--base-url %s: the shop has no certificate for %s (see --domain)", base, u.Hostname())
	}
	if p := u.Port(); p != "" && p != "443" {
		f.redirectPort = ":" + p
	}
	return nil
}

// covers reports whether the shop's certificates are good for host.
func (f *tlsFlags) covers(host string) bool {
	if f.files != nil {
		return f.files.current().Leaf.VerifyHostname(host) == nil
	}
	return slices.Contains(f.domains, strings.ToLower(host))
}

// domainLabel is one label of a host name (RFC 1123).
var domainLabel = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$`)

// checkDomain checks a --domain: a host name a public CA can issue a certificate for, in
// lower case; an address, a port, a URL, a wildcard or a name of one label is refused.
func checkDomain(d string) (string, error) {
	name := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(d), "."))
	if _, err := netip.ParseAddr(strings.Trim(name, "[]")); err == nil {
		return "", fmt.Errorf("--domain %q is an IP address: certificates from Let's Encrypt are for domain names; use --tls-cert and --tls-key for an address", d)
	}
	labels := strings.Split(name, ".")
	ok := len(name) <= 253 && len(labels) >= 2
	for _, l := range labels {
		ok = ok && domainLabel.MatchString(l)
	}
	if !ok || strings.Trim(labels[len(labels)-1], "0123456789") == "" {
		return "", fmt.Errorf("--domain %q: want a host name such as shop.example (no scheme, port or wildcard; an international name in its xn-- form)", d)
	}
	return name, nil
}

// listenAndRun runs the shop until ctx ends on its listeners: plain HTTP on --addr, or with
// TLS on, HTTPS on --https-addr beside --http-addr (runTLS).
func listenAndRun(ctx context.Context, sc serveConfig, hup <-chan os.Signal) error {
	if sc.tls.on() {
		return sc.tls.runTLS(ctx, sc, hup)
	}
	ln, err := listenTCP(sc.addr)
	if err != nil {
		return err
	}
	return runShop(ctx, storePlace{sc.data, sc.db}, sc.cfg, sc.smtp, ln, newHTTPServer(), hup)
}

// runTLS serves the shop over HTTPS on --https-addr, and on --http-addr a server that
// answers ACME's HTTP-01 challenges and redirects every other request to HTTPS, until ctx
// ends. The HTTP side never reaches the shop's handlers, so no answer over plain HTTP sets a
// cookie, and HSTS (which the handlers add on TLS answers) is on every HTTPS answer alone.
func (f *tlsFlags) runTLS(ctx context.Context, sc serveConfig, hup <-chan os.Signal) error {
	log := sc.cfg.Logger
	httpsLn, err := listenTCP(f.httpsAddr)
	if err != nil {
		return err
	}
	var httpLn net.Listener
	if f.httpAddr != "" {
		if httpLn, err = listenTCP(f.httpAddr); err != nil {
			httpsLn.Close()
			return err
		}
	}
	// Stops what this function starts (the certificates' start-up, the SIGHUP relay) once the
	// shop has stopped or failed to start.
	ctx2, cancel := context.WithCancel(ctx)
	defer cancel()
	src := certSource{}
	if f.files != nil {
		src = f.files.source(ctx2, log)
	} else if src, err = f.acmeSource(sc.data, log); err != nil {
		httpsLn.Close()
		if httpLn != nil {
			httpLn.Close()
		}
		return err
	}
	if httpLn != nil {
		redirect := &http.Server{
			Handler:           src.http(redirectToHTTPS(f.domains, f.redirectPort)),
			ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second,
			IdleTimeout: 30 * time.Second, MaxHeaderBytes: 16 << 10,
		}
		go redirect.Serve(httpLn)
		defer redirect.Close()
		log.Info("tls: redirecting plain HTTP to HTTPS", "addr", httpLn.Addr().String())
	}
	serving := &firstAccept{Listener: httpsLn, serving: make(chan struct{})}
	if src.start != nil {
		go func() {
			select {
			case <-serving.serving:
				src.start(ctx2)
			case <-ctx2.Done():
			}
		}()
	}
	ln := tls.NewListener(serving, src.config)
	srv := newHTTPServer()
	srv.ErrorLog = stdlog.New(serverErrors{log}, "", 0)
	return runShop(ctx, storePlace{sc.data, sc.db}, sc.cfg, sc.smtp, ln, srv, src.relay(ctx2, hup))
}

// serverErrors puts the HTTPS server's own complaints in the shop's log: a failed TLS
// handshake at debug level, since every public server sees them all day from scanners, clients
// that hang up and plain HTTP sent to port 443 (a certificate the shop cannot get is logged
// by obtain and watchExpiry), anything else as a warning.
type serverErrors struct{ log *slog.Logger }

func (w serverErrors) Write(p []byte) (int, error) {
	msg := strings.TrimSpace(string(p))
	level := slog.LevelWarn
	if strings.Contains(msg, "TLS handshake error") {
		level = slog.LevelDebug
	}
	w.log.Log(context.Background(), level, msg)
	return len(p), nil
}

// listenTCP listens on addr, saying what to do when a port below 1024 is refused.
func listenTCP(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if errors.Is(err, os.ErrPermission) {
		return nil, fmt.Errorf("cannot listen on %s: %w; ports below 1024 need the capability CAP_NET_BIND_SERVICE "+
			"(systemd's AmbientCapabilities=CAP_NET_BIND_SERVICE, or setcap cap_net_bind_service=+ep on the binary; see the README)", addr, err)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	return ln, nil
}

// firstAccept closes serving when the HTTP server first asks for a connection: from then on
// the HTTPS listener answers TLS-ALPN-01 challenges.
type firstAccept struct {
	net.Listener
	once    sync.Once
	serving chan struct{}
}

func (l *firstAccept) Accept() (net.Conn, error) {
	l.once.Do(func() { close(l.serving) })
	return l.Listener.Accept()
}

// redirectToHTTPS sends a plain-HTTP request to the same path over HTTPS, on the host asked
// for when it is one of the shop's domains and on the first one otherwise (a made-up Host
// header must not send the shopper elsewhere). GET and HEAD move with 301; other methods with
// 308, which keeps the method and body.
func redirectToHTTPS(domains []string, port string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		host = strings.ToLower(host)
		if len(domains) > 0 && !slices.Contains(domains, host) {
			host = domains[0]
		}
		code := http.StatusMovedPermanently
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			code = http.StatusPermanentRedirect
		}
		http.Redirect(w, r, "https://"+host+port+r.URL.RequestURI(), code)
	})
}

// certSource is where the HTTPS listener's certificates come from.
type certSource struct {
	config *tls.Config
	// http wraps the plain-HTTP side's handler (ACME's HTTP-01 challenges).
	http func(http.Handler) http.Handler
	// start runs once the HTTPS listener serves (nil: nothing to do).
	start func(ctx context.Context)
	// relay passes each SIGHUP on to the shop after its own reload.
	relay func(ctx context.Context, hup <-chan os.Signal) <-chan os.Signal
}

// acmeSource gets, keeps and renews the domains' certificates from the ACME CA with
// golang.org/x/crypto/acme/autocert: the certificates, their keys and the account's key live
// in DATA/certs/<CA's host> (0700, files 0600), one folder per CA so that a staging
// certificate is never served once the shop points at production; each is renewed a third of
// its lifetime (at most 30 days) before it expires.
func (f *tlsFlags) acmeSource(data string, log *slog.Logger) (certSource, error) {
	dir, err := certsDir(data, f.ca)
	if err != nil {
		return certSource{}, err
	}
	client := &acme.Client{DirectoryURL: f.ca, UserAgent: "shop"}
	if f.caPool != nil {
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.TLSClientConfig = &tls.Config{RootCAs: f.caPool}
		client.HTTPClient = &http.Client{Transport: t}
	}
	m := &autocert.Manager{
		Prompt:     autocert.AcceptTOS, // naming a --domain is accepting the CA's terms; the README says so
		Cache:      loggedCache{autocert.DirCache(dir), log},
		HostPolicy: hostPolicy(f.domains),
		Email:      f.email,
		Client:     client,
	}
	cfg := m.TLSConfig()
	cfg.MinVersion = tls.VersionTLS12
	log.Info("tls: certificates from ACME", "ca", f.ca, "domains", strings.Join(f.domains, ","), "folder", dir)
	return certSource{
		config: cfg,
		http:   m.HTTPHandler,
		start: func(ctx context.Context) {
			obtain(ctx, m, f.domains, log)
			watchExpiry(ctx, m.Cache, f.domains, expiryCheckEvery, log)
		},
		relay: func(_ context.Context, hup <-chan os.Signal) <-chan os.Signal { return hup },
	}, nil
}

// certsDir makes DATA/certs/<the CA's host> private to the shop's user and returns it.
func certsDir(data, ca string) (string, error) {
	u, _ := url.Parse(ca)
	folder := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, strings.ToLower(u.Host))
	certs := filepath.Join(data, "certs")
	dir := filepath.Join(certs, folder)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("certificates folder: %w", err)
	}
	for _, d := range []string{certs, dir} { // narrowed when an older folder was wider
		if err := os.Chmod(d, 0o700); err != nil {
			return "", fmt.Errorf("certificates folder: %w", err)
		}
	}
	return dir, nil
}

// hostPolicy lets the ACME manager ask for the shop's domains alone, so that a stranger's SNI
// or Host header cannot spend the CA's rate limits. A Host header may carry a port.
func hostPolicy(domains []string) autocert.HostPolicy {
	return func(_ context.Context, host string) error {
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		if !slices.Contains(domains, strings.ToLower(host)) {
			return fmt.Errorf("tls: %q is not one of the shop's domains", host)
		}
		return nil
	}
}

// obtain gets each domain's certificate once the shop serves, so that the first visitor does
// not wait for the CA and a failure shows in the log at start; what fails is tried again by
// the next visitor's handshake.
func obtain(ctx context.Context, m *autocert.Manager, domains []string, log *slog.Logger) {
	for _, d := range domains {
		if ctx.Err() != nil {
			return
		}
		// A hello of a client that takes ECDSA, as every current browser does: the manager
		// gets the ECDSA certificate, which such clients are served.
		cert, err := m.GetCertificate(&tls.ClientHelloInfo{ServerName: d,
			SignatureSchemes: []tls.SignatureScheme{tls.ECDSAWithP256AndSHA256}, SupportedCurves: []tls.CurveID{tls.CurveP256},
			CipherSuites: []uint16{tls.TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256}})
		if err != nil {
			log.Error("tls: no certificate yet; the next HTTPS request for it tries again", "domain", d, "err", err)
			continue
		}
		log.Info("tls: certificate ready", "domain", d, "expires", cert.Leaf.NotAfter.UTC().Format(time.RFC3339))
	}
}

// expiryCheckEvery is how often watchExpiry looks at the certificates.
const expiryCheckEvery = 12 * time.Hour

// watchExpiry checks every domain's kept certificate now and then every period until ctx
// ends (expiryOverdue).
func watchExpiry(ctx context.Context, cache autocert.Cache, domains []string, every time.Duration, log *slog.Logger) {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		for _, d := range domains {
			expiryOverdue(ctx, cache, d, time.Now(), log)
		}
		select {
		case <-tick.C:
		case <-ctx.Done():
			return
		}
	}
}

// expiryOverdue logs an error when domain's kept certificate is in the last quarter of its
// lifetime, and reports whether it is. The ACME manager renews a certificate once a third
// of its lifetime is left and says nothing when a renewal fails, so by then renewals have
// been failing for a while: the DNS records moved, ports 80 and 443 were closed, or the CA's
// limits were reached. A domain with no certificate yet is obtain's to report.
func expiryOverdue(ctx context.Context, cache autocert.Cache, domain string, now time.Time, log *slog.Logger) bool {
	data, err := cache.Get(ctx, domain)
	if err != nil {
		return false
	}
	leaf := firstCertificate(data)
	if leaf == nil || leaf.NotAfter.Sub(now) >= leaf.NotAfter.Sub(leaf.NotBefore)/4 {
		return false
	}
	log.Error("tls: certificate not renewed in time: check that the domain's DNS records point at this server and ports 80 and 443 are open",
		"domain", domain, "expires", leaf.NotAfter.UTC().Format(time.RFC3339))
	return true
}

// loggedCache logs each certificate the ACME manager stores, new or renewed.
type loggedCache struct {
	autocert.Cache
	log *slog.Logger
}

func (c loggedCache) Put(ctx context.Context, name string, data []byte) error {
	err := c.Cache.Put(ctx, name, data)
	if err != nil || strings.HasSuffix(name, "+token") || strings.HasSuffix(name, "+key") {
		return err
	}
	if leaf := firstCertificate(data); leaf != nil {
		c.log.Info("tls: new certificate", "domain", name, "expires", leaf.NotAfter.UTC().Format(time.RFC3339), "issuer", leaf.Issuer.CommonName)
	}
	return nil
}

// firstCertificate is the first certificate in PEM data (autocert's cache entry is the key,
// then the chain), or nil.
func firstCertificate(data []byte) *x509.Certificate {
	for {
		var block *pem.Block
		block, data = pem.Decode(data)
		if block == nil {
			return nil
		}
		if block.Type == "CERTIFICATE" {
			c, err := x509.ParseCertificate(block.Bytes)
			if err != nil {
				return nil
			}
			return c
		}
	}
}

// certFiles is a certificate and key from files (--tls-cert, --tls-key), read at start and
// again on SIGHUP: an operator's certbot or CA renews the files, then reloads the shop.
type certFiles struct {
	cert, key string
	names     []string // the --domain names the certificate must cover
	cur       atomic.Pointer[tls.Certificate]
}

// load reads the files; the certificate in use stays when they cannot be read, do not go
// together or do not cover the shop's names.
func (c *certFiles) load() error {
	pair, err := tls.LoadX509KeyPair(c.cert, c.key)
	if err != nil {
		return fmt.Errorf("--tls-cert %s, --tls-key %s: %w", c.cert, c.key, err)
	}
	for _, n := range c.names {
		if err := pair.Leaf.VerifyHostname(n); err != nil {
			return fmt.Errorf("--tls-cert %s is not for --domain %s: %w", c.cert, n, err)
		}
	}
	c.cur.Store(&pair)
	return nil
}

func (c *certFiles) current() *tls.Certificate { return c.cur.Load() }

// source serves the files' certificate, saying at start and after each SIGHUP until when it
// is good, and warning when it has run out.
func (c *certFiles) source(ctx context.Context, log *slog.Logger) certSource {
	report := func(msg string) {
		leaf := c.current().Leaf
		args := []any{"file", c.cert, "names", strings.Join(leaf.DNSNames, ","), "expires", leaf.NotAfter.UTC().Format(time.RFC3339)}
		if time.Now().After(leaf.NotAfter) {
			log.Warn(msg+"; it has EXPIRED: browsers refuse it", args...)
			return
		}
		log.Info(msg, args...)
	}
	report("tls: serving the certificate file")
	return certSource{
		config: &tls.Config{
			MinVersion:     tls.VersionTLS12,
			NextProtos:     []string{"h2", "http/1.1"},
			GetCertificate: func(*tls.ClientHelloInfo) (*tls.Certificate, error) { return c.current(), nil },
		},
		http: func(h http.Handler) http.Handler { return h },
		relay: func(ctx context.Context, hup <-chan os.Signal) <-chan os.Signal {
			if hup == nil {
				return nil
			}
			out := make(chan os.Signal, 1)
			go func() {
				for {
					select {
					case s := <-hup:
						if err := c.load(); err != nil {
							log.Error("tls: could not reload the certificate; the one loaded before serves on", "err", err)
						} else {
							report("tls: certificate reloaded")
						}
						select { // then the shop's own reload, as signal.Notify delivers: one waiting at most
						case out <- s:
						default:
						}
					case <-ctx.Done():
						return
					}
				}
			}()
			return out
		},
	}
}
