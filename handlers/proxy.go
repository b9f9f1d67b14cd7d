package handlers

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"
)

// DefaultTrustedProxies is loopback: a reverse proxy on the same machine.
const DefaultTrustedProxies = "127.0.0.0/8,::1/128"

// ParseTrustedProxies reads a comma-separated list of addresses and CIDR ranges.
func ParseTrustedProxies(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, part := range strings.Split(list, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if !strings.Contains(part, "/") {
			addr, err := netip.ParseAddr(part)
			if err != nil {
				return nil, fmt.Errorf("--trusted-proxies: %q is not an IP address or CIDR range", part)
			}
			out = append(out, netip.PrefixFrom(addr, addr.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(part)
		if err != nil {
			return nil, fmt.Errorf("--trusted-proxies: %q is not an IP address or CIDR range", part)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// ParseBaseURL checks a --base-url: an absolute http(s) origin, without a path.
func ParseBaseURL(raw string) (string, error) {
	if raw == "" {
		return "", nil
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		strings.Trim(u.Path, "/") != "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("--base-url must be an origin such as https://shop.example, not %q", raw)
	}
	return u.Scheme + "://" + u.Host, nil
}

// fromTrustedProxy reports whether the request came straight from a proxy we trust, the only
// case in which its X-Forwarded-* headers are believed.
func (s *Server) fromTrustedProxy(r *http.Request) bool {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	addr = addr.Unmap()
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// isTLS: the connection is TLS, or a trusted proxy says it terminated TLS for us.
func (s *Server) isTLS(c echo.Context) bool {
	r := c.Request()
	return r.TLS != nil || (s.fromTrustedProxy(r) && r.Header.Get("X-Forwarded-Proto") == "https")
}

// ipExtractor gives echo's RealIP the client address: X-Forwarded-For is read only through
// trusted proxies.
func ipExtractor(trusted []netip.Prefix) echo.IPExtractor {
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, p := range trusted {
		opts = append(opts, echo.TrustIPRange(&net.IPNet{IP: p.Addr().AsSlice(), Mask: net.CIDRMask(p.Bits(), p.Addr().BitLen())}))
	}
	return echo.ExtractIPFromXFFHeader(opts...)
}

// origin is the scheme and host absolute URLs start with: --base-url when set; otherwise the
// request's own (a trusted proxy's X-Forwarded-Host, else a well-formed Host header).
func (s *Server) origin(c echo.Context) string {
	if s.cfg.BaseURL != "" {
		return s.cfg.BaseURL
	}
	r := c.Request()
	host := r.Host
	if fwd := r.Header.Get("X-Forwarded-Host"); fwd != "" && s.fromTrustedProxy(r) {
		host = strings.TrimSpace(strings.Split(fwd, ",")[0])
	}
	if !validHost(host) {
		host = "localhost"
	}
	scheme := "http"
	if s.isTLS(c) {
		scheme = "https"
	}
	return scheme + "://" + host
}

// validHost accepts a host name or IP with an optional port, nothing that could change a URL's meaning.
func validHost(h string) bool {
	if h == "" || len(h) > 255 {
		return false
	}
	u, err := url.Parse("http://" + h)
	return err == nil && u.Host == h && u.User == nil && u.Path == "" && !strings.ContainsAny(h, "/?#@\\ ")
}

func (s *Server) absURL(c echo.Context, path string) string {
	if strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") {
		return path
	}
	return s.origin(c) + path
}
