package store

import (
	"crypto/rand"
	"encoding/hex"
	"strings"
)

// newInstance is a name for one shop process on a PostgreSQL database, new at every start:
// its change feed's announcements carry it (change_feed.go), and its connections'
// application_name ends with it (instanceName).
func newInstance() string {
	id := make([]byte, 6)
	rand.Read(id)
	return hex.EncodeToString(id)
}

// maxAppName is the longest application_name PostgreSQL keeps (NAMEDATALEN - 1 bytes); a
// longer one is cut, and would no longer match what the store wrote down.
const maxAppName = 63

// instanceName is the application_name of an instance's connections: the one the database
// address asked for ("shop" if none), cut to fit, then the instance. Every connection of the
// process carries it, so pg_stat_activity lists it exactly while the process is connected:
// what a notice pick (notice_pick.go) asks to know whether its picker lives. Only printable
// ASCII is kept of the asked name: PostgreSQL shows other bytes otherwise than they were sent.
func instanceName(asked, instance string) string {
	asked = strings.Map(func(r rune) rune {
		if r < ' ' || r > '~' {
			return -1
		}
		return r
	}, asked)
	if asked == "" {
		asked = "shop"
	}
	if room := maxAppName - 1 - len(instance); len(asked) > room {
		asked = asked[:room]
	}
	return asked + " " + instance
}
