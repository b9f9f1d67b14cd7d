//go:build unix

package main

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"shop/demo"
	"shop/internal/testtool"
)

// A real `shop serve` process takes SIGHUP as a reload, not an end: while a shopper keeps
// requesting pages and catalogue answers, three reloads and a price changed by direct SQL
// fail no request, the reload shows the new price, and SIGTERM still stops the shop cleanly.
func TestSIGHUPReloadsARunningShop(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the shop and runs it as a process")
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Skip("no go tool to build the shop with")
		}
	}
	bin := filepath.Join(t.TempDir(), "shop")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	data := testtool.DemoData(t, schema, demo.Latvia, 200)
	var logs syncWriter
	var logBuf bytes.Buffer
	logs.w = &logBuf
	log := func() string {
		logs.mu.Lock()
		defer logs.mu.Unlock()
		return logBuf.String()
	}
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--data", data)
	cmd.Env = append(os.Environ(), "SHOP_SMTP_URL=", "SHOP_BASE_URL=")
	cmd.Stdout, cmd.Stderr = io.Discard, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	var exitErr error
	go func() { exitErr = cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		select {
		case <-exited:
		default:
			cmd.Process.Kill()
			<-exited
		}
	})
	waitForLog(t, log, "catalogue index ready", 1)
	m := regexp.MustCompile(`msg="shop listening" addr=(\S+)`).FindStringSubmatch(log())
	if m == nil {
		t.Fatalf("no address in the log:\n%s", log())
	}
	url := "http://" + m[1]
	get := func(path string) []byte {
		t.Helper()
		res, err := http.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d %.300s", path, res.StatusCode, body)
		}
		return body
	}
	dearest := func() int64 {
		t.Helper()
		id, err := priciest(get(priciestPath))
		if err != nil {
			t.Fatal(err)
		}
		return id
	}

	stop := make(chan struct{})
	loopDone := make(chan [2][]string, 1)
	var made atomic.Int64
	go shopperLoop(url, stop, loopDone, &made)
	// moreRequests waits until the shopper has made three more requests: requests before,
	// during and after each reload, however slow the machine.
	moreRequests := func() {
		t.Helper()
		want := made.Load() + 3
		for deadline := time.Now().Add(time.Minute); made.Load() < want; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the shopper made %d requests in a minute", made.Load())
			}
		}
	}
	for n := 1; n <= 3; n++ {
		moreRequests()
		if err := cmd.Process.Signal(syscall.SIGHUP); err != nil {
			t.Fatal(err)
		}
		waitForLog(t, log, "msg=\"reloaded", n)
	}
	before := dearest()
	id, history := raisePriceBySQL(t, data, before)
	if err := cmd.Process.Signal(syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	waitForLog(t, log, "msg=\"reloaded", 4)
	if got := dearest(); got != id {
		t.Errorf("after SIGHUP the dearest product is %d, want %d (raised by SQL)", got, id)
	}
	moreRequests()
	close(stop)
	result := <-loopDone
	ok, failed := result[0], result[1]
	if len(failed) > 0 || len(ok) < 12 {
		t.Errorf("the shopper made %d requests, %d failed: %s", len(ok)+len(failed), len(failed), strings.Join(failed, "; "))
	}
	t.Logf("the shopper's requests during four reloads: %d answered, %d failed", len(ok), len(failed))
	if n := priceHistoryRows(t, data, id); n != history {
		t.Errorf("price_history rows %d, want %d: a price changed by SQL writes none", n, history)
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-exited:
		if exitErr != nil {
			t.Errorf("the shop ended with %v after SIGTERM:\n%s", exitErr, log())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("the shop did not stop within 30 s of SIGTERM:\n%s", log())
	}
}
