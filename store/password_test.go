package store

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/bcrypt"
)

// The shop hashes at OWASP's minimum for argon2id; only test binaries hash cheaper.
func TestPasswordCostOfTheShopIsOWASPsMinimum(t *testing.T) {
	t.Parallel()
	if got, want := costFor(false), (argonCost{memoryKiB: 19 * 1024, passes: 2, lanes: 1}); got != want {
		t.Fatalf("the shop's argon2id cost is %+v, want %+v", got, want)
	}
	if hashCost != costFor(true) {
		t.Fatalf("a test binary hashes at %+v, want the test cost %+v", hashCost, costFor(true))
	}
}

// hashPrefix is the start of a hash HashPassword makes in this test binary.
func hashPrefix() string {
	return fmt.Sprintf("$argon2id$v=19$m=%d,t=%d,p=%d$", hashCost.memoryKiB, hashCost.passes, hashCost.lanes)
}

func TestPasswordHashIsArgon2idAndVerifies(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	h, err := HashPassword(ctx, "correct horse battery staple")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, hashPrefix()) {
		t.Fatalf("hash %q is not argon2id at %s", h, hashPrefix())
	}
	if h2, _ := HashPassword(ctx, "correct horse battery staple"); h2 == h {
		t.Fatal("two hashes of one password are equal: no salt")
	}
	ok, rehash, err := CheckPassword(ctx, h, "correct horse battery staple")
	if err != nil || !ok || rehash {
		t.Fatalf("right password: ok=%v rehash=%v err=%v", ok, rehash, err)
	}
	if ok, _, _ := CheckPassword(ctx, h, "correct horse battery stapler"); ok {
		t.Fatal("wrong password accepted")
	}
}

func TestPasswordBcryptVerifiesAndAsksForRehash(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	old, _ := bcrypt.GenerateFromPassword([]byte("an old password 1"), bcrypt.MinCost)
	ok, rehash, err := CheckPassword(ctx, string(old), "an old password 1")
	if err != nil || !ok || !rehash {
		t.Fatalf("bcrypt hash: ok=%v rehash=%v err=%v, want ok and rehash", ok, rehash, err)
	}
	if ok, rehash, _ := CheckPassword(ctx, string(old), "another password"); ok || rehash {
		t.Fatal("wrong password against bcrypt accepted or asked for rehash")
	}
}

func TestPasswordWeakerParametersAskForRehashAndJunkMatchesNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	salt := []byte("0123456789abcdef")
	key := argon2.IDKey([]byte("a password here"), salt, 1, hashCost.memoryKiB, 1, 32)
	weaker := fmt.Sprintf("$argon2id$v=19$m=%d,t=1,p=1$", hashCost.memoryKiB) + b64.EncodeToString(salt) + "$" + b64.EncodeToString(key)
	if ok, rehash, _ := CheckPassword(ctx, weaker, "a password here"); !ok || !rehash {
		t.Fatalf("one-pass hash: ok=%v rehash=%v, want both", ok, rehash)
	}
	for _, junk := range []string{"", "$argon2id$", "$argon2id$v=19$m=4000000,t=2,p=1$AAAA$AAAA", "plain", "$argon2i$v=19$m=19456,t=2,p=1$AAAA$AAAA"} {
		if ok, _, err := CheckPassword(ctx, junk, "a password here"); ok || err != nil {
			t.Errorf("hash %q: ok=%v err=%v", junk, ok, err)
		}
	}
}

func TestPasswordHashingWaitsForASlotAndGivesUpWithItsContext(t *testing.T) {
	for range cap(hashSlots) {
		hashSlots <- struct{}{}
	}
	defer func() {
		for range cap(hashSlots) {
			<-hashSlots
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := HashPassword(ctx, "a password here"); err != ErrBusy {
		t.Fatalf("all slots taken, context done: got %v, want ErrBusy", err)
	}
}

func TestAuthenticateUpgradesABcryptHash(t *testing.T) {
	t.Parallel()
	s := openStore(t)
	ctx := context.Background()
	id, err := s.CreateUser(ctx, NewUser{Email: "old@example.com", Password: "x", Name: "A", Surname: "B"})
	if err != nil {
		t.Fatal(err)
	}
	old, _ := bcrypt.GenerateFromPassword([]byte("an old password 1"), bcrypt.MinCost)
	if _, err := s.write.ExecContext(ctx, `UPDATE users SET password_hash = ? WHERE id = ?`, string(old), id); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Authenticate(ctx, "old@example.com", "wrong password"); err != ErrNotFound {
		t.Fatalf("wrong password: %v", err)
	}
	var hash string
	s.read.QueryRowContext(ctx, `SELECT password_hash FROM users WHERE id = ?`, id).Scan(&hash)
	if hash != string(old) {
		t.Fatal("a wrong password changed the hash")
	}
	if got, err := s.Authenticate(ctx, "OLD@example.com", "an old password 1"); err != nil || got != id {
		t.Fatalf("right password: %d, %v", got, err)
	}
	s.read.QueryRowContext(ctx, `SELECT password_hash FROM users WHERE id = ?`, id).Scan(&hash)
	if !strings.HasPrefix(hash, "$argon2id$") {
		t.Fatalf("hash after sign-in is %q, want argon2id", hash)
	}
	if got, err := s.Authenticate(ctx, "old@example.com", "an old password 1"); err != nil || got != id {
		t.Fatalf("sign-in with the upgraded hash: %d, %v", got, err)
	}
	if _, err := s.Authenticate(ctx, "nobody@example.com", "an old password 1"); err != ErrNotFound {
		t.Fatalf("unknown e-mail: %v", err)
	}
}
