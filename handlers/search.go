package handlers

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// Catalogue constants (spec §9).
var (
	perPageOptions = []int{16, 32, 48}
	sortOptions    = []string{"quantity:desc", "quantity:asc", "created_at:desc", "created_at:asc",
		"title:asc", "title:desc", "price_with_tax:asc", "price_with_tax:desc"}
)

const (
	defaultPerPage = 32
	maxQueryLen    = 200
	maxListLen     = 100 // ids in one filter list
)

// parseSearch reads the catalogue query (spec §2 Catalogue URL parameters plus q and the
// page's scope: category, manufacturer, wishlist). Bad values are field-keyed errors.
func (s *Server) parseSearch(c echo.Context, q url.Values) (store.SearchParams, error) {
	p := store.SearchParams{Page: 1, PerPage: defaultPerPage}
	errs := store.FieldErrors{}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			errs.Add("page", "error_page")
		}
		p.Page = n
	}
	if v := q.Get("per_page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || !contains(perPageOptions, n) {
			errs.Add("per_page", "error_per_page")
		}
		p.PerPage = n
	}
	if v := q.Get("sort"); v != "" {
		if !contains(sortOptions, v) {
			errs.Add("sort", "error_sort")
		} else {
			field, dir, _ := strings.Cut(v, ":")
			p.Sort, p.Desc = field, dir == "desc"
		}
	}
	p.Query = strings.TrimSpace(q.Get("q"))
	if utf8.RuneCountInString(p.Query) > maxQueryLen {
		errs.Add("q", "error_query_too_long")
	}
	lists := []struct {
		key string
		dst *[]int64
	}{{"categories", &p.Categories}, {"manufactures", &p.Manufactures}, {"inventories", &p.Inventories},
		{"properties", &p.Properties}, {"discounts", &p.Discounts}}
	for _, l := range lists {
		ids, ok := parseIDList(q.Get(l.key))
		if !ok {
			errs.Add(l.key, "error_id_list")
		}
		*l.dst = ids
	}
	for _, scope := range []struct {
		key string
		dst *int64
	}{{"category", &p.ScopeCategory}, {"manufacturer", &p.ScopeManufacturer}} {
		if v := q.Get(scope.key); v != "" {
			id, err := strconv.ParseInt(v, 10, 64)
			if err != nil || id < 1 {
				errs.Add(scope.key, "error_invalid_value")
			}
			*scope.dst = id
		}
	}
	if v := q.Get("wishlist"); v == "1" || v == "true" {
		ids, err := s.wishlistIDs(c)
		if err != nil {
			return p, err
		}
		p.ScopeIDs, p.Scoped = ids, true
	}
	if len(errs) > 0 {
		return p, validationError(errs)
	}
	return p, nil
}

// parseIDList reads "1,2,3"; empty means no filter. Duplicates are dropped.
func parseIDList(v string) ([]int64, bool) {
	if v == "" {
		return nil, true
	}
	parts := strings.Split(v, ",")
	if len(parts) > maxListLen {
		return nil, false
	}
	ids := make([]int64, 0, len(parts))
	for _, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		id, err := strconv.ParseInt(part, 10, 64)
		if err != nil || id < 1 {
			return nil, false
		}
		if !contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids, true
}

func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// searchProducts answers GET /api/search/products. Answers that are the same for every
// shopper (all but the wishlist) come from the answer cache while the catalogue has not changed.
func (s *Server) searchProducts(c echo.Context) error {
	q := c.QueryParams()
	p, err := s.parseSearch(c, q)
	if err != nil {
		return err
	}
	// An answer's prices carry the VAT rate of the moment: a new rate is a new answer.
	key := lang(c) + " " + strconv.FormatInt(s.settings().VATBasisPoints, 10) + "?" + q.Encode()
	version := s.store.CatalogVersion()
	if !p.Scoped {
		if cached, ok := s.answers.get(key, version); ok {
			return cached.write(c)
		}
	}
	ans, err := s.search(c, p, q)
	if err != nil {
		return err
	}
	if p.Scoped {
		return c.JSON(http.StatusOK, ans)
	}
	body, err := json.Marshal(ans)
	if err != nil {
		return err
	}
	cached, err := newCachedAnswer(key, version, body)
	if err != nil {
		return err
	}
	s.answers.put(cached)
	return cached.write(c)
}

// search runs a catalogue question and shapes the answer (also used for page props).
func (s *Server) search(c echo.Context, p store.SearchParams, q url.Values) (present.SearchAnswer, error) {
	ctx := c.Request().Context()
	res, err := s.store.Search(ctx, p, lang(c))
	if err != nil {
		return present.SearchAnswer{}, err
	}
	cards, err := s.cards(c, res.IDs)
	if err != nil {
		return present.SearchAnswer{}, err
	}
	return present.MakeSearchAnswer(res, cards, present.SearchPage{PerPage: p.PerPage, Query: q, Sorts: sortOptions,
		PerPages: perPageOptions}, s.answerLinks(c)), nil
}
