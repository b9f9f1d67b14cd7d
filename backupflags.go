package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"shop/backups"
)

// backupFlags are serve's scheduled backups: how often, how many kept, and the optional
// S3-compatible store each is uploaded to.
type backupFlags struct {
	every time.Duration // 0: no scheduled backups
	keep  int
	s3    s3Flags
}

// s3Flags say where an S3-compatible store is; serve uploads to it and restore downloads from
// it. The keys come from the environment only, under the names every S3 tool reads: a flag's
// value shows in the process list.
type s3Flags struct {
	url, endpoint, region string
}

// minBackupEvery is the shortest interval taken: a copy of a large shop takes seconds.
const minBackupEvery = time.Minute

// backupStartDelay is the least time from a start to its first backup (a test shortens it).
var backupStartDelay = time.Minute

func (f *backupFlags) register(fs *flag.FlagSet) error {
	fs.Func("backup-every", "take a consistent backup into DATA/backups this often, e.g. 6h; 0: none (default 0; SHOP_BACKUP_EVERY)", func(v string) error {
		d, err := time.ParseDuration(strings.TrimSpace(v))
		if err != nil || (d != 0 && d < minBackupEvery) {
			return fmt.Errorf("want a duration of at least %v such as 6h, or 0 for none", minBackupEvery)
		}
		f.every = d
		return nil
	})
	f.keep = 14
	fs.Func("backup-keep", "how many of the newest backups are kept, in DATA/backups and in S3 (default 14; SHOP_BACKUP_KEEP)", func(v string) error {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 {
			return fmt.Errorf("want a whole number of at least 1")
		}
		f.keep = n
		return nil
	})
	fs.StringVar(&f.s3.url, "backup-s3", env("SHOP_BACKUP_S3", ""),
		"also upload each backup to s3://bucket/prefix, keys from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (SHOP_BACKUP_S3)")
	f.s3.register(fs, "backup-s3-")
	for name, key := range map[string]string{"backup-every": "SHOP_BACKUP_EVERY", "backup-keep": "SHOP_BACKUP_KEEP"} {
		if v := os.Getenv(key); v != "" {
			if err := fs.Set(name, v); err != nil {
				return fmt.Errorf("%s=%q: %w", key, v, err)
			}
		}
	}
	return nil
}

// register adds the endpoint and region flags, named prefix+endpoint and prefix+region.
func (f *s3Flags) register(fs *flag.FlagSet, prefix string) {
	fs.StringVar(&f.endpoint, prefix+"endpoint", env("SHOP_BACKUP_S3_ENDPOINT", ""),
		"the S3-compatible store's address, https://host[:port]; default: Amazon S3 (SHOP_BACKUP_S3_ENDPOINT)")
	fs.StringVar(&f.region, prefix+"region", env("SHOP_BACKUP_S3_REGION", env("AWS_REGION", "us-east-1")),
		"the S3 store's region (SHOP_BACKUP_S3_REGION or AWS_REGION)")
}

// client makes the S3 client the flags and the environment's keys describe.
func (f *s3Flags) client() (*backups.S3, error) {
	return backups.NewS3(backups.S3Config{URL: f.url, Endpoint: f.endpoint, Region: f.region,
		AccessKey: os.Getenv("AWS_ACCESS_KEY_ID"), SecretKey: os.Getenv("AWS_SECRET_ACCESS_KEY")})
}

// check refuses settings that cannot work, before the data folder is touched.
func (f *backupFlags) check() error {
	if f.s3.url == "" {
		return nil
	}
	if f.every == 0 {
		return fmt.Errorf("--backup-s3 uploads the scheduled backups: set --backup-every too (SHOP_BACKUP_EVERY)")
	}
	_, err := f.s3.client()
	return err
}

// startBackups starts the scheduled backups of the data folder data, if asked for, and
// returns what stops them (it waits for a backup under way to end). It runs beside runShop:
// the first backup waits a minute at least (backupStartDelay), by when a shop that could not
// take the folder's lock has long stopped, and this with it.
func startBackups(ctx context.Context, data string, f backupFlags, log *slog.Logger) (stop func(), err error) {
	if f.every == 0 {
		return func() {}, nil
	}
	cfg := backups.Config{Data: data, Every: f.every, Keep: f.keep, StartDelay: backupStartDelay, Log: log}
	if f.s3.url != "" {
		if cfg.S3, err = f.s3.client(); err != nil {
			return nil, err
		}
	}
	sch, err := backups.New(cfg)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { sch.Run(ctx); close(done) }()
	return func() { cancel(); <-done }, nil
}
