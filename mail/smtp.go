package mail

import (
	"context"
	"crypto/tls"
	"fmt"
	netmail "net/mail"
	"net/url"
	"strconv"
	"time"

	gomail "github.com/wneessen/go-mail"
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

// Send delivers m in one connection.
func (s *SMTP) Send(ctx context.Context, m *Message) error {
	msg, err := compose(s.from, m)
	if err != nil {
		return err
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
	return c.DialAndSendWithContext(ctx, msg)
}
