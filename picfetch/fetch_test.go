package picfetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"
)

func TestPublic(t *testing.T) {
	t.Parallel()
	for _, a := range []string{"127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "100.64.0.1",
		"::1", "fe80::1", "fc00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "224.0.0.1", "0.1.2.3"} {
		if Public(netip.MustParseAddr(a)) {
			t.Errorf("%s is taken for public", a)
		}
	}
	for _, a := range []string{"8.8.8.8", "151.101.1.1", "2a00:1450:4001::1"} {
		if !Public(netip.MustParseAddr(a)) {
			t.Errorf("%s is refused", a)
		}
	}
}

// The dial itself refuses a private address, whatever the URL names: 127.0.0.1 literally,
// and a name that resolves to it (localhost), as a rebinding name would at dial time.
func TestFetchRefusesPrivateAddresses(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("picture")) }))
	defer srv.Close()
	port := srv.URL[strings.LastIndex(srv.URL, ":"):]
	f := New(DefaultLimits, false)
	for _, u := range []string{srv.URL, "http://localhost" + port, "http://10.0.0.1" + port, "http://169.254.169.254/latest/meta-data/",
		"http://[::1]" + port} {
		_, err := f.Fetch(context.Background(), u)
		if !errors.Is(err, ErrRefused) {
			t.Errorf("%s: %v, want a refusal", u, err)
		}
	}
	for _, u := range []string{"ftp://example.com/x.jpg", "file:///etc/passwd", "not a url"} {
		if _, err := f.Fetch(context.Background(), u); !errors.Is(err, ErrRefused) {
			t.Errorf("%s: %v, want a refusal", u, err)
		}
	}
	allowed := New(DefaultLimits, true)
	if data, err := allowed.Fetch(context.Background(), srv.URL); err != nil || string(data) != "picture" {
		t.Errorf("with private URLs allowed: %q, %v", data, err)
	}
}

// The dial check itself: every connection (a redirect's too) passes it with the address
// it is about to connect to.
func TestDialCheck(t *testing.T) {
	t.Parallel()
	if err := refusePrivate("tcp4", "127.0.0.1:80", nil); !errors.Is(err, ErrRefused) {
		t.Errorf("the dial check lets 127.0.0.1 through: %v", err)
	}
	if err := refusePrivate("tcp4", "93.184.216.34:443", nil); err != nil {
		t.Errorf("the dial check refuses a public address: %v", err)
	}
}

func TestFetchLimits(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/big":
			w.Write(make([]byte, 2048))
		case "/slow":
			time.Sleep(300 * time.Millisecond)
		case "/missing":
			http.NotFound(w, r)
		default:
			w.Write([]byte("ok"))
		}
	}))
	defer srv.Close()
	f := New(Limits{Timeout: 100 * time.Millisecond, MaxBytes: 1024, MaxTotal: 5, MaxPictures: 10, MaxRedirect: 1}, true)
	if _, err := f.Fetch(context.Background(), srv.URL+"/big"); err == nil || !strings.Contains(err.Error(), "larger") {
		t.Errorf("a picture above the limit: %v", err)
	}
	if _, err := f.Fetch(context.Background(), srv.URL+"/slow"); err == nil {
		t.Error("a picture slower than the timeout is fetched")
	}
	if _, err := f.Fetch(context.Background(), srv.URL+"/missing"); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("a missing picture: %v", err)
	}
	var got []int64
	var problems []Problem
	pics := []Picture{{1, srv.URL + "/a", 2}, {2, srv.URL + "/a", 3}, {3, srv.URL + "/b", 4}, {4, srv.URL + "/c", 5}, {5, srv.URL + "/missing", 6}}
	f.Run(context.Background(), pics, func(_ context.Context, id int64, data []byte) error {
		got = append(got, id)
		return nil
	}, func(done int, p *Problem) {
		if p != nil {
			problems = append(problems, *p)
		}
	})
	// "ok" twice is 4 bytes of the 5 allowed: /a (fetched once, for two products) and /b; /c
	// comes after the total and /missing after it too.
	if len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 3 {
		t.Errorf("handed to the sink: %v", got)
	}
	if len(problems) != 2 || problems[0].Line != 5 || problems[1].Line != 6 {
		t.Errorf("problems %+v", problems)
	}
}
