package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// `shop restore` refuses while a shop serves the folder, puts a backup of a serving shop in
// place of a stopped one's database, keeps the old database and says so, and a shop then
// serves the restored folder.
func TestRestoreCommand(t *testing.T) {
	live := startLiveShop(t)
	ctx := context.Background()
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	if err := run(ctx, []string{"backup", "--data", live.Data, copyPath}, io.Discard); err != nil {
		t.Fatal(err)
	}
	err := run(ctx, []string{"restore", "--data", live.Data, copyPath}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "in use by another shop") || !strings.Contains(err.Error(), "stop the shop") {
		t.Fatalf("restore while the shop serves: %v", err)
	}

	data := filepath.Join(t.TempDir(), "new")
	var out bytes.Buffer
	if err := run(ctx, []string{"restore", "--data", data, copyPath}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"integrity check passes", "orders", "restored into " + filepath.Join(data, "shop.db"), "sessions.db is left as it was"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the first restore's output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if err := run(ctx, []string{"restore", "--data", data, copyPath}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "kept the old database as "+filepath.Join(data, "shop.db.before-restore-")) {
		t.Errorf("the second restore does not say where the old database went:\n%s", out.String())
	}
	if fi, err := os.Stat(filepath.Join(data, "shop.db")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("restored database: %v; want mode 0600", err)
	}

	restored := startLiveShopOn(t, data)
	client := &http.Client{Timeout: time.Minute}
	res, err := client.Get(restored.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("the restored shop answers %d", res.StatusCode)
	}
}

// The backup flags are checked before the data folder is touched: an interval too short or
// malformed, from a flag or the environment, S3 without a schedule, keys or a proper URL.
func TestBackupFlagsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  map[string]string
		want string
	}{
		{[]string{"--backup-every", "10s"}, nil, "at least 1m0s"},
		{[]string{"--backup-every", "daily"}, nil, "at least 1m0s"},
		{nil, map[string]string{"SHOP_BACKUP_EVERY": "5s"}, "SHOP_BACKUP_EVERY"},
		{[]string{"--backup-every", "6h", "--backup-keep", "0"}, nil, "at least 1"},
		{nil, map[string]string{"SHOP_BACKUP_KEEP": "many"}, "SHOP_BACKUP_KEEP"},
		{[]string{"--backup-s3", "s3://shop/backups"}, nil, "set --backup-every too"},
		{[]string{"--backup-every", "6h", "--backup-s3", "s3://shop/backups"}, nil, "AWS_ACCESS_KEY_ID"},
		{[]string{"--backup-every", "6h", "--backup-s3", "https://shop/backups"}, map[string]string{"AWS_ACCESS_KEY_ID": "k", "AWS_SECRET_ACCESS_KEY": "s"}, "want s3://bucket"},
		{[]string{"--backup-every", "6h", "--backup-s3", "s3://shop", "--backup-s3-endpoint", "s3.example"}, map[string]string{"AWS_ACCESS_KEY_ID": "k", "AWS_SECRET_ACCESS_KEY": "s"}, "https://host"},
	} {
		for _, k := range []string{"SHOP_BACKUP_EVERY", "SHOP_BACKUP_KEEP", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"} {
			t.Setenv(k, c.env[k])
		}
		dir := filepath.Join(t.TempDir(), "data")
		err := run(context.Background(), append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, c.args...), io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %v: %v, want %q", c.args, c.env, err, c.want)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("%v touched the data folder", c.args)
		}
	}

	t.Setenv("SHOP_BACKUP_EVERY", "6h")
	t.Setenv("SHOP_BACKUP_KEEP", "")
	sc, _, err := parseServe(nil, io.Discard)
	if err != nil || sc.backups.every != 6*time.Hour || sc.backups.keep != 14 {
		t.Errorf("SHOP_BACKUP_EVERY=6h: %+v, %v; want every 6h, keep 14", sc.backups, err)
	}
	t.Setenv("SHOP_BACKUP_EVERY", "")
	if sc, _, err = parseServe(nil, io.Discard); err != nil || sc.backups.every != 0 {
		t.Errorf("no backup flags: %+v, %v; want no scheduled backups", sc.backups, err)
	}
}
