package mail

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"shop/i18n"
	"shop/store"
)

// smtpTo is an SMTP sender to a Mailpit without TLS (it runs on the same machine).
func smtpTo(t *testing.T, m *mailpit) *SMTP {
	t.Helper()
	s, err := ParseSMTPURL(fmt.Sprintf("smtp://127.0.0.1:%d?from=shop@shop.example&tls=none", m.smtpPort))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// runWorker runs w until the test ends.
func runWorker(t *testing.T, w *Worker) {
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Run(ctx); close(done) }()
	t.Cleanup(func() { stop(); <-done })
}

// waitAllSent waits until the store has no unsent notice: the worker marks after the send.
func waitAllSent(t *testing.T, st *store.Store) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		pending, err := st.PendingNotices(context.Background(), 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(pending) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("unsent after 10 s: %+v", pending)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A restock through the real trigger reaches each waiting shopper through a real SMTP
// server, in the language they subscribed in (the shop's default for none): subject, sender,
// text and HTML parts, absolute links, the Content-Language header.
func TestBackInStockArrivesInMailpit(t *testing.T) {
	mp := startMailpit(t)
	st := openStore(t)
	ctx := context.Background()
	addProduct(t, st, 5, "Galaxy S24 256GB", 99900, 0)
	for email, lang := range map[string]string{"ivan@example.com": "ru", "janis@example.com": "lv", "emma@example.com": "en", "nolang@example.com": ""} {
		if err := st.SubscribeBackInStock(ctx, 5, email, lang); err != nil {
			t.Fatal(err)
		}
	}
	w := NewWorker(st, smtpTo(t, mp), testShop, quiet)
	runWorker(t, w)
	if err := st.SetStock(ctx, 5, 5); err != nil { // 0 → 5: the trigger queues four notices
		t.Fatal(err)
	}
	w.Kick()
	got := mp.waitFor(t, "ivan@example.com", "janis@example.com", "emma@example.com", "nolang@example.com")
	gross := testPricing.Gross(99900)
	for email, lang := range map[string]string{"ivan@example.com": "ru", "janis@example.com": "lv", "emma@example.com": "en", "nolang@example.com": "lv"} {
		price := i18n.Money(lang, gross) // written as the mail's language writes euros
		r := got[email]
		page := "https://shop.example/p/product-5" // the product's page in the mail's language
		if lang != "lv" {
			page = "https://shop.example/" + lang + "/p/product-5"
		}
		if want := i18n.T(lang, "mail_back_in_stock_subject", "title", "Galaxy S24 256GB"); r.Subject != want {
			t.Errorf("%s: subject %q, want %q", email, r.Subject, want)
		}
		if r.From.Address != "shop@shop.example" || r.From.Name != "TelShop" || len(r.To) != 1 || r.To[0].Address != email {
			t.Errorf("%s: from %+v to %+v", email, r.From, r.To)
		}
		contains(t, email+" text", r.Text, i18n.T(lang, "mail_back_in_stock_intro"), price, page,
			i18n.T(lang, "mail_back_in_stock_why"))
		contains(t, email+" HTML", r.HTML, `<html lang="`+lang+`">`, i18n.T(lang, "mail_back_in_stock_action"),
			`href="`+page+`"`, `src="https://shop.example/media/demo/product-5.svg"`, price)
		if h := r.Headers["Content-Language"]; len(h) != 1 || h[0] != lang {
			t.Errorf("%s: Content-Language %v", email, h)
		}
		if !strings.HasPrefix(r.MessageID, "notice-") || !strings.HasSuffix(r.MessageID, "@shop.example") {
			t.Errorf("%s: Message-ID %q", email, r.MessageID)
		}
	}
	waitAllSent(t, st)
	if n := mp.count(t); n != 4 {
		t.Errorf("Mailpit holds %d mails, want 4", n)
	}
}

// The order mails, queued in the order's transaction, leave at once (the commit kicks the
// worker, whose timer is an hour) and arrive in the order's language with its lines, totals,
// payment instructions and links. The order's data comes from a stub loader: the order
// tables' Go API is wired by the integrator.
func TestOrderMailsArriveInMailpit(t *testing.T) {
	mp := startMailpit(t)
	st := openStore(t)
	ctx := context.Background()
	addOrder(t, st, 1)
	addOrder(t, st, 2)
	w := NewWorker(st, smtpTo(t, mp), testShop, quiet)
	w.LoadOrder, w.interval = stubOrder, time.Hour
	st.OnNoticeQueued(w.Kick)
	runWorker(t, w)

	started := time.Now()
	err := st.WithTx(ctx, func(ctx context.Context) error { // as the checkout will
		_, err := st.QueueNotice(ctx, store.Notice{Kind: store.NoticeOrderConfirmation, Email: "anna@example.com", Lang: "lv", OrderID: 1})
		if err == nil {
			_, err = st.QueueNotice(ctx, store.Notice{Kind: store.NoticePaymentReceived, Email: "ivan@example.com", Lang: "ru", OrderID: 2})
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	got := mp.waitFor(t, "anna@example.com", "ivan@example.com")
	t.Logf("both mails in Mailpit %v after the commit", time.Since(started).Round(time.Millisecond))

	c := got["anna@example.com"]
	if want := i18n.T("lv", "mail_order_confirmation_subject", "number", "LV-000001"); c.Subject != want {
		t.Errorf("confirmation subject %q, want %q", c.Subject, want)
	}
	contains(t, "confirmation text", c.Text, "Labdien, Anna!", i18n.T("lv", "mail_order_confirmation_intro"),
		"1 × Apple iPhone 15 128GB <Black>: "+i18n.Money("lv", 108900), "Kupons SPRING10: -"+i18n.Money("lv", 11248),
		"Kopā: "+i18n.Money("lv", 101731), "IBAN: LV00HABA0000000000000", "https://pay.example/checkout?o=1",
		"https://shop.example/orders/1")
	contains(t, "confirmation HTML", c.HTML, `<html lang="lv">`, "Apple iPhone 15 128GB &lt;Black&gt;", "USB-C &amp; Lightning cable",
		`href="https://shop.example/orders/1"`, `href="https://pay.example/checkout?o=1"`, i18n.T("lv", "mail_payment_how"))

	p := got["ivan@example.com"]
	if want := i18n.T("ru", "mail_payment_received_subject", "number", "LV-000002"); p.Subject != want {
		t.Errorf("payment subject %q, want %q", p.Subject, want)
	}
	contains(t, "payment text", p.Text, "Здравствуйте, Anna!",
		i18n.T("ru", "mail_payment_received_intro", "amount", i18n.Money("ru", 101731), "number", "LV-000002"), "https://shop.example/ru/orders/2")
	contains(t, "payment HTML", p.HTML, `<html lang="ru">`, `href="https://shop.example/ru/orders/2"`, i18n.T("ru", "mail_view_order"))
	waitAllSent(t, st)
}

// selfSigned writes a certificate for 127.0.0.1 and its key, and returns the pool that
// trusts it.
func selfSigned(t *testing.T) (certFile, keyFile string, roots *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "mailpit test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA: true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}), 0o600)
	cert, _ := x509.ParseCertificate(der)
	roots = x509.NewCertPool()
	roots.AddCert(cert)
	return certFile, keyFile, roots
}

// The production path: STARTTLS with a verified certificate and a login. A server the shop
// cannot verify, a plain connection to a server that requires TLS, and a server that is not
// there fail the send, and the worker records the failure for a retry.
func TestSMTPStartTLSWithLogin(t *testing.T) {
	certFile, keyFile, roots := selfSigned(t)
	hash, err := bcrypt.GenerateFromPassword([]byte("s3cret!"), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	users := filepath.Join(t.TempDir(), "users")
	if err := os.WriteFile(users, []byte("shop:"+string(hash)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	mp := startMailpit(t, "--smtp-tls-cert", certFile, "--smtp-tls-key", keyFile, "--smtp-require-starttls", "--smtp-auth-file", users)
	url := fmt.Sprintf("smtp://shop:s3cret%%21@127.0.0.1:%d?from=TelShop+Orders+%%3Corders@shop.example%%3E", mp.smtpPort)
	s, err := ParseSMTPURL(url) // the default: STARTTLS, verified, with the strongest login offered
	if err != nil {
		t.Fatal(err)
	}
	if s.tlsMode != "starttls" || s.user != "shop" || s.password != "s3cret!" {
		t.Fatalf("parsed %s", s)
	}
	m, err := render(testShop, store.Notice{ID: 1, Kind: store.NoticeBackInStock, Email: "tls@example.com", Lang: "en", ProductID: 7},
		product, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()

	untrusted := *s // the system's roots do not know the test's certificate
	if err := untrusted.Send(ctx, m); err == nil || !strings.Contains(err.Error(), "certificate") {
		t.Errorf("an unverifiable server: %v", err)
	}
	plain := *s
	plain.tlsMode = "none"
	if err := plain.Send(ctx, m); err == nil {
		t.Error("a plain connection to a server that requires STARTTLS went through")
	}
	wrong := *s
	wrong.password = "guess"
	wrong.tlsConfig = &tls.Config{RootCAs: roots, ServerName: "127.0.0.1"}
	if err := wrong.Send(ctx, m); err == nil || !strings.Contains(err.Error(), "535") {
		t.Errorf("a wrong password: %v", err)
	}
	if n := mp.count(t); n != 0 {
		t.Fatalf("%d mails arrived through failed sends", n)
	}

	s.tlsConfig = &tls.Config{RootCAs: roots, ServerName: "127.0.0.1", MinVersion: tls.VersionTLS12}
	if err := s.Send(ctx, m); err != nil {
		t.Fatal(err)
	}
	r := mp.waitFor(t, "tls@example.com")["tls@example.com"]
	if r.From.Name != "TelShop Orders" || r.From.Address != "orders@shop.example" || r.Subject != m.Subject {
		t.Errorf("arrived %+v", r)
	}

	// No server: the worker records the failure and schedules the next try.
	st := openStore(t)
	addProduct(t, st, 7, "Galaxy S24", 1000, 0)
	if err := st.SubscribeBackInStock(ctx, 7, "nobody@example.com", "en"); err != nil {
		t.Fatal(err)
	}
	if err := st.SetStock(ctx, 7, 1); err != nil {
		t.Fatal(err)
	}
	down, _ := ParseSMTPURL(fmt.Sprintf("smtp://127.0.0.1:%d?from=shop@shop.example&tls=none", freePort(t)))
	w := NewWorker(st, down, testShop, quiet)
	w.deliverDue(ctx)
	pending, _ := st.PendingNotices(ctx, 10)
	if len(pending) != 1 || pending[0].Attempts != 1 || pending[0].NextAttemptAt == "" || !strings.Contains(pending[0].LastError, "dial") {
		t.Errorf("after a send to no server: %+v", pending)
	}
}
