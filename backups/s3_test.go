package backups

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"

	"shop/internal/testtool"
	"shop/store"
)

// s3Client is the shop's S3 client for url on the test's server.
func s3Client(t *testing.T, srv testtool.S3, url string) *S3 {
	t.Helper()
	s3, err := NewS3(S3Config{URL: url, Endpoint: srv.Endpoint, Region: "us-east-1", AccessKey: srv.AccessKey, SecretKey: srv.Secret})
	if err != nil {
		t.Fatal(err)
	}
	return s3
}

// Each backup goes to the S3 store under the prefix as written, the store keeps the same
// newest Keep as the folder, an upload that failed (no bucket yet) is made good at the next
// backup, and a download is checked against the upload's SHA-256 and restores.
func TestBackupsUploadToS3(t *testing.T) {
	t.Parallel()
	srv := testtool.StartS3(t)
	ctx := context.Background()
	s3 := s3Client(t, srv, "s3://shop-backups/lv/daily")
	data := shopData(t)
	sch, err := New(Config{Data: data, Every: time.Hour, Keep: 2, S3: s3, Now: stepClock()})
	if err != nil {
		t.Fatal(err)
	}

	// No bucket yet: the backup is written and kept, the upload fails and says so.
	first, err := sch.Once(ctx)
	if err == nil || !strings.Contains(err.Error(), "s3:") {
		t.Fatalf("upload into a missing bucket: %v, want an s3 error", err)
	}
	if _, statErr := os.Stat(first.Path); statErr != nil {
		t.Fatalf("the backup whose upload failed is gone: %v", statErr)
	}
	if err := s3.client.MakeBucket(ctx, "shop-backups", minio.MakeBucketOptions{}); err != nil {
		t.Fatal(err)
	}
	// Someone else's object under the prefix stays.
	if _, err := s3.client.PutObject(ctx, "shop-backups", "lv/daily/notes.txt", strings.NewReader("x"), 1, minio.PutObjectOptions{}); err != nil {
		t.Fatal(err)
	}
	var last Backup
	for range 3 {
		if last, err = sch.Once(ctx); err != nil {
			t.Fatal(err)
		}
	}
	local, err := sch.List()
	if err != nil {
		t.Fatal(err)
	}
	remote, err := s3.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(remote)
	if !slices.Equal(remote, names(local)) || len(remote) != 2 {
		t.Fatalf("S3 holds %v, the folder %v; want the same newest two", remote, names(local))
	}
	if _, err := s3.client.StatObject(ctx, "shop-backups", "lv/daily/notes.txt", minio.StatObjectOptions{}); err != nil {
		t.Errorf("an object not the shop's was removed: %v", err)
	}

	// The object is the file, byte for byte, and a download restores.
	want, err := os.ReadFile(last.Path)
	if err != nil {
		t.Fatal(err)
	}
	url := "s3://shop-backups/" + s3.Key(last.Name)
	got := filepath.Join(t.TempDir(), "down.db")
	if err := s3.Download(ctx, url, got); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(got); !bytes.Equal(b, want) {
		t.Fatal("the downloaded backup differs from the file uploaded")
	}
	if fi, _ := os.Stat(got); fi.Mode().Perm() != 0o600 {
		t.Errorf("downloaded with mode %v, want 0600", fi.Mode().Perm())
	}
	if _, err := store.Restore(ctx, t.TempDir(), got, time.Now()); err != nil {
		t.Fatal(err)
	}

	// An object altered in the store (here: replaced without the shop's checksum) is refused.
	if _, err := s3.client.PutObject(ctx, "shop-backups", s3.Key(last.Name), bytes.NewReader(want[:len(want)-1]), int64(len(want)-1),
		minio.PutObjectOptions{UserMetadata: map[string]string{shaMeta: strings.Repeat("0", 64)}}); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.db")
	if err := s3.Download(ctx, url, bad); err == nil || !strings.Contains(err.Error(), "SHA-256") {
		t.Fatalf("a download that does not match its checksum: %v", err)
	}
	if _, err := os.Stat(bad); !os.IsNotExist(err) {
		t.Errorf("the refused download was left behind: %v", err)
	}
}

// A backup larger than one part (16 MiB) goes up in parts, each checked by the store, and
// comes down whole.
func TestLargeBackupUploadsInParts(t *testing.T) {
	t.Parallel()
	srv := testtool.StartS3(t)
	ctx := context.Background()
	s3 := s3Client(t, srv, "s3://large")
	if err := s3.client.MakeBucket(ctx, "large", minio.MakeBucketOptions{}); err != nil {
		t.Fatal(err)
	}
	data := shopData(t)
	db, err := sql.Open("sqlite", "file:"+filepath.Join(data, "shop.db"))
	if err != nil {
		t.Fatal(err)
	}
	// About 40 MB: three parts.
	_, err = db.Exec(`CREATE TABLE padding (b BLOB);
		WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
		INSERT INTO padding SELECT zeroblob(4000) FROM n`)
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	sch, err := New(Config{Data: data, Every: time.Hour, Keep: 1, S3: s3})
	if err != nil {
		t.Fatal(err)
	}
	b, err := sch.Once(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if b.Size < 32<<20 {
		t.Fatalf("the backup is %d bytes, want more than two parts", b.Size)
	}
	got := filepath.Join(t.TempDir(), "down.db")
	if err := s3.Download(ctx, "s3://large/"+b.Name, got); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(b.Path)
	if down, _ := os.ReadFile(got); !bytes.Equal(down, want) {
		t.Fatal("the large backup came down different")
	}
}
