// Package metrics is the shop's Prometheus metrics: one registry per running shop (never the
// client library's global one, so parallel tests each count their own), the counters the
// other packages feed through their small observer hooks (services.Observer, mail.Observer,
// the handlers' request and render calls), and collectors that read the store's state at
// scrape time (its connection pools, the catalogue index, the mail queue). It is the one
// package that imports the Prometheus client; main serves its Handler on --metrics-addr.
//
// A *Metrics may be nil: every method then counts nothing, so a shop without metrics calls
// the same code.
package metrics

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"shop/ssr"
)

// Metrics holds the shop's registry and the counters fed while it serves.
type Metrics struct {
	// Addr is where main serves the metrics (--metrics-addr), as normalised by ListenAddr.
	Addr string

	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	ssrCache *prometheus.CounterVec
	renders  *prometheus.CounterVec
	renderIn prometheus.Histogram
	orders   *prometheus.CounterVec
	payments *prometheus.CounterVec
	mailSent *prometheus.CounterVec
	mailFail *prometheus.CounterVec
}

// New makes the metrics of one shop served on addr: the shop's counters, and Go's runtime,
// the process's and the binary's build information.
func New(addr string) *Metrics {
	m := &Metrics{Addr: addr, reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "shop_http_requests_total",
		Help: "HTTP requests answered, by method, route pattern (the route table's path, never the URL) and status code.",
	}, []string{"method", "route", "code"})
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "shop_http_request_duration_seconds",
		Help: "Time from a request's arrival to its answer, by method, route pattern and status class (2xx, 4xx…).",
		// A page answers in milliseconds; the buckets reach the server's 60 s write timeout.
		Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
	}, []string{"method", "route", "class"})
	m.ssrCache = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "shop_ssr_cache_requests_total",
		Help: "Server renders asked for, by whether the rendered-page cache had the page (hit) or not (miss).",
	}, []string{"result"})
	m.renders = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "shop_ssr_renders_total",
		Help: "Cache misses, by whether the page was rendered within the wait (rendered) or went out as the shell (shell).",
	}, []string{"result"})
	m.renderIn = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "shop_ssr_render_duration_seconds",
		Help:    "Time the page renderer's VM took for a page rendered within the wait.",
		Buckets: []float64{.005, .01, .025, .05, .1, .2, .4, .8, 1.6},
	})
	m.orders = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "shop_orders_placed_total",
		Help: "Orders placed, by payment method.",
	}, []string{"payment_method"})
	m.payments = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "shop_payments_total",
		Help: "Payment steps, by payment method and outcome (started, start_failed, paid, failed, cancelled).",
	}, []string{"payment_method", "outcome"})
	m.mailSent = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "shop_mail_sent_total",
		Help: "Mails sent (or written to the outbox), by notice kind.",
	}, []string{"kind"})
	m.mailFail = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "shop_mail_send_failures_total",
		Help: "Failed tries to send a mail, by notice kind and whether the worker gave up on it (gave_up=\"true\").",
	}, []string{"kind", "gave_up"})
	m.reg.MustRegister(m.requests, m.latency, m.ssrCache, m.renders, m.renderIn, m.orders, m.payments, m.mailSent, m.mailFail,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}), collectors.NewBuildInfoCollector())
	return m
}

// Handler serves the registry in Prometheus' text (or a scraper's preferred) format. A
// collector that fails (the mail queue's query) leaves its metrics out and the rest are
// served; two scrapes at once are the most it answers, so a flood cannot stack queries.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{
		ErrorHandling:       promhttp.ContinueOnError,
		MaxRequestsInFlight: 2,
		Timeout:             10 * time.Second,
		Registry:            m.reg, // promhttp's own counts of scrapes and their errors
	})
}

// Request counts one answered request: its method, the route table's pattern it matched (""
// for one answered before routing, such as a language prefix's redirect), its status and how
// long it took.
func (m *Metrics) Request(method, route string, status int, took time.Duration) {
	if m == nil {
		return
	}
	method = knownMethod(method)
	if route == "" {
		route = "none"
	}
	// The latency first: a scrape that sees the request counted sees its time too.
	m.latency.WithLabelValues(method, route, strconv.Itoa(status/100)+"xx").Observe(took.Seconds())
	m.requests.WithLabelValues(method, route, strconv.Itoa(status)).Inc()
}

// knownMethod is method, or "other" for one HTTP does not define: a stranger's made-up
// methods must not each make a new series.
func knownMethod(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return method
	}
	return "other"
}

// Render counts one page's server render (ssr.Renderer.RenderPage's result).
func (m *Metrics) Render(res ssr.Result) {
	if m == nil {
		return
	}
	if res.Cached {
		m.ssrCache.WithLabelValues("hit").Inc()
		return
	}
	m.ssrCache.WithLabelValues("miss").Inc()
	if res.HTML == "" {
		m.renders.WithLabelValues("shell").Inc()
		return
	}
	m.renders.WithLabelValues("rendered").Inc()
	m.renderIn.Observe(res.Took.Seconds())
}

// OrderPlaced counts an order placed (services.Observer).
func (m *Metrics) OrderPlaced(method string) {
	if m == nil {
		return
	}
	m.orders.WithLabelValues(method).Inc()
}

// Payment counts a payment's step (services.Observer).
func (m *Metrics) Payment(method, outcome string) {
	if m == nil {
		return
	}
	m.payments.WithLabelValues(method, outcome).Inc()
}

// MailSent counts a mail sent (mail.Observer).
func (m *Metrics) MailSent(kind string) {
	if m == nil {
		return
	}
	m.mailSent.WithLabelValues(kind).Inc()
}

// MailFailed counts a failed try to send a mail (mail.Observer).
func (m *Metrics) MailFailed(kind string, gaveUp bool) {
	if m == nil {
		return
	}
	m.mailFail.WithLabelValues(kind, strconv.FormatBool(gaveUp)).Inc()
}
