// Package assets embeds the built UI bundle (dist/) into the binary.
// dist/index.html is a committed placeholder so `go build` works before the UI is built.
package assets

import (
	"embed"
	"encoding/json"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// FS is the bundle: hashed JS and CSS files with .gz and .br twins, and manifest.json.
var FS, _ = fs.Sub(dist, "dist")

// Manifest names the entry files the HTML shell links, each page component's own chunks
// (preloaded by that page's shell), the server renderer's script and the translation keys the
// UI uses (none listed: the whole catalogue).
type Manifest struct {
	JS       string              `json:"js"`
	CSS      string              `json:"css"`
	Preload  []string            `json:"preload"`
	Pages    map[string][]string `json:"pages"`
	Server   string              `json:"server"`
	Messages []string            `json:"messages"`
	// Admin is the back office's own bundle (ui/admin/main.jsx): the storefront never loads it.
	Admin AdminBundle `json:"admin"`
}

// AdminBundle is the back office's script and style sheet.
type AdminBundle struct {
	JS  string `json:"js"`
	CSS string `json:"css"`
}

// ReadManifest reads manifest.json from a bundle folder; an unbuilt bundle gives an empty one.
func ReadManifest(fsys fs.FS) Manifest {
	var m Manifest
	if raw, err := fs.ReadFile(fsys, "manifest.json"); err == nil {
		json.Unmarshal(raw, &m)
	}
	return m
}
