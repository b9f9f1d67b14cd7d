// Package picfetch fetches the pictures an import names by URL (Shopify's Image Src), with
// the limits a server that fetches what a file tells it to must keep: a timeout per picture,
// a size limit per picture and per import, http and https only, and no address inside the
// server's own networks (loopback, private, link-local, …): an import file must not make the
// shop read its cloud's metadata service or a router's admin page. The address is checked
// where the connection is made (net.Dialer.Control), after the name is resolved, so a name
// that resolves to a public address when asked and a private one when dialled (DNS
// rebinding) is refused too; redirects dial again and are checked again. No SQL here: what
// is fetched is handed to a Sink.
package picfetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// Limits bound what one import may fetch.
type Limits struct {
	Timeout     time.Duration // one picture, from dial to last byte
	MaxBytes    int64         // one picture
	MaxTotal    int64         // every picture of one import
	MaxPictures int           // pictures of one import
	MaxRedirect int
}

// DefaultLimits fit a shop's pictures: a product photo is rarely above a few MiB (the
// pictures pipeline takes at most 15 MiB), a catalogue of a few thousand products with a
// handful each stays under the totals.
var DefaultLimits = Limits{Timeout: 10 * time.Second, MaxBytes: 15 << 20, MaxTotal: 2 << 30, MaxPictures: 20_000, MaxRedirect: 3}

// Fetcher fetches pictures by URL.
type Fetcher struct {
	client *http.Client
	limits Limits
}

// ErrRefused is a URL the fetcher will not fetch: its scheme, or the address its host has.
var ErrRefused = errors.New("refused")

// New is a fetcher; allowPrivate lets it reach private and loopback addresses (the serve
// flag --import-private-urls, for tests against a local server).
func New(limits Limits, allowPrivate bool) *Fetcher {
	d := &net.Dialer{Timeout: limits.Timeout}
	if !allowPrivate {
		d.Control = refusePrivate
	}
	tr := &http.Transport{
		Proxy:                 nil, // a proxy would make the dial go to it, past the address check
		DialContext:           d.DialContext,
		TLSHandshakeTimeout:   limits.Timeout,
		ResponseHeaderTimeout: limits.Timeout,
		MaxIdleConnsPerHost:   2,
		IdleConnTimeout:       30 * time.Second,
	}
	c := &http.Client{Transport: tr, Timeout: limits.Timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > limits.MaxRedirect {
				return fmt.Errorf("more than %d redirects", limits.MaxRedirect)
			}
			return checkScheme(req.URL)
		}}
	return &Fetcher{client: c, limits: limits}
}

// refusePrivate is the dialer's check of the address it is about to connect to.
func refusePrivate(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: address %q", ErrRefused, address)
	}
	if !Public(ap.Addr()) {
		return fmt.Errorf("%w: %s is not a public address", ErrRefused, ap.Addr())
	}
	return nil
}

// shared is the carrier-grade NAT range (RFC 6598), private in all but name.
var shared = netip.MustParsePrefix("100.64.0.0/10")

// Public is whether an address is one the shop may fetch from: not loopback, private
// (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud metadata
// services, fe80::/10), carrier-grade NAT, multicast or unspecified.
func Public(a netip.Addr) bool {
	a = a.Unmap()
	return a.IsValid() && a.IsGlobalUnicast() && !a.IsPrivate() && !a.IsLoopback() && !a.IsLinkLocalUnicast() &&
		!shared.Contains(a) && !(a.Is4() && a.As4()[0] == 0)
}

func checkScheme(u *url.URL) error {
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("%w: only http and https pictures are fetched", ErrRefused)
	}
	return nil
}

// Fetch reads one picture, at most the fetcher's MaxBytes.
func (f *Fetcher) Fetch(ctx context.Context, rawURL string) ([]byte, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("%w: not a URL", ErrRefused)
	}
	if err := checkScheme(u); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, f.limits.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "image/webp,image/png,image/jpeg,image/*;q=0.8")
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, unwrapDial(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("the server answered %s", resp.Status)
	}
	if resp.ContentLength > f.limits.MaxBytes {
		return nil, fmt.Errorf("the picture is larger than %d MiB", f.limits.MaxBytes>>20)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, f.limits.MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > f.limits.MaxBytes {
		return nil, fmt.Errorf("the picture is larger than %d MiB", f.limits.MaxBytes>>20)
	}
	return data, nil
}

// unwrapDial keeps a refusal's own words instead of the client's wrapping of them.
func unwrapDial(err error) error {
	if errors.Is(err, ErrRefused) {
		var msg string
		for e := err; e != nil; e = errors.Unwrap(e) {
			if strings.HasPrefix(e.Error(), ErrRefused.Error()) {
				msg = e.Error()
			}
		}
		if msg != "" {
			return fmt.Errorf("%w%s", ErrRefused, strings.TrimPrefix(msg, ErrRefused.Error()))
		}
	}
	return err
}
