package handlers

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/pictures"
)

// mediaTypes are the content types of the files DATA/media/ serves, by extension. A fixed
// table rather than the system's MIME list, so a file answers the same type on every machine;
// any other file is offered as a download, never shown as a page of the shop.
var mediaTypes = map[string]string{
	".avif": "image/avif", ".gif": "image/gif", ".ico": "image/x-icon", ".jpeg": "image/jpeg",
	".jpg": "image/jpeg", ".png": "image/png", ".svg": "image/svg+xml", ".webp": "image/webp",
	".mp4": "video/mp4", ".webm": "video/webm", ".pdf": "application/pdf",
}

// mediaCache: an uploaded file keeps its name when it is replaced, so browsers keep it for a
// day and then ask again (Last-Modified answers 304 while it is unchanged).
const mediaCache = "public, max-age=86400"

// pictureCache: a product picture's file (DATA/media/products/, package pictures) is named
// by its content's hash, so a name never comes to mean another picture: kept for a year and
// never asked again.
const pictureCache = "public, max-age=31536000, immutable"

// mediaCSP is the policy of a media file's own answer: an uploaded SVG or PDF opened by
// itself runs no script, loads nothing but pictures of the shop and is framed by no one,
// whatever it holds. (The pages' policy lets them show /media/ pictures and videos: img-src
// and media-src 'self'.)
const mediaCSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"

// media serves the files an operator puts in DATA/media/ at /media/…: no folder listings, no
// hidden files, nothing outside the folder (os.Root refuses "..", absolute names and symbolic
// links that lead out of it), HEAD, ranges and If-Modified-Since through http.ServeContent.
func (s *Server) media(c echo.Context) error {
	return s.serveMedia(c, c.Param("*"))
}

func (s *Server) serveMedia(c echo.Context, name string) error {
	name = strings.TrimPrefix(name, "/")
	if name == "" || name != path.Clean(name) || strings.HasPrefix(name, ".") || strings.Contains(name, "/.") {
		return echo.ErrNotFound
	}
	root, err := os.OpenRoot(filepath.Join(s.store.Dir(), "media"))
	if err != nil {
		return echo.ErrNotFound
	}
	defer root.Close()
	f, err := root.Open(filepath.FromSlash(name))
	if err != nil {
		return echo.ErrNotFound
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return echo.ErrNotFound
	}
	h := c.Response().Header()
	ctype, ok := mediaTypes[strings.ToLower(path.Ext(name))]
	if !ok {
		ctype = "application/octet-stream"
		h.Set("Content-Disposition", "attachment")
	}
	h.Set(echo.HeaderContentType, ctype)
	if dir, file := path.Split(name); dir == "products/" && pictures.IsFileName(file) {
		h.Set("Cache-Control", pictureCache)
	} else {
		h.Set("Cache-Control", mediaCache)
	}
	h.Set("Content-Security-Policy", mediaCSP)
	http.ServeContent(c.Response(), c.Request(), info.Name(), info.ModTime(), f)
	return nil
}
