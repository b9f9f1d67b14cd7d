package main

import (
	"bytes"
	"context"
	"flag"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"shop/backups"
	"shop/demo"
	"shop/internal/testtool"
	"shop/store"
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

// `shop restore s3://…` downloads a backup the shop uploaded, with the endpoint and keys from
// the variables the shop's uploads read, checks it and restores it, leaving no download
// behind; an object that is not there restores nothing.
func TestRestoreFromS3Command(t *testing.T) {
	srv := testtool.StartS3(t)
	ctx := context.Background()
	t.Setenv("SHOP_BACKUP_S3_ENDPOINT", srv.Endpoint)
	t.Setenv("AWS_ACCESS_KEY_ID", srv.AccessKey)
	t.Setenv("AWS_SECRET_ACCESS_KEY", srv.Secret)
	var f s3Flags
	f.register(flag.NewFlagSet("test", flag.ContinueOnError), "s3-")
	f.url = "s3://shop-backups/daily"
	client, err := f.client()
	if err != nil {
		t.Fatal(err)
	}
	bucket, err := minio.New(strings.TrimPrefix(srv.Endpoint, "http://"), &minio.Options{Creds: credentials.NewStaticV4(srv.AccessKey, srv.Secret, "")})
	if err != nil {
		t.Fatal(err)
	}
	if err := bucket.MakeBucket(ctx, "shop-backups", minio.MakeBucketOptions{}); err != nil {
		t.Fatal(err)
	}
	src := testtool.DemoData(t, schema, demo.Latvia, 200)
	sch, err := backups.New(backups.Config{Data: src, Every: time.Hour, Keep: 3, S3: client})
	if err != nil {
		t.Fatal(err)
	}
	b, err := sch.Once(ctx)
	if err != nil {
		t.Fatal(err)
	}

	data := filepath.Join(t.TempDir(), "data")
	var out bytes.Buffer
	if err := run(ctx, []string{"restore", "--data", data, "s3://shop-backups/daily/" + b.Name}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"SHA-256 matches", "restored into " + filepath.Join(data, "shop.db")} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
	want, _ := os.ReadFile(b.Path)
	if got, err := os.ReadFile(filepath.Join(data, "shop.db")); err != nil || !bytes.Equal(got, want) {
		t.Errorf("the restored database is not the backup uploaded (%v)", err)
	}
	if _, err := os.Stat(filepath.Join(data, ".restore-download.db")); !os.IsNotExist(err) {
		t.Errorf("the download was left in the data folder: %v", err)
	}

	other := filepath.Join(t.TempDir(), "other")
	if err := run(ctx, []string{"restore", "--data", other, "s3://shop-backups/daily/shop-20200101T000000Z.db"}, io.Discard); err == nil {
		t.Error("a missing object restored")
	}
	if _, err := os.Stat(filepath.Join(other, "shop.db")); !os.IsNotExist(err) {
		t.Errorf("a failed restore left a database: %v", err)
	}
}

// `shop serve --backup-every` takes its first backup once the start delay has passed (here
// shortened), a whole shop database in DATA/backups, and stops cleanly with the shop.
func TestServeTakesScheduledBackups(t *testing.T) {
	defer func(d time.Duration) { backupStartDelay = d }(backupStartDelay)
	backupStartDelay = 0
	data := testtool.DemoData(t, schema, demo.Latvia, 200)
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--data", data, "--backup-every", "1h", "--backup-keep", "3"}, io.Discard)
	}()
	var found []string
	for deadline := time.Now().Add(time.Minute); len(found) == 0; time.Sleep(20 * time.Millisecond) {
		select {
		case err := <-done:
			t.Fatalf("the shop stopped: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("no backup in DATA/backups a minute after the start")
		}
		found, _ = filepath.Glob(filepath.Join(data, "backups", "shop-*Z.db"))
	}
	stop()
	if err := <-done; err != nil {
		t.Fatalf("the shop stopped with %v", err)
	}
	if _, err := store.CheckBackup(context.Background(), found[0]); err != nil {
		t.Error(err)
	}
	if fi, err := os.Stat(found[0]); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("%s: %v; want mode 0600", found[0], err)
	}
}
