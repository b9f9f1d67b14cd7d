package store

import (
	"context"
	"slices"
	"strconv"
	"strings"
)

// The change feed keeps several shop processes on one PostgreSQL database coherent: what a
// store keeps in memory (the catalogue index, the category tree, the settings, the interface
// texts' overrides) follows its own writes after their commit, and a write announces itself
// to the other processes in the same transaction (announce), so they follow it too
// (change_listener.go). On SQLite one process owns the database and nothing is announced.

// feedChannel is the PostgreSQL notification channel the stores announce their changes on.
const feedChannel = "shop_changes"

// maxPayload is how long an announcement may be: PostgreSQL refuses a notification of 8000
// bytes or more. A change naming more products than fit says "everything" instead.
const maxPayload = 7000

// changeSet is what one transaction changed of what the stores keep in memory.
type changeSet struct {
	products  []int64 // re-read into the catalogue index (ReindexProducts)
	catalog   bool    // the taxonomy or the translations: the index is rebuilt
	cats      bool    // the category tree and the small tables' translations are read again
	settings  bool    // the settings table
	overrides bool    // the interface texts' overrides
	answers   bool    // only the cached answers go cold (the catalogue version moves)
	all       bool    // everything is read again (Reload)
}

func (c *changeSet) empty() bool {
	return len(c.products) == 0 && !c.catalog && !c.cats && !c.settings && !c.overrides && !c.answers && !c.all
}

// merge adds o's changes to c.
func (c *changeSet) merge(o changeSet) {
	c.products = append(c.products, o.products...)
	c.catalog = c.catalog || o.catalog
	c.cats = c.cats || o.cats
	c.settings = c.settings || o.settings
	c.overrides = c.overrides || o.overrides
	c.answers = c.answers || o.answers
	c.all = c.all || o.all
}

// flags are the change's kinds, one letter each, in the announcement.
var flags = []struct {
	letter byte
	get    func(c *changeSet) *bool
}{
	{'c', func(c *changeSet) *bool { return &c.catalog }},
	{'t', func(c *changeSet) *bool { return &c.cats }},
	{'s', func(c *changeSet) *bool { return &c.settings }},
	{'o', func(c *changeSet) *bool { return &c.overrides }},
	{'a', func(c *changeSet) *bool { return &c.answers }},
	{'*', func(c *changeSet) *bool { return &c.all }},
}

// encode writes the change after its instance, as the notification carries it behind the
// feed's version: "<instance> <kinds> <product ids>", the kinds a letter each ("-" for none),
// the ids comma-separated; a change too long for a notification says "*" (everything).
func (c changeSet) encode(instance string) string {
	var b strings.Builder
	b.WriteString(instance)
	b.WriteByte(' ')
	kinds := b.Len()
	for _, f := range flags {
		if *f.get(&c) {
			b.WriteByte(f.letter)
		}
	}
	if b.Len() == kinds {
		b.WriteByte('-')
	}
	ids := sortedIDs(c.products)
	for i, id := range ids {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(id, 10))
		if b.Len() > maxPayload {
			return instance + " *"
		}
	}
	return b.String()
}

// decodeChange reads an announcement: its version, the instance that made it and the change.
func decodeChange(payload string) (version int64, instance string, c changeSet, ok bool) {
	parts := strings.Fields(payload)
	if len(parts) < 3 || len(parts) > 4 {
		return 0, "", c, false
	}
	version, err := strconv.ParseInt(parts[0], 10, 64)
	if err != nil {
		return 0, "", c, false
	}
	for i := 0; i < len(parts[2]); i++ {
		for _, f := range flags {
			if parts[2][i] == f.letter {
				*f.get(&c) = true
			}
		}
	}
	if len(parts) == 4 {
		for _, s := range strings.Split(parts[3], ",") {
			id, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				return 0, "", c, false
			}
			c.products = append(c.products, id)
		}
	}
	return version, parts[1], c, true
}

// announce tells the other shop processes on the database of c once the context's
// transaction commits: the announcement is written in that transaction (publish, just before
// its commit), so it goes out only if the write does. Outside a transaction the write is
// committed already and the announcement goes at once. On SQLite it does nothing.
func (s *Store) announce(ctx context.Context, c changeSet) {
	if !s.pg || s.feed == nil || c.empty() {
		return
	}
	if state := s.txOf(ctx); state != nil {
		state.changes.merge(c)
		return
	}
	v, err := s.publish(context.WithoutCancel(ctx), s.write, c)
	if err != nil {
		s.fresh.logger().ErrorContext(ctx, "change feed: cannot announce a committed change; the other instances catch up at their next reload", "err", err)
		return
	}
	s.feed.applied(v)
}

// announceProducts announces that products ids changed (announce).
func (s *Store) announceProducts(ctx context.Context, ids ...int64) {
	s.announce(ctx, changeSet{products: slices.Clone(ids)})
}

// refreshProductsAfterCommit brings the catalogue index to what a write changed of products
// ids' stock, price, discount or publication once it commits (RefreshProducts, with
// refreshAfterCommit's retries), and announces it to the other instances.
func (s *Store) refreshProductsAfterCommit(ctx context.Context, what string, ids ...int64) {
	s.refreshAfterCommit(ctx, what, func(ctx context.Context) error { return s.RefreshProducts(ctx, ids...) })
	s.announceProducts(ctx, ids...)
}

// publish takes the feed's next version and sends the change under it on feedChannel, on q:
// a transaction (PostgreSQL delivers the notification when it commits, and not at all if it
// rolls back) or the pool. The version is a sequence's, not a row's: every transaction that
// changes stock (each order) announces, and a row they all updated would make any two of them
// that overlap fail each other at SERIALIZABLE; taking a sequence's number never conflicts.
func (s *Store) publish(ctx context.Context, q conn, c changeSet) (int64, error) {
	var v int64
	err := q.QueryRowContext(ctx, `WITH n AS (SELECT nextval('change_feed_version') AS v),
  sent AS (SELECT pg_notify('`+feedChannel+`', v || ' ' || ?) FROM n)
SELECT v FROM n, sent`, c.encode(s.feed.instance)).Scan(&v)
	return v, err
}
