// Command shop is the whole online shop: storefront UI, JSON API and database in one binary.
// `shop help` lists its commands.
package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"
	_ "time/tzdata" // delivery estimates use the shop's time zone, also where the OS has no zone files

	"shop/captcha"
	"shop/demo"
	"shop/handlers"
	"shop/mail"
	"shop/metrics"
	"shop/payment"
	"shop/services"
	"shop/settings"
	"shop/store"
	"shop/vies"
)

//go:embed schema.sql
var schema string

const usage = `Shop: the whole online shop (storefront, JSON API and database) in one program.

Usage: shop [command] [flags]

Commands:
  serve    serve the shop; the default command (shop serve --addr :8080 --data ./data)
  init     start a real shop: a new data folder with no demo catalogue, orders, reviews or coupons (shop init --data DIR --shop CODE)
  seed     write the deterministic demo catalogue into a new data folder (shop seed --products 100000)
  backup   write a consistent copy of the database, also while the shop serves (shop backup FILE)
  restore  put a backup in place of the database of a stopped shop, keeping the old one (shop restore FILE)
  admin    make a back-office account, also while the shop serves (shop admin create --email E --role owner)
  dkim     print the DNS record that lets mail servers check the shop's DKIM signature, making its key if needed (shop dkim --domain shop.example)
  version  print the shop's version, the commit it was built from, when it was built and the Go version (also shop --version)
  help     show this help; shop help COMMAND lists the command's flags

Every command lists its flags with --help, e.g. shop serve --help.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "shop:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	cmd := "serve"
	if len(args) > 0 {
		switch {
		case args[0] == "-h" || args[0] == "-help" || args[0] == "--help":
			cmd, args = "help", args[1:]
		case args[0] == "-version" || args[0] == "--version":
			cmd, args = "version", args[1:]
		case !strings.HasPrefix(args[0], "-"):
			cmd, args = args[0], args[1:]
		}
	}
	switch cmd {
	case "serve":
		return serve(ctx, args, stdout)
	case "init":
		return initShop(ctx, args, stdout)
	case "seed":
		return seed(ctx, args, stdout)
	case "backup":
		return backup(ctx, args, stdout)
	case "restore":
		return restore(ctx, args, stdout)
	case "admin":
		return admin(ctx, args, os.Stdin, stdout)
	case "dkim":
		return dkimCommand(args, stdout)
	case "version":
		fmt.Fprint(stdout, version())
		return nil
	case "help":
		if len(args) > 0 && args[0] != "help" && args[0] != "version" { // shop help serve: serve's flags
			return run(ctx, []string{args[0], "--help"}, stdout)
		}
		fmt.Fprint(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q; `shop help` lists the commands", cmd)
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// parseFlags parses a command's flags; --help prints them to stdout and reports done.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer, synopsis string) (done bool, err error) {
	fs.SetOutput(io.Discard) // errors are returned, help goes to stdout
	err = fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stdout, "Usage: %s\n\nFlags:\n", synopsis)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return true, nil
	}
	if err != nil {
		return false, fmt.Errorf("%s: %w (shop %s --help lists the flags)", fs.Name(), err, fs.Name())
	}
	return false, nil
}

func serve(ctx context.Context, args []string, stdout io.Writer) error {
	// SIGHUP reloads (reload) instead of ending the process, from the first moment: a reload
	// asked for during start-up runs once the shop serves.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	sc, done, err := parseServe(args, stdout)
	if done || err != nil {
		return err
	}
	slog.SetDefault(sc.cfg.Logger) // what logs without the shop's logger (the standard log package) writes the same lines
	stopBackups, err := startBackups(ctx, sc.data, sc.backups, sc.cfg.Logger)
	if err != nil {
		return err
	}
	defer stopBackups()
	return listenAndRun(ctx, sc, hup)
}

// serveConfig is what `shop serve` reads from its flags and the environment.
type serveConfig struct {
	addr, data string
	db         string // the database's address (database.go); "" for SQLite in data
	cfg        handlers.Config
	log        logFlags
	dkim       dkimFlags
	smtp       *mail.SMTP // nil: mails go to the outbox folder
	tls        tlsFlags   // HTTPS served by the shop itself (tls.go)
	backups    backupFlags
}

// newHTTPServer is the shop's HTTP server with its timeouts: a slow or idle client cannot
// hold a connection for long.
func newHTTPServer() *http.Server {
	return &http.Server{
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second, MaxHeaderBytes: 64 << 10,
	}
}

// parseServe reads serve's flags and checks everything that can be checked without the data
// folder; --help prints the flags and reports done.
func parseServe(args []string, stdout io.Writer) (sc serveConfig, done bool, err error) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.StringVar(&sc.addr, "addr", env("SHOP_ADDR", ":8080"), "listen address (SHOP_ADDR)")
	fs.StringVar(&sc.data, "data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	db := dbFlag(fs)
	cfg := &sc.cfg
	fs.StringVar(&cfg.ShopCode, "shop", env("SHOP_CODE", "lv_shop"), "shop variant: "+strings.Join(settings.Codes(), ", ")+" (SHOP_CODE)")
	fs.StringVar(&cfg.BaseURL, "base-url", env("SHOP_BASE_URL", ""), "public origin for every absolute URL, e.g. https://shop.example (SHOP_BASE_URL)")
	proxies := fs.String("trusted-proxies", env("SHOP_TRUSTED_PROXIES", handlers.DefaultTrustedProxies),
		"comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-* headers are believed (SHOP_TRUSTED_PROXIES)")
	fs.StringVar(&cfg.ReviewWidgetURL, "review-widget", env("SHOP_REVIEW_WIDGET", ""), "third-party review widget script URL, Latvian shop (SHOP_REVIEW_WIDGET)")
	fs.StringVar(&cfg.DevAssets, "dev", env("SHOP_DEV", ""), "serve the UI bundle from this folder (development; SHOP_DEV)")
	// A review waits for approval only when asked: by default the shopper's review shows at once.
	approval, approvalErr := strconv.ParseBool(env("SHOP_REVIEW_APPROVAL", "false"))
	fs.BoolVar(&cfg.ReviewApproval, "review-approval", approval, "hold post-order reviews unpublished until approved (SHOP_REVIEW_APPROVAL=1)")
	// Off unless asked: an import file must not make the shop fetch from its own network.
	privateURLs, privateURLsErr := strconv.ParseBool(env("SHOP_IMPORT_PRIVATE_URLS", "false"))
	fs.BoolVar(&cfg.ImportPrivateURLs, "import-private-urls", privateURLs,
		"let a product import fetch pictures from loopback, private and link-local addresses; for tests only (SHOP_IMPORT_PRIVATE_URLS=1)")
	metricsAddr := fs.String("metrics-addr", env("SHOP_METRICS_ADDR", ""),
		"serve Prometheus metrics at /metrics on this address; a port alone (:9464) binds the loopback; off when empty (SHOP_METRICS_ADDR)")
	fs.StringVar(&cfg.ContactEmail, "contact-email", env("SHOP_CONTACT_EMAIL", ""),
		"where contact form messages are mailed (SHOP_CONTACT_EMAIL; default: the e-mail the contact page shows)")
	fs.StringVar(&cfg.VIESURL, "vies-url", env("SHOP_VIES_URL", vies.DefaultURL),
		"VIES's REST API, which checks business buyers' VAT numbers (SHOP_VIES_URL; tests give a local server)")
	// No default from the environment here: --help prints defaults, and this one holds a password.
	smtpURL := fs.String("smtp-url", "", "SMTP server for the shop's mails, smtp://user:password@host:587?from=shop@example.com&tls=starttls\n"+
		"(SHOP_SMTP_URL; unset: mails are written to DATA/outbox)")
	limits := []struct {
		p         *int
		name, env string
		def       int
		usage     string
	}{
		{&cfg.MaxUnpaidOrders, "max-unpaid-orders", "SHOP_MAX_UNPAID_ORDERS", store.DefaultMaxUnpaidOrders,
			"open unpaid orders one e-mail, one browser session and one client address may each have; one more is refused (429)"},
		{&cfg.MaxUnitsPerProduct, "max-units-per-product", "SHOP_MAX_UNITS_PER_PRODUCT", store.DefaultMaxUnitsPerProduct,
			"units of one product one order may hold; more is refused (422)"},
	}
	for _, l := range limits {
		if err := positiveIntFlag(fs, l.p, l.name, l.env, l.def, l.usage); err != nil {
			return sc, false, err
		}
	}
	var captchaCfg captchaFlags
	captchaCfg.register(fs)
	sc.log.register(fs)
	sc.dkim.register(fs, true)
	sc.tls.register(fs)
	if err := sc.backups.register(fs); err != nil {
		return sc, false, err
	}
	var pay payment.Config
	if err := pay.Flags(fs, os.Getenv); err != nil {
		return sc, false, err
	}
	if done, err := parseFlags(fs, args, stdout, "shop serve [flags]"); done || err != nil {
		return sc, done, err
	}
	if fs.NArg() > 0 {
		return sc, false, fmt.Errorf("serve: unexpected argument %q", fs.Arg(0))
	}
	// Everything that can be checked without the data folder is checked before it is touched.
	if approvalErr != nil {
		return sc, false, fmt.Errorf("SHOP_REVIEW_APPROVAL=%q: want 1 or 0 (true or false)", os.Getenv("SHOP_REVIEW_APPROVAL"))
	}
	if privateURLsErr != nil {
		return sc, false, fmt.Errorf("SHOP_IMPORT_PRIVATE_URLS=%q: want 1 or 0 (true or false)", os.Getenv("SHOP_IMPORT_PRIVATE_URLS"))
	}
	if cfg.Logger, err = sc.log.logger(os.Stderr); err != nil {
		return sc, false, err
	}
	cfg.SlowRequest = sc.log.slow
	if err := sc.tls.check(fs, cfg); err != nil { // before the base URL is checked: TLS gives its default
		return sc, false, err
	}
	if cfg.TrustedProxies, err = handlers.ParseTrustedProxies(*proxies); err != nil {
		return sc, false, err
	}
	if *metricsAddr, err = metricsListenAddr(*metricsAddr); err != nil {
		return sc, false, err
	} else if *metricsAddr != "" {
		cfg.Metrics = metrics.New(*metricsAddr)
	}
	if err := sc.backups.check(); err != nil {
		return sc, false, err
	}
	if sc.db = *db; store.IsPostgres(sc.db) && sc.backups.every > 0 {
		return sc, false, notOnPostgres("--backup-every")
	}
	if err := checkDB(sc.db); err != nil {
		return sc, false, err
	}
	if err := cfg.Validate(); err != nil {
		return sc, false, err
	}
	base, _ := handlers.ParseBaseURL(cfg.BaseURL)
	if cfg.Captcha, err = captchaCfg.verifier(base); err != nil {
		return sc, false, err
	}
	variant, _ := settings.Lookup(cfg.ShopCode)
	pay.Country = variant.Country
	if cfg.Payments, err = payment.New(pay); err != nil {
		return sc, false, err
	}
	var smtp *mail.SMTP
	if *smtpURL == "" {
		*smtpURL = os.Getenv("SHOP_SMTP_URL")
	}
	if *smtpURL != "" {
		if smtp, err = mail.ParseSMTPURL(*smtpURL); err != nil {
			return sc, false, err
		}
		if cfg.BaseURL == "" {
			return sc, false, fmt.Errorf("--base-url (SHOP_BASE_URL) is needed to send mail: the links in a mail must lead to the public shop")
		}
	}
	if err := sc.dkim.apply(smtp); err != nil {
		return sc, false, err
	}
	sc.smtp = smtp
	return sc, false, nil
}

// positiveIntFlag registers a whole-number flag of at least 1 on fs, defaulting to its
// environment variable env, else def. A malformed or too small value, from either, is an error
// rather than silently the default.
func positiveIntFlag(fs *flag.FlagSet, p *int, name, env string, def int, usage string) error {
	*p = def
	fs.Func(name, fmt.Sprintf("%s (default %d; %s)", usage, def, env), func(v string) error {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 {
			return errors.New("want a whole number of at least 1")
		}
		*p = n
		return nil
	})
	if v := os.Getenv(env); v != "" {
		if err := fs.Set(name, v); err != nil {
			return fmt.Errorf("%s=%q: %w", env, v, err)
		}
	}
	return nil
}

// beforeIndexBuild lets a test hold the catalogue index build at start.
var beforeIndexBuild = func() {}

// runShop opens the data folder, seeds a new one, starts the mail worker (sending through
// smtp, or into the data folder's outbox when it is nil) and the minutely cancelling of
// expired unpaid orders, and serves on ln until ctx ends
// (SIGINT, SIGTERM); then requests in flight finish, the mail worker stops, and both
// databases close. A stop during start-up is a clean stop too. Each value on hup (SIGHUP; nil
// for none) reloads what the shop keeps in memory from the database (reload).
func runShop(ctx context.Context, place storePlace, cfg handlers.Config, smtp *mail.SMTP, ln net.Listener, srv *http.Server, hup <-chan os.Signal) error {
	log := cfg.Logger
	data := place.dir
	start := time.Now()
	variant, ok := settings.Lookup(cfg.ShopCode)
	if !ok {
		ln.Close()
		return cfg.Validate()
	}
	if cfg.Payments == nil {
		var err error
		if cfg.Payments, err = payment.New(payment.Config{Country: variant.Country}); err != nil {
			ln.Close()
			return err
		}
	}
	if a := cfg.Payments.BankAccount(); a.Demo {
		log.Warn("payment: bank transfers show the demo account; set --bank-iban and --bank-beneficiary (SHOP_BANK_IBAN, SHOP_BANK_BENEFICIARY)",
			"iban", a.IBAN)
	}
	if _, local := cfg.Captcha.(captcha.Local); local || cfg.Captcha == nil {
		log.Warn("captcha: the local verifier is on: forms take a token any script can make; set --recaptcha-site-key and --recaptcha-secret for a public shop")
	}
	st, sessions, err := openData(ctx, place, variant, log)
	if err != nil {
		ln.Close()
		if ctx.Err() != nil {
			log.Info("stopped during start-up")
			return nil
		}
		return err
	}
	defer st.Close()
	defer sessions.Close()
	stopHealth, err := startHealth(ctx, &cfg, st) // /readyz's mail check, and the metrics (metrics.go)
	if err != nil {
		ln.Close()
		return err
	}
	defer stopHealth()
	e, err := handlers.New(cfg, st, sessions)
	if err != nil {
		ln.Close()
		return err
	}
	srv.Handler = e
	mailCtx, stopMail := context.WithCancel(ctx)
	mailDone, err := startMail(mailCtx, st, data, cfg, smtp, ln.Addr())
	if err != nil {
		stopMail()
		ln.Close()
		return err
	}
	defer func() { stopMail(); <-mailDone }() // before the databases close
	expiryCtx, stopExpiry := context.WithCancel(ctx)
	expiryDone := make(chan struct{})
	go func() { services.CancelExpiredOrders(expiryCtx, st, log); close(expiryDone) }()
	defer func() { stopExpiry(); <-expiryDone }()

	// The catalogue index builds while the shop already answers: calls that need it wait for
	// it (about half a second at 100,000 products). A stop does not cancel the build, so the
	// requests waiting for it are answered before the shop exits.
	indexDone := make(chan error, 1)
	go func() {
		beforeIndexBuild()
		indexDone <- st.LoadCatalog(context.WithoutCancel(ctx))
	}()
	// The sweep stops before the databases close, as the mail worker does.
	sweepCtx, stopSweep := context.WithCancel(ctx)
	sweepDone := make(chan struct{})
	go func() { services.SweepSessions(sweepCtx, st, sessions, log); close(sweepDone) }()
	defer func() { stopSweep(); <-sweepDone }()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	log.Info("shop listening", "addr", ln.Addr().String(), "data", data, "shop", cfg.ShopCode, "startup", time.Since(start).Round(time.Millisecond))

	var failed error
	for running := true; running; {
		select {
		case err := <-served:
			return err
		case err := <-indexDone:
			indexDone = nil
			if err != nil {
				failed, running = fmt.Errorf("catalogue index: %w", err), false
				continue
			}
			debug.FreeOSMemory() // hand the build's scratch memory back to the OS
			log.Info("catalogue index ready", "took", time.Since(start).Round(time.Millisecond))
		case <-hup:
			reload(ctx, st, log)
		case <-ctx.Done():
			running = false
		}
	}
	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("stop: %w", err)
	}
	if indexDone != nil {
		<-indexDone // the databases close only after the build
	}
	return failed
}

// reload brings what the running shop keeps in memory up to the database, so that an
// operator's direct edit of it (a setting, a price, stock, a translation) shows without a
// restart: the settings, the content's translations and category tree, and the catalogue
// index (store.Reload; every reload of the shop's own state belongs there). Requests go on
// meanwhile: they are answered from the old index until the new one is swapped in. What a
// reload cannot read stays as it was, and the log says so.
func reload(ctx context.Context, st *store.Store, log *slog.Logger) {
	start := time.Now()
	if err := st.Reload(ctx); err != nil {
		log.Error("reload failed: what it could not read stays as it was", "err", err)
		return
	}
	debug.FreeOSMemory() // as after the first build
	log.Info("reloaded: settings, translations and catalogue index", "took", time.Since(start).Round(time.Millisecond))
}

// openData opens both databases in the data folder, loads its settings (a new data folder
// gets the shop variant's) and seeds the demo shop into a new one, in the variant's country
// and the settings' languages and VAT.
func openData(ctx context.Context, place storePlace, v settings.Variant, log *slog.Logger) (*store.Store, *store.Sessions, error) {
	data := place.dir
	st, err := openStore(ctx, place)
	if err != nil {
		return nil, nil, err
	}
	st.SetLogger(log)
	unlock, err := st.LockStartup(ctx) // several instances on one database seed it once
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	defer unlock()
	if err := loadSettings(ctx, st, v); err != nil {
		st.Close()
		return nil, nil, err
	}
	variant := demoVariant(v, st.Settings())
	sessions, err := store.OpenSessionsOf(st, data)
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	switch c := sessions.Compaction; {
	case c.Err != nil:
		log.Warn("sessions.db: could not compact it; going on with it as it is", "err", c.Err)
	case c.After < c.Before:
		log.Info("sessions.db compacted: most of it was free space", "before", c.Before, "after", c.After)
	}
	fresh, err := st.NeedsSeed(ctx)
	if err == nil && fresh {
		log.Info("new data folder: seeding the demo shop")
		if err = demo.Seed(ctx, st, demo.DefaultProducts, variant); err != nil {
			err = fmt.Errorf("seed: %w", err)
		}
	}
	if err == nil { // a shop older than the information pages gets the demo's texts
		err = demo.SeedInfoPages(ctx, st, variant)
	}
	if err != nil {
		sessions.Close()
		st.Close()
		return nil, nil, err
	}
	return st, sessions, nil
}

// startMail starts the mail worker, which sends the notices the store queues after their
// commits, until ctx ends. Without an SMTP server the mails go to the outbox folder, and the
// log says so: a shop never stays silent about mails it does not send.
func startMail(ctx context.Context, st *store.Store, data string, cfg handlers.Config, smtp *mail.SMTP, addr net.Addr) (<-chan struct{}, error) {
	log := cfg.Logger
	base, _ := handlers.ParseBaseURL(cfg.BaseURL)
	if base == "" { // a laptop's demo: links to where the shop listens
		port := "8080"
		if a, ok := addr.(*net.TCPAddr); ok {
			port = fmt.Sprint(a.Port)
		}
		base = "http://localhost:" + port
	}
	var sender mail.Sender
	if smtp != nil {
		log.Info("mail: sending through SMTP", "server", smtp.String())
		if err := startDKIM(ctx, data, smtp, log); err != nil {
			return nil, err
		}
		sender = smtp
	} else {
		host := "localhost"
		if u, err := url.Parse(base); err == nil {
			host = u.Hostname()
		}
		outbox, err := mail.NewOutbox(filepath.Join(data, "outbox"), "shop@"+host)
		if err != nil {
			return nil, err
		}
		log.Warn("mail: no SMTP server set (SHOP_SMTP_URL): mails are written to the outbox folder", "outbox", outbox.Dir())
		sender = outbox
	}
	w := mail.NewWorker(st, sender, mail.Shop{BaseURL: base, Lang: st.Languages().Default}, log)
	w.LoadOrder = services.OrderMail(st, cfg.Payments, handlers.OrderPath)
	w.SentLog = filepath.Join(data, "mail-sent.log")
	if cfg.Metrics != nil {
		w.Observer = cfg.Metrics
	}
	st.OnNoticeQueued(w.Kick)
	done := make(chan struct{})
	go func() { w.Run(ctx); close(done) }()
	return done, nil
}

// loadSettings loads the data folder's settings into st, writing the variant's defaults for
// the keys it lacks, and gives the store their languages. A data folder keeps the language its
// content is in: another variant's shop refuses it before it writes a setting, and so do
// settings whose languages an owner's SQL gave another default.
func loadSettings(ctx context.Context, st *store.Store, v settings.Variant) error {
	d := v.Defaults
	if err := st.SetLanguages(ctx, store.Languages{Default: d.Lang(), All: d.Languages}); err != nil {
		return err
	}
	if err := st.LoadSettings(ctx, d); err != nil {
		return err
	}
	shop := st.Settings()
	return st.SetLanguages(ctx, store.Languages{Default: shop.Lang(), All: shop.Languages})
}

// demoVariant is the demo shop a shop variant is seeded with, in its settings' languages and VAT.
func demoVariant(v settings.Variant, shop *settings.Shop) demo.Variant {
	return demo.Variant{Country: v.Country, Langs: store.Languages{Default: shop.Lang(), All: shop.Languages}, VAT: shop.VATBasisPoints}
}

func seed(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	db := dbFlag(fs)
	n := fs.Int("products", demo.DefaultProducts, "number of products")
	code := fs.String("shop", env("SHOP_CODE", "lv_shop"), "shop variant: "+strings.Join(settings.Codes(), ", ")+" (SHOP_CODE)")
	if done, err := parseFlags(fs, args, stdout, "shop seed [--data DIR] [--db URL] [--products N] [--shop CODE]"); done || err != nil {
		return err
	}
	if *n < 1 || *n > 2_000_000 {
		return fmt.Errorf("--products must be from 1 to 2000000")
	}
	st, variant, err := openNewShop(ctx, storePlace{*data, *db}, *code, "seed a new data folder")
	if err != nil {
		return err
	}
	defer st.Close()
	start := time.Now()
	if err := demo.Seed(ctx, st, *n, demoVariant(variant, st.Settings())); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "seeded %d products in %s\n", *n, time.Since(start).Round(time.Millisecond))
	return nil
}

// openNewShop opens the new data folder data for shop variant code, with its settings loaded,
// for `shop seed` and `shop init`; a folder whose database holds a shop already is refused
// with what to do instead.
func openNewShop(ctx context.Context, place storePlace, code, instead string) (*store.Store, settings.Variant, error) {
	variant, ok := settings.Lookup(code)
	if !ok {
		return nil, variant, fmt.Errorf("unknown shop code %q (known: %s)", code, strings.Join(settings.Codes(), ", "))
	}
	st, err := openStore(ctx, place)
	if err != nil {
		return nil, variant, err
	}
	fresh, err := st.NeedsSeed(ctx)
	if err == nil && !fresh {
		err = fmt.Errorf("the database in %s is not new; %s", place.dir, instead)
	}
	if err == nil {
		err = loadSettings(ctx, st, variant)
	}
	if err != nil {
		st.Close()
		return nil, variant, err
	}
	return st, variant, nil
}

// initShop runs `shop init`: a new data folder for a real shop, with the reference data and
// the information pages' texts but no demo catalogue, orders, reviews or coupons (see
// demo.SeedStart); `shop serve` then serves it as it is, never seeding the demo over it.
func initShop(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("init", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	db := dbFlag(fs)
	code := fs.String("shop", env("SHOP_CODE", "lv_shop"), "shop variant: "+strings.Join(settings.Codes(), ", ")+" (SHOP_CODE)")
	if done, err := parseFlags(fs, args, stdout, "shop init [--data DIR] [--db URL] [--shop CODE]"); done || err != nil {
		return err
	}
	st, variant, err := openNewShop(ctx, storePlace{*data, *db}, *code, "shop init starts a new data folder")
	if err != nil {
		return err
	}
	defer st.Close()
	if err := demo.SeedStart(ctx, st, demoVariant(variant, st.Settings())); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "A new %s shop is in %s, with no products yet. Next:\n"+
		"  shop admin create --data %s --email YOU@EXAMPLE --role owner\n"+
		"  shop serve --data %s --shop %s\n"+
		"then sign in at /admin: its dashboard lists what the shop still needs before it can sell.\n",
		*code, *data, *data, *data, *code)
	return nil
}

func backup(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	db := dbFlag(fs)
	if done, err := parseFlags(fs, args, stdout, "shop backup [--data DIR] FILE"); done || err != nil {
		return err
	}
	if store.IsPostgres(*db) {
		return notOnPostgres("shop backup")
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("usage: shop backup [--data DIR] FILE")
	}
	return store.BackupFile(ctx, *data, fs.Arg(0))
}
