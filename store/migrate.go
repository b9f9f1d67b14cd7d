package store

import (
	"context"
	"fmt"
)

// migrations are the numbered steps after the baseline schema.sql (version 1).
// Step i brings the database to version i+2. Never edit a released step; append one.
var migrations = []string{
	// 2: how many working days each shipping method takes, for delivery estimates.
	`ALTER TABLE shipping_methods ADD COLUMN min_days INTEGER NOT NULL DEFAULT 1 CHECK (min_days >= 0);
ALTER TABLE shipping_methods ADD COLUMN max_days INTEGER NOT NULL DEFAULT 3 CHECK (max_days >= 0);
UPDATE shipping_methods SET min_days = 0, max_days = 0 WHERE type = 'shop';
UPDATE shipping_methods SET min_days = 1, max_days = 2 WHERE type = 'courier';
UPDATE shipping_methods SET min_days = 1, max_days = 3 WHERE type = 'locker';`,

	// 3: the price history (EU Omnibus rule, store/price.go), back-in-stock notices
	// (store/subscription.go), and what the catalogue index and the product page's lists read.
	`CREATE TABLE price_history (
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,  -- the product's changes in the order they were made: 1, 2, 3…
  at          TEXT NOT NULL,     -- from when (UTC, to the second, as created_at)
  net_price   INTEGER NOT NULL,  -- before the discount
  discount_id INTEGER,           -- the discount running from then, NULL for none (no foreign key: a record outlives its campaign)
  price       INTEGER NOT NULL,  -- net cents a shopper paid from then: net_price less that discount, rounded once
  PRIMARY KEY (product_id, seq)
) WITHOUT ROWID; -- one b-tree, a product's rows side by side: a history is one range read
-- A shop older than the history: each product's price as it stands, as of its creation.
INSERT INTO price_history (product_id, seq, at, net_price, discount_id, price)
SELECT p.id, 1, p.created_at, p.net_price, p.discount_id,
       CASE WHEN d.percent IS NULL THEN p.net_price ELSE (p.net_price * (100 - d.percent) + 50) / 100 END
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id ORDER BY p.id;

-- A back-in-stock subscription waits while notified_at is NULL; the notice ends it.
ALTER TABLE subscriptions ADD COLUMN notified_at TEXT;
CREATE INDEX subscriptions_waiting ON subscriptions(product_id) WHERE kind = 'back_in_stock' AND notified_at IS NULL;

-- The notice queue (an outbox): mails the shop owes, written in the transaction that makes
-- them due, delivered later by the mail sender, which marks them sent.
CREATE TABLE notices (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock')),
  email           TEXT NOT NULL,
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  sent_at         TEXT
);
CREATE INDEX notices_unsent ON notices(id) WHERE sent_at IS NULL;

-- Every stock write passes here, whoever makes it (SetStock, an order, a cancellation), in
-- its own transaction: a product that goes from 0 to above 0 owes each waiting subscriber
-- one notice, and the subscription is done. SQLite's single writer makes it exactly one.
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, product_id, subscription_id)
  SELECT 'back_in_stock', email, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;

-- Products bought together, and the latest orders (store/related.go).
CREATE INDEX order_items_product ON order_items(product_id, order_id);
CREATE INDEX order_items_order ON order_items(order_id);

-- The catalogue index gives unpublished products a slot too (publishing one is then a bit)
-- and knows variant groups: its covering index follows.
DROP INDEX products_catalog_scan;
CREATE INDEX products_catalog_scan ON products(id, title, code, slug, category_id, manufacturer_id, discount_id,
  net_price, stock, created_at, is_popular, is_new, is_featured, is_recommended, is_delayed_delivery, published,
  variant_group) WHERE type = 'product';`,

	// 4: the notice queue becomes the shop's mail queue (store/notice.go; package mail sends
	// it): order mails beside the back-in-stock notices, the shopper's language, and retries.
	`-- The language a shopper subscribed in, so the notice speaks it; '' for the shop's default.
ALTER TABLE subscriptions ADD COLUMN lang TEXT NOT NULL DEFAULT '';

-- SQLite cannot change a CHECK, so notices is rebuilt the safe way (SQLite's "making other
-- kinds of table schema changes": new table, copy, drop, rename, then its index and trigger).
-- Foreign keys stay on, as PRAGMA foreign_keys cannot change inside the step's transaction;
-- that is safe here: no table references notices, so the drop cascades nowhere, and the
-- copied rows are checked against products and subscriptions as they go in.
-- The trigger goes first: a rename re-checks every trigger, and this one names notices,
-- which does not exist between the drop and the rename.
DROP TRIGGER products_back_in_stock;
CREATE TABLE notices_new (
  id              INTEGER PRIMARY KEY,
  -- The kinds the mail package has templates for: a new kind needs its templates, so it
  -- comes with a migration anyway, and a typo in Go or in a trigger fails at the write.
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock', 'order_confirmation', 'payment_received')),
  email           TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT '',  -- the shopper's language; '' for the shop's default
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  order_id        INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,  -- deliveries tried, the last one included
  -- When the sender next tries it (UTC, as created_at); NULL once it has given up.
  next_attempt_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  last_error      TEXT NOT NULL DEFAULT '',
  sent_at         TEXT,
  -- What each kind's mail shows must be there to load.
  CHECK (kind <> 'back_in_stock' OR product_id IS NOT NULL),
  CHECK (kind = 'back_in_stock' OR order_id IS NOT NULL)
);
INSERT INTO notices_new (id, kind, email, product_id, subscription_id, created_at, next_attempt_at, sent_at)
SELECT id, kind, email, product_id, subscription_id, created_at, created_at, sent_at FROM notices ORDER BY id;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
-- The sender's queue: unsent notices in the order they fall due.
CREATE INDEX notices_due ON notices(next_attempt_at) WHERE sent_at IS NULL;

-- As in step 3, and the notice now carries the subscriber's language.
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, lang, product_id, subscription_id)
  SELECT 'back_in_stock', email, lang, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;`,

	// 5: checkout (store/cart*.go, coupon.go, order*.go).
	`-- Service add-ons (gift pack, warranty, set-up) and the categories whose products they fit; a
-- service fits the products of its category and of every category below it.
CREATE TABLE product_services (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  service_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (category_id, service_id)
) WITHOUT ROWID;
CREATE INDEX product_services_service ON product_services(service_id);

-- How often one customer (by e-mail, and by user when signed in) may use a coupon; NULL: no limit.
ALTER TABLE coupons ADD COLUMN per_customer_limit INTEGER CHECK (per_customer_limit IS NULL OR per_customer_limit > 0);

-- A coupon's uses, one per order that carries it, so a cancelled order gives its use back and
-- the per-customer limit can be counted.
CREATE TABLE coupon_redemptions (
  order_id  INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  coupon_id INTEGER NOT NULL REFERENCES coupons(id),
  email     TEXT NOT NULL COLLATE NOCASE,
  user_id   INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX coupon_redemptions_email ON coupon_redemptions(coupon_id, email);
CREATE INDEX coupon_redemptions_user ON coupon_redemptions(coupon_id, user_id);

-- An online payment (bank link, card, leasing) is awaited for a while and the order expires
-- unpaid; an offline one (cash in the shop) is paid at pickup and never expires.
ALTER TABLE payment_methods ADD COLUMN online INTEGER NOT NULL DEFAULT 1;
UPDATE payment_methods SET online = 0 WHERE code = 'cash';

-- The payment is a state of its own beside the fulfilment status (new … completed): an order
-- waits for its money (pending), gets it (paid), fails and may be paid again (failed), or is
-- called off (cancelled). The old status 'paid' stays for the orders of the list that show it.
ALTER TABLE orders ADD COLUMN payment_status TEXT NOT NULL DEFAULT 'pending'
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'cancelled'));
ALTER TABLE orders ADD COLUMN payment_reference TEXT NOT NULL DEFAULT '';  -- the payment provider's
ALTER TABLE orders ADD COLUMN paid_at TEXT;
ALTER TABLE orders ADD COLUMN expires_at TEXT;       -- an unpaid order is cancelled from then; NULL: never
ALTER TABLE orders ADD COLUMN number INTEGER;        -- sequential per prefix: LV-000123
ALTER TABLE orders ADD COLUMN access_token TEXT;     -- a guest's link to the order
ALTER TABLE orders ADD COLUMN idempotency_key TEXT;  -- a placement asked twice makes one order
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN coupon_discount INTEGER NOT NULL DEFAULT 0;  -- gross, what the coupon took off
ALTER TABLE orders ADD COLUMN ship_region_id INTEGER REFERENCES regions(id);
ALTER TABLE orders ADD COLUMN ship_area_id INTEGER REFERENCES areas(id);
ALTER TABLE orders ADD COLUMN ship_village TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN ship_building_num TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN ship_house_num TEXT NOT NULL DEFAULT '';
UPDATE orders SET payment_status = CASE status WHEN 'new' THEN 'pending' WHEN 'cancelled' THEN 'cancelled' ELSE 'paid' END;
UPDATE orders SET number = r.n
FROM (SELECT id, row_number() OVER (PARTITION BY prefix ORDER BY id) AS n FROM orders) AS r WHERE r.id = orders.id;
CREATE UNIQUE INDEX orders_number ON orders(prefix, number);
CREATE UNIQUE INDEX orders_access_token ON orders(access_token);
CREATE UNIQUE INDEX orders_idempotency_key ON orders(idempotency_key);
CREATE INDEX orders_expiring ON orders(expires_at) WHERE expires_at IS NOT NULL AND status = 'new';

-- An ordered service hangs under its product's line, as in the cart; list_total is a line's
-- gross before the coupon (total_price is after it).
ALTER TABLE order_items ADD COLUMN parent_item_id INTEGER REFERENCES order_items(id) ON DELETE CASCADE;
ALTER TABLE order_items ADD COLUMN list_total INTEGER NOT NULL DEFAULT 0;
UPDATE order_items SET list_total = total_price;

-- A line's services are found, and deleted with it (ON DELETE CASCADE), by parent_item_id:
-- without an index each deleted line would scan the whole table.
CREATE INDEX cart_items_parent ON cart_items(parent_item_id) WHERE parent_item_id IS NOT NULL;
CREATE INDEX order_items_parent ON order_items(parent_item_id) WHERE parent_item_id IS NOT NULL;`,

	// 6: post-order reviews (store/review.go): one review per product of an order, whatever
	// a caller does; the index also finds an order's reviews.
	`CREATE UNIQUE INDEX reviews_order_product ON reviews(order_id, product_id) WHERE order_id IS NOT NULL;`,

	// 7: a shipping method's price may differ per country (a parcel to Finland costs more than
	// one across Riga); NULL is the method's own price.
	`ALTER TABLE shipping_method_countries ADD COLUMN net_price INTEGER CHECK (net_price >= 0);`,

	// 8: the account and content mails: a password reset link, a newsletter
	// confirmation, a contact message for the shop. They carry a link (the reset or
	// confirmation URL's path, secret until sent) or a contact message instead of a product or
	// an order. Rebuilt as in step 4, since SQLite cannot change a CHECK.
	`DROP TRIGGER products_back_in_stock;
CREATE TABLE notices_new (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock', 'order_confirmation', 'payment_received',
                                               'password_reset', 'newsletter_confirm', 'contact_message')),
  email           TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT '',
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  order_id        INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
  -- The path the mail links to (password_reset, newsletter_confirm); cleared once sent, as
  -- it holds a secret.
  link            TEXT NOT NULL DEFAULT '',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  last_error      TEXT NOT NULL DEFAULT '',
  sent_at         TEXT,
  CHECK (kind <> 'back_in_stock' OR product_id IS NOT NULL),
  CHECK (kind NOT IN ('order_confirmation', 'payment_received') OR order_id IS NOT NULL),
  CHECK (kind NOT IN ('password_reset', 'newsletter_confirm') OR link <> '' OR sent_at IS NOT NULL),
  CHECK (kind <> 'contact_message' OR contact_message_id IS NOT NULL)
);
INSERT INTO notices_new (id, kind, email, lang, product_id, order_id, subscription_id, created_at, attempts,
                         next_attempt_at, last_error, sent_at)
SELECT id, kind, email, lang, product_id, order_id, subscription_id, created_at, attempts,
       next_attempt_at, last_error, sent_at FROM notices ORDER BY id;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices(next_attempt_at) WHERE sent_at IS NULL;
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, lang, product_id, subscription_id)
  SELECT 'back_in_stock', email, lang, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;`,

	// 9: the newsletter's double opt-in (store/subscription.go). Every subscription gets a
	// secret token: its confirm link (newsletter) and its unsubscribe link (every mail sent
	// for it). A newsletter address is pending until confirmed_at; mailed_at is when its
	// latest confirmation mail was queued, so a pending address gets at most one per
	// newsletterResend. Addresses from before the opt-in stay unconfirmed: nobody confirmed them.
	`ALTER TABLE subscriptions ADD COLUMN token TEXT;
ALTER TABLE subscriptions ADD COLUMN confirmed_at TEXT;
ALTER TABLE subscriptions ADD COLUMN mailed_at TEXT;
UPDATE subscriptions SET token = lower(hex(randomblob(24)));
CREATE UNIQUE INDEX subscriptions_token ON subscriptions(token);`,
	// 10: the contact form's language (the shop answers in it), and the information pages
	// (delivery, returns, terms, privacy…) per language: a page missing in a language is read
	// in the shop's default one (store/info_page.go). The demo's texts are seeded at start
	// when the table is empty (demo.SeedInfoPages).
	`ALTER TABLE contact_messages ADD COLUMN lang TEXT NOT NULL DEFAULT '';
CREATE TABLE info_pages (
  slug        TEXT NOT NULL,
  lang        TEXT NOT NULL,
  title       TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',  -- the meta description
  body        TEXT NOT NULL DEFAULT '',  -- paragraphs by blank lines; '## ' headings, '- ' list items
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  PRIMARY KEY (slug, lang)
) WITHOUT ROWID;`,

	// 11: accounts (store/register.go, store/password_reset.go): a registration's address
	// part keeps its pickup point and courier message, and a password reset's one-time
	// token is kept as its SHA-256 only, one per user (a newer request replaces the older).
	`ALTER TABLE addresses ADD COLUMN identifier TEXT NOT NULL DEFAULT '';
ALTER TABLE addresses ADD COLUMN message TEXT NOT NULL DEFAULT '';
CREATE TABLE password_resets (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token_hash BLOB NOT NULL UNIQUE,
  expires_at TEXT NOT NULL  -- UTC, to the second, as created_at
);`,
	// 12: the profile's address book (store/address.go): a user's addresses are found by user,
	// and a user has at most one default address, whatever two requests do at once. A second
	// default, which nothing wrote before, would fail the index: the oldest one stays. A
	// deleted account (store/privacy.go) stays as a row without personal data, so that its id
	// is never given to a new account (SQLite reuses the highest rowid of a deleted row).
	`ALTER TABLE users ADD COLUMN deleted_at TEXT;
UPDATE addresses SET is_default = 0 WHERE is_default = 1
  AND id NOT IN (SELECT MIN(id) FROM addresses WHERE is_default = 1 GROUP BY user_id);
CREATE INDEX addresses_user ON addresses(user_id);
CREATE UNIQUE INDEX addresses_default ON addresses(user_id) WHERE is_default = 1;`,

	// 13: translated content (store/translation.go). A content row's own columns are in the
	// shop's default language (Store.Languages); a translation gives one field of one row in
	// one other language. A field missing in a language reads as the default language's.
	// settings keeps facts about the data folder, such as the language its content is in.
	`CREATE TABLE translations (
  entity TEXT NOT NULL,     -- the table's singular: category, product, banner…
  id     INTEGER NOT NULL,  -- the row's id in that table
  lang   TEXT NOT NULL,
  field  TEXT NOT NULL,     -- the column it translates: title, description…
  value  TEXT NOT NULL,
  PRIMARY KEY (entity, lang, id, field)
);  -- a rowid table: a long text (a description) in a WITHOUT ROWID row spills onto a mostly
    -- empty overflow page, which made a 100,000-product demo 2.3 times larger
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;`,

	// 14: every unpaid order's hold on stock ends (store/order_limits.go): an open
	// order that has none (pay on pickup, which never expired) gets seven days from the
	// upgrade, the longest the old pickup timeout promised by default, and a shopper is mailed
	// when an order lapses (a new notice kind, order_expired: notices is rebuilt as in step 8,
	// since SQLite cannot change a CHECK).
	`DROP TRIGGER products_back_in_stock;
CREATE TABLE notices_new (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock', 'order_confirmation', 'payment_received', 'order_expired',
                                               'password_reset', 'newsletter_confirm', 'contact_message')),
  email           TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT '',
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  order_id        INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
  link            TEXT NOT NULL DEFAULT '',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  last_error      TEXT NOT NULL DEFAULT '',
  sent_at         TEXT,
  CHECK (kind <> 'back_in_stock' OR product_id IS NOT NULL),
  CHECK (kind NOT IN ('order_confirmation', 'payment_received', 'order_expired') OR order_id IS NOT NULL),
  CHECK (kind NOT IN ('password_reset', 'newsletter_confirm') OR link <> '' OR sent_at IS NOT NULL),
  CHECK (kind <> 'contact_message' OR contact_message_id IS NOT NULL)
);
INSERT INTO notices_new (id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
                         attempts, next_attempt_at, last_error, sent_at)
SELECT id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
       attempts, next_attempt_at, last_error, sent_at FROM notices ORDER BY id;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices(next_attempt_at) WHERE sent_at IS NULL;
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, lang, product_id, subscription_id)
  SELECT 'back_in_stock', email, lang, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;

UPDATE orders SET expires_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+7 days')
WHERE expires_at IS NULL AND status = 'new' AND payment_status IN ('pending', 'failed');`,

	// 15: a bound on what one stranger can hold (store/order_limits.go): orders keep
	// a keyed hash of the browser session and of the client address they came from, so the
	// open unpaid orders of each can be counted at the next placement, as those of an e-mail
	// are; older orders have neither and count by e-mail only.
	`ALTER TABLE orders ADD COLUMN session_hash TEXT;  -- HMAC of the browser session's id
ALTER TABLE orders ADD COLUMN client_hash TEXT;   -- HMAC of the client address, an IPv6 one by its /64
-- The open orders of an e-mail (ignoring case), a session, an address: PlaceOrder counts them,
-- with the first to lapse, from the index alone.
CREATE INDEX orders_open_email ON orders(lower(user_email), payment_status, expires_at) WHERE status = 'new';
CREATE INDEX orders_open_session ON orders(session_hash, payment_status, expires_at) WHERE status = 'new';
CREATE INDEX orders_open_client ON orders(client_hash, payment_status, expires_at) WHERE status = 'new';`,

	// 16: the mail worker claims a notice, and counts the try, in a commit before it sends
	// (store/notice.go ClaimNotice): a crash between a send and its mark leaves the one notice
	// in flight claimed, which the next start checks (the outbox tells whether its file was
	// written) instead of sending it blindly again.
	`ALTER TABLE notices ADD COLUMN claimed_at TEXT;`,

	// 17: exact money (store/cart_pricing.go): a private person's line is its shelf
	// price times the quantity and the VAT is worked out once from the total; a business's
	// lines, goods, coupon and shipping are net and the VAT is added once to their sum. An
	// order keeps which (net_prices: 1 for a business's order placed since), so it is always
	// read as it was priced; every order before this step was priced with VAT and keeps its
	// own figures.
	`ALTER TABLE orders ADD COLUMN net_prices INTEGER NOT NULL DEFAULT 0;  -- 1: amounts without VAT, the VAT added once (b2b)`,

	// 18: the shop's settings and its company's legal data live in settings (store/settings.go,
	// package settings names the keys): the VAT rate, the languages, the minimum order, the
	// brand lists, the company printed on every invoice. A start writes the keys a database
	// lacks from its shop variant's defaults, so a data folder from before this step gets them
	// at its first start too; updated_at is when a key was last written (NULL: by the defaults).
	`ALTER TABLE settings ADD COLUMN updated_at TEXT;`,

	// 19: the back office (store/staff.go, store/staff_session.go, store/audit.go): staff
	// accounts apart from the shoppers', their sessions (a short idle time, kept here so
	// several instances share them) and the audit log of every change staff make.
	`CREATE TABLE staff (
  id            INTEGER PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE,
  name          TEXT NOT NULL DEFAULT '',
  role          TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  password_hash TEXT NOT NULL,
  totp_secret   TEXT NOT NULL DEFAULT '',  -- '' until the member turns the second factor on
  lang          TEXT NOT NULL DEFAULT 'en', -- the back office speaks it
  created_at    TEXT NOT NULL,
  disabled_at   TEXT                        -- an owner's way to shut a member out, keeping the audit trail
);
CREATE TABLE staff_sessions (
  id_hash    TEXT PRIMARY KEY,              -- SHA-256 of the cookie's id: a copy of the table opens no session
  staff_id   INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  seen_at    TEXT NOT NULL,
  expires_at TEXT NOT NULL                  -- the absolute end; the idle end is seen_at + StaffIdle
);
CREATE INDEX staff_sessions_staff ON staff_sessions(staff_id);
CREATE TABLE audit_log (
  id        INTEGER PRIMARY KEY,
  at        TEXT NOT NULL,
  staff_id  INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  action    TEXT NOT NULL,                  -- product.update, staff.create, sign_in …
  entity    TEXT NOT NULL DEFAULT '',
  entity_id TEXT NOT NULL DEFAULT '',
  before    TEXT NOT NULL DEFAULT '',       -- JSON of the record before the change, '' for none
  after     TEXT NOT NULL DEFAULT ''        -- and after it
);
CREATE INDEX audit_log_entity ON audit_log(entity, entity_id, id);`,

	// 20: the back office's catalogue (store/product_admin.go, store/stock.go). Every stock
	// write leaves a row in stock_changes — the admin's, an order's, a cancellation's, an
	// import's — in the transaction that makes it, so a product's history explains its stock.
	// The columns are stock_before and stock_after, not before and after: both words are
	// keywords of SQLite's trigger grammar. staff_id follows audit_log's rule (a member is
	// disabled, not deleted, to keep the trail). A shop older than the history gets one
	// opening row per product with stock, as of its creation, so that the history sums to the
	// stock from the start. gtin and mpn are the identifiers Google Merchant Center asks of a
	// product. The indexes on title, price, stock and creation serve the services' list and
	// the feeds' and exports' orders (the products' list asks the catalogue index).
	`CREATE TABLE stock_changes (
  id           INTEGER PRIMARY KEY,
  product_id   INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  at           TEXT NOT NULL,  -- UTC to the second, as created_at
  stock_before INTEGER NOT NULL,
  stock_after  INTEGER NOT NULL,
  reason       TEXT NOT NULL CHECK (reason IN ('opening', 'admin', 'order', 'cancel', 'expire', 'import', 'bulk')),
  staff_id     INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  order_id     INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  note         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX stock_changes_product ON stock_changes(product_id, id);
INSERT INTO stock_changes (product_id, at, stock_before, stock_after, reason)
SELECT id, created_at, 0, stock, 'opening' FROM products WHERE stock <> 0 ORDER BY id;
ALTER TABLE products ADD COLUMN gtin TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN mpn TEXT NOT NULL DEFAULT '';
CREATE INDEX products_title ON products(title, id);
CREATE INDEX products_net_price ON products(net_price, id);
CREATE INDEX products_stock ON products(stock, id);
CREATE INDEX products_created ON products(created_at, id);`,

	// 21: the interface texts a shop words its own way (store/text_override.go): per language,
	// the storefront's text of a key in place of the catalogue's (i18n/*.json). A key without a
	// row reads the catalogue's text; deleting the row is the reset.
	`CREATE TABLE text_overrides (
  lang       TEXT NOT NULL,
  key        TEXT NOT NULL,
  value      TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (lang, key)
);`,
	// 22: the second factor (store/staff_totp.go): a secret waits in totp_pending between its
	// setup and the first code that proves the member's app has it; totp_last_step is the
	// time step of the last code taken, so a code is good once (a replay is refused).
	`ALTER TABLE staff ADD COLUMN totp_pending TEXT NOT NULL DEFAULT '';
ALTER TABLE staff ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;`,

	// 23: uploaded product pictures (store/product_pictures.go, package pictures). A picture
	// gets an id of its own, so the back office can delete one and reorder a gallery by ids
	// that stay put while positions change; an upload keeps its content hash (its files are
	// DATA/media/products/<hash>-<size>.webp) and its size once upright. product_images is
	// rebuilt as SQLite cannot add a primary key (the way of step 4: new table, copy, drop,
	// rename); nothing references it. The unique index keeps a product's pictures side by side
	// for the cards' first-picture subqueries, as the old primary key did.
	`CREATE TABLE product_images_new (
  id         INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,  -- 1, 2, 3… in the gallery's order; the first is the card's
  path       TEXT NOT NULL,     -- its URL: an upload's card size, or a file given as it is (the demo's SVG)
  hash       TEXT NOT NULL DEFAULT '',    -- an upload's content hash; '' for a file given by its path
  width      INTEGER NOT NULL DEFAULT 0,  -- an upload's pixels once upright; 0 when unknown or scalable
  height     INTEGER NOT NULL DEFAULT 0
);
INSERT INTO product_images_new (product_id, position, path)
SELECT product_id, position, path FROM product_images ORDER BY product_id, position;
DROP TABLE product_images;
ALTER TABLE product_images_new RENAME TO product_images;
CREATE UNIQUE INDEX product_images_order ON product_images(product_id, position);
CREATE INDEX product_images_hash ON product_images(hash) WHERE hash <> '';`,

	// 24: the back office's dashboard (store/dashboard.go) sums the orders of the last 60 days
	// by day and payment state and ranks the products of the last 30: orders_created covers
	// those reads of orders (a range of created_at with every column they need), and
	// order_items_order, widened, covers the lines they join, so they cost the window's orders
	// and never the tables' rows. A line's own id, parent and order keep their lookups: the
	// index still starts with order_id. The partial ones count the orders to ship and those
	// awaiting payment, a shop's few open orders among all it ever took, without a scan.
	`CREATE INDEX orders_created ON orders(created_at, payment_status, status, total, net_prices, vat_basis_points);
DROP INDEX order_items_order;
CREATE INDEX order_items_order ON order_items(order_id, parent_item_id, product_id, quantity, total_price);
CREATE INDEX orders_to_ship ON orders(status) WHERE status IN ('paid', 'processing');
CREATE INDEX orders_unpaid ON orders(status) WHERE payment_status = 'pending';`,

	// 25: the back office's customers and moderation (store/customer_admin.go,
	// store/review_admin.go, store/contact_admin.go, store/subscription_admin.go). A review is
	// pending (not published, not hidden), published, or hidden by staff (hidden_at), and may
	// carry the shop's public answer. A contact message is new until staff mark it answered or
	// answer it by mail (contact_answer, a new notice kind: notices is rebuilt as in step 14,
	// its trigger with it). A newsletter address that unsubscribes keeps its row, without its
	// token, as the record that consent was withdrawn (unsubscribed_at); a new subscription
	// starts it over. The customers' list filters by type and newsletter consent, newest first.
	`ALTER TABLE reviews ADD COLUMN hidden_at TEXT;
ALTER TABLE reviews ADD COLUMN answer TEXT NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN answered_at TEXT;
CREATE INDEX reviews_moderation ON reviews(published, id);
ALTER TABLE contact_messages ADD COLUMN answered_at TEXT;
ALTER TABLE contact_messages ADD COLUMN answer TEXT NOT NULL DEFAULT '';
CREATE INDEX contact_messages_state ON contact_messages(answered_at, id);
ALTER TABLE subscriptions ADD COLUMN unsubscribed_at TEXT;
CREATE INDEX subscriptions_kind ON subscriptions(kind, id);
CREATE INDEX users_list ON users(type, newsletter);
DROP TRIGGER products_back_in_stock;
CREATE TABLE notices_new (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock', 'order_confirmation', 'payment_received', 'order_expired',
                                               'password_reset', 'newsletter_confirm', 'contact_message', 'contact_answer')),
  email           TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT '',
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  order_id        INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
  link            TEXT NOT NULL DEFAULT '',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  last_error      TEXT NOT NULL DEFAULT '',
  sent_at         TEXT,
  claimed_at      TEXT,
  CHECK (kind <> 'back_in_stock' OR product_id IS NOT NULL),
  CHECK (kind NOT IN ('order_confirmation', 'payment_received', 'order_expired') OR order_id IS NOT NULL),
  CHECK (kind NOT IN ('password_reset', 'newsletter_confirm') OR link <> '' OR sent_at IS NOT NULL),
  CHECK (kind NOT IN ('contact_message', 'contact_answer') OR contact_message_id IS NOT NULL)
);
INSERT INTO notices_new (id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
                         attempts, next_attempt_at, last_error, sent_at, claimed_at)
SELECT id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
       attempts, next_attempt_at, last_error, sent_at, claimed_at FROM notices ORDER BY id;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices(next_attempt_at) WHERE sent_at IS NULL;
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, lang, product_id, subscription_id)
  SELECT 'back_in_stock', email, lang, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;`,
	// 26: orders in the back office (store/order_admin.go). The list filters and pages newest
	// first by (created_at, id), so the status and shipping filters have an index ending in
	// them that walks in that order, a range of days included (orders_created_id); the payment
	// states but paid (the few: pending, failed, cancelled) have a partial one, which the
	// dashboard's reads of paid and pending orders cannot take (step 24's covering
	// orders_created stays theirs), and paid walks orders_created_id, most orders being paid;
	// the search finds a number (any prefix), and an e-mail or a name by its beginning, each by an
	// index on its lower case. A shipped order keeps its carrier (a code of carriers, whose
	// tracking_url gives the parcel's public page) and tracking number; a shipping method may
	// name the carrier it ships with, which the ship dialog proposes. order_events keeps every
	// change of an order's status or payment (who, when, from, to); order_notes are the
	// staff's own notes on an order, never shown to the shopper. The status mails are four new
	// notice kinds: notices is rebuilt as in steps 14 and 25, since SQLite cannot change a CHECK, with
	// an index that finds an order's mails.
	`CREATE TABLE carriers (
  code         TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  tracking_url TEXT NOT NULL,           -- the parcel's public page; {number} stands for the tracking number
  position     INTEGER NOT NULL DEFAULT 0
);
INSERT INTO carriers (code, name, tracking_url, position) VALUES
  ('dpd', 'DPD Latvia', 'https://www.dpdgroup.com/lv/mydpd/my-parcels/track?parcelNumber={number}', 1),
  ('omniva', 'Omniva', 'https://www.omniva.lv/privats/sutijuma_atrasanas_vieta?barcode={number}', 2),
  ('latvijas_pasts', 'Latvijas Pasts', 'https://www.pasts.lv/lv/sutijumu-izsekosana?id={number}', 3),
  ('venipak', 'Venipak', 'https://venipak.com/lv/tracking/?tracking_number={number}', 4),
  ('posti', 'Posti', 'https://www.posti.fi/fi/seuranta#/lahetys/{number}', 5),
  ('matkahuolto', 'Matkahuolto', 'https://www.matkahuolto.fi/seuranta?parcelNumber={number}', 6),
  ('budbee', 'Budbee', 'https://tracking.budbee.com/{number}', 7),
  ('dhl', 'DHL', 'https://www.dhl.com/lv-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}', 8),
  ('ups', 'UPS', 'https://www.ups.com/track?tracknum={number}', 9);
ALTER TABLE shipping_methods ADD COLUMN carrier TEXT NOT NULL DEFAULT '';  -- a code of carriers, '' for none (pickup in the shop)
UPDATE shipping_methods SET carrier = CASE
  WHEN code LIKE 'dpd%' THEN 'dpd' WHEN code LIKE 'omniva%' THEN 'omniva' WHEN code LIKE 'posti%' THEN 'posti'
  WHEN code LIKE 'matkahuolto%' THEN 'matkahuolto' WHEN code LIKE 'budbee%' THEN 'budbee' ELSE '' END;

ALTER TABLE orders ADD COLUMN carrier TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN tracking_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN shipped_at TEXT;
CREATE INDEX orders_status_created ON orders(status, created_at, id);
CREATE INDEX orders_shipping_created ON orders(shipping_method_id, created_at, id);
CREATE INDEX orders_payment_open ON orders(payment_status, created_at, id) WHERE payment_status <> 'paid';
CREATE INDEX orders_created_id ON orders(created_at, id);
CREATE INDEX orders_number_any ON orders(number);
CREATE INDEX orders_email_lower ON orders(lower(user_email));
CREATE INDEX orders_name_lower ON orders(lower(user_name));
CREATE INDEX orders_surname_lower ON orders(lower(user_surname));

CREATE TABLE order_events (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  at         TEXT NOT NULL,
  field      TEXT NOT NULL CHECK (field IN ('status', 'payment')),
  from_state TEXT NOT NULL,
  to_state   TEXT NOT NULL,
  staff_id   INTEGER REFERENCES staff(id) ON DELETE SET NULL,  -- NULL: the shop itself, the shopper or a provider
  note       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX order_events_order ON order_events(order_id, id);
CREATE TABLE order_notes (
  id       INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  at       TEXT NOT NULL,
  staff_id INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  body     TEXT NOT NULL
);
CREATE INDEX order_notes_order ON order_notes(order_id, id);

DROP TRIGGER products_back_in_stock;
CREATE TABLE notices_new (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock', 'order_confirmation', 'payment_received', 'order_expired',
                                               'password_reset', 'newsletter_confirm', 'contact_message', 'contact_answer',
                                               'order_processing', 'order_shipped', 'order_delivered', 'order_cancelled')),
  email           TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT '',
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  order_id        INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
  link            TEXT NOT NULL DEFAULT '',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  last_error      TEXT NOT NULL DEFAULT '',
  sent_at         TEXT,
  claimed_at      TEXT,
  CHECK (kind <> 'back_in_stock' OR product_id IS NOT NULL),
  CHECK (kind NOT IN ('order_confirmation', 'payment_received', 'order_expired',
                      'order_processing', 'order_shipped', 'order_delivered', 'order_cancelled') OR order_id IS NOT NULL),
  CHECK (kind NOT IN ('password_reset', 'newsletter_confirm') OR link <> '' OR sent_at IS NOT NULL),
  CHECK (kind NOT IN ('contact_message', 'contact_answer') OR contact_message_id IS NOT NULL)
);
INSERT INTO notices_new (id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
                         attempts, next_attempt_at, last_error, sent_at, claimed_at)
SELECT id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
       attempts, next_attempt_at, last_error, sent_at, claimed_at FROM notices ORDER BY id;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices(next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX notices_order ON notices(order_id) WHERE order_id IS NOT NULL;
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, lang, product_id, subscription_id)
  SELECT 'back_in_stock', email, lang, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;`,
	// 27: an order's money after payment (store/order_refund.go): the refunds given, full or
	// partial, each with what it gave back per line (so no line is refunded past what was
	// bought) and how (through Stripe, or by hand for a transfer or cash). A refund made
	// through Stripe is written 'pending' before the call and 'done' after it, so a refund in
	// flight counts against what is left to refund; key is the back office's key per attempt
	// (a double click refunds once). The order's payment_status stays 'paid': the refunded
	// sum lives here. Two mails join the queue: the shopper's refund notice and the shop's own
	// notice of each new order; notices is rebuilt as in steps 14, 25 and 26 (SQLite cannot change a CHECK), keeping
	// their kinds and step 26's index of an order's mails.
	`CREATE TABLE order_refunds (
  id          INTEGER PRIMARY KEY,
  order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  key         TEXT NOT NULL UNIQUE,
  amount      INTEGER NOT NULL CHECK (amount > 0),  -- gross cents given back
  shipping    INTEGER NOT NULL DEFAULT 0,           -- 1: the shipping is part of it
  reason      TEXT NOT NULL DEFAULT '',
  method      TEXT NOT NULL CHECK (method IN ('stripe', 'manual')),
  status      TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
  provider_id TEXT NOT NULL DEFAULT '',  -- Stripe's re_… id
  note        TEXT NOT NULL DEFAULT '',  -- a manual refund: how it was paid back
  paid_on     TEXT NOT NULL DEFAULT '',  -- a manual refund: the day it was paid back, YYYY-MM-DD
  error       TEXT NOT NULL DEFAULT '',  -- why a provider refused it
  staff_id    INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL,
  done_at     TEXT
);
CREATE INDEX order_refunds_order ON order_refunds(order_id, id);
CREATE INDEX order_refunds_done ON order_refunds(done_at) WHERE status = 'done';
CREATE TABLE order_refund_lines (
  refund_id     INTEGER NOT NULL REFERENCES order_refunds(id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  quantity      INTEGER NOT NULL CHECK (quantity > 0),
  restock       INTEGER NOT NULL DEFAULT 0,  -- 1: the units went back to the stock
  PRIMARY KEY (refund_id, order_item_id)
) WITHOUT ROWID;

DROP TRIGGER products_back_in_stock;
CREATE TABLE notices_new (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock', 'order_confirmation', 'payment_received', 'order_expired',
                                               'password_reset', 'newsletter_confirm', 'contact_message', 'contact_answer',
                                               'order_processing', 'order_shipped', 'order_delivered', 'order_cancelled',
                                               'order_refunded', 'new_order_shop')),
  email           TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT '',
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  order_id        INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
  refund_id       INTEGER REFERENCES order_refunds(id) ON DELETE CASCADE,
  link            TEXT NOT NULL DEFAULT '',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  last_error      TEXT NOT NULL DEFAULT '',
  sent_at         TEXT,
  claimed_at      TEXT,
  CHECK (kind <> 'back_in_stock' OR product_id IS NOT NULL),
  CHECK (kind NOT IN ('order_confirmation', 'payment_received', 'order_expired',
                      'order_processing', 'order_shipped', 'order_delivered', 'order_cancelled',
                      'order_refunded', 'new_order_shop') OR order_id IS NOT NULL),
  CHECK (kind <> 'order_refunded' OR refund_id IS NOT NULL),
  CHECK (kind NOT IN ('password_reset', 'newsletter_confirm') OR link <> '' OR sent_at IS NOT NULL),
  CHECK (kind NOT IN ('contact_message', 'contact_answer') OR contact_message_id IS NOT NULL)
);
INSERT INTO notices_new (id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
                         attempts, next_attempt_at, last_error, sent_at, claimed_at)
SELECT id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, link, created_at,
       attempts, next_attempt_at, last_error, sent_at, claimed_at FROM notices ORDER BY id;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices(next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX notices_order ON notices(order_id) WHERE order_id IS NOT NULL;
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, lang, product_id, subscription_id)
  SELECT 'back_in_stock', email, lang, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;`,
	// 28: product safety information (General Product Safety Regulation (EU) 2023/988, Art.
	// 19; store/product_safety.go): the manufacturer's legal name, postal address and e-mail
	// or web contact on the brand, and for a manufacturer outside the EU its responsible
	// person in the EU; the warnings and safety information of a product, its default
	// language's text here and the others' in translations (field safety_info) as its
	// other texts.
	`ALTER TABLE manufacturers ADD COLUMN legal_name TEXT NOT NULL DEFAULT '';
ALTER TABLE manufacturers ADD COLUMN postal_address TEXT NOT NULL DEFAULT '';
ALTER TABLE manufacturers ADD COLUMN contact TEXT NOT NULL DEFAULT '';
ALTER TABLE manufacturers ADD COLUMN eu_person_name TEXT NOT NULL DEFAULT '';
ALTER TABLE manufacturers ADD COLUMN eu_person_address TEXT NOT NULL DEFAULT '';
ALTER TABLE manufacturers ADD COLUMN eu_person_contact TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN safety_info TEXT NOT NULL DEFAULT '';`,
	// 29: withdrawals from contracts (store/withdrawal.go; Consumer Rights Directive Art. 11a):
	// the statement a shopper sent through the storefront's withdrawal function, with the
	// lines it names (none: the whole order). line_set is those lines' ids, sorted and joined
	// ('' for the whole order), so the same statement sent twice is one record (its UNIQUE).
	// client_hash is the sender's address as orders keep it (clientHash), for limits and
	// abuse. Two mails join the queue: the shopper's acknowledgement and the shop's copy;
	// notices is rebuilt as in step 27, keeping its kinds, its refund_id and its indexes.
	`CREATE TABLE withdrawals (
  id          INTEGER PRIMARY KEY,
  order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  lang        TEXT NOT NULL DEFAULT '',
  line_set    TEXT NOT NULL DEFAULT '',
  client_hash TEXT,
  created_at  TEXT NOT NULL,
  UNIQUE (order_id, line_set)
);
CREATE INDEX withdrawals_created ON withdrawals(created_at, id);
CREATE TABLE withdrawal_lines (
  withdrawal_id INTEGER NOT NULL REFERENCES withdrawals(id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  PRIMARY KEY (withdrawal_id, order_item_id)
) WITHOUT ROWID;

DROP TRIGGER products_back_in_stock;
CREATE TABLE notices_new (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('back_in_stock', 'order_confirmation', 'payment_received', 'order_expired',
                                               'password_reset', 'newsletter_confirm', 'contact_message', 'contact_answer',
                                               'order_processing', 'order_shipped', 'order_delivered', 'order_cancelled',
                                               'order_refunded', 'new_order_shop', 'withdrawal', 'withdrawal_shop')),
  email           TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT '',
  product_id      INTEGER REFERENCES products(id) ON DELETE CASCADE,
  order_id        INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
  contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
  refund_id       INTEGER REFERENCES order_refunds(id) ON DELETE CASCADE,
  withdrawal_id   INTEGER REFERENCES withdrawals(id) ON DELETE CASCADE,
  link            TEXT NOT NULL DEFAULT '',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  last_error      TEXT NOT NULL DEFAULT '',
  sent_at         TEXT,
  claimed_at      TEXT,
  CHECK (kind <> 'back_in_stock' OR product_id IS NOT NULL),
  CHECK (kind NOT IN ('order_confirmation', 'payment_received', 'order_expired',
                      'order_processing', 'order_shipped', 'order_delivered', 'order_cancelled',
                      'order_refunded', 'new_order_shop', 'withdrawal', 'withdrawal_shop') OR order_id IS NOT NULL),
  CHECK (kind <> 'order_refunded' OR refund_id IS NOT NULL),
  CHECK (kind NOT IN ('withdrawal', 'withdrawal_shop') OR withdrawal_id IS NOT NULL),
  CHECK (kind NOT IN ('password_reset', 'newsletter_confirm') OR link <> '' OR sent_at IS NOT NULL),
  CHECK (kind NOT IN ('contact_message', 'contact_answer') OR contact_message_id IS NOT NULL)
);
INSERT INTO notices_new (id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, refund_id, link,
                         created_at, attempts, next_attempt_at, last_error, sent_at, claimed_at)
SELECT id, kind, email, lang, product_id, order_id, subscription_id, contact_message_id, refund_id, link,
       created_at, attempts, next_attempt_at, last_error, sent_at, claimed_at FROM notices ORDER BY id;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices(next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX notices_order ON notices(order_id) WHERE order_id IS NOT NULL;
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN OLD.stock <= 0 AND NEW.stock > 0
BEGIN
  INSERT INTO notices (kind, email, lang, product_id, subscription_id)
  SELECT 'back_in_stock', email, lang, product_id, id FROM subscriptions
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL ORDER BY id;
  UPDATE subscriptions SET notified_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE kind = 'back_in_stock' AND product_id = NEW.id AND notified_at IS NULL;
END;`,
	// 30: the producer's commercial guarantee of durability in whole years (Directive
	// 2011/83/EU Art. 6(1)(la) as amended by Directive (EU) 2024/825; store/durability.go):
	// 0 where the producer gives none, and the product page shows the durability label only
	// above the legal guarantee's 2 years.
	`ALTER TABLE products ADD COLUMN durability_years INTEGER NOT NULL DEFAULT 0;`,
	// 31: VAT by destination (store/tax.go): how each order was taxed. tax_scheme is
	// 'domestic' (the home rate), 'oss' (a private person's order abroad at its destination's
	// rate, the One-Stop Shop) or 'reverse_charge' (an intra-Community supply at 0 %, Art. 138
	// of Directive 2006/112/EC); tax_country the destination's ISO code. For a reverse charge
	// the VAT number VIES confirmed, VIES's consultation number (requestIdentifier) and the
	// time of its answer. Orders placed before are domestic: the shop had one rate.
	`ALTER TABLE orders ADD COLUMN tax_scheme TEXT NOT NULL DEFAULT 'domestic';
ALTER TABLE orders ADD COLUMN tax_country TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN vies_vat_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN vies_request_id TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN vies_checked_at TEXT NOT NULL DEFAULT '';`,
	// 32: energy labels (Regulation (EU) 2017/1369; store/product_energy.go): a product's
	// energy class ('' for none, else one letter A to G), its label (a picture or PDF: an
	// uploaded file's /media/ path or an https address) and its product information sheet
	// (an https address, usually its EPREL page, or an uploaded file's path).
	`ALTER TABLE products ADD COLUMN energy_class TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN energy_label TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN energy_sheet TEXT NOT NULL DEFAULT '';`,
	// 33: the official legal-guarantee notice's artwork (Annex I of Commission Implementing
	// Regulation (EU) 2025/1960; store/guarantee_art.go): per shop language the picture an
	// owner uploaded, its /media/ path and its size in pixels, so the page reserves its box.
	`CREATE TABLE guarantee_art (
  lang TEXT PRIMARY KEY,
  path TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL
);`,
	// 34: the shoppers' sessions and the shop's secrets in the database (store/session_sql.go),
	// for shops whose instances share a PostgreSQL database; on SQLite they stay empty while
	// bbolt's sessions.db keeps both, and let the same tests run the SQL storage here. A
	// session is kept under the SHA-256 of its id; user_id (NULL for a guest) signs an account
	// out of every browser in one DELETE, expires_at (UTC text to the second) is the sweep's.
	// Written in the SQL both databases speak, to run unchanged on PostgreSQL.
	`CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id BIGINT,
  cart_token TEXT NOT NULL DEFAULT '',
  expires_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id) WHERE user_id IS NOT NULL;
CREATE INDEX sessions_expires ON sessions(expires_at);
CREATE TABLE shop_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);`,
	// 35: the change feed's version (store/change_feed.go), which several shop processes on
	// one PostgreSQL database announce their changes under: a sequence there, added by
	// postgresSteps, as SQL both databases speak has none. SQLite, owned by one process,
	// announces nothing; its step is empty.
	`-- PostgreSQL only: postgresSteps`,
	// 36: the e-mails and coupon codes SQLite compares without letter case (COLLATE NOCASE)
	// in the one case the store now writes and looks them up in (store/nocase.go), so that a
	// plain `=` finds them in PostgreSQL too. SQLite's lower() and upper() fold A–Z only, as
	// the store's fold does; the NOCASE unique indexes leave no two rows that fold alike.
	`UPDATE users SET email = lower(email);
UPDATE coupon_redemptions SET email = lower(email);
UPDATE coupons SET code = upper(code);`,
	// 37: a notice's pick by one of several shop processes on PostgreSQL (store/notice_pick.go):
	// the instance that picked it (its connections' application_name) and until when the pick
	// holds it off the other instances' picks, apart from its next try's time, which stays the
	// queue's. SQLite's one process never writes them.
	`ALTER TABLE notices ADD COLUMN picked_by TEXT;
ALTER TABLE notices ADD COLUMN picked_until TEXT`,
	// 38: cart lines' ids never used twice on SQLite either (sqliteSteps).
	`-- SQLite only: sqliteSteps`,
}

// SchemaVersion is the newest database version this binary knows.
func SchemaVersion() int { return 1 + len(migrations) }

func (s *Store) migrate(ctx context.Context, schema string) error {
	if s.pg {
		return s.migratePostgres(ctx)
	}
	var version int
	if err := s.write.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	if version > SchemaVersion() {
		return fmt.Errorf("database version %d is newer than this shop knows (%d); use a newer binary", version, SchemaVersion())
	}
	steps := []string{}
	if version == 0 {
		steps = append(steps, schema)
		version = 1
	}
	for v := version; v < SchemaVersion(); v++ {
		steps = append(steps, migrations[v-1]+";\n"+sqliteSteps[v+1])
	}
	for i, step := range steps {
		target := SchemaVersion() - len(steps) + i + 1
		err := s.WithTx(ctx, func(ctx context.Context) error {
			w := s.writer(ctx)
			if _, err := w.ExecContext(ctx, step); err != nil {
				return err
			}
			_, err := w.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", target))
			return err
		})
		if err != nil {
			return fmt.Errorf("migrate to version %d: %w", target, err)
		}
	}
	return nil
}
