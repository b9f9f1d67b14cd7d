package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"time"

	searchfold "shop/store/search"
)

// ShippingMethod is a way an order travels (spec §3 Shipping method), with its net price and
// the working days it takes; present.ShippingMethod writes its answer with prices.
type ShippingMethod struct {
	ID            int64
	Code          string
	Type          string // courier | locker | shop
	Title         string
	Description   string
	Image         string // its picture's path
	NetPrice      int64
	FreeThreshold int64 // net cart total from which it is free; 0: never
	MinDays       int
	MaxDays       int
}

// ShippingMethods lists the active shipping methods in display order, their titles and
// descriptions in lang (the default language's where a translation is missing).
func (s *Store) ShippingMethods(ctx context.Context, lang string) ([]ShippingMethod, error) {
	texts, err := s.textsIn(ctx, lang)
	if err != nil {
		return nil, err
	}
	rows, err := s.prepared(s.read).QueryContext(ctx, `
SELECT id, code, type, title, description, image, net_price, free_threshold, min_days, max_days
FROM shipping_methods WHERE active = 1 ORDER BY position, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ShippingMethod{}
	for rows.Next() {
		var m ShippingMethod
		if err := rows.Scan(&m.ID, &m.Code, &m.Type, &m.Title, &m.Description, &m.Image, &m.NetPrice, &m.FreeThreshold,
			&m.MinDays, &m.MaxDays); err != nil {
			return nil, err
		}
		m.in(texts)
		out = append(out, m)
	}
	return out, rows.Err()
}

// DispatchCutoff is the hour (shop time) until which an order leaves the warehouse the same
// working day.
const DispatchCutoff = 15

// DeliveryWindow is when an order placed at now arrives with a method taking minDays to
// maxDays working days: counted from today before the cut-off on a working day, else from
// the next working day; weekends are not working days. Zero days means the same day the
// order is dispatched (pickup in the shop).
func DeliveryWindow(now time.Time, minDays, maxDays int) (from, to time.Time) {
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	if !workingDay(day) || now.Hour() >= DispatchCutoff {
		day = nextWorkingDay(day)
	}
	return addWorkingDays(day, minDays), addWorkingDays(day, maxDays)
}

func workingDay(d time.Time) bool { return d.Weekday() != time.Saturday && d.Weekday() != time.Sunday }

func nextWorkingDay(d time.Time) time.Time {
	d = d.AddDate(0, 0, 1)
	for !workingDay(d) {
		d = d.AddDate(0, 0, 1)
	}
	return d
}

func addWorkingDays(d time.Time, n int) time.Time {
	for range n {
		d = nextWorkingDay(d)
	}
	return d
}

const shippingMethodSQL = `
SELECT id, code, type, title, description, image, net_price, free_threshold, min_days, max_days
FROM shipping_methods WHERE active = 1 AND `

// shippingMethod reads one active shipping method (where: `id = ?` or `code = ?`); nil when
// there is none.
func shippingMethod(ctx context.Context, q conn, where string, arg any) (*ShippingMethod, error) {
	m := &ShippingMethod{}
	err := q.QueryRowContext(ctx, shippingMethodSQL+where, arg).Scan(&m.ID, &m.Code, &m.Type, &m.Title, &m.Description,
		&m.Image, &m.NetPrice, &m.FreeThreshold, &m.MinDays, &m.MaxDays)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return m, err
}

// in puts the method's title and description in the language of texts (a nil texts, the
// default language, keeps them).
func (m *ShippingMethod) in(texts langTexts) {
	m.Title = texts.text("shipping_method", m.ID, "title", m.Title)
	m.Description = texts.text("shipping_method", m.ID, "description", m.Description)
}

// terms are the method's price terms; nil for no method.
func (m *ShippingMethod) terms() *shippingTerms {
	if m == nil {
		return nil
	}
	return &shippingTerms{net: m.NetPrice, freeThreshold: m.FreeThreshold}
}

// forCountry sets the method's price to its price in a country, where the country has one of
// its own (shipping_method_countries.net_price); country 0, or none of its own, keeps the
// method's price.
func (m *ShippingMethod) forCountry(ctx context.Context, q conn, countryID int64) error {
	if m == nil || countryID == 0 {
		return nil
	}
	var net sql.NullInt64
	err := q.QueryRowContext(ctx, `SELECT net_price FROM shipping_method_countries WHERE shipping_method_id = ? AND country_id = ?`,
		m.ID, countryID).Scan(&net)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if net.Valid {
		m.NetPrice = net.Int64
	}
	return nil
}

// lockerFreeThreshold is the net goods total from which the first active parcel locker method
// ships free; 0 when none does.
func lockerFreeThreshold(ctx context.Context, q conn) (int64, error) {
	var n int64
	err := q.QueryRowContext(ctx, `
SELECT free_threshold FROM shipping_methods WHERE active = 1 AND type = 'locker' AND free_threshold > 0
ORDER BY position, id LIMIT 1`).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return n, err
}

// ShippingCountry is a country a shipping method delivers to (spec §3 Shipping country), with
// the regions (and their areas) and cities the shop knows there. present.MakeShippingCountries
// writes the answer.
type ShippingCountry struct {
	ID         int64
	Code       string
	Title      string
	TitleLocal string
	ZipPattern string // a regular expression a zip must match; "" any
	Regions    []Region
	Cities     []PlaceTitle
}

// Region is a region of a country with its areas.
type Region struct {
	ID    int64
	Title string
	Areas []PlaceTitle
}

// PlaceTitle is an area or a city.
type PlaceTitle struct {
	ID    int64
	Title string
}

// ShippingCountries lists the countries an active shipping method delivers to, named in lang,
// in its alphabetical order. An unknown or inactive method is ErrNotFound.
func (s *Store) ShippingCountries(ctx context.Context, methodID int64, lang string) ([]ShippingCountry, error) {
	if m, err := shippingMethod(ctx, s.prepared(s.read), `id = ?`, methodID); err != nil || m == nil {
		return nil, notFoundOr(err)
	}
	rows, err := s.prepared(s.read).QueryContext(ctx, `
SELECT c.id, c.code, c.title, c.title_local, x.zip_pattern FROM shipping_method_countries x
JOIN countries c ON c.id = x.country_id WHERE x.shipping_method_id = ? ORDER BY c.id`, methodID)
	if err != nil {
		return nil, err
	}
	out := []ShippingCountry{}
	byID := map[int64]int{}
	for rows.Next() {
		c := ShippingCountry{Regions: []Region{}, Cities: []PlaceTitle{}}
		if err := rows.Scan(&c.ID, &c.Code, &c.Title, &c.TitleLocal, &c.ZipPattern); err != nil {
			rows.Close()
			return nil, err
		}
		c.Title = CountryName(c.Code, lang, c.Title)
		byID[c.ID] = len(out)
		out = append(out, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	places, err := s.prepared(s.read).QueryContext(ctx, `
SELECT 0, r.country_id, r.id, r.title, COALESCE(a.id, 0), COALESCE(a.title, '')
FROM shipping_method_countries x JOIN regions r ON r.country_id = x.country_id LEFT JOIN areas a ON a.region_id = r.id
WHERE x.shipping_method_id = ?
UNION ALL
SELECT 1, c.country_id, c.id, c.title, 0, '' FROM shipping_method_countries x JOIN cities c ON c.country_id = x.country_id
WHERE x.shipping_method_id = ?
ORDER BY 1, 2, 3, 5`, methodID, methodID)
	if err != nil {
		return nil, err
	}
	defer places.Close()
	for places.Next() {
		var kind, country, id, areaID int64
		var title, areaTitle string
		if err := places.Scan(&kind, &country, &id, &title, &areaID, &areaTitle); err != nil {
			return nil, err
		}
		c := &out[byID[country]]
		if kind == 1 {
			c.Cities = append(c.Cities, PlaceTitle{ID: id, Title: title})
			continue
		}
		if n := len(c.Regions); n == 0 || c.Regions[n-1].ID != id {
			c.Regions = append(c.Regions, Region{ID: id, Title: title, Areas: []PlaceTitle{}})
		}
		if areaID != 0 {
			r := &c.Regions[len(c.Regions)-1]
			r.Areas = append(r.Areas, PlaceTitle{ID: areaID, Title: areaTitle})
		}
	}
	sortCountries(out, lang, func(c ShippingCountry) string { return c.Code })
	return out, places.Err()
}

// notFoundOr is err, or ErrNotFound when there is none (a lookup that found nothing).
func notFoundOr(err error) error {
	if err != nil {
		return err
	}
	return ErrNotFound
}

// PickupPoint is a parcel locker or a shop a method delivers to (spec §3 Pickup point);
// present.MakePickupPoints writes the answer.
type PickupPoint struct {
	ID         int64
	Identifier string
	Address    string
	Zip        string
	City       string
	CountryID  int64
}

// PickupPointLimit is the most points PickupPoints answers: a search narrows them down.
const PickupPointLimit = 50

// PickupPoints lists the pickup points of an active shipping method in a country (0: every
// country), by city and address, at most PickupPointLimit. search, when not blank, keeps the
// points whose city, address, zip or identifier contain it, ignoring case and diacritics
// ("riga" finds "Rīga"). An unknown or inactive method is ErrNotFound.
func (s *Store) PickupPoints(ctx context.Context, methodID, countryID int64, search string) ([]PickupPoint, error) {
	if m, err := shippingMethod(ctx, s.prepared(s.read), `id = ?`, methodID); err != nil || m == nil {
		return nil, notFoundOr(err)
	}
	// A method has hundreds of points at most: matching in Go folds diacritics, which
	// SQLite's LIKE (ASCII case only) cannot.
	rows, err := s.prepared(s.read).QueryContext(ctx, `
SELECT id, identifier, address, zip, city, country_id FROM pickup_points
WHERE shipping_method_id = ? AND (? = 0 OR country_id = ?) ORDER BY city, address, id`, methodID, countryID, countryID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	words := strings.Fields(searchfold.Fold(search))
	out := []PickupPoint{}
	for rows.Next() && len(out) < PickupPointLimit {
		var p PickupPoint
		if err := rows.Scan(&p.ID, &p.Identifier, &p.Address, &p.Zip, &p.City, &p.CountryID); err != nil {
			return nil, err
		}
		hay := searchfold.Fold(p.City + " " + p.Address + " " + p.Zip + " " + p.Identifier)
		if !containsAll(hay, words) {
			continue
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func containsAll(hay string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(hay, w) {
			return false
		}
	}
	return true
}

// zipPatterns caches compiled zip patterns: a handful of countries, asked on every change.
var zipPatterns sync.Map // pattern → *regexp.Regexp

// zipMatches reports whether zip fits a country's pattern ("" fits everything).
func zipMatches(pattern, zip string) (bool, error) {
	if pattern == "" {
		return true, nil
	}
	re, ok := zipPatterns.Load(pattern)
	if !ok {
		c, err := regexp.Compile(pattern)
		if err != nil {
			return false, fmt.Errorf("zip pattern %q: %w", pattern, err)
		}
		re, _ = zipPatterns.LoadOrStore(pattern, c)
	}
	return re.(*regexp.Regexp).MatchString(zip), nil
}

// NormalizeZip is a zip as the shop keeps it: trimmed, upper case ("lv-1050" → "LV-1050").
func NormalizeZip(zip string) string { return strings.ToUpper(strings.TrimSpace(zip)) }

// methodCountry reads the zip pattern of a country a method delivers to; ok false when it
// does not deliver there.
func methodCountry(ctx context.Context, q conn, methodID, countryID int64) (pattern string, ok bool, err error) {
	err = q.QueryRowContext(ctx, `SELECT zip_pattern FROM shipping_method_countries WHERE shipping_method_id = ? AND country_id = ?`,
		methodID, countryID).Scan(&pattern)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return pattern, err == nil, err
}
