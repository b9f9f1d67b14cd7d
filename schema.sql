-- Shop schema, baseline (user_version 1). Later changes are numbered steps in store/migrate.go.
-- Money is integer euro cents, always net (without VAT); the shop's VAT rate is applied on output.

CREATE TABLE categories (
  id                INTEGER PRIMARY KEY,
  parent_id         INTEGER REFERENCES categories(id) ON DELETE CASCADE,
  slug              TEXT NOT NULL UNIQUE,
  title             TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  icon              TEXT NOT NULL DEFAULT '',
  image             TEXT NOT NULL DEFAULT '',
  banner_desktop    TEXT NOT NULL DEFAULT '',
  banner_mobile     TEXT NOT NULL DEFAULT '',
  banner_link       TEXT NOT NULL DEFAULT '',
  position          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent ON categories(parent_id, position);

CREATE TABLE manufacturers (
  id          INTEGER PRIMARY KEY,
  slug        TEXT NOT NULL UNIQUE,
  title       TEXT NOT NULL,
  image       TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  position    INTEGER NOT NULL DEFAULT 0
);

-- A discount campaign; a product in it sells at net_price less percent.
CREATE TABLE discounts (
  id      INTEGER PRIMARY KEY,
  title   TEXT NOT NULL,
  percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 90)
);

CREATE TABLE products (
  id                  INTEGER PRIMARY KEY,
  type                TEXT NOT NULL DEFAULT 'product' CHECK (type IN ('product', 'service')),
  slug                TEXT NOT NULL UNIQUE,
  code                TEXT NOT NULL UNIQUE,
  title               TEXT NOT NULL,
  short_description   TEXT NOT NULL DEFAULT '',
  description         TEXT NOT NULL DEFAULT '',
  category_id         INTEGER REFERENCES categories(id),
  manufacturer_id     INTEGER REFERENCES manufacturers(id),
  discount_id         INTEGER REFERENCES discounts(id),
  net_price           INTEGER NOT NULL CHECK (net_price >= 0),
  stock               INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  is_popular          INTEGER NOT NULL DEFAULT 0,
  is_new              INTEGER NOT NULL DEFAULT 0,
  is_featured         INTEGER NOT NULL DEFAULT 0,
  is_recommended      INTEGER NOT NULL DEFAULT 0,
  is_delayed_delivery INTEGER NOT NULL DEFAULT 0,
  show_esto_widget    INTEGER NOT NULL DEFAULT 0,
  shipping_in_shop    INTEGER NOT NULL DEFAULT 1,
  variant_group       TEXT,            -- products sharing a group are variants of each other
  variant_label       TEXT NOT NULL DEFAULT '',
  variant_color       TEXT NOT NULL DEFAULT '',
  width_mm            INTEGER NOT NULL DEFAULT 0,
  height_mm           INTEGER NOT NULL DEFAULT 0,
  depth_mm            INTEGER NOT NULL DEFAULT 0,
  weight_g            INTEGER NOT NULL DEFAULT 0,
  published           INTEGER NOT NULL DEFAULT 1,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX products_category ON products(category_id);
CREATE INDEX products_manufacturer ON products(manufacturer_id);
CREATE INDEX products_variant_group ON products(variant_group);
-- Covers the catalogue index's start-up scan: the table's rows carry the long descriptions,
-- so scanning it reads ~250 MB at 100,000 products; this index holds just the ~10 MB needed.
CREATE INDEX products_catalog_scan ON products(id, title, code, slug, category_id, manufacturer_id, discount_id,
  net_price, stock, created_at, is_popular, is_new, is_featured, is_recommended, is_delayed_delivery)
  WHERE published = 1 AND type = 'product';

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  path       TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

CREATE TABLE property_groups (
  id       INTEGER PRIMARY KEY,
  name     TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE properties (
  id         INTEGER PRIMARY KEY,
  group_id   INTEGER NOT NULL REFERENCES property_groups(id) ON DELETE CASCADE,
  title      TEXT NOT NULL,
  filterable INTEGER NOT NULL DEFAULT 0,
  position   INTEGER NOT NULL DEFAULT 0,
  UNIQUE (group_id, title)
);

CREATE TABLE property_options (
  id          INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  value       TEXT NOT NULL,
  position    INTEGER NOT NULL DEFAULT 0,
  UNIQUE (property_id, value)
);

CREATE TABLE product_properties (
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  option_id   INTEGER NOT NULL REFERENCES property_options(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, property_id)
) WITHOUT ROWID;
CREATE INDEX product_properties_option ON product_properties(option_id);

-- Hand-picked relations shown on the product page.
CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  linked_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('recommended', 'linked')),
  position   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, kind, linked_id)
) WITHOUT ROWID;

CREATE TABLE countries (
  id            INTEGER PRIMARY KEY,
  code          TEXT NOT NULL UNIQUE,  -- ISO 3166-1 alpha-2
  title         TEXT NOT NULL,
  title_local   TEXT NOT NULL DEFAULT '',
  calling_code  TEXT NOT NULL DEFAULT '',
  currency_code TEXT NOT NULL DEFAULT '',
  region        TEXT NOT NULL DEFAULT '',
  flag          TEXT NOT NULL DEFAULT ''
);

CREATE TABLE regions (
  id         INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(id) ON DELETE CASCADE,
  title      TEXT NOT NULL
);

CREATE TABLE areas (
  id        INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL REFERENCES regions(id) ON DELETE CASCADE,
  title     TEXT NOT NULL
);

CREATE TABLE cities (
  id         INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(id) ON DELETE CASCADE,
  title      TEXT NOT NULL
);

CREATE TABLE banks (
  id         INTEGER PRIMARY KEY,
  country_id INTEGER REFERENCES countries(id),
  name       TEXT NOT NULL,
  swift      TEXT NOT NULL DEFAULT ''
);

CREATE TABLE users (
  id                 INTEGER PRIMARY KEY,
  type               TEXT NOT NULL DEFAULT 'b2c' CHECK (type IN ('b2c', 'b2b')),
  email              TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash      TEXT NOT NULL,
  name               TEXT NOT NULL,
  surname            TEXT NOT NULL,
  phone_calling_code TEXT NOT NULL DEFAULT '',
  phone_number       TEXT NOT NULL DEFAULT '',
  country_id         INTEGER REFERENCES countries(id),
  newsletter         INTEGER NOT NULL DEFAULT 0,
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE companies (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  reg_num    TEXT NOT NULL DEFAULT '',
  vat_num    TEXT NOT NULL DEFAULT '',
  acc_num    TEXT NOT NULL DEFAULT '',
  bank_id    INTEGER REFERENCES banks(id),
  address    TEXT NOT NULL DEFAULT '',
  city       TEXT NOT NULL DEFAULT '',
  zip        TEXT NOT NULL DEFAULT '',
  country_id INTEGER REFERENCES countries(id)
);

CREATE TABLE addresses (
  id                 INTEGER PRIMARY KEY,
  user_id            INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  country_id         INTEGER REFERENCES countries(id),
  region_id          INTEGER REFERENCES regions(id),
  area_id            INTEGER REFERENCES areas(id),
  city               TEXT NOT NULL DEFAULT '',
  village            TEXT NOT NULL DEFAULT '',
  building_num       TEXT NOT NULL DEFAULT '',
  house_num          TEXT NOT NULL DEFAULT '',
  address            TEXT NOT NULL DEFAULT '',
  zip                TEXT NOT NULL DEFAULT '',
  phone_calling_code TEXT NOT NULL DEFAULT '',
  phone_number       TEXT NOT NULL DEFAULT '',
  is_default         INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE wishlist_items (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  PRIMARY KEY (user_id, product_id)
) WITHOUT ROWID;

CREATE TABLE coupons (
  id             INTEGER PRIMARY KEY,
  code           TEXT NOT NULL UNIQUE COLLATE NOCASE,
  percent        INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
  amount         INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),  -- fixed net cents off
  min_cart_total INTEGER NOT NULL DEFAULT 0,
  valid_from     TEXT,
  valid_until    TEXT,
  usage_limit    INTEGER,                                        -- NULL: unlimited
  used_count     INTEGER NOT NULL DEFAULT 0,
  active         INTEGER NOT NULL DEFAULT 1,
  CHECK (usage_limit IS NULL OR used_count <= usage_limit)
);

CREATE TABLE shipping_methods (
  id                     INTEGER PRIMARY KEY,
  code                   TEXT NOT NULL UNIQUE,
  type                   TEXT NOT NULL CHECK (type IN ('courier', 'locker', 'shop')),
  title                  TEXT NOT NULL,
  description            TEXT NOT NULL DEFAULT '',
  image                  TEXT NOT NULL DEFAULT '',
  delivery_time          TEXT NOT NULL DEFAULT '',  -- e.g. "1-2 working days"
  net_price              INTEGER NOT NULL DEFAULT 0,
  free_threshold         INTEGER NOT NULL DEFAULT 0,  -- net cart total from which it is free; 0: never
  position               INTEGER NOT NULL DEFAULT 0,
  active                 INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE shipping_method_countries (
  shipping_method_id INTEGER NOT NULL REFERENCES shipping_methods(id) ON DELETE CASCADE,
  country_id         INTEGER NOT NULL REFERENCES countries(id) ON DELETE CASCADE,
  zip_pattern        TEXT NOT NULL DEFAULT '',  -- a regular expression a zip code must match
  PRIMARY KEY (shipping_method_id, country_id)
) WITHOUT ROWID;

CREATE TABLE pickup_points (
  id                 INTEGER PRIMARY KEY,
  shipping_method_id INTEGER NOT NULL REFERENCES shipping_methods(id) ON DELETE CASCADE,
  country_id         INTEGER NOT NULL REFERENCES countries(id),
  identifier         TEXT NOT NULL,
  city               TEXT NOT NULL,
  address            TEXT NOT NULL,
  zip                TEXT NOT NULL,
  UNIQUE (shipping_method_id, identifier)
);

CREATE TABLE payment_methods (
  id          INTEGER PRIMARY KEY,
  code        TEXT NOT NULL UNIQUE,
  title       TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image       TEXT NOT NULL DEFAULT '',
  position    INTEGER NOT NULL DEFAULT 0,
  active      INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE shipping_payment_methods (
  shipping_method_id INTEGER NOT NULL REFERENCES shipping_methods(id) ON DELETE CASCADE,
  payment_method_id  INTEGER NOT NULL REFERENCES payment_methods(id) ON DELETE CASCADE,
  PRIMARY KEY (shipping_method_id, payment_method_id)
) WITHOUT ROWID;

-- A cart belongs to a session token and, once signed in, to a user.
CREATE TABLE carts (
  id                 INTEGER PRIMARY KEY,
  token              TEXT NOT NULL UNIQUE,
  user_id            INTEGER REFERENCES users(id) ON DELETE SET NULL,
  status             TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered')),
  coupon_id          INTEGER REFERENCES coupons(id),
  shipping_method_id INTEGER REFERENCES shipping_methods(id),
  payment_method_id  INTEGER REFERENCES payment_methods(id),
  ship_identifier    TEXT NOT NULL DEFAULT '',
  ship_country_id    INTEGER REFERENCES countries(id),
  ship_region_id     INTEGER REFERENCES regions(id),
  ship_area_id       INTEGER REFERENCES areas(id),
  ship_city          TEXT NOT NULL DEFAULT '',
  ship_village       TEXT NOT NULL DEFAULT '',
  ship_building_num  TEXT NOT NULL DEFAULT '',
  ship_house_num     TEXT NOT NULL DEFAULT '',
  ship_address       TEXT NOT NULL DEFAULT '',
  ship_zip           TEXT NOT NULL DEFAULT '',
  ship_message       TEXT NOT NULL DEFAULT '',
  ship_phone         TEXT NOT NULL DEFAULT '',
  updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX carts_user ON carts(user_id, status);

CREATE TABLE cart_items (
  id             INTEGER PRIMARY KEY,
  cart_id        INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id     INTEGER NOT NULL REFERENCES products(id),
  parent_item_id INTEGER REFERENCES cart_items(id) ON DELETE CASCADE,  -- a service added to a product line
  quantity       INTEGER NOT NULL CHECK (quantity > 0),
  UNIQUE (cart_id, product_id, parent_item_id)
);

CREATE TABLE orders (
  id                  INTEGER PRIMARY KEY,
  prefix              TEXT NOT NULL,
  user_id             INTEGER REFERENCES users(id) ON DELETE SET NULL,
  cart_id             INTEGER NOT NULL UNIQUE REFERENCES carts(id),
  status              TEXT NOT NULL DEFAULT 'new'
                      CHECK (status IN ('new', 'paid', 'processing', 'shipped', 'completed', 'cancelled')),
  user_type           TEXT NOT NULL CHECK (user_type IN ('b2c', 'b2b')),
  user_name           TEXT NOT NULL,
  user_surname        TEXT NOT NULL,
  user_email          TEXT NOT NULL,
  user_phone          TEXT NOT NULL,
  company_name        TEXT NOT NULL DEFAULT '',
  company_reg_num     TEXT NOT NULL DEFAULT '',
  company_vat_num     TEXT NOT NULL DEFAULT '',
  company_address     TEXT NOT NULL DEFAULT '',
  company_city        TEXT NOT NULL DEFAULT '',
  company_zip         TEXT NOT NULL DEFAULT '',
  company_country_id  INTEGER REFERENCES countries(id),
  shipping_method_id  INTEGER NOT NULL REFERENCES shipping_methods(id),
  payment_method_id   INTEGER NOT NULL REFERENCES payment_methods(id),
  ship_identifier     TEXT NOT NULL DEFAULT '',
  ship_country_id     INTEGER REFERENCES countries(id),
  ship_city           TEXT NOT NULL DEFAULT '',
  ship_address        TEXT NOT NULL DEFAULT '',
  ship_zip            TEXT NOT NULL DEFAULT '',
  ship_phone          TEXT NOT NULL DEFAULT '',
  ship_message        TEXT NOT NULL DEFAULT '',
  coupon_code         TEXT NOT NULL DEFAULT '',
  vat_basis_points    INTEGER NOT NULL,   -- VAT rate at order time, 2100 = 21 %
  items_total         INTEGER NOT NULL,   -- gross, after coupon
  shipping_total      INTEGER NOT NULL,   -- gross
  tax_total           INTEGER NOT NULL,
  total               INTEGER NOT NULL,   -- gross, what the shopper pays
  is_reviewed         INTEGER NOT NULL DEFAULT 0,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX orders_user ON orders(user_id, created_at);

CREATE TABLE order_items (
  id          INTEGER PRIMARY KEY,
  order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id  INTEGER REFERENCES products(id) ON DELETE SET NULL,
  title       TEXT NOT NULL,
  code        TEXT NOT NULL,
  quantity    INTEGER NOT NULL CHECK (quantity > 0),
  unit_price  INTEGER NOT NULL,  -- gross, before coupon
  total_price INTEGER NOT NULL   -- gross, after coupon
);

CREATE TABLE reviews (
  id         INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id    INTEGER REFERENCES users(id) ON DELETE SET NULL,
  order_id   INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  user_name  TEXT NOT NULL,
  rate       INTEGER NOT NULL CHECK (rate BETWEEN 1 AND 5),
  comment    TEXT NOT NULL DEFAULT '',
  published  INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX reviews_product ON reviews(product_id, published);

CREATE TABLE subscriptions (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL CHECK (kind IN ('newsletter', 'back_in_stock')),
  email      TEXT NOT NULL COLLATE NOCASE,
  product_id INTEGER NOT NULL DEFAULT 0,  -- 0 for the newsletter
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  UNIQUE (kind, email, product_id)
);

CREATE TABLE contact_messages (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  email      TEXT NOT NULL,
  phone      TEXT NOT NULL DEFAULT '',
  message    TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Home page content.
CREATE TABLE sliders (
  type      TEXT PRIMARY KEY CHECK (type IN ('featured', 'popular', 'new', 'discount', 'recommended')),
  title     TEXT NOT NULL,
  sub_title TEXT NOT NULL DEFAULT '',
  link      TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1,
  position  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE banners (
  id             INTEGER PRIMARY KEY,
  placement      TEXT NOT NULL CHECK (placement IN ('gallery', 'benefit', 'extra', 'info', 'sidebar')),
  title          TEXT NOT NULL,
  text           TEXT NOT NULL DEFAULT '',
  link           TEXT NOT NULL DEFAULT '',
  desktop_image  TEXT NOT NULL DEFAULT '',
  mobile_image   TEXT NOT NULL DEFAULT '',
  position       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blog_articles (
  id                INTEGER PRIMARY KEY,
  slug              TEXT NOT NULL UNIQUE,
  title             TEXT NOT NULL,
  image             TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  body              TEXT NOT NULL DEFAULT '',
  created_at        TEXT NOT NULL
);

CREATE TABLE team_members (
  id                INTEGER PRIMARY KEY,
  name              TEXT NOT NULL,
  email             TEXT NOT NULL,
  description       TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  image             TEXT NOT NULL DEFAULT '',
  position          INTEGER NOT NULL DEFAULT 0
);
