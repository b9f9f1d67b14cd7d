package main

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// version describes the binary from the build information Go records in it: the module's
// version ("(devel)" for a build from a checkout), the commit and its time when the build
// recorded them (go build does from a git checkout unless -buildvcs=false), and the Go version.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "shop: no build information in this binary\n"
	}
	settings := map[string]string{}
	for _, s := range bi.Settings {
		settings[s.Key] = s.Value
	}
	var b strings.Builder
	fmt.Fprintf(&b, "shop %s\n", bi.Main.Version)
	if rev := settings["vcs.revision"]; rev != "" {
		if settings["vcs.modified"] == "true" {
			rev += " (with uncommitted changes)"
		}
		fmt.Fprintf(&b, "commit %s\n", rev)
	} else {
		b.WriteString("commit unknown (built without version control information)\n")
	}
	if t := settings["vcs.time"]; t != "" {
		fmt.Fprintf(&b, "commit time %s\n", t)
	}
	fmt.Fprintf(&b, "go %s\n", bi.GoVersion)
	return b.String()
}
