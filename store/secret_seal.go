package store

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
)

// ErrUnsealable: a sealed value does not open with this shop's key (the sessions file was
// replaced, or the value was altered).
var ErrUnsealable = errors.New("sealed value does not open with this shop's key")

// Seal encrypts plain (a member's TOTP secret) with AES-256-GCM under the key kept beside the
// CSRF key. With bbolt sessions that is the sessions file, and shop.db keeps only the sealed
// text, so a copy of the database or a backup of it (shop backup copies shop.db alone) holds
// no second factor. With the sessions in the database (OpenSessionsInDatabase) the key is in
// its shop_secrets table, which every instance must read: a dump of that database holds the
// key beside the sealed text, and is to be kept as secret as the key.
func (s *Sessions) Seal(plain string) string {
	gcm := s.gcm()
	nonce := make([]byte, gcm.NonceSize())
	rand.Read(nonce)
	return "v1:" + base64.RawStdEncoding.EncodeToString(gcm.Seal(nonce, nonce, []byte(plain), []byte("staff-totp")))
}

// Open decrypts what Seal made, or ErrUnsealable.
func (s *Sessions) Open(sealed string) (string, error) {
	if len(sealed) < 3 || sealed[:3] != "v1:" {
		return "", ErrUnsealable
	}
	raw, err := base64.RawStdEncoding.DecodeString(sealed[3:])
	gcm := s.gcm()
	if err != nil || len(raw) < gcm.NonceSize() {
		return "", ErrUnsealable
	}
	plain, err := gcm.Open(nil, raw[:gcm.NonceSize()], raw[gcm.NonceSize():], []byte("staff-totp"))
	if err != nil {
		return "", ErrUnsealable
	}
	return string(plain), nil
}

func (s *Sessions) gcm() cipher.AEAD {
	block, err := aes.NewCipher(s.sealKey) // 32 bytes: newKey makes every key so
	if err != nil {
		panic(err)
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return gcm
}
