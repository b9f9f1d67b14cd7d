// Package testtool finds the servers some tests talk to (Mailpit, stripe-mock, versitygw), which
// ./build.sh test installs with `go install`, and PostgreSQL's databases (package pgtest).
// Only tests import it.
package testtool

import (
	"go/build"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Binary is the path of the program name, found on $PATH, in $GOBIN or in $GOPATH/bin (where
// `go install` puts it). Without it the test is skipped on a developer's machine, but fails
// when the environment variable require is "1", as ./build.sh test sets it: CI must not pass
// by skipping.
func Binary(t testing.TB, name, require string) string {
	t.Helper()
	if p := find(name); p != "" {
		return p
	}
	msg := name + " is not installed; ./build.sh test installs it with go install"
	if os.Getenv(require) == "1" {
		t.Fatal(msg + " (" + require + "=1)")
	}
	t.Skip(msg)
	return ""
}

func find(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	dirs := []string{os.Getenv("GOBIN")}
	for _, gopath := range filepath.SplitList(build.Default.GOPATH) {
		dirs = append(dirs, filepath.Join(gopath, "bin"))
	}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		p := filepath.Join(d, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}
