package main

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// The build's version, commit and time, set by build.sh:
//
//	go build -ldflags "-X main.buildVersion=v1.4.0 -X main.buildCommit=<hash> -X main.buildTime=<RFC 3339>"
//
// A plain go build leaves them empty, and version falls back to what Go recorded.
var buildVersion, buildCommit, buildTime string

// version describes the binary: its version, the commit it was built from, when it was built,
// and the Go version. What build.sh set comes first; else the build information Go records:
// the module's version ("(devel)" for a build from a checkout) and, when go build recorded
// them (from a git checkout unless -buildvcs=false), the commit and its time.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = &debug.BuildInfo{Main: debug.Module{Version: "(unknown)"}, GoVersion: "(unknown)"}
	}
	settings := map[string]string{}
	for _, s := range bi.Settings {
		settings[s.Key] = s.Value
	}
	var b strings.Builder
	v := buildVersion
	if v == "" {
		v = bi.Main.Version
	}
	fmt.Fprintf(&b, "shop %s\n", v)
	switch rev := settings["vcs.revision"]; {
	case buildCommit != "":
		fmt.Fprintf(&b, "commit %s\n", buildCommit)
	case rev != "":
		if settings["vcs.modified"] == "true" {
			rev += " (with uncommitted changes)"
		}
		fmt.Fprintf(&b, "commit %s\n", rev)
	default:
		b.WriteString("commit unknown (built without version control information; ./build.sh records it)\n")
	}
	if t := settings["vcs.time"]; t != "" {
		fmt.Fprintf(&b, "commit time %s\n", t)
	}
	if buildTime != "" {
		fmt.Fprintf(&b, "built %s\n", buildTime)
	} else {
		b.WriteString("built unknown (./build.sh records it)\n")
	}
	fmt.Fprintf(&b, "go %s\n", bi.GoVersion)
	return b.String()
}
