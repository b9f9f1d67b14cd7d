package mail

import (
	"bufio"
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"net/textproto"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/emersion/go-msgauth/dkim"
)

// DKIM signs the shop's outgoing mail (RFC 6376), so that a receiving server can check that
// a mail From the shop's domain was sent by the shop: without a signature, mail from a VPS
// lands in spam. The key is RSA 2048 (Ed25519 keys, RFC 8463, are not checked by every mail
// provider yet), kept in the data folder as DIR/<selector>.key; the domain publishes its
// public half as the TXT record <selector>._domainkey.<domain> (Record).
type DKIM struct {
	Selector string // names the key: its file and its DNS record
	Domain   string // the signing domain: the From address's
	key      crypto.Signer
	pub      []byte // the public key, DER (PKIX)
}

// dkimKeyBits is the key's size: 2048, what mail providers ask for; 1024 is weak, 4096 does
// not fit many DNS hosts' TXT records.
const dkimKeyBits = 2048

// dkimHeaders are the header fields signed when the mail has them: those a reader sees and
// trusts (sender, recipient, subject, date, reply address), those that say how the body is
// read, and the unsubscribe headers, so no one on the way can add or change them.
var dkimHeaders = []string{"From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type",
	"Reply-To", "List-Unsubscribe", "List-Unsubscribe-Post"}

// OpenDKIM opens the DKIM key of selector in dir for signing mail from domain, making the key
// (and dir, 0700) when it is missing. An empty selector takes the one key dir holds, or makes
// one named "shop" and the year and month (shop202611): a new selector per new key lets a
// key be replaced while the old record still checks the mails on their way. created says the
// key is new, so its record is yet to be published.
func OpenDKIM(dir, selector, domain string, now time.Time) (d *DKIM, created bool, err error) {
	if domain = strings.ToLower(strings.TrimSpace(domain)); !validDNSName(domain) {
		return nil, false, fmt.Errorf("DKIM: the signing domain %q is not a domain name", domain)
	}
	if selector == "" {
		if selector, err = onlySelector(dir); err != nil {
			return nil, false, err
		}
		if selector == "" {
			selector = "shop" + now.UTC().Format("200601")
		}
	}
	if !validDNSName(selector) {
		return nil, false, fmt.Errorf("DKIM: selector %q: want letters, digits, - and dots", selector)
	}
	path := filepath.Join(dir, selector+".key")
	raw, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if raw, err = makeDKIMKey(dir, path); err != nil {
			return nil, false, fmt.Errorf("DKIM: making the key %s: %w", path, err)
		}
		created = true
	} else if err != nil {
		return nil, false, fmt.Errorf("DKIM: %w", err)
	}
	key, err := parseDKIMKey(raw)
	if err != nil {
		return nil, false, fmt.Errorf("DKIM: the key %s: %w", path, err)
	}
	pub, err := x509.MarshalPKIXPublicKey(key.Public())
	if err != nil {
		return nil, false, fmt.Errorf("DKIM: the key %s: %w", path, err)
	}
	return &DKIM{Selector: selector, Domain: domain, key: key, pub: pub}, created, nil
}

// onlySelector is the selector of the one key in dir; "" for none. Several keys (one being
// replaced) need --dkim-selector to say which signs.
func onlySelector(dir string) (string, error) {
	keys, err := filepath.Glob(filepath.Join(dir, "*.key"))
	if err != nil {
		return "", err
	}
	switch len(keys) {
	case 0:
		return "", nil
	case 1:
		return strings.TrimSuffix(filepath.Base(keys[0]), ".key"), nil
	}
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = strings.TrimSuffix(filepath.Base(k), ".key")
	}
	return "", fmt.Errorf("DKIM: %s holds several keys (%s): name the one that signs with --dkim-selector (SHOP_DKIM_SELECTOR)",
		dir, strings.Join(names, ", "))
}

// makeDKIMKey writes a new key to path, readable by the shop's user alone, and returns it. It
// is written whole under a temporary name and linked into place only if no key is there yet,
// so a crash leaves no half key and a key made at the same moment by another process wins
// whole (its bytes are returned).
func makeDKIMKey(dir, path string) ([]byte, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	key, err := rsa.GenerateKey(rand.Reader, dkimKeyBits)
	if err != nil {
		return nil, err
	}
	der, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return nil, err
	}
	raw := pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der})
	tmp, err := os.CreateTemp(dir, ".key-*")
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name())
	// CreateTemp makes the file 0600 already; the key must never be readable by others.
	if _, err := tmp.Write(raw); err != nil {
		tmp.Close()
		return nil, err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, err
	}
	if err := tmp.Close(); err != nil {
		return nil, err
	}
	if err := os.Link(tmp.Name(), path); errors.Is(err, fs.ErrExist) {
		return os.ReadFile(path)
	} else if err != nil {
		return nil, err
	}
	return raw, nil
}

func parseDKIMKey(raw []byte) (crypto.Signer, error) {
	block, _ := pem.Decode(raw)
	if block == nil || block.Type != "PRIVATE KEY" {
		return nil, errors.New("not a PEM private key (PKCS #8)")
	}
	key, err := x509.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		return nil, err
	}
	rsaKey, ok := key.(*rsa.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("a %T key, want RSA", key)
	}
	return rsaKey, nil
}

// validDNSName: dot-separated labels of letters, digits and hyphens, as a selector and a
// domain must be.
func validDNSName(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for _, label := range strings.Split(s, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, r := range label {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
				return false
			}
		}
	}
	return true
}

// RecordName is the DNS name of the key's TXT record.
func (d *DKIM) RecordName() string { return d.Selector + "._domainkey." + d.Domain }

// RecordValue is the TXT record's text: the public key (RFC 6376 §3.6.1).
func (d *DKIM) RecordValue() string {
	return "v=DKIM1; k=rsa; p=" + base64.StdEncoding.EncodeToString(d.pub)
}

// ZoneLine is the record as a zone file writes it: its text cut into strings of at most 255
// characters, the most one TXT string holds (a 2048-bit key's text is longer), which a
// resolver joins again.
func (d *DKIM) ZoneLine() string {
	v := d.RecordValue()
	var parts []string
	for len(v) > 0 {
		n := min(len(v), 255)
		parts = append(parts, `"`+v[:n]+`"`)
		v = v[n:]
	}
	return d.RecordName() + ". IN TXT ( " + strings.Join(parts, " ") + " )"
}

// Sign returns msg, a whole RFC 5322 message with CRLF line ends, with a DKIM-Signature
// header in front. Relaxed canonicalization lets a relay refold headers and trailing space
// without breaking the signature.
func (d *DKIM) Sign(msg []byte) ([]byte, error) {
	header, err := textproto.NewReader(bufio.NewReader(bytes.NewReader(msg))).ReadMIMEHeader()
	if err != nil {
		return nil, fmt.Errorf("DKIM: reading the message's header: %w", err)
	}
	var keys []string
	for _, k := range dkimHeaders {
		if _, ok := header[textproto.CanonicalMIMEHeaderKey(k)]; ok {
			keys = append(keys, k)
		}
	}
	if !slices.Contains(keys, "From") {
		return nil, errors.New("DKIM: the message has no From")
	}
	var out bytes.Buffer
	out.Grow(len(msg) + 1024)
	err = dkim.Sign(&out, bytes.NewReader(msg), &dkim.SignOptions{
		Domain: d.Domain, Selector: d.Selector, Signer: d.key, Hash: crypto.SHA256,
		HeaderCanonicalization: dkim.CanonicalizationRelaxed, BodyCanonicalization: dkim.CanonicalizationRelaxed,
		HeaderKeys: keys,
	})
	if err != nil {
		return nil, fmt.Errorf("DKIM: %w", err)
	}
	return out.Bytes(), nil
}
