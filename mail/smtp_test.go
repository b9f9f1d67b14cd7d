package mail

import (
	"strings"
	"testing"

	gomail "github.com/wneessen/go-mail"
)

func TestParseSMTPURL(t *testing.T) {
	for _, c := range []struct {
		raw                         string
		host, user, pass, from, tls string
		port                        int
		auth                        gomail.SMTPAuthType
	}{
		{raw: "smtp://mail.example.com?from=shop@example.com", host: "mail.example.com", port: 587, tls: "starttls", from: "shop@example.com"},
		{raw: "smtps://u:p%40ss@mail.example.com?from=shop@example.com", host: "mail.example.com", port: 465, tls: "tls",
			user: "u", pass: "p@ss", from: "shop@example.com", auth: gomail.SMTPAuthAutoDiscover},
		{raw: "smtp://u:secret@127.0.0.1:1025?from=TelShop+%3Cshop@example.com%3E&tls=none&auth=plain", host: "127.0.0.1", port: 1025,
			tls: "none", user: "u", pass: "secret", from: "TelShop <shop@example.com>", auth: gomail.SMTPAuthPlain},
		{raw: "smtp://[::1]:25?from=a@b.lv&tls=tls", host: "::1", port: 25, tls: "tls", from: "a@b.lv"},
	} {
		s, err := ParseSMTPURL(c.raw)
		if err != nil {
			t.Errorf("%s: %v", c.raw, err)
			continue
		}
		if s.host != c.host || s.port != c.port || s.tlsMode != c.tls || s.user != c.user || s.password != c.pass || s.from != c.from || s.auth != c.auth {
			t.Errorf("%s: %+v", c.raw, s)
		}
		if strings.Contains(s.String(), "secret") || strings.Contains(s.String(), "p@ss") {
			t.Errorf("String() shows the password: %s", s)
		}
	}
	for raw, want := range map[string]string{
		"http://mail.example.com?from=a@b.lv":                 "scheme",
		"smtp://?from=a@b.lv":                                 "no host",
		"smtp://mail.example.com":                             "from",
		"smtp://mail.example.com?from=nobody":                 "from",
		"smtp://mail.example.com:99999?from=a@b.lv":           "port",
		"smtp://mail.example.com?from=a@b.lv&tls=maybe":       "tls",
		"smtp://mail.example.com?from=a@b.lv&auth=plain":      "without a user",
		"smtp://u:secret@mail.example.com?from=a@b.lv&auth=x": "auth",
		"smtp://mail.example.com?from=a@b.lv&form=x":          "unknown setting",
		"smtp://u:secret@mail example.com?from=a@b.lv":        "not a URL",
	} {
		_, err := ParseSMTPURL(raw)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", raw, err, want)
		}
		if err != nil && strings.Contains(err.Error(), "secret") {
			t.Errorf("%s: the error shows the password: %v", raw, err)
		}
	}
}
