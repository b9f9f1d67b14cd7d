package main

import (
	"bytes"
	"context"
	"runtime"
	"strings"
	"testing"
)

// shop version, shop --version and shop -version print the version, the commit and the build
// time build.sh records, and the Go version; without them (a plain go build) each line says
// it is unknown rather than missing.
func TestVersionPrintsVersionCommitAndBuildTime(t *testing.T) {
	print := func(args ...string) string {
		t.Helper()
		var out bytes.Buffer
		if err := run(context.Background(), args, &out); err != nil {
			t.Fatalf("shop %v: %v", args, err)
		}
		return out.String()
	}
	plain := print("version")
	for _, want := range []string{"shop ", "\ncommit ", "\nbuilt unknown", "\ngo " + runtime.Version() + "\n"} {
		if !strings.Contains("\n"+plain, want) {
			t.Errorf("a plain build's version lacks %q:\n%s", want, plain)
		}
	}

	old := [3]string{buildVersion, buildCommit, buildTime}
	t.Cleanup(func() { buildVersion, buildCommit, buildTime = old[0], old[1], old[2] })
	buildVersion, buildCommit, buildTime = "v1.4.0-3-gabc1234", "abc1234def5678abc1234def5678abc1234def56", "2026-11-27T19:00:00Z"
	want := "shop v1.4.0-3-gabc1234\ncommit abc1234def5678abc1234def5678abc1234def56\n"
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		got := print(args...)
		if !strings.HasPrefix(got, want) || !strings.Contains(got, "\nbuilt 2026-11-27T19:00:00Z\n") ||
			!strings.HasSuffix(got, "\ngo "+runtime.Version()+"\n") {
			t.Errorf("shop %v:\n%s", args, got)
		}
	}
}
