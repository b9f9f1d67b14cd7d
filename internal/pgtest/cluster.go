package pgtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Settings of a throwaway cluster, the same as build.sh's: a crash loses nothing a test needs,
// so nothing waits for the disk; several shops and parallel test binaries share it.
var settings = []string{
	"fsync=off", "synchronous_commit=off", "full_page_writes=off",
	"max_connections=300", "listen_addresses=127.0.0.1",
}

// URL is the address of the cluster's postgres database as its superuser. Outside
// ./build.sh test (no SHOP_TEST_POSTGRES) the test binary starts a cluster of its own on first
// use, in a temp folder, stopped by RemoveAll; without PostgreSQL's programs the test is
// skipped, but fails when SHOP_REQUIRE_POSTGRES=1 or the run asked for PostgreSQL
// (SHOP_TEST_DB=postgres): such a run must not pass on nothing.
func URL(t testing.TB) string {
	t.Helper()
	if u := os.Getenv("SHOP_TEST_POSTGRES"); u != "" {
		return u
	}
	own.once.Do(func() { own.url, own.err = own.start() })
	if errors.Is(own.err, errNoPostgres) {
		msg := own.err.Error() + "; install Debian's postgresql, or set SHOP_TEST_POSTGRES to a cluster's address"
		if os.Getenv("SHOP_REQUIRE_POSTGRES") == "1" || Enabled() {
			t.Fatal(msg + " (SHOP_REQUIRE_POSTGRES=1 or SHOP_TEST_DB=postgres)")
		}
		t.Skip(msg)
	}
	if own.err != nil {
		t.Fatalf("start a PostgreSQL cluster for the tests: %v", own.err)
	}
	return own.url
}

// clusterParent is the folder a throwaway cluster goes in: /dev/shm, memory, when it has 2 GB
// free, else the temp folder. A copy of the demo shop's database took 0.35–0.57 s on this
// machine's disk (waiting for the disk to extend files, fsync off) against 0.04 s in memory
// (BenchmarkFresh), and the handler tests make 280, one template's copies one at a time.
func clusterParent() string {
	var fs syscall.Statfs_t
	if err := syscall.Statfs("/dev/shm", &fs); err != nil || syscall.Access("/dev/shm", 2 /* W_OK */) != nil ||
		fs.Bavail*uint64(fs.Bsize) < 2<<30 {
		return ""
	}
	return "/dev/shm"
}

var errNoPostgres = errors.New("PostgreSQL's programs (initdb, postgres) are not installed")

// cluster is the test binary's own PostgreSQL, started once.
type cluster struct {
	once sync.Once
	url  string
	err  error

	mu     sync.Mutex
	dir    string
	cmd    *exec.Cmd
	exited chan error
}

var own cluster

func (c *cluster) start() (string, error) {
	bin := binDir()
	if bin == "" {
		return "", errNoPostgres
	}
	cred, err := unprivileged()
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp(clusterParent(), "shop-pg-")
	if err != nil {
		return "", err
	}
	c.mu.Lock()
	c.dir = dir
	c.mu.Unlock()
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return "", err
		}
	}
	data := filepath.Join(dir, "data")
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust",
		"--encoding=UTF8", "--locale=C", "--no-sync")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := initdb.CombinedOutput(); err != nil {
		return "", fmt.Errorf("initdb: %v: %s", err, out)
	}
	var lastErr error
	for range 3 { // the free port can be taken before the server listens on it
		port, err := freePort()
		if err != nil {
			return "", err
		}
		args := []string{"-D", data, "-p", strconv.Itoa(port), "-k", dir}
		for _, s := range settings {
			args = append(args, "-c", s)
		}
		cmd := exec.Command(filepath.Join(bin, "postgres"), args...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		// Pdeathsig stops the server (SIGQUIT: at once) if the test binary dies without
		// calling Stop; Go sets it after switching to the unprivileged user, which would clear it.
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGQUIT}
		started, exited := make(chan error, 1), make(chan error, 1)
		go func() {
			// The signal comes when the thread that started the server ends, not the process:
			// this goroutine keeps that thread to itself until the server has ended.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			if err := cmd.Start(); err != nil {
				started <- err
				return
			}
			started <- nil
			exited <- cmd.Wait()
		}()
		if err := <-started; err != nil {
			return "", err
		}
		url := fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
		if lastErr = ready(url, exited); lastErr == nil {
			c.mu.Lock()
			c.cmd, c.exited = cmd, exited
			c.mu.Unlock()
			return url, nil
		}
		cmd.Process.Kill()
		<-exited
		lastErr = fmt.Errorf("%v: %s", lastErr, out.String())
	}
	return "", fmt.Errorf("postgres did not start: %v", lastErr)
}

// ready waits until the server takes a connection, or its process ended.
func ready(url string, exited chan error) error {
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		select {
		case err := <-exited:
			exited <- err
			return fmt.Errorf("postgres exited: %v", err)
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		conn, err := pgx.Connect(ctx, url)
		if err == nil {
			conn.Close(ctx)
			cancel()
			return nil
		}
		cancel()
	}
	return errors.New("postgres took no connection in 30 s")
}

func (c *cluster) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cmd != nil {
		c.cmd.Process.Signal(syscall.SIGINT) // a fast shutdown: ends the sessions, no waiting for clients
		select {
		case <-c.exited:
		case <-time.After(10 * time.Second):
			c.cmd.Process.Kill()
			<-c.exited
		}
		c.cmd = nil
	}
	if c.dir != "" {
		os.RemoveAll(c.dir)
		c.dir = ""
	}
}

// binDir is the folder of initdb and postgres: PATH's, or else the newest of Debian's
// /usr/lib/postgresql/N/bin, which Debian leaves off PATH.
func binDir() string {
	if p, err := exec.LookPath("initdb"); err == nil {
		if _, err := exec.LookPath("postgres"); err == nil {
			return filepath.Dir(p)
		}
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	for _, d := range dirs {
		if fi, err := os.Stat(filepath.Join(d, "initdb")); err == nil && fi.Mode()&0o111 != 0 {
			return d
		}
	}
	return ""
}

func version(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

// unprivileged is the user the cluster runs as when the tests run as root, which initdb
// refuses: build.sh's shoptest if the machine has it, else nobody. nil: run as ourselves.
func unprivileged() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"shoptest", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, err1 := strconv.Atoi(u.Uid)
		gid, err2 := strconv.Atoi(u.Gid)
		if err1 != nil || err2 != nil {
			continue
		}
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}, nil
	}
	return nil, errors.New("running as root, and neither a shoptest nor a nobody user to run PostgreSQL as")
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
