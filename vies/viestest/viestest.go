// Package viestest is a local server that answers as VIES's REST API does, for tests: the
// numbers it knows as valid, those whose member state is down, and every other number invalid.
package viestest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

// Server is a fake VIES.
type Server struct {
	URL string // the base URL to give vies.New
	// Asked counts the questions it answered.
	Asked atomic.Int64
	// Requests are the bodies it was sent, in order.
	Requests chan map[string]string
}

// Start serves VIES's check-vat-number at a local address until the test ends. valid are the
// numbers (country prefix first, "EE100931558") it confirms, down those it answers with
// MS_UNAVAILABLE; "INVALID" as a number answers INVALID_INPUT.
func Start(t testing.TB, valid, down []string) *Server {
	t.Helper()
	s := &Server{Requests: make(chan map[string]string, 100)}
	in := func(list []string, n string) bool {
		for _, v := range list {
			if v == n {
				return true
			}
		}
		return false
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/check-vat-number" {
			http.NotFound(w, r)
			return
		}
		var req map[string]string
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		s.Asked.Add(1)
		select {
		case s.Requests <- req:
		default:
		}
		w.Header().Set("Content-Type", "application/json")
		n := req["countryCode"] + req["vatNumber"]
		switch {
		case in(down, n):
			w.WriteHeader(http.StatusInternalServerError)
			_, _ = w.Write([]byte(`{"actionSucceed":false,"errorWrappers":[{"error":"MS_UNAVAILABLE"}]}`))
		case req["vatNumber"] == "INVALID":
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"actionSucceed":false,"errorWrappers":[{"error":"INVALID_INPUT"}]}`))
		default:
			ok := in(valid, n)
			a := map[string]any{"countryCode": req["countryCode"], "vatNumber": req["vatNumber"], "valid": ok,
				"requestDate": "2026-11-24T10:00:00.000Z", "name": "---", "address": "---"}
			if ok {
				a["name"], a["address"] = "FIRMA OÜ", "Viru väljak 4, 10111 Tallinn"
			}
			if req["requesterNumber"] != "" {
				a["requestIdentifier"] = "WAPIAAAAZ" + req["vatNumber"]
			}
			_ = json.NewEncoder(w).Encode(a)
		}
	}))
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	return s
}
