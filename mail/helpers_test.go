package mail

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"shop/internal/testtool"
	"shop/settings"
	"shop/store"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// testShop is the Latvian shop as the worker sees it.
var testShop = Shop{BaseURL: "https://shop.example", Lang: "lv"}

// testPricing is the Latvian shop's VAT, which openStore's settings have.
var testPricing = store.Pricing{VATBasisPoints: 2100}

// openStore opens a new store on a copy of the empty database this test binary migrated once.
func openStore(t testing.TB) *store.Store {
	t.Helper()
	schema, err := os.ReadFile("../schema.sql")
	if err != nil {
		t.Fatal(err)
	}
	st := testtool.EmptyPlace(t, string(schema)).Open(t, string(schema))
	latvia, _ := settings.Lookup("lv_shop")
	if err := st.LoadSettings(context.Background(), latvia.Defaults); err != nil {
		t.Fatal(err)
	}
	return st
}

func TestMain(m *testing.M) {
	code := m.Run()
	testtool.RemoveTemplates()
	os.Exit(code)
}

// addProduct writes a published product with a picture.
func addProduct(t testing.TB, st *store.Store, id int64, title string, net, stock int64) {
	t.Helper()
	err := st.WithTx(context.Background(), func(ctx context.Context) error {
		p := st.Insert(ctx, "products", "id", "slug", "code", "title", "net_price", "stock")
		p.Add(id, fmt.Sprintf("product-%d", id), fmt.Sprintf("P%d", id), title, net, stock)
		if err := p.Close(); err != nil {
			return err
		}
		img := st.Insert(ctx, "product_images", "product_id", "position", "path")
		img.Add(id, 0, fmt.Sprintf("/media/demo/product-%d.svg", id))
		return img.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
}

// addOrder writes the least an order row needs, for notices to point at.
func addOrder(t testing.TB, st *store.Store, id int64) {
	t.Helper()
	err := st.WithTx(context.Background(), func(ctx context.Context) error {
		for _, in := range []struct {
			table string
			cols  []string
			row   []any
		}{
			{"shipping_methods", []string{"id", "code", "type", "title"}, []any{id, fmt.Sprintf("c%d", id), "courier", "Courier"}},
			{"payment_methods", []string{"id", "code", "title"}, []any{id, fmt.Sprintf("p%d", id), "Bank transfer"}},
			{"carts", []string{"id", "token", "status"}, []any{id, fmt.Sprintf("t%d", id), "ordered"}},
			{"orders", []string{"id", "prefix", "cart_id", "user_type", "user_name", "user_surname", "user_email", "user_phone",
				"shipping_method_id", "payment_method_id", "vat_basis_points", "items_total", "shipping_total", "tax_total", "total"},
				[]any{id, "LV", id, "b2c", "Anna", "Bērziņa", "anna@example.com", "+37120000000", id, id, 2100, 130680, 499, 22766, 131179}},
		} {
			ins := st.Insert(ctx, in.table, in.cols...)
			ins.Add(in.row...)
			if err := ins.Close(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// stubOrder stands in for the order tables' Go API (being written elsewhere): the order
// mails' data, with a title that needs escaping and a coupon.
func stubOrder(_ context.Context, id int64, lang string) (*Order, error) {
	return &Order{
		Number:       fmt.Sprintf("LV-%06d", id),
		CustomerName: "Anna",
		Lines: []OrderLine{
			{Title: "Apple iPhone 15 128GB <Black>", Quantity: 1, Total: 108900},
			{Title: "USB-C & Lightning cable", Quantity: 2, Total: 3580},
		},
		Subtotal: 112480, Shipping: 499, CouponCode: "SPRING10", Discount: 11248, Tax: 17745, Total: 101731,
		PaymentInstructions: "Bank: Swedbank\nIBAN: LV00HABA0000000000000\nReference: LV-" + strconv.FormatInt(id, 10),
		PaymentLink:         "https://pay.example/checkout?o=" + strconv.FormatInt(id, 10),
		Link:                "/orders/" + strconv.FormatInt(id, 10),
	}, nil
}

// recorder is a Sender that keeps what it is given and fails while fail says so.
type recorder struct {
	mu   sync.Mutex
	sent []*Message
	fail func(m *Message, try int) error // nil: every send succeeds
	all  int
}

func (r *recorder) Send(_ context.Context, m *Message) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.all++
	if r.fail != nil {
		if err := r.fail(m, r.all); err != nil {
			return err
		}
	}
	r.sent = append(r.sent, m)
	return nil
}

func (r *recorder) messages() []*Message {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]*Message(nil), r.sent...)
}

// mailpit is a real SMTP server for the tests (github.com/axllent/mailpit), which keeps
// every mail it receives and shows them through its HTTP API.
type mailpit struct {
	smtpPort int
	api      string
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// startMailpit starts a Mailpit of its own for the test on free loopback ports, with extra
// flags, and stops it when the test ends. Without Mailpit the test is skipped, unless
// SHOP_REQUIRE_MAILPIT=1 (./build.sh test), where it fails.
func startMailpit(t *testing.T, flags ...string) *mailpit {
	t.Helper()
	bin := testtool.Binary(t, "mailpit", "SHOP_REQUIRE_MAILPIT")
	m := &mailpit{}
	testtool.StartServer(t, "mailpit", func() *exec.Cmd {
		m.smtpPort = freePort(t)
		httpAddr := testtool.FreeAddr(t)
		m.api = "http://" + httpAddr
		args := append([]string{"--smtp", "127.0.0.1:" + strconv.Itoa(m.smtpPort), "--listen", httpAddr,
			"--database", filepath.Join(t.TempDir(), "mailpit.db"), "--disable-version-check", "--smtp-disable-rdns", "--quiet"}, flags...)
		return exec.Command(bin, args...)
	}, m.ready)
	return m
}

// ready waits until the API answers, or the process ended.
func (m *mailpit) ready(exited chan error) error {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-exited:
			exited <- err // for the caller's wait
			return fmt.Errorf("mailpit exited: %v", err)
		default:
		}
		if res, err := http.Get(m.api + "/api/v1/messages"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	return errors.New("mailpit's API did not answer in 10 s")
}

func (m *mailpit) get(t *testing.T, path string, into any) {
	t.Helper()
	res, err := http.Get(m.api + path)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", path, res.Status)
	}
	if err := json.NewDecoder(res.Body).Decode(into); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

type address struct{ Name, Address string }

// received is a mail as Mailpit's API shows it (GET /api/v1/message/{ID}).
type received struct {
	ID        string
	MessageID string
	From      address
	To        []address
	Subject   string
	Text      string
	HTML      string
	Headers   map[string][]string // from GET /api/v1/message/{ID}/headers
}

// waitFor waits until Mailpit holds a mail to each address and returns them by address.
func (m *mailpit) waitFor(t *testing.T, to ...string) map[string]received {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		var list struct {
			Messages []struct {
				ID string
				To []address
			}
		}
		m.get(t, "/api/v1/messages", &list)
		ids := map[string]string{}
		for _, msg := range list.Messages {
			for _, a := range msg.To {
				ids[a.Address] = msg.ID
			}
		}
		found := map[string]received{}
		for _, addr := range to {
			if id, ok := ids[addr]; ok {
				var r received
				m.get(t, "/api/v1/message/"+id, &r)
				m.get(t, "/api/v1/message/"+id+"/headers", &r.Headers)
				found[addr] = r
			}
		}
		if len(found) == len(to) {
			return found
		}
		if time.Now().After(deadline) {
			t.Fatalf("after 10 s Mailpit holds mails to %v, want %v", ids, to)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// count is how many mails Mailpit holds.
func (m *mailpit) count(t *testing.T) int {
	t.Helper()
	var list struct{ Total int }
	m.get(t, "/api/v1/messages", &list)
	return list.Total
}

// contains reports each wanted text s lacks.
func contains(t *testing.T, what, s string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(s, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, s)
		}
	}
}
