//go:build !unix

package store

import (
	"os"
	"path/filepath"
)

// lockDir on systems without flock relies on bbolt's own file lock for sessions.db.
func lockDir(dir string) (*os.File, error) {
	return os.OpenFile(filepath.Join(dir, "shop.lock"), os.O_CREATE|os.O_RDWR, 0o644)
}
