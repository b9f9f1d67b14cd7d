package captcha

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

// DefaultVerifyURL is Google's siteverify endpoint.
const DefaultVerifyURL = "https://www.google.com/recaptcha/api/siteverify"

// ReCAPTCHAConfig configures a reCAPTCHA v3 verifier. SiteKey, Secret and Hostnames are
// required; the rest have defaults.
type ReCAPTCHAConfig struct {
	SiteKey   string   // public: the page asks Google for tokens with it
	Secret    string   // private: the shop's proof to Google when it checks a token
	Hostnames []string // the sites a token may come from: the shop's public host
	MinScore  float64  // the lowest score taken for a person; 0 means 0.5, Google's suggestion
	// VerifyURL is where tokens are checked; empty means DefaultVerifyURL (tests point it at
	// a local server).
	VerifyURL string
	// Timeout bounds one check; 0 means 3 s. A shopper waits for it, and a form refused
	// with 503 may be sent again.
	Timeout time.Duration
	// MaxAge is how old a token's challenge may be; 0 means 2 minutes, the life Google gives
	// a token.
	MaxAge time.Duration
	// Remember bounds how many accepted tokens are remembered to refuse them a second time;
	// 0 means 100,000 (about 6 MB).
	Remember int
}

// ReCAPTCHA checks reCAPTCHA v3 tokens with Google. A token passes when Google says it is
// good, its score reaches the minimum, it was made for the form's action on the shop's own
// host, its challenge is recent, and it has not passed before. It is safe for concurrent use.
type ReCAPTCHA struct {
	cfg    ReCAPTCHAConfig
	client *http.Client
	now    func() time.Time // tests move the clock
	seen   *replayMemory
}

// clockSkew is how far Google's clock may run ahead of ours: a challenge from further in the
// future is refused, which keeps the replay memory's expiry (now + MaxAge + clockSkew) safe.
const clockSkew = 30 * time.Second

// NewReCAPTCHA makes a verifier from cfg, filling in the defaults.
func NewReCAPTCHA(cfg ReCAPTCHAConfig) (*ReCAPTCHA, error) {
	if cfg.SiteKey == "" || cfg.Secret == "" {
		return nil, errors.New("reCAPTCHA needs both the site key and the secret")
	}
	if len(cfg.Hostnames) == 0 {
		return nil, errors.New("reCAPTCHA needs the shop's host name, to refuse tokens made for other sites")
	}
	if cfg.MinScore == 0 {
		cfg.MinScore = 0.5
	}
	if cfg.MinScore < 0 || cfg.MinScore > 1 {
		return nil, fmt.Errorf("reCAPTCHA minimum score %v: want a number from 0 to 1", cfg.MinScore)
	}
	if cfg.VerifyURL == "" {
		cfg.VerifyURL = DefaultVerifyURL
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 3 * time.Second
	}
	if cfg.MaxAge == 0 {
		cfg.MaxAge = 2 * time.Minute
	}
	if cfg.Remember == 0 {
		cfg.Remember = 100_000
	}
	for i, h := range cfg.Hostnames {
		cfg.Hostnames[i] = strings.ToLower(h)
	}
	return &ReCAPTCHA{cfg: cfg, client: &http.Client{Timeout: cfg.Timeout}, now: time.Now,
		seen: &replayMemory{limit: cfg.Remember, keys: map[[16]byte]time.Time{}}}, nil
}

// SiteKey is the public key the page loads Google's script with.
func (r *ReCAPTCHA) SiteKey() string { return r.cfg.SiteKey }

// siteverify is Google's answer (developers.google.com/recaptcha/docs/v3).
type siteverify struct {
	Success     bool     `json:"success"`
	Score       float64  `json:"score"`
	Action      string   `json:"action"`
	ChallengeTS string   `json:"challenge_ts"`
	Hostname    string   `json:"hostname"`
	ErrorCodes  []string `json:"error-codes"`
}

// Verify asks Google about token and applies the shop's rules. ErrRejected (wrapped with the
// reason) is the sender's fault; any other error is Google's or the configuration's.
func (r *ReCAPTCHA) Verify(ctx context.Context, token, action, remoteIP string) error {
	if token == "" || len(token) > 4096 {
		return ErrRejected
	}
	// The token is taken before Google is asked, so two requests racing with one token
	// cannot both pass; a token that does not pass is let go again (it is worth nothing).
	k := tokenKey(token)
	now := r.now()
	if err := r.seen.take(k, now, now.Add(r.cfg.MaxAge+clockSkew)); err != nil {
		return err
	}
	if err := r.check(ctx, token, action, remoteIP, now); err != nil {
		r.seen.release(k)
		return err
	}
	return nil
}

// tokenKey is what the replay memory keeps of a token: half its SHA-256, plenty to tell
// tokens apart.
func tokenKey(token string) (k [16]byte) {
	sum := sha256.Sum256([]byte(token))
	copy(k[:], sum[:])
	return k
}

func (r *ReCAPTCHA) check(ctx context.Context, token, action, remoteIP string, now time.Time) error {
	ans, err := r.ask(ctx, token, remoteIP)
	if err != nil {
		return err
	}
	if !ans.Success {
		for _, code := range ans.ErrorCodes {
			// The shop's own secret is wrong or Google cannot read the request: no shopper's
			// fault, and every form would be refused, so it is an error to log.
			if code == "missing-input-secret" || code == "invalid-input-secret" || code == "bad-request" {
				return fmt.Errorf("reCAPTCHA refused the shop's request: %s", strings.Join(ans.ErrorCodes, ", "))
			}
		}
		return fmt.Errorf("%w: %s", ErrRejected, strings.Join(ans.ErrorCodes, ", "))
	}
	if ans.Score < r.cfg.MinScore {
		return fmt.Errorf("%w: score %.1f below %.1f", ErrRejected, ans.Score, r.cfg.MinScore)
	}
	if ans.Action != action {
		return fmt.Errorf("%w: made for action %q, not %q", ErrRejected, ans.Action, action)
	}
	if !slices.Contains(r.cfg.Hostnames, strings.ToLower(ans.Hostname)) {
		return fmt.Errorf("%w: made on host %q", ErrRejected, ans.Hostname)
	}
	ts, err := time.Parse(time.RFC3339, ans.ChallengeTS)
	if err != nil {
		return fmt.Errorf("%w: challenge time %q", ErrRejected, ans.ChallengeTS)
	}
	if age := now.Sub(ts); age > r.cfg.MaxAge || age < -clockSkew {
		return fmt.Errorf("%w: challenge %v old", ErrRejected, age.Round(time.Second))
	}
	return nil
}

// ask posts the token to siteverify. A network failure, a timeout, a status other than 200
// or an answer that is not Google's JSON is an error, not a rejection.
func (r *ReCAPTCHA) ask(ctx context.Context, token, remoteIP string) (siteverify, error) {
	form := url.Values{"secret": {r.cfg.Secret}, "response": {token}}
	if remoteIP != "" {
		form.Set("remoteip", remoteIP)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.cfg.VerifyURL, strings.NewReader(form.Encode()))
	if err != nil {
		return siteverify{}, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := r.client.Do(req)
	if err != nil {
		return siteverify{}, fmt.Errorf("reCAPTCHA: %w", redactURL(err))
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return siteverify{}, fmt.Errorf("reCAPTCHA answered %s", res.Status)
	}
	var ans siteverify
	if err := json.NewDecoder(io.LimitReader(res.Body, 64<<10)).Decode(&ans); err != nil {
		return siteverify{}, fmt.Errorf("reCAPTCHA's answer: %w", err)
	}
	return ans, nil
}

// redactURL keeps the request's URL out of a logged error: a url.Error names it, and a
// misconfigured verify URL could hold credentials.
func redactURL(err error) error {
	var u *url.Error
	if errors.As(err, &u) {
		return fmt.Errorf("%s: %w", u.Op, u.Err)
	}
	return err
}

// replayMemory remembers the tokens taken until they would be too old to pass anyway, keyed
// by a hash (a token is a kilobyte or two). Entries leave in the order they came, which is the
// order they expire in, so forgetting costs nothing per request.
type replayMemory struct {
	mu    sync.Mutex
	limit int
	keys  map[[16]byte]time.Time // token hash → when it may be forgotten
	order [][16]byte             // keys in the order taken; may hold released ones
}

// errMemoryFull: more tokens passed within their life than the memory holds. Refusing (the
// shop answers 503) is safer than forgetting a token that could still be replayed.
var errMemoryFull = errors.New("reCAPTCHA: too many tokens to remember; try again shortly")

func (m *replayMemory) take(k [16]byte, now, forgetAt time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for len(m.order) > 0 {
		head := m.order[0]
		at, ok := m.keys[head]
		if ok && now.Before(at) {
			break
		}
		if ok {
			delete(m.keys, head)
		}
		m.order = m.order[1:]
	}
	if _, ok := m.keys[k]; ok {
		return fmt.Errorf("%w: used before", ErrRejected)
	}
	if len(m.keys) >= m.limit {
		return errMemoryFull
	}
	m.keys[k] = forgetAt
	m.order = append(m.order, k)
	if cap(m.order) > 4*m.limit { // the slice's dropped front is reclaimed now and then
		m.order = slices.Clone(m.order)
	}
	return nil
}

func (m *replayMemory) release(k [16]byte) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.keys, k)
}
