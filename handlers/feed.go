package handlers

import (
	"fmt"
	"hash/fnv"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/urls"
)

// feedBoot tells this process's catalogue versions from another's: the version counts from
// the start, so after a restart the same number may stand for another catalogue.
var feedBoot = strconv.FormatInt(time.Now().UnixNano(), 36)

// merchantFeed answers /feeds/google-<lang>.xml: the published products as a Google Merchant
// Center feed in one of the shop's languages (present.WriteMerchantFeed), written as it is
// read. It is as current as the catalogue: its ETag is the catalogue version (which every
// product write moves on) with what else it shows (the VAT rate in its prices, the shop's
// name), so Google's fetcher, or a proxy, revalidates every time and gets a 304 until the
// catalogue changes.
func (s *Server) merchantFeed(c echo.Context) error {
	lang, ok := strings.CutSuffix(c.Param("file"), ".xml")
	if !ok || !slices.Contains(s.shop.Languages, lang) {
		return echo.ErrNotFound
	}
	set := s.settings()
	h := fnv.New64a()
	fmt.Fprintf(h, "%d\x00%s", set.VATBasisPoints, set.Company.Name)
	etag := fmt.Sprintf(`"%s-%s-%d-%x"`, lang, feedBoot, s.store.CatalogVersion(), h.Sum64())
	res := c.Response()
	res.Header().Set("ETag", etag)
	res.Header().Set("Cache-Control", "no-cache")
	if match := c.Request().Header.Get("If-None-Match"); match == etag {
		return c.NoContent(http.StatusNotModified)
	}
	res.Header().Set(echo.HeaderContentType, "application/rss+xml; charset=utf-8")
	res.WriteHeader(http.StatusOK)
	if c.Request().Method == http.MethodHead {
		return nil
	}
	home := s.absURL(c, s.store.Path(lang, "/"))
	links := present.FeedLinks{
		Product: func(slug string) string { return s.absURL(c, s.store.Path(lang, urls.Product(slug))) },
		Image:   func(path string) string { return s.absURL(c, path) },
	}
	ch := present.FeedChannel{Title: set.Company.Name, Link: home, Description: set.Company.Name}
	// The status is out: a failure half way can only cut the feed short, which its reader
	// sees as broken XML and fetches again.
	return present.WriteMerchantFeed(res, ch, s.store.FeedProducts(c.Request().Context(), lang), s.pricing(c).In(lang), links)
}
