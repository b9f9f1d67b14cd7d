package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The README's systemd unit and settings file are what an operator copies, so they are kept
// real: the unit has the service user and the hardening the README promises, systemd's own
// `systemd-analyze verify` finds nothing to say about it, every variable of the settings file
// is one the shop reads, and `shop serve` takes the unit's command line with those settings
// (the scheduled backups and their S3 upload among them). build.sh test installs systemd's
// tools; elsewhere that part is skipped without them.
func TestReadmeSystemdUnit(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	units := regexp.MustCompile("(?s)```ini\n(.*?)```").FindAllSubmatch(readme, -1)
	if len(units) != 1 {
		t.Fatalf("the README has %d ini blocks, want the one unit", len(units))
	}
	unit := regexp.MustCompile(`(?m)^   `).ReplaceAllString(string(units[0][1]), "")
	for _, want := range []string{"User=shop", "StateDirectory=shop", "NoNewPrivileges=yes", "ProtectSystem=strict",
		"ReadWritePaths=/var/lib/shop", "EnvironmentFile=/etc/shop/env"} {
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(want) + `$`).MatchString(unit) {
			t.Errorf("the unit lacks %s", want)
		}
	}
	exec1 := regexp.MustCompile(`(?m)^ExecStart=/usr/local/bin/shop (.*)$`).FindStringSubmatch(unit)
	if exec1 == nil {
		t.Fatal("the unit has no ExecStart=/usr/local/bin/shop …")
	}
	args := strings.Fields(exec1[1])
	if len(args) == 0 || args[0] != "serve" {
		t.Fatalf("the unit runs shop %v, want shop serve", args)
	}

	// The settings file: the code block that sets SHOP_DATA.
	var settings []string
	for _, b := range codeBlocks(string(readme)) {
		if regexp.MustCompile(`(?m)^\s*SHOP_DATA=`).MatchString(b) {
			settings = append(settings, b)
		}
	}
	if len(settings) != 1 {
		t.Fatalf("%d code blocks set SHOP_DATA, want the one settings file", len(settings))
	}
	var help strings.Builder
	if _, done, err := parseServe([]string{"--help"}, &help); !done || err != nil {
		t.Fatalf("serve --help: %v", err)
	}
	for _, line := range strings.Split(settings[0], "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("the settings file's line %q is not KEY=value", line)
		}
		if !strings.Contains(help.String(), key) {
			t.Errorf("the settings file sets %s, which shop serve does not read", key)
		}
		t.Setenv(key, value)
	}
	sc, _, err := parseServe(args[1:], io.Discard)
	if err != nil {
		t.Fatalf("shop serve refuses the README's unit and settings: %v", err)
	}
	if sc.backups.every != 6*time.Hour || sc.backups.keep != 14 || sc.backups.s3.url == "" {
		t.Errorf("the README's settings take backups %+v, want every 6h, 14 kept, uploaded", sc.backups)
	}

	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		if os.Getenv("SHOP_REQUIRE_SYSTEMD") != "" {
			t.Fatal("systemd-analyze is not installed")
		}
		t.Skip("systemd-analyze is not installed")
	}
	// verify wants the program to exist; any executable stands in for the shop.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "shop.service")
	if err := os.WriteFile(file, []byte(strings.ReplaceAll(unit, "/usr/local/bin/shop", self)), 0o600); err != nil {
		t.Fatal(err)
	}
	// verify exits 0 over keys it ignores, saying so: any word from it is a fault.
	out, err := exec.Command(analyze, "verify", "--man=no", file).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("systemd-analyze verify on the README's unit: %v\n%s", err, out)
	}
}

// codeBlocks is the text of each fenced code block in markdown, indented ones (in a list)
// included, fence lines paired in order.
func codeBlocks(markdown string) []string {
	var blocks []string
	var cur []string
	in := false
	for _, line := range strings.Split(markdown, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			if in {
				blocks = append(blocks, strings.Join(cur, "\n"))
				cur = nil
			}
			in = !in
			continue
		}
		if in {
			cur = append(cur, line)
		}
	}
	return blocks
}
