package metrics

import (
	"context"
	"database/sql"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"shop/store"
)

// Source is what the metrics read of the store at each scrape (*store.Store has it).
type Source interface {
	PoolStats() (read, write sql.DBStats)
	IndexState() store.IndexState
	Health() store.Health
	MailQueue(ctx context.Context, now time.Time) (store.MailQueue, error)
}

// WatchStore adds the metrics read from src at each scrape: its connection pools, the
// catalogue index and the mail queue. Failures of the mail queue's query are logged to log.
// A shop watches one store; Unwatch takes its collector off again.
func (m *Metrics) WatchStore(src Source, log *slog.Logger) (unwatch func(), err error) {
	c := newStoreCollector(src, log)
	if err := m.reg.Register(c); err != nil {
		return nil, err
	}
	return func() { m.reg.Unregister(c) }, nil
}

// storeCollector reads the store's state when scraped: nothing polls it in between.
type storeCollector struct {
	src Source
	log *slog.Logger

	maxOpen, open, inUse, idle                       *prometheus.Desc
	waitCount, waitDuration                          *prometheus.Desc
	maxIdleClosed, maxIdleTimeClosed, lifetimeClosed *prometheus.Desc

	indexBuilt, indexVersion, indexBuiltAt, indexBuildTook, indexDegraded *prometheus.Desc

	queue, oldestDue *prometheus.Desc
}

// queueLimit bounds the mail queue's query at a scrape.
const queueLimit = 2 * time.Second

func newStoreCollector(src Source, log *slog.Logger) *storeCollector {
	if log == nil {
		log = slog.Default()
	}
	// The pools' metrics have the names of the client library's DBStatsCollector, so its
	// dashboards fit; db_name tells the read pool from the one-connection write pool.
	pool := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc("go_sql_"+name, help, []string{"db_name"}, nil)
	}
	gauge := func(name, help string, labels ...string) *prometheus.Desc {
		return prometheus.NewDesc(name, help, labels, nil)
	}
	return &storeCollector{src: src, log: log,
		maxOpen:           pool("max_open_connections", "Maximum number of open connections to the database."),
		open:              pool("open_connections", "The number of established connections both in use and idle."),
		inUse:             pool("in_use_connections", "The number of connections currently in use."),
		idle:              pool("idle_connections", "The number of idle connections."),
		waitCount:         pool("wait_count_total", "The total number of connections waited for."),
		waitDuration:      pool("wait_duration_seconds_total", "The total time blocked waiting for a new connection."),
		maxIdleClosed:     pool("max_idle_closed_total", "The total number of connections closed due to SetMaxIdleConns."),
		maxIdleTimeClosed: pool("max_idle_time_closed_total", "The total number of connections closed due to SetConnMaxIdleTime."),
		lifetimeClosed:    pool("max_lifetime_closed_total", "The total number of connections closed due to SetConnMaxLifetime."),
		indexBuilt:        gauge("shop_catalog_index_built", "1 once the catalogue index is built and answers, 0 while the first build runs."),
		indexVersion:      gauge("shop_catalog_index_version", "The catalogue index's version: it moves on with every change of what the index answers."),
		indexBuiltAt:      gauge("shop_catalog_index_last_build_timestamp_seconds", "When the latest full build of the catalogue index finished (a start, a reload, a taxonomy write), in Unix seconds."),
		indexBuildTook:    gauge("shop_catalog_index_last_build_duration_seconds", "How long the latest full build of the catalogue index took."),
		indexDegraded:     gauge("shop_catalog_index_degraded", "1 while a refresh of the catalogue index failed and is not made good: the index may be behind the database."),
		queue:             gauge("shop_mail_queue_notices", "Unsent mails by state: due (waiting for the worker), waiting (a retry's wait), claimed (being sent), given_up.", "state"),
		oldestDue:         gauge("shop_mail_queue_oldest_due_seconds", "How long the longest-waiting due mail has waited for the worker; 0 when none is due."),
	}
}

func (c *storeCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.maxOpen, c.open, c.inUse, c.idle, c.waitCount, c.waitDuration,
		c.maxIdleClosed, c.maxIdleTimeClosed, c.lifetimeClosed,
		c.indexBuilt, c.indexVersion, c.indexBuiltAt, c.indexBuildTook, c.indexDegraded, c.queue, c.oldestDue} {
		ch <- d
	}
}

func (c *storeCollector) Collect(ch chan<- prometheus.Metric) {
	read, write := c.src.PoolStats()
	c.pool(ch, "read", read)
	c.pool(ch, "write", write)

	ix := c.src.IndexState()
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	gauge(c.indexBuilt, boolValue(ix.Built))
	gauge(c.indexVersion, float64(ix.Version))
	if !ix.BuiltAt.IsZero() {
		gauge(c.indexBuiltAt, float64(ix.BuiltAt.UnixMilli())/1000)
		gauge(c.indexBuildTook, ix.BuildTook.Seconds())
	}
	gauge(c.indexDegraded, boolValue(c.src.Health().Degraded))

	ctx, cancel := context.WithTimeout(context.Background(), queueLimit)
	defer cancel()
	now := time.Now()
	q, err := c.src.MailQueue(ctx, now)
	if err != nil {
		c.log.Warn("metrics: cannot read the mail queue", "err", err)
		ch <- prometheus.NewInvalidMetric(c.queue, err)
		return
	}
	gauge(c.queue, float64(q.Due), "due")
	gauge(c.queue, float64(q.Waiting), "waiting")
	gauge(c.queue, float64(q.Claimed), "claimed")
	gauge(c.queue, float64(q.GivenUp), "given_up")
	oldest := 0.0
	if !q.OldestDue.IsZero() {
		oldest = max(0, now.Sub(q.OldestDue).Seconds())
	}
	gauge(c.oldestDue, oldest)
}

// pool sends one pool's statistics.
func (c *storeCollector) pool(ch chan<- prometheus.Metric, name string, s sql.DBStats) {
	g := func(d *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, name)
	}
	n := func(d *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, v, name)
	}
	g(c.maxOpen, float64(s.MaxOpenConnections))
	g(c.open, float64(s.OpenConnections))
	g(c.inUse, float64(s.InUse))
	g(c.idle, float64(s.Idle))
	n(c.waitCount, float64(s.WaitCount))
	n(c.waitDuration, s.WaitDuration.Seconds())
	n(c.maxIdleClosed, float64(s.MaxIdleClosed))
	n(c.maxIdleTimeClosed, float64(s.MaxIdleTimeClosed))
	n(c.lifetimeClosed, float64(s.MaxLifetimeClosed))
}

func boolValue(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
