package store

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/bcrypt"
)

// Passwords are hashed with argon2id at OWASP's minimum (19 MiB of memory, 2 passes, one
// lane) and kept in the PHC string format, so the parameters travel with each hash and can
// be raised later. Hashes from before (bcrypt, "$2…") still verify; CheckPassword says when
// a hash is to be replaced, and the sign-in that proved the password replaces it.
const (
	argonKeyLen  = 32
	argonSaltLen = 16
)

// argonCost is what one hash spends: memory, passes over it, lanes.
type argonCost struct {
	memoryKiB, passes uint32
	lanes             uint8
}

// hashCost is the cost HashPassword spends and CheckPassword asks a rehash for. A test
// binary spends 64 KiB instead of 19 MiB: its tests sign up and sign in hundreds of times,
// which at the shop's cost took minutes under the race detector. The shop's binary is no
// test binary, and a test checks costFor(false).
var hashCost = costFor(testing.Testing())

func costFor(testBinary bool) argonCost {
	if testBinary {
		return argonCost{memoryKiB: 64, passes: 2, lanes: 1}
	}
	return argonCost{memoryKiB: 19 * 1024, passes: 2, lanes: 1}
}

// hashSlots bounds the hashes computed at once: each takes 19 MiB and a core for tens of
// milliseconds, so a flood of sign-ins waits here instead of taking every core and the
// memory from the rest of the shop.
var hashSlots = make(chan struct{}, 2)

// ErrBusy means the context ended while waiting for a hashing slot.
var ErrBusy = errors.New("password hashing busy")

func withHashSlot(ctx context.Context, f func()) error {
	select {
	case hashSlots <- struct{}{}:
	case <-ctx.Done():
		return ErrBusy
	}
	defer func() { <-hashSlots }()
	f()
	return nil
}

var b64 = base64.RawStdEncoding

// HashPassword makes an argon2id hash of password in PHC format.
func HashPassword(ctx context.Context, password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	var key []byte
	if err := withHashSlot(ctx, func() {
		key = argon2.IDKey([]byte(password), salt, hashCost.passes, hashCost.memoryKiB, hashCost.lanes, argonKeyLen)
	}); err != nil {
		return "", err
	}
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, hashCost.memoryKiB, hashCost.passes, hashCost.lanes,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// CheckPassword tells whether password matches hash (argon2id, or bcrypt from before), and
// whether the hash should be replaced by a HashPassword of today's parameters. An unreadable
// hash matches nothing.
func CheckPassword(ctx context.Context, hash, password string) (ok, rehash bool, err error) {
	if strings.HasPrefix(hash, "$2") {
		err = withHashSlot(ctx, func() {
			ok = bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
		})
		return ok, ok, err
	}
	var version, memory, passes int
	var lanes uint8
	var salt64, key64 string
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, false, nil
	}
	if _, e := fmt.Sscanf(parts[2], "v=%d", &version); e != nil || version != argon2.Version {
		return false, false, nil
	}
	if _, e := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &passes, &lanes); e != nil ||
		memory < min(8*1024, int(hashCost.memoryKiB)) || memory > 256*1024 || passes < 1 || passes > 10 || lanes < 1 {
		return false, false, nil // bounds keep a tampered hash from costing a gigabyte
	}
	salt64, key64 = parts[4], parts[5]
	salt, e1 := b64.DecodeString(salt64)
	key, e2 := b64.DecodeString(key64)
	if e1 != nil || e2 != nil || len(key) == 0 {
		return false, false, nil
	}
	var got []byte
	if err := withHashSlot(ctx, func() {
		got = argon2.IDKey([]byte(password), salt, uint32(passes), uint32(memory), lanes, uint32(len(key)))
	}); err != nil {
		return false, false, err
	}
	ok = subtle.ConstantTimeCompare(got, key) == 1
	rehash = ok && (memory != int(hashCost.memoryKiB) || passes != int(hashCost.passes) || lanes != hashCost.lanes || len(key) != argonKeyLen)
	return ok, rehash, nil
}
