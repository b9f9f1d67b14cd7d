package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"golang.org/x/term"

	"shop/i18n"
	"shop/store"
)

// admin runs `shop admin create`: a back-office account. There is no default account: the
// first owner is made here, on the machine, by whoever may read the data folder. `shop admin
// totp-off` is the way back for a member who lost their authenticator app.
func admin(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) > 0 && args[0] != "create" && strings.TrimLeft(args[0], "-") == "help" {
		args = []string{"create", "--help"} // shop help admin
	}
	if len(args) > 0 && args[0] == "totp-off" {
		return adminTOTPOff(ctx, args[1:], stdout)
	}
	if len(args) == 0 || args[0] != "create" {
		return fmt.Errorf("usage: shop admin create --email E --role owner|staff [--name N] [--lang en|lv|ru|fi] [--data DIR] [--db URL]\n" +
			"       shop admin totp-off --email E [--data DIR] [--db URL]")
	}
	fs := flag.NewFlagSet("admin create", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	db := dbFlag(fs)
	email := fs.String("email", "", "the member's e-mail, their sign-in name")
	role := fs.String("role", "", "owner (also runs staff and settings) or staff (catalogue, content, orders)")
	name := fs.String("name", "", "the member's name, shown in the audit log")
	lang := fs.String("lang", "en", "the back office's language for the member: en, lv, ru or fi")
	synopsis := "shop admin create --email E --role owner|staff [--name N] [--lang L] [--data DIR] [--db URL]\n\n" +
		"The password is asked for (or read from the first line of standard input when it is not a terminal); it is never a flag."
	if done, err := parseFlags(fs, args[1:], stdout, synopsis); done || err != nil {
		return err
	}
	if *email == "" || *role == "" {
		return fmt.Errorf("admin create: --email and --role are both needed")
	}
	password, err := readPassword(stdin, stdout)
	if err != nil {
		return err
	}
	st, err := openShared(ctx, storePlace{*data, *db})
	if err != nil {
		return err
	}
	defer st.Close()
	n := store.NewStaff{Email: *email, Name: *name, Role: *role, Lang: *lang, Password: password}
	id, err := st.CreateStaff(ctx, n)
	var fe store.FieldErrors
	switch {
	case errors.As(err, &fe):
		return fmt.Errorf("admin create: %s", describe(fe))
	case errors.Is(err, store.ErrConflict):
		return fmt.Errorf("admin create: %s already has an account", *email)
	case err != nil:
		return err
	}
	if err := st.Audit(ctx, store.AuditEntry{Action: "staff.create", Entity: "staff", EntityID: fmt.Sprint(id),
		After: map[string]string{"email": strings.ToLower(*email), "role": *role, "by": "shop admin create"}}); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s can sign in at /admin as %s.\n", strings.ToLower(*email), *role)
	return nil
}

// adminTOTPOff turns a member's second factor off (a lost phone, or a data folder whose
// sessions file, which holds the key the secrets are sealed with, was replaced), beside a
// running shop. The member signs in with the password alone until they turn it on again.
func adminTOTPOff(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("admin totp-off", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	db := dbFlag(fs)
	email := fs.String("email", "", "the member's e-mail")
	if done, err := parseFlags(fs, args, stdout, "shop admin totp-off --email E [--data DIR] [--db URL]"); done || err != nil {
		return err
	}
	if *email == "" {
		return fmt.Errorf("admin totp-off: --email is needed")
	}
	st, err := openShared(ctx, storePlace{*data, *db})
	if err != nil {
		return err
	}
	defer st.Close()
	m, err := st.StaffByEmail(ctx, *email)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("admin totp-off: no member signs in as %s", *email)
	}
	if err != nil {
		return err
	}
	err = st.WithTx(ctx, func(ctx context.Context) error {
		if err := st.DisableStaffTOTP(ctx, m.ID); err != nil {
			return err
		}
		return st.Audit(ctx, store.AuditEntry{Action: "staff.totp_disable", Entity: "staff", EntityID: fmt.Sprint(m.ID),
			Before: map[string]bool{"totp": m.TOTP}, After: map[string]any{"totp": false, "by": "shop admin totp-off"}})
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s signs in with the password alone now.\n", m.Email)
	return nil
}

// readPassword asks twice on a terminal, without echo; otherwise it reads stdin's first line.
func readPassword(stdin io.Reader, stdout io.Writer) (string, error) {
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(stdout, "Password: ")
		first, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			return "", err
		}
		fmt.Fprint(stdout, "Password again: ")
		again, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			return "", err
		}
		if string(first) != string(again) {
			return "", errors.New("admin create: the two passwords differ")
		}
		return string(first), nil
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	return strings.TrimRight(line, "\r\n"), nil
}

// describe is a refusal's fields with their messages in English, for the command line.
func describe(fe store.FieldErrors) string {
	var parts []string
	for _, field := range slices.Sorted(maps.Keys(fe)) {
		for _, key := range fe[field] {
			parts = append(parts, field+": "+i18n.T("en", key))
		}
	}
	return strings.Join(parts, "; ")
}
