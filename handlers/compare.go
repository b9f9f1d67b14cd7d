package handlers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// compareCookie holds the shopper's compare list (spec §3 comparedProducts), written by the
// UI; the server only reads it, to render the compare page and the header counter.
const compareCookie = "comparedProducts"

// CompareAnswer is the compare table: the products and their attribute rows (spec §3 Compare response).
type CompareAnswer struct {
	Products []present.Card       `json:"products"`
	Groups   []present.CompareRow `json:"groups"`
}

type compareRequest struct {
	ProductCompare []int64 `json:"product_compare"`
}

// productCompare answers POST /api/product-compare {product_compare: [ids]}. Ids of products
// that are gone are left out of the answer; more than five, or anything but a list of ids, is a 422.
func (s *Server) productCompare(c echo.Context) error {
	var req compareRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if len(req.ProductCompare) > store.MaxCompared {
		return validationError(store.FieldErrors{"product_compare": {"error_compare_limit"}})
	}
	for _, id := range req.ProductCompare {
		if id < 1 {
			return validationError(store.FieldErrors{"product_compare": {"error_id_list"}})
		}
	}
	ans, err := s.compare(c, req.ProductCompare)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, ans)
}

func (s *Server) compare(c echo.Context, ids []int64) (CompareAnswer, error) {
	ctx := c.Request().Context()
	cards, err := s.cards(c, ids)
	if err != nil {
		return CompareAnswer{}, err
	}
	known := make([]int64, len(cards))
	for i, card := range cards {
		known[i] = card.ID
	}
	rows, err := s.store.CompareRows(ctx, known, lang(c))
	return CompareAnswer{Products: cards, Groups: present.MakeCompareRows(rows)}, err
}

// comparePage answers /compare from the shopper's compare cookie. The page is the shopper's
// own, so it is never cached for others.
func (s *Server) comparePage(c echo.Context) error {
	ans, err := s.compare(c, comparedIDs(c))
	if err != nil {
		return err
	}
	return s.render(c, http.StatusOK, "compare-products", ans, Meta{Title: i18n.T(lang(c), "compare_title"), NoIndex: true})
}

// comparedIDs reads the compare cookie ("3,1,2"), dropping junk, repeats and ids past the limit.
func comparedIDs(c echo.Context) []int64 {
	ids := []int64{}
	ck, err := c.Cookie(compareCookie)
	if err != nil {
		return ids
	}
	raw, err := url.QueryUnescape(ck.Value)
	if err != nil {
		return ids
	}
	for _, part := range strings.Split(raw, ",") {
		id, err := strconv.ParseInt(strings.TrimSpace(part), 10, 64)
		if err == nil && id > 0 && !contains(ids, id) && len(ids) < store.MaxCompared {
			ids = append(ids, id)
		}
	}
	return ids
}
