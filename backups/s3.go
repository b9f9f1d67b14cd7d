package backups

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3Config says where backups are uploaded: URL is s3://bucket/prefix; Endpoint the store's
// address (https://… or http://… for one on the same machine; empty: Amazon S3).
type S3Config struct {
	URL                  string
	Endpoint             string
	Region               string
	AccessKey, SecretKey string
}

// S3 uploads backups to one bucket and prefix of an S3-compatible store.
type S3 struct {
	client *minio.Client
	bucket string
	prefix string // "" or ending in "/"
	where  string // for the log: s3://bucket/prefix at the endpoint
}

// shaMeta is the user metadata that carries a backup's SHA-256, so a downloaded copy can be
// checked against what was uploaded (S3's own checksums differ by store and upload kind).
const shaMeta = "Sha256"

// NewS3 checks cfg and makes the client; it does not reach the store yet.
func NewS3(cfg S3Config) (*S3, error) {
	bucket, prefix, err := ParseS3URL(cfg.URL)
	if err != nil {
		return nil, err
	}
	endpoint, secure := "s3.amazonaws.com", true
	if cfg.Endpoint != "" {
		u, err := url.Parse(cfg.Endpoint)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || (u.Path != "" && u.Path != "/") {
			return nil, fmt.Errorf("S3 endpoint %q: want https://host[:port] (or http:// for a store on this machine)", cfg.Endpoint)
		}
		endpoint, secure = u.Host, u.Scheme == "https"
	}
	if cfg.AccessKey == "" || cfg.SecretKey == "" {
		return nil, errors.New("S3 backups need AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
	}
	client, err := minio.New(endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: secure,
		Region: cfg.Region,
	})
	if err != nil {
		return nil, err
	}
	return &S3{client: client, bucket: bucket, prefix: prefix, where: "s3://" + bucket + "/" + prefix + " at " + endpoint}, nil
}

// ParseS3URL splits s3://bucket/prefix into the bucket and the prefix ("" or ending in "/").
func ParseS3URL(raw string) (bucket, prefix string, err error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return "", "", fmt.Errorf("%q: want s3://bucket or s3://bucket/prefix", raw)
	}
	prefix = strings.Trim(u.Path, "/")
	if prefix != "" {
		prefix += "/"
	}
	return u.Host, prefix, nil
}

// String is where the backups go, for the log.
func (s *S3) String() string { return s.where }

// Key is the object key of the backup called name.
func (s *S3) Key(name string) string { return s.prefix + name }

// List is the names of the backups under the prefix (objects deeper down or named otherwise
// are not the shop's and are left alone).
func (s *S3) List(ctx context.Context) ([]string, error) {
	var names []string
	for obj := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: s.prefix}) {
		if obj.Err != nil {
			return nil, obj.Err
		}
		name := strings.TrimPrefix(obj.Key, s.prefix)
		if _, ok := parseName(name); ok {
			names = append(names, name)
		}
	}
	return names, nil
}

// Upload puts the backup file at p under the prefix, with its SHA-256 in its metadata and its
// MD5 in Content-MD5, which the store checks before it keeps the object.
func (s *S3) Upload(ctx context.Context, p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sum, size, err := fileSHA256(f)
	if err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	key := s.Key(path.Base(p))
	_, err = s.client.PutObject(ctx, s.bucket, key, f, size, minio.PutObjectOptions{
		ContentType:    "application/vnd.sqlite3",
		UserMetadata:   map[string]string{shaMeta: sum},
		SendContentMd5: true,
		// A large database goes up in parts, each buffered: two of 16 MiB at a time keep a
		// small VPS's memory in bounds (minio-go runs four by default, of a size it picks).
		PartSize:   16 << 20,
		NumThreads: 2,
	})
	return key, err
}

// Remove deletes the backup called name.
func (s *S3) Remove(ctx context.Context, name string) error {
	return s.client.RemoveObject(ctx, s.bucket, s.Key(name), minio.RemoveObjectOptions{})
}

// Download writes the object at the s3:// URL raw into the new file to (mode 0600) and checks
// it against the SHA-256 its upload recorded.
func (s *S3) Download(ctx context.Context, raw, to string) error {
	bucket, key, err := ParseS3URL(raw)
	if err != nil {
		return err
	}
	key = strings.TrimSuffix(key, "/")
	obj, err := s.client.GetObject(ctx, bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return err
	}
	defer obj.Close()
	info, err := obj.Stat()
	if err != nil {
		return fmt.Errorf("%s: %w", raw, err)
	}
	want := info.UserMetadata[shaMeta]
	f, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(f, h), obj)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && want == "" {
		err = fmt.Errorf("%s has no SHA-256 in its metadata: not uploaded by the shop", raw)
	}
	if got := hex.EncodeToString(h.Sum(nil)); err == nil && got != want {
		err = fmt.Errorf("%s arrived with SHA-256 %s, uploaded with %s", raw, got, want)
	}
	if err != nil {
		os.Remove(to)
	}
	return err
}

func fileSHA256(r io.Reader) (string, int64, error) {
	h := sha256.New()
	n, err := io.Copy(h, r)
	return hex.EncodeToString(h.Sum(nil)), n, err
}
