// Package cluster tries the shop as it scales out: several `shop` processes on one PostgreSQL
// database behind nginx, as the README's "Scaling out" runs them. It runs in build.sh's
// go-postgres layer (SHOP_TEST_DB=postgres) against the built binary (SHOP_BIN, else it
// builds one), and is skipped on SQLite.
package cluster

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"shop/internal/pgtest"
	"shop/internal/testlog"
	"shop/internal/testtool"
	"shop/store"
)

var binary struct {
	once sync.Once
	path string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	pgtest.RemoveAll()
	if binary.path != "" && os.Getenv("SHOP_BIN") == "" {
		os.RemoveAll(filepath.Dir(binary.path))
	}
	os.Exit(code)
}

// shopBinary is the shop to start: SHOP_BIN (build.sh's ./shop), else one built now.
func shopBinary(t testing.TB) string {
	t.Helper()
	binary.once.Do(func() {
		if p := os.Getenv("SHOP_BIN"); p != "" {
			binary.path = p
			return
		}
		dir, err := os.MkdirTemp("", "shop-cluster-bin-")
		if err != nil {
			binary.err = err
			return
		}
		binary.path = filepath.Join(dir, "shop")
		out, err := exec.Command("go", "build", "-o", binary.path, "../..").CombinedOutput()
		if err != nil {
			binary.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binary.err != nil {
		t.Fatal(binary.err)
	}
	return binary.path
}

// nginxBinary is Debian's nginx; without it the test is skipped, unless SHOP_REQUIRE_NGINX=1.
func nginxBinary(t testing.TB) string {
	t.Helper()
	for _, p := range []string{"/usr/sbin/nginx", "nginx"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("SHOP_REQUIRE_NGINX") == "1" {
		t.Fatal("nginx is not installed")
	}
	t.Skip("nginx is not installed")
	return ""
}

// instance is one `shop serve` process.
type instance struct {
	URL  string
	cmd  *exec.Cmd
	log  *testlog.Buffer
	done chan struct{}
}

// cluster is n shop processes on one fresh PostgreSQL database and one data folder (the
// shared storage of media), and nginx in front of them.
type cluster struct {
	t         testing.TB
	bin, db   string // db: "" for SQLite in dir (one instance only)
	dir       string
	instances []*instance
	URL       string // nginx's
}

// startCluster starts n instances at once on a new, empty database (the first to get the
// start-up lock migrates and seeds the demo shop; the others wait and find it seeded) and
// nginx in front of them, and waits until every instance is ready.
func startCluster(t testing.TB, n int) *cluster {
	t.Helper()
	if !pgtest.Enabled() {
		t.Skip("PostgreSQL only: several instances share one PostgreSQL database (SHOP_TEST_DB=postgres)")
	}
	return startShops(t, n, pgtest.Fresh(t, ""))
}

// startShops is startCluster on the database db ("" for SQLite in a new data folder, where
// only one instance may run).
func startShops(t testing.TB, n int, db string) *cluster {
	t.Helper()
	nginx := nginxBinary(t)
	c := &cluster{t: t, bin: shopBinary(t), db: db, dir: t.TempDir()}
	for range n {
		c.instances = append(c.instances, c.start())
	}
	for _, in := range c.instances {
		c.waitReady(in)
	}
	c.URL = startNginx(t, nginx, c.instances)
	return c
}

// start starts one more instance on the cluster's database and data folder. It listens on a
// port the system picks (--addr with port 0), which waitReady reads from its log: a port found
// free beforehand could be taken meanwhile, by any of the outgoing connections the other tests
// in the layer open.
func (c *cluster) start() *instance {
	c.t.Helper()
	in := &instance{log: &testlog.Buffer{}, done: make(chan struct{})}
	in.cmd = exec.Command(c.bin, "serve", "--db", c.db, "--data", c.dir, "--addr", "127.0.0.1:0", "--shop", "lv_shop")
	in.cmd.Env = append(os.Environ(), "SHOP_DB=") // --db decides, "" being SQLite
	in.cmd.Stdout, in.cmd.Stderr = in.log, in.log
	if err := in.cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	go func() { in.cmd.Wait(); close(in.done) }()
	c.t.Cleanup(func() {
		in.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-in.done:
		case <-time.After(30 * time.Second):
			in.cmd.Process.Kill()
			<-in.done
		}
		if c.t.Failed() {
			c.t.Logf("log of instance %d (%s):\n%s", in.cmd.Process.Pid, in.URL, in.log.String())
		}
	})
	return in
}

// listening matches the line a shop logs once it listens, with its address.
var listening = regexp.MustCompile(`msg="shop listening" addr=(\S+)`)

// waitReady waits until in logs its address and then answers /readyz with 200, failing if it
// exits first; it sets in.URL.
func (c *cluster) waitReady(in *instance) {
	c.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for wait := 10 * time.Millisecond; time.Now().Before(deadline); wait = min(wait*2, 500*time.Millisecond) {
		select {
		case <-in.done:
			c.t.Fatalf("instance %d exited during start-up:\n%s", in.cmd.Process.Pid, in.log.String())
		default:
		}
		if in.URL == "" {
			if m := listening.FindStringSubmatch(in.log.String()); m != nil {
				in.URL = "http://" + m[1]
			}
		}
		if in.URL != "" {
			if res, err := http.Get(in.URL + "/readyz"); err == nil {
				res.Body.Close()
				if res.StatusCode == http.StatusOK {
					return
				}
			}
		}
		time.Sleep(wait)
	}
	c.t.Fatalf("instance %d not ready in 2 minutes:\n%s", in.cmd.Process.Pid, in.log.String())
}

// count runs a query answering one number on the cluster's database, in the store's SQL.
func (c *cluster) count(query string, args ...any) int {
	c.t.Helper()
	db, err := sql.Open(store.PostgresDriver, c.db)
	if err != nil {
		c.t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(query, args...).Scan(&n); err != nil {
		c.t.Fatalf("%s: %v", query, err)
	}
	return n
}

// owner creates an owner account with `shop admin create` beside the running instances and
// answers a browser signed in to the back office through base.
func (c *cluster) owner(base string) *browser {
	c.t.Helper()
	email := fmt.Sprintf("owner%d@shop.test", time.Now().UnixNano())
	const password = "a long owner password for the cluster"
	cmd := exec.Command(c.bin, "admin", "create", "--db", c.db, "--data", c.dir, "--email", email, "--role", "owner", "--name", "Olga Owner")
	cmd.Stdin = strings.NewReader(password + "\n")
	if out, err := cmd.CombinedOutput(); err != nil {
		c.t.Fatalf("shop admin create: %v\n%s", err, out)
	}
	b := newBrowser(c.t, base, "")
	res := b.json(http.MethodPost, "/api/admin/login", fmt.Sprintf(`{"email":%q,"password":%q}`, email, password), http.StatusOK)
	b.csrf = res["csrf"].(string)
	return b
}

// startNginx runs nginx with one upstream of the instances (round robin) on a free port and
// answers its URL; it stops when the test ends. nginx cannot say which port it got, so the
// port is found free beforehand, and a start that loses it is tried again on another.
func startNginx(t testing.TB, nginx string, instances []*instance) string {
	t.Helper()
	dir := t.TempDir()
	var servers strings.Builder
	for _, in := range instances {
		fmt.Fprintf(&servers, "    server %s max_fails=1 fail_timeout=5s;\n", strings.TrimPrefix(in.URL, "http://"))
	}
	var url string
	testtool.StartServer(t, "nginx", func() *exec.Cmd {
		addr := testtool.FreeAddr(t)
		url = "http://" + addr
		conf := fmt.Sprintf(`daemon off;
worker_processes 1;
error_log stderr;
pid %[1]s/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path %[1]s/body;
  proxy_temp_path %[1]s/proxy;
  fastcgi_temp_path %[1]s/fastcgi;
  uwsgi_temp_path %[1]s/uwsgi;
  scgi_temp_path %[1]s/scgi;
  upstream shop {
%[2]s    keepalive 32;
  }
  server {
    listen %[3]s;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`, dir, servers.String(), addr)
		path := filepath.Join(dir, "nginx.conf")
		if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
			t.Fatal(err)
		}
		return exec.Command(nginx, "-e", "stderr", "-p", dir, "-c", path)
	}, func(exited chan error) error {
		deadline := time.Now().Add(30 * time.Second)
		for wait := 10 * time.Millisecond; time.Now().Before(deadline); wait = min(wait*2, 200*time.Millisecond) {
			select {
			case err := <-exited:
				exited <- err
				return fmt.Errorf("nginx exited: %v", err)
			default:
			}
			if res, err := http.Get(url + "/healthz"); err == nil {
				res.Body.Close()
				if res.StatusCode == http.StatusOK {
					return nil
				}
			}
			time.Sleep(wait)
		}
		return fmt.Errorf("nginx did not answer in 30 s")
	})
	return url
}

// browser is one shopper's browser: its cookies, the CSRF token its last page showed, and the
// client address the shop sees (X-Forwarded-For, which nginx passes on).
type browser struct {
	t      testing.TB
	base   string
	addr   string
	client *http.Client
	csrf   string
}

var csrfMeta = regexp.MustCompile(`<meta name="csrf-token" content="([^"]+)">`)

// newBrowser is a browser at client address addr ("" for the test's own) that has loaded
// base's home page.
func newBrowser(t testing.TB, base, addr string) *browser {
	b := &browser{t: t, base: base, addr: addr, client: newClient()}
	res, body, err := b.send(http.MethodGet, "/", "", nil)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("home page of %s: %v %v", base, err, res)
	}
	if m := csrfMeta.FindSubmatch(body); m != nil {
		b.csrf = string(m[1])
	}
	return b
}

// newClient is a browser's HTTP client: its own cookie jar.
func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 2 * time.Minute}
}

// send sends a request as the UI does; an error is the connection's (an instance killed).
func (b *browser) send(method, path, body string, headers map[string]string) (*http.Response, []byte, error) {
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, b.base+path, r)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	req.Header.Set("Accept-Language", "lv")
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if b.csrf != "" {
		req.Header.Set("X-CSRF-TOKEN", b.csrf)
	}
	if b.addr != "" {
		req.Header.Set("X-Forwarded-For", b.addr)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := b.client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	return res, raw, err
}

// json sends a JSON call and decodes its answer, failing the test unless the status is want.
func (b *browser) json(method, path, body string, want int) map[string]any {
	b.t.Helper()
	res, raw, err := b.send(method, path, body, nil)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, path, err)
	}
	if res.StatusCode != want {
		b.t.Fatalf("%s %s: status %d, want %d: %s", method, path, res.StatusCode, want, raw)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		b.t.Fatalf("%s %s: %v: %s", method, path, err, raw)
	}
	return m
}

// eventually polls check until it answers true, and answers how long that took; it fails the
// test after limit.
func eventually(t testing.TB, limit time.Duration, what string, check func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for wait := time.Millisecond; ; wait = min(wait*2, 20*time.Millisecond) {
		if check() {
			return time.Since(start)
		}
		if time.Since(start) > limit {
			t.Fatalf("%s: not within %s", what, limit)
		}
		time.Sleep(wait)
	}
}
