package handlers

import (
	"strings"

	"github.com/labstack/echo/v4"
)

// maxRedirectLen bounds a Location the shop writes; a longer target is no page of the shop's.
const maxRedirectLen = 8000

// redirect answers a redirect to target on the shop's own origin: every redirect the shop
// writes goes through here, so none can send a browser to another site, whatever part of the
// request the target was made from. A target that cannot be made a local one (a scheme, a
// host, a relative path) answers the 404 page instead.
func (s *Server) redirect(c echo.Context, code int, target string) error {
	to, ok := localTarget(target)
	if !ok {
		return s.notFoundPage(c)
	}
	return c.Redirect(code, to)
}

// localTarget makes target (a path with its query, as the shop builds it from the request)
// a Location that a browser resolves on the shop's own origin, or reports that it cannot:
//   - it must start with a slash (or a backslash, which browsers read as one); anything
//     else names a scheme, a host or a relative path;
//   - leading slashes and backslashes collapse to one, since "//host" and "/\host" are
//     another site to a browser;
//   - control bytes, spaces, backslashes, bytes outside ASCII and the characters RFC 3986
//     never allows are percent-encoded: browsers drop tabs and line breaks from a URL before
//     reading it ("/\t/host" would become "//host"), and a raw byte below 0x20 in a header
//     ends or splits it. Existing %-escapes are kept as they are.
func localTarget(target string) (string, bool) {
	if target == "" || len(target) > maxRedirectLen || target[0] != '/' && target[0] != '\\' {
		return "", false
	}
	rest := strings.TrimLeft(target, `/\`)
	var b strings.Builder
	b.Grow(len(rest) + 1)
	b.WriteByte('/')
	for i := 0; i < len(rest); i++ {
		ch := rest[i]
		if ch <= ' ' || ch >= 0x7f || strings.IndexByte("\\\"<>^`{|}", ch) >= 0 {
			const hex = "0123456789ABCDEF"
			b.WriteByte('%')
			b.WriteByte(hex[ch>>4])
			b.WriteByte(hex[ch&15])
			continue
		}
		b.WriteByte(ch)
	}
	return b.String(), true
}
