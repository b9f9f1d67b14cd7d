// Command shop is the whole online shop: storefront UI, JSON API and database in one binary.
//
//	shop [serve] [--addr :8080] [--data ./data] [--shop lv_shop] [--lang lv]
//	shop seed --data DIR --products N
//	shop backup [--data DIR] FILE
package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"shop/demo"
	"shop/handlers"
	"shop/store"
)

//go:embed schema.sql
var schema string

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "shop:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	cmd := "serve"
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return serve(args)
	case "seed":
		return seed(args)
	case "backup":
		return backup(args)
	}
	return fmt.Errorf("unknown command %q (serve, seed, backup)", cmd)
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// config is every setting of `shop serve`, from flags with SHOP_* environment defaults.
type config struct {
	addr, data, shop, lang, baseURL, reviewWidget, dev string
}

func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var cfg config
	fs.StringVar(&cfg.addr, "addr", env("SHOP_ADDR", ":8080"), "listen address (SHOP_ADDR)")
	fs.StringVar(&cfg.data, "data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	fs.StringVar(&cfg.shop, "shop", env("SHOP_CODE", "lv_shop"), "shop variant: lv_shop, fi_tel_shop, tt_fi_tel_shop (SHOP_CODE)")
	fs.StringVar(&cfg.lang, "lang", env("SHOP_LANG", ""), "default language: lv, en, ru (SHOP_LANG; default per shop)")
	fs.StringVar(&cfg.baseURL, "base-url", env("SHOP_BASE_URL", ""), "public origin for canonical links (SHOP_BASE_URL)")
	fs.StringVar(&cfg.reviewWidget, "review-widget", env("SHOP_REVIEW_WIDGET", ""), "third-party review widget script URL, Latvian shop (SHOP_REVIEW_WIDGET)")
	fs.StringVar(&cfg.dev, "dev", env("SHOP_DEV", ""), "serve the UI bundle from this folder (development)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if cfg.lang != "" && cfg.lang != "lv" && cfg.lang != "en" && cfg.lang != "ru" {
		return fmt.Errorf("--lang must be lv, en or ru")
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	start := time.Now()
	st, err := store.Open(ctx, cfg.data, schema)
	if err != nil {
		return err
	}
	defer st.Close()
	sessions, err := store.OpenSessions(cfg.data)
	if err != nil {
		return err
	}
	defer sessions.Close()
	if empty, err := st.CatalogEmpty(ctx); err != nil {
		return err
	} else if empty {
		log.Info("empty catalogue: seeding the demo shop")
		if err := demo.Seed(ctx, st, demo.DefaultProducts); err != nil {
			return fmt.Errorf("seed: %w", err)
		}
	}
	// The catalogue index builds while the shop already answers: pages and calls that need
	// it wait for it (about half a second at 100,000 products), the rest go on at once.
	go func() {
		start := time.Now()
		if err := st.LoadCatalog(ctx); err != nil {
			log.Error("catalogue index", "err", err)
			stop()
			return
		}
		debug.FreeOSMemory() // hand the build's scratch memory back to the OS
		log.Info("catalogue index ready", "took", time.Since(start).Round(time.Millisecond))
	}()
	e, err := handlers.New(handlers.Config{
		ShopCode: cfg.shop, Lang: cfg.lang, BaseURL: cfg.baseURL, ReviewWidgetURL: cfg.reviewWidget,
		DevAssets: cfg.dev, Logger: log,
	}, st, sessions)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Addr: cfg.addr, Handler: e,
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second, MaxHeaderBytes: 64 << 10,
	}
	go sweepSessions(ctx, sessions, log)
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("shop listening", "addr", cfg.addr, "data", cfg.data, "shop", cfg.shop, "startup", time.Since(start).Round(time.Millisecond))
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func sweepSessions(ctx context.Context, sessions *store.Sessions, log *slog.Logger) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			if n, err := sessions.DeleteExpired(now); err != nil {
				log.Error("session sweep", "err", err)
			} else if n > 0 {
				log.Info("session sweep", "deleted", n)
			}
		}
	}
}

func seed(args []string) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	n := fs.Int("products", demo.DefaultProducts, "number of products")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *n < 1 || *n > 2_000_000 {
		return fmt.Errorf("--products must be from 1 to 2000000")
	}
	ctx := context.Background()
	st, err := store.Open(ctx, *data, schema)
	if err != nil {
		return err
	}
	defer st.Close()
	if empty, err := st.CatalogEmpty(ctx); err != nil {
		return err
	} else if !empty {
		return fmt.Errorf("the catalogue in %s is not empty; seed a new data folder", *data)
	}
	start := time.Now()
	if err := demo.Seed(ctx, st, *n); err != nil {
		return err
	}
	fmt.Printf("seeded %d products in %s\n", *n, time.Since(start).Round(time.Millisecond))
	return nil
}

func backup(args []string) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("usage: shop backup [--data DIR] FILE")
	}
	return store.BackupFile(context.Background(), *data, fs.Arg(0))
}
