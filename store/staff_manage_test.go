package store

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
)

// Two owners demoting each other at the same moment: the checks and writes are one
// transaction each, so one of them wins and the shop keeps an active owner.
func TestTwoOwnersCannotDemoteEachOtherAtOnce(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	var ids [2]int64
	for i, email := range []string{"a@shop.test", "b@shop.test"} {
		id, err := st.CreateStaff(ctx, NewStaff{Email: email, Role: RoleOwner, Password: "a long and fine password"})
		if err != nil {
			t.Fatal(err)
		}
		ids[i] = id
	}
	for round := 0; round < 10; round++ {
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if round%2 == 0 {
					errs[i] = st.SetStaffRole(ctx, ids[i], RoleStaff)
				} else {
					errs[i] = st.SetStaffDisabled(ctx, ids[i], true)
				}
			}()
		}
		wg.Wait()
		var fe FieldErrors
		refused := 0
		for _, err := range errs {
			if errors.As(err, &fe) && (len(fe["role"]) > 0 || len(fe["disabled"]) > 0) {
				refused++
			} else if err != nil {
				t.Fatal(err)
			}
		}
		if n := count(t, st, `SELECT COUNT(*) FROM staff WHERE role = 'owner' AND disabled_at IS NULL`); n != 1 || refused != 1 {
			t.Fatalf("round %d: %d active owners, %d refused", round, n, refused)
		}
		for _, id := range ids { // both owners again, for the next round
			if err := st.SetStaffDisabled(ctx, id, false); err != nil {
				t.Fatal(err)
			}
			if err := st.SetStaffRole(ctx, id, RoleOwner); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A code's step is taken once, and never an older one after a newer.
func TestTOTPStepIsTakenOnce(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	id, err := st.CreateStaff(ctx, NewStaff{Email: "t@shop.test", Role: RoleStaff, Password: "a long and fine password"})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.EnableStaffTOTP(ctx, id, 5); !errors.Is(err, ErrNotFound) {
		t.Fatalf("enabled without a setup: %v", err)
	}
	if err := st.SetStaffTOTPPending(ctx, id, "v1:x"); err != nil {
		t.Fatal(err)
	}
	if err := st.EnableStaffTOTP(ctx, id, 100); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		step int64
		want bool
	}{{100, false}, {99, false}, {101, true}, {101, false}, {103, true}, {102, false}} {
		if got, err := st.TakeStaffTOTPStep(ctx, id, c.step); err != nil || got != c.want {
			t.Fatalf("step %d: %v, %v; want %v", c.step, got, err, c.want)
		}
	}
}

// A sealed secret opens only with its own data folder's key and unaltered.
func TestSealedSecretsOpenOnlyWithTheirKey(t *testing.T) {
	t.Parallel()
	forEachSessionBackend(t, func(t *testing.T, backend sessionBackend) {
		a, _ := openSessions(t, backend)
		b, _ := openSessions(t, backend)
		sealed := a.Seal("JBSWY3DPEHPK3PXP")
		if strings.Contains(sealed, "JBSWY3DPEHPK3PXP") || a.Seal("JBSWY3DPEHPK3PXP") == sealed {
			t.Fatalf("sealed %q: readable or without a fresh nonce", sealed)
		}
		if got, err := a.Open(sealed); err != nil || got != "JBSWY3DPEHPK3PXP" {
			t.Fatalf("open: %q, %v", got, err)
		}
		if _, err := b.Open(sealed); !errors.Is(err, ErrUnsealable) {
			t.Fatalf("another folder's key opened it: %v", err)
		}
		tampered := sealed[:len(sealed)-2] + "AA"
		if tampered == sealed {
			tampered = sealed[:len(sealed)-2] + "BB"
		}
		for _, bad := range []string{tampered, "", "v1:", "v1:!!", "v2:" + sealed[3:]} {
			if _, err := a.Open(bad); !errors.Is(err, ErrUnsealable) {
				t.Errorf("%q opened: %v", bad, err)
			}
		}
	})
}
