package handlers

import (
	"crypto/rand"
	"encoding/hex"

	"github.com/labstack/echo/v4"

	"shop/internal/logctx"
)

// maxRequestID is the longest X-Request-ID a request may bring: a proxy's UUID or trace id
// fits many times over, and a longer one would be copied into every line the request logs.
const maxRequestID = 64

// requestID gives each request its id: the X-Request-ID it came with (as echo's RequestID
// middleware took it before, from any client, so a proxy's id joins its log to ours) when the
// header is short and plain, else a new random one. The id goes back in the answer's
// X-Request-ID and into the request's context, where logctx puts it into every line logged
// with that context.
func requestID(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		req := c.Request()
		id := req.Header.Get(echo.HeaderXRequestID)
		if !plainRequestID(id) {
			id = newRequestID()
		}
		c.Response().Header().Set(echo.HeaderXRequestID, id)
		c.SetRequest(req.WithContext(logctx.WithRequestID(req.Context(), id)))
		return next(c)
	}
}

// plainRequestID: 1 to maxRequestID letters, digits and - _ . : (UUIDs, trace ids, our own),
// nothing that could break a log line or pass for another field.
func plainRequestID(id string) bool {
	if id == "" || len(id) > maxRequestID {
		return false
	}
	for _, r := range id {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' || r == ':'
		if !ok {
			return false
		}
	}
	return true
}

// newRequestID is 128 random bits in hex, as long as echo's ids were.
func newRequestID() string {
	var b [16]byte
	rand.Read(b[:]) // never fails (crypto/rand)
	return hex.EncodeToString(b[:])
}
