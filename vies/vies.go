// Package vies asks the European Commission's VIES whether a VAT number is valid, through its
// REST API (POST {base}/check-vat-number), as a business buyer's 0 % intra-Community supply
// needs. A valid answer comes with VIES's consultation number (requestIdentifier), which the
// order keeps as proof of the check, when the shop names itself as the requester. VIES down
// (a member state's service, the whole of it, a timeout) is ErrUnavailable, never "invalid":
// the shopper is asked to try again. No routes, no SQL.
package vies

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"shop/internal/lru"
)

// DefaultURL is VIES's REST API.
const DefaultURL = "https://ec.europa.eu/taxation_customs/vies/rest-api"

// Timeout is how long one question may take: a checkout waits for it.
const Timeout = 5 * time.Second

// CacheFor is how long a valid answer is reused: a checkout asks at the VAT number's entry
// and again at the order, and VIES asks its users not to repeat questions.
const CacheFor = 10 * time.Minute

// ErrUnavailable is VIES not answering now (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE,
// MS_MAX_CONCURRENT_REQ, a network error, an answer it cannot read): try again later.
var ErrUnavailable = errors.New("vies: the VAT number could not be checked now")

// Result is VIES's answer.
type Result struct {
	Valid     bool
	Number    string // the number asked, its country prefix first: "EE100931558"
	Country   string // "EE"
	RequestID string // the consultation number; "" without a requester
	Date      time.Time
	Name      string // the trader's name, as far as the member state shares it
	Address   string
}

// Client asks VIES. Safe for concurrent use.
type Client struct {
	base  string
	http  *http.Client
	now   func() time.Time
	cache *lru.Cache[string, cached]
}

// cached is a valid answer and when the shop got it.
type cached struct {
	res Result
	at  time.Time
}

// New is a client of VIES's REST API at base ("" is DefaultURL); tests pass a local server
// that answers as VIES does.
func New(base string) *Client {
	if base == "" {
		base = DefaultURL
	}
	return &Client{base: strings.TrimRight(base, "/"), http: &http.Client{Timeout: Timeout}, now: time.Now,
		cache: lru.New[string, cached](1000, nil)}
}

// request is the body of check-vat-number.
type request struct {
	CountryCode              string `json:"countryCode"`
	VATNumber                string `json:"vatNumber"`
	RequesterMemberStateCode string `json:"requesterMemberStateCode,omitempty"`
	RequesterNumber          string `json:"requesterNumber,omitempty"`
}

// answer is check-vat-number's answer, or its error ({"actionSucceed": false, "errorWrappers": [...]}).
type answer struct {
	Valid             *bool  `json:"valid"`
	RequestDate       string `json:"requestDate"`
	RequestIdentifier string `json:"requestIdentifier"`
	Name              string `json:"name"`
	Address           string `json:"address"`
	ActionSucceed     *bool  `json:"actionSucceed"`
	ErrorWrappers     []struct {
		Error string `json:"error"`
	} `json:"errorWrappers"`
}

// Check asks whether number (its country prefix first, "EE100931558"; spaces and case are
// forgiven) is valid, for the requester's number (the shop's own VAT number, "" for none: then
// VIES gives no consultation number). A malformed number is a Result that is not valid; a
// VIES that cannot answer is ErrUnavailable.
func (c *Client) Check(ctx context.Context, number, requester string) (Result, error) {
	number = Normalize(number)
	requester = Normalize(requester)
	key := number + " " + requester
	if e, ok := c.cache.Get(key); ok && c.now().Sub(e.at) < CacheFor {
		return e.res, nil
	}
	res := Result{Number: number, Date: c.now().UTC()}
	if len(number) < 4 {
		return res, nil
	}
	res.Country = countryOf(number)
	req := request{CountryCode: number[:2], VATNumber: number[2:]}
	if len(requester) > 2 {
		req.RequesterMemberStateCode, req.RequesterNumber = requester[:2], requester[2:]
	}
	body, _ := json.Marshal(req)
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/check-vat-number", bytes.NewReader(body))
	if err != nil {
		return res, err
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(hr)
	if err != nil {
		return res, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	defer resp.Body.Close()
	var a answer
	if err := json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&a); err != nil {
		return res, fmt.Errorf("%w: status %d, %v", ErrUnavailable, resp.StatusCode, err)
	}
	if a.ActionSucceed != nil && !*a.ActionSucceed || len(a.ErrorWrappers) > 0 {
		code := ""
		if len(a.ErrorWrappers) > 0 {
			code = a.ErrorWrappers[0].Error
		}
		if code == "INVALID_INPUT" {
			return res, nil // a number no member state could hold
		}
		return res, fmt.Errorf("%w: %s", ErrUnavailable, code)
	}
	if a.Valid == nil || resp.StatusCode != http.StatusOK {
		return res, fmt.Errorf("%w: status %d without an answer", ErrUnavailable, resp.StatusCode)
	}
	res.Valid, res.RequestID, res.Name, res.Address = *a.Valid, a.RequestIdentifier, a.Name, a.Address
	if d, err := time.Parse(time.RFC3339, a.RequestDate); err == nil {
		res.Date = d.UTC()
	}
	if res.Valid {
		c.cache.Add(key, cached{res: res, at: c.now()})
	}
	return res, nil
}

// Cached is the valid answer for number and requester that Check got within CacheFor, and
// whether there is one; it never asks VIES (a page's cart answer reads it).
func (c *Client) Cached(number, requester string) (Result, bool) {
	e, ok := c.cache.Get(Normalize(number) + " " + Normalize(requester))
	if !ok || c.now().Sub(e.at) >= CacheFor {
		return Result{}, false
	}
	return e.res, true
}

// Normalize is a VAT number as VIES and the orders keep it: upper case, without spaces, dots
// or dashes ("ee 100.931-558" → "EE100931558").
func Normalize(number string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '.', '-', '\t':
			return -1
		}
		if r >= 'a' && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, strings.TrimSpace(number))
}

// Greece's VAT numbers start with EL in VIES, its ISO code being GR.
func countryOf(number string) string {
	if strings.HasPrefix(number, "EL") {
		return "GR"
	}
	return number[:2]
}
