package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"shop/handlers"
	"shop/metrics"
	"shop/store"
)

// mailStuckAfter is how long a due mail may wait for the worker before /readyz says the mail
// queue is not moving. The worker looks every 5 s and gives one send a minute at most, so a
// healthy queue's longest wait is a batch of slow sends, far below this.
const mailStuckAfter = 10 * time.Minute

// metricsListenAddr is where --metrics-addr serves: "" is off; a port alone (":9090" or
// "9090") is the loopback's, so turning metrics on never shows them to the network by
// accident; a host given is taken as it is (startHealth warns when it is not the loopback).
func metricsListenAddr(v string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", nil
	}
	if !strings.Contains(v, ":") {
		v = ":" + v
	}
	host, port, err := net.SplitHostPort(v)
	if err != nil {
		return "", fmt.Errorf("--metrics-addr %q: want host:port or a port (%v)", v, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return "", fmt.Errorf("--metrics-addr %q: the port must be a number from 0 to 65535", v)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}

// loopbackHost reports whether host is the machine's own: localhost or a loopback address.
func loopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// startHealth wires what the health checks and the metrics watch, before the handlers are
// made from cfg: /readyz watches the mail queue (the shop runs its worker), and when
// cfg.Metrics is set its registry reads st's state at each scrape and is served on its Addr
// until stop. A metrics address off the loopback is served, with a warning: the metrics tell
// a stranger the shop's traffic and orders.
func startHealth(ctx context.Context, cfg *handlers.Config, st *store.Store) (stop func(), err error) {
	cfg.MailQueueLimit = mailStuckAfter
	m := cfg.Metrics
	if m == nil {
		return func() {}, nil
	}
	log := cfg.Logger
	unwatch, err := m.WatchStore(st, log)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", m.Addr)
	if err != nil {
		unwatch()
		return nil, fmt.Errorf("metrics: cannot listen on %s: %w", m.Addr, err)
	}
	if host, _, _ := net.SplitHostPort(m.Addr); !loopbackHost(host) {
		log.Warn("metrics: served beyond this machine; they show the shop's traffic and orders to whoever reaches the port: keep it behind a firewall or on a private network",
			"addr", ln.Addr().String())
	}
	srv := metricsServer(m)
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("metrics: stopped serving", "err", err)
		}
	}()
	log.Info("metrics listening", "addr", ln.Addr().String(), "path", "/metrics")
	return func() {
		shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		srv.Shutdown(shutdownCtx)
		<-done
		unwatch()
	}, nil
}

// metricsServer serves m at /metrics and nothing else, with the shop's server's timeouts.
func metricsServer(m *metrics.Metrics) *http.Server {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	srv := newHTTPServer()
	srv.Handler = mux
	return srv
}
