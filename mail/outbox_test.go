package mail

import (
	"context"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"shop/i18n"
	"shop/store"
)

// part is one decoded part of a multipart message.
type part struct{ contentType, charset, body string }

// parseMail reads an RFC 5322 message with a multipart/alternative body.
func parseMail(t *testing.T, r io.Reader) (*netmail.Message, []part) {
	t.Helper()
	msg, err := netmail.ReadMessage(r)
	if err != nil {
		t.Fatal(err)
	}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type %q (%v)", msg.Header.Get("Content-Type"), err)
	}
	var parts []part
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextRawPart() // raw: decode the transfer encoding here, as a mail program does
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		ct, cparams, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		var body io.Reader = p
		if p.Header.Get("Content-Transfer-Encoding") == "quoted-printable" {
			body = quotedprintable.NewReader(p)
		}
		b, err := io.ReadAll(body)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, part{ct, cparams["charset"], string(b)})
	}
	return msg, parts
}

// The outbox writes each mail as a whole .eml file, named by time, notice and kind: a proper
// RFC 5322 message whose text and HTML parts decode to what was rendered; no temporary file
// is left behind.
func TestOutboxWritesWholeMessages(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	o, err := NewOutbox(dir, "shop@shop.example")
	if err != nil {
		t.Fatal(err)
	}
	order, _ := stubOrder(context.Background(), 42, "ru")
	n := store.Notice{ID: 17, Kind: store.NoticeOrderConfirmation, Email: "anna@example.com", Lang: "ru", OrderID: 42, CreatedAt: "2026-11-24T08:00:00Z"}
	m, err := render(Shop{BaseURL: "https://shop.example", Lang: "lv"}, n, nil, order, time.Date(2026, 11, 24, 8, 0, 1, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if err := o.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 1 || files[0].Name() != "20261124T080001.000Z-17-order_confirmation.eml" {
		t.Fatalf("outbox holds %v", files)
	}
	f, err := os.Open(filepath.Join(dir, files[0].Name()))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	msg, parts := parseMail(t, f)
	dec := new(mime.WordDecoder)
	subject, err := dec.DecodeHeader(msg.Header.Get("Subject"))
	if err != nil || subject != i18n.T("ru", "mail_order_confirmation_subject", "number", "LV-000042") {
		t.Errorf("Subject %q (%v)", subject, err)
	}
	from, err := msg.Header.AddressList("From")
	if err != nil || len(from) != 1 || from[0].Address != "shop@shop.example" || from[0].Name != "TelShop" {
		t.Errorf("From %v (%v)", from, err)
	}
	if to, err := msg.Header.AddressList("To"); err != nil || len(to) != 1 || to[0].Address != "anna@example.com" {
		t.Errorf("To %v (%v)", to, err)
	}
	if date, err := msg.Header.Date(); err != nil || !date.Equal(m.Date) {
		t.Errorf("Date %v (%v)", date, err)
	}
	for header, want := range map[string]string{
		"Message-Id": "<" + m.ID + ">", "Content-Language": "ru", "Auto-Submitted": "auto-generated", "Mime-Version": "1.0",
	} {
		if got := msg.Header.Get(header); got != want {
			t.Errorf("%s: %q, want %q", header, got, want)
		}
	}
	if len(parts) != 2 || parts[0].contentType != "text/plain" || parts[1].contentType != "text/html" ||
		!strings.EqualFold(parts[0].charset, "utf-8") || !strings.EqualFold(parts[1].charset, "utf-8") {
		t.Fatalf("parts %+v", parts)
	}
	lf := strings.NewReplacer("\r\n", "\n") // the wire's line ends are CRLF
	if lf.Replace(parts[0].body) != m.Text || lf.Replace(parts[1].body) != m.HTML {
		t.Errorf("the parts do not decode to the rendered mail:\n%s\n%s", parts[0].body, parts[1].body)
	}
	contains(t, "text part", parts[0].body, "Здравствуйте, Anna!", "https://shop.example/ru/orders/42")

	// A second mail of the same second gets its own file.
	m2 := *m
	m2.Notice, m2.Kind = 18, store.NoticePaymentReceived
	if err := o.Send(context.Background(), &m2); err != nil {
		t.Fatal(err)
	}
	files, _ = os.ReadDir(dir)
	name := regexp.MustCompile(`^\d{8}T\d{6}\.\d{3}Z-\d+-[a-z_]+\.eml$`)
	for _, f := range files {
		if !name.MatchString(f.Name()) {
			t.Errorf("%s in the outbox", f.Name())
		}
	}
	if len(files) != 2 {
		t.Errorf("%d files, want 2", len(files))
	}
	// A recipient no mail program could write to is refused for good, and leaves nothing.
	bad := *m
	bad.To, bad.Notice = "not an address", 19
	if err := o.Send(context.Background(), &bad); err == nil || !isPermanent(err) {
		t.Errorf("a bad address: %v", err)
	}
	if files, _ := os.ReadDir(dir); len(files) != 2 {
		t.Errorf("%d files after a refused mail", len(files))
	}
}

// A crash while a mail was being written leaves a .writing-* file; the next start removes
// it (its notice is still unsent and is written again) and keeps the whole mails.
func TestOutboxRemovesHalfWrittenMailsAtStart(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{".writing-123": "From: half a mail", ".writing-abc": "", "20260101T000000.000Z-1-order_confirmation.eml": "whole"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := NewOutbox(dir, "shop@example.com"); err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*"))
	hidden, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(left) != 1 || filepath.Base(left[0]) != "20260101T000000.000Z-1-order_confirmation.eml" || len(hidden) != 0 {
		t.Errorf("after start the outbox holds %v and %v", left, hidden)
	}
}
