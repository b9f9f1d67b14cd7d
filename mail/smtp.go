package mail

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
	"github.com/wneessen/go-mail/smtp"
)

// SMTP sends through a mail server, configured by a URL (SHOP_SMTP_URL) such as
//
//	smtp://USER:PASSWORD@HOST:PORT?from=shop@example.com&tls=starttls
//
// whose parts are:
//   - scheme smtp (port 587 unless given) or smtps (TLS from the first byte, port 465);
//   - USER:PASSWORD, optional, special characters percent-encoded (p%40ss for p@ss). With a
//     user the strongest mechanism the server offers is used, never PLAIN or LOGIN without
//     TLS; auth=plain, login, cram-md5, scram-sha-256… picks one;
//   - from, required: the sender, an address or "Name <address>" (percent-encoded); without
//     a name the shop's name in the mail's language is shown;
//   - tls: starttls (the default for smtp: the server must offer STARTTLS, and its
//     certificate is verified), tls (the default for smtps), or none (only for a relay on
//     the same machine, or a test server such as Mailpit).
//
// Each mail is one connection: a shop sends a few at a time, and a fresh connection never
// finds a stale one. A server that does not answer fails the try after a timeout.
type SMTP struct {
	host, user, password, from string
	port                       int
	tlsMode                    string // starttls, tls or none
	auth                       gomail.SMTPAuthType
	timeout                    time.Duration
	tlsConfig                  *tls.Config // nil: the system's roots; a test trusts its own
	// DKIMSelector names the DKIM key that signs (--dkim-selector); "" is OpenDKIM's choice.
	DKIMSelector string
	// NoDKIM sends the mails unsigned (--dkim=false): for a relay that signs for the domain.
	NoDKIM bool
	dkim   *DKIM // set by OpenDKIM; nil sends unsigned
}

// ParseSMTPURL reads an SMTP URL (see SMTP). Its errors never repeat the password.
func ParseSMTPURL(raw string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("SMTP URL: not a URL (smtp://user:password@host:587?from=shop@example.com)")
	}
	s := &SMTP{host: u.Hostname(), timeout: 15 * time.Second}
	switch u.Scheme {
	case "smtp":
		s.port, s.tlsMode = 587, "starttls"
	case "smtps":
		s.port, s.tlsMode = 465, "tls"
	default:
		return nil, fmt.Errorf("SMTP URL: scheme %q, want smtp or smtps", u.Scheme)
	}
	if s.host == "" {
		return nil, fmt.Errorf("SMTP URL: no host")
	}
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil || s.port < 1 || s.port > 65535 {
			return nil, fmt.Errorf("SMTP URL: port %q", p)
		}
	}
	if u.User != nil {
		s.user = u.User.Username()
		s.password, _ = u.User.Password()
		s.auth = gomail.SMTPAuthAutoDiscover
	}
	q := u.Query()
	for key := range q {
		if key != "from" && key != "tls" && key != "auth" {
			return nil, fmt.Errorf("SMTP URL: unknown setting %q (known: from, tls, auth)", key)
		}
	}
	s.from = q.Get("from")
	if _, err := netmail.ParseAddress(s.from); err != nil {
		return nil, fmt.Errorf("SMTP URL: from=%q is not an address: %v", s.from, err)
	}
	switch mode := q.Get("tls"); mode {
	case "":
	case "starttls", "tls", "none":
		s.tlsMode = mode
	default:
		return nil, fmt.Errorf("SMTP URL: tls=%q, want starttls, tls or none", mode)
	}
	if a := q.Get("auth"); a != "" {
		if s.user == "" {
			return nil, fmt.Errorf("SMTP URL: auth=%s without a user", a)
		}
		if err := s.auth.UnmarshalString(a); err != nil {
			return nil, fmt.Errorf("SMTP URL: %v", err)
		}
	}
	return s, nil
}

// String names the server for logs: no password.
func (s *SMTP) String() string {
	user := ""
	if s.user != "" {
		user = s.user + "@"
	}
	return fmt.Sprintf("smtp://%s%s:%d (tls %s, from %s)", user, s.host, s.port, s.tlsMode, s.from)
}

// FromDomain is the domain of the sender's address: the DKIM signing domain.
func (s *SMTP) FromDomain() string {
	addr, err := netmail.ParseAddress(s.from)
	if err != nil { // ParseSMTPURL checked it
		return ""
	}
	return addr.Address[strings.LastIndexByte(addr.Address, '@')+1:]
}

// OpenDKIM opens (or makes) the DKIM key in dir that signs every mail from now on, unless
// NoDKIM; nil then. created says the key is new: its record is yet to be published.
func (s *SMTP) OpenDKIM(dir string, now time.Time) (d *DKIM, created bool, err error) {
	if s.NoDKIM {
		return nil, false, nil
	}
	if s.dkim, created, err = OpenDKIM(dir, s.DKIMSelector, s.FromDomain(), now); err != nil {
		return nil, false, err
	}
	return s.dkim, created, nil
}

// Send delivers m in one connection. The message is written out once, signed (DKIM) and
// sent as those very bytes: a signature covers exactly what the server receives.
func (s *SMTP) Send(ctx context.Context, m *Message) error {
	msg, err := compose(s.from, m)
	if err != nil {
		return err
	}
	from, err := msg.GetSender(false)
	if err != nil {
		return permanent(err)
	}
	rcpts, err := msg.GetRecipients()
	if err != nil {
		return permanent(err)
	}
	var raw bytes.Buffer
	if _, err := msg.WriteTo(&raw); err != nil {
		return err
	}
	data := raw.Bytes()
	if s.dkim != nil {
		if data, err = s.dkim.Sign(data); err != nil {
			return err
		}
	}
	opts := []gomail.Option{gomail.WithPort(s.port), gomail.WithTimeout(s.timeout)}
	switch s.tlsMode {
	case "starttls":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case "tls":
		opts = append(opts, gomail.WithSSL())
	case "none":
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	}
	if s.tlsConfig != nil {
		opts = append(opts, gomail.WithTLSConfig(s.tlsConfig))
	}
	if s.user != "" {
		opts = append(opts, gomail.WithSMTPAuth(s.auth), gomail.WithUsername(s.user), gomail.WithPassword(s.password))
	}
	c, err := gomail.NewClient(s.host, opts...)
	if err != nil {
		return err
	}
	// go-mail dials, says hello, starts TLS and authenticates; the envelope and the bytes
	// are ours, since its own send writes the message out again.
	client, err := c.DialToSMTPClientWithContext(ctx)
	if err != nil {
		return fmt.Errorf("dial failed: %w", err)
	}
	// The send gets its own timeout after the greeting, TLS and login, as go-mail's own does.
	if err = client.UpdateDeadline(s.timeout); err == nil {
		err = sendRaw(client, from, rcpts, data)
	}
	if closeErr := c.CloseWithSMTPClient(client); err == nil && closeErr != nil {
		err = closeErr
	}
	return err
}

// sendRaw hands one message to the server: MAIL FROM, RCPT TO for each recipient, DATA.
func sendRaw(c *smtp.Client, from string, rcpts []string, data []byte) error {
	if err := c.Mail(from); err != nil {
		c.Reset()
		return fmt.Errorf("MAIL FROM: %w", err)
	}
	for _, r := range rcpts {
		if err := c.Rcpt(r); err != nil {
			c.Reset()
			return fmt.Errorf("RCPT TO %s: %w", r, err)
		}
	}
	w, err := c.Data()
	if err != nil {
		c.Reset()
		return fmt.Errorf("DATA: %w", err)
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return fmt.Errorf("DATA: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	return nil
}
