package vies

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"shop/vies/viestest"
)

func TestCheck(t *testing.T) {
	t.Parallel()
	srv := viestest.Start(t, []string{"EE100931558"}, []string{"DE123456789"})
	c := New(srv.URL)
	ctx := context.Background()
	r, err := c.Check(ctx, "ee 100.931-558", "LV40103567891")
	if err != nil || !r.Valid || r.Number != "EE100931558" || r.Country != "EE" || r.RequestID != "WAPIAAAAZ100931558" ||
		!r.Date.Equal(time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)) || r.Name != "FIRMA OÜ" {
		t.Fatalf("valid: %+v %v", r, err)
	}
	if req := <-srv.Requests; req["countryCode"] != "EE" || req["vatNumber"] != "100931558" ||
		req["requesterMemberStateCode"] != "LV" || req["requesterNumber"] != "40103567891" {
		t.Errorf("request %v", req)
	}
	// A valid answer is reused: VIES is not asked again.
	if r2, err := c.Check(ctx, "EE100931558", "LV40103567891"); err != nil || r2 != r || srv.Asked.Load() != 1 {
		t.Errorf("cached %+v %v, asked %d", r2, err, srv.Asked.Load())
	}
	// …for CacheFor only.
	c.now = func() time.Time { return time.Now().Add(CacheFor + time.Second) }
	if _, err := c.Check(ctx, "EE100931558", "LV40103567891"); err != nil || srv.Asked.Load() != 2 {
		t.Errorf("after the cache's time: %v, asked %d", err, srv.Asked.Load())
	}
	if r, err := c.Check(ctx, "EE999999999", ""); err != nil || r.Valid || r.RequestID != "" {
		t.Errorf("invalid: %+v %v", r, err)
	}
	if r, err := c.Check(ctx, "EEINVALID", ""); err != nil || r.Valid {
		t.Errorf("malformed: %+v %v", r, err)
	}
	if _, err := c.Check(ctx, "DE123456789", ""); !errors.Is(err, ErrUnavailable) {
		t.Errorf("a member state down: %v", err)
	}
	// An invalid answer is not cached: asked each time.
	before := srv.Asked.Load()
	_, _ = c.Check(ctx, "EE999999999", "")
	if srv.Asked.Load() != before+1 {
		t.Errorf("an invalid answer was cached")
	}
}

func TestCheckUnavailable(t *testing.T) {
	t.Parallel()
	for name, h := range map[string]http.HandlerFunc{
		"VIES busy": func(w http.ResponseWriter, r *http.Request) {
			_, _ = w.Write([]byte(`{"actionSucceed":false,"errorWrappers":[{"error":"MS_MAX_CONCURRENT_REQ"}]}`))
		},
		"service down": func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`<html>maintenance</html>`))
		},
		"no verdict": func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte(`{}`)) },
		"too slow": func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-r.Context().Done():
			case <-time.After(time.Second):
			}
		},
	} {
		srv := httptest.NewServer(h)
		c := New(srv.URL)
		c.http.Timeout = 200 * time.Millisecond
		if r, err := c.Check(context.Background(), "FI12345678", ""); !errors.Is(err, ErrUnavailable) || r.Valid {
			t.Errorf("%s: %+v %v", name, r, err)
		}
		srv.Close()
	}
}
