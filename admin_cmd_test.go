package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"shop/internal/testtool"
	"shop/store"
)

// shop admin create makes a member beside a running shop (the data folder's lock is taken),
// reads the password from stdin, never from a flag, and refuses a weak password and a taken
// e-mail with a message that says which.
func TestAdminCreateWritesBesideARunningShop(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := testtool.EmptyData(t, schema)
	running, err := store.Open(ctx, dir, schema) // holds shop.lock, as a serving shop does
	if err != nil {
		t.Fatal(err)
	}
	defer running.Close()

	create := func(password string, args ...string) (string, error) {
		var out bytes.Buffer
		err := admin(ctx, append([]string{"create", "--data", dir}, args...), strings.NewReader(password+"\n"), &out)
		return out.String(), err
	}
	out, err := create("a long and fine password", "--email", "Owner@Shop.test", "--role", "owner", "--name", "Olga")
	if err != nil || !strings.Contains(out, "owner@shop.test can sign in at /admin") {
		t.Fatalf("create: %q, %v", out, err)
	}
	m, err := running.AuthenticateStaff(ctx, "owner@shop.test", "a long and fine password")
	if err != nil || m.Role != store.RoleOwner || m.Name != "Olga" {
		t.Fatalf("the running shop reads the member: %+v, %v", m, err)
	}
	if n, _ := running.StaffCount(ctx); n != 1 {
		t.Fatalf("%d members", n)
	}
	log, err := running.AuditLog(ctx, store.AuditFilter{Entity: "staff"})
	if err != nil || len(log) != 1 || log[0].Action != "staff.create" {
		t.Fatalf("audit %+v, %v", log, err)
	}

	if _, err := create("a long and fine password", "--email", "owner@shop.test", "--role", "staff"); err == nil || !strings.Contains(err.Error(), "already has an account") {
		t.Fatalf("a taken e-mail: %v", err)
	}
	if _, err := create("short", "--email", "s@shop.test", "--role", "staff"); err == nil || !strings.Contains(err.Error(), "password:") {
		t.Fatalf("a short password: %v", err)
	}
	if _, err := create("a long and fine password", "--email", "s@shop.test", "--role", "king"); err == nil || !strings.Contains(err.Error(), "role:") {
		t.Fatalf("a made-up role: %v", err)
	}
	if _, err := create("a long and fine password", "--email", "s@shop.test"); err == nil {
		t.Fatal("no role")
	}
}

// shop admin totp-off turns a member's second factor off beside a running shop, audited.
func TestAdminTOTPOffBesideARunningShop(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := testtool.EmptyData(t, schema)
	running, err := store.Open(ctx, dir, schema)
	if err != nil {
		t.Fatal(err)
	}
	defer running.Close()
	id, err := running.CreateStaff(ctx, store.NewStaff{Email: "o@shop.test", Role: store.RoleOwner, Password: "a long and fine password"})
	if err != nil {
		t.Fatal(err)
	}
	if err := running.SetStaffTOTPPending(ctx, id, "v1:sealed"); err != nil {
		t.Fatal(err)
	}
	if err := running.EnableStaffTOTP(ctx, id, 1); err != nil {
		t.Fatal(err)
	}
	if m, _ := running.StaffByID(ctx, id); !m.TOTP {
		t.Fatal("the second factor is not on")
	}
	if err := admin(ctx, []string{"totp-off", "--data", dir, "--email", "nobody@shop.test"}, nil, &bytes.Buffer{}); err == nil {
		t.Fatal("an unknown member")
	}
	var out bytes.Buffer
	if err := admin(ctx, []string{"totp-off", "--data", dir, "--email", "O@shop.test"}, nil, &out); err != nil {
		t.Fatal(err)
	}
	if m, _ := running.StaffByID(ctx, id); m.TOTP {
		t.Fatalf("still on after %q", out.String())
	}
	log, err := running.AuditLog(ctx, store.AuditFilter{Entity: "staff"})
	if err != nil || len(log) == 0 || log[0].Action != "staff.totp_disable" {
		t.Fatalf("audit %+v, %v", log, err)
	}
}
