package testtool

import (
	"fmt"
	"net/http"
	"os/exec"
	"testing"
	"time"
)

// S3 is a real S3-compatible server for a test: the Versity S3 gateway (versitygw) over a
// folder of the test's, its posix backend; ./build.sh test installs it and sets
// SHOP_REQUIRE_S3=1. Its region is us-east-1 and it starts with no bucket.
type S3 struct {
	Endpoint          string // http://127.0.0.1:port
	AccessKey, Secret string
}

// StartS3 starts the gateway and stops it when the test ends.
func StartS3(t testing.TB) S3 {
	t.Helper()
	bin := Binary(t, "versitygw", "SHOP_REQUIRE_S3")
	s := S3{AccessKey: "shopbackups", Secret: "not-a-real-secret-0123456789"}
	StartServer(t, "versitygw", func() *exec.Cmd {
		addr := FreeAddr(t)
		s.Endpoint = "http://" + addr
		root, side := t.TempDir(), t.TempDir()
		// --sidecar keeps the objects' metadata in files: the test's folder may lack xattrs.
		return exec.Command(bin, "--port", addr, "--access", s.AccessKey, "--secret", s.Secret, "--quiet",
			"posix", "--sidecar", side, root)
	}, s.ready)
	return s
}

// ready waits until the gateway answers HTTP (an unsigned request's refusal will do), or the
// process ended.
func (s *S3) ready(exited chan error) error {
	client := &http.Client{Timeout: time.Second}
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		select {
		case err := <-exited:
			exited <- err
			return fmt.Errorf("versitygw exited: %v", err)
		default:
		}
		if res, err := client.Get(s.Endpoint + "/"); err == nil {
			res.Body.Close()
			return nil
		}
	}
	return fmt.Errorf("versitygw did not answer in 15 s")
}
