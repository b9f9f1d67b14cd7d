package testtool

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"testing"
	"time"
)

// FreeAddr is a loopback address with a port free when asked: a server started on it may find
// it taken meanwhile, which StartServer's retries cover.
func FreeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// StartServer runs a test's server process: command makes it afresh for each of three tries
// (on new free ports), ready waits until it answers or its process ends (an error on exited,
// which ready puts back for the caller's wait); the server
// is stopped, by an interrupt and after 5 s a kill, when the test ends.
func StartServer(t testing.TB, name string, command func() *exec.Cmd, ready func(exited chan error) error) {
	t.Helper()
	var lastErr error
	for range 3 { // a free port can be taken between finding it and the server's listening
		cmd := command()
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		if lastErr = ready(exited); lastErr == nil {
			t.Cleanup(func() {
				cmd.Process.Signal(os.Interrupt)
				select {
				case <-exited:
				case <-time.After(5 * time.Second):
					cmd.Process.Kill()
					<-exited
				}
			})
			return
		}
		cmd.Process.Kill()
		<-exited
		lastErr = fmt.Errorf("%v: %s", lastErr, out.String())
	}
	t.Fatalf("%s did not start: %v", name, lastErr)
}
