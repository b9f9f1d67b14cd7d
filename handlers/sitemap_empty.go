package handlers

import "github.com/labstack/echo/v4"

// emptyListPages are the sitemap's own pages that list nothing yet: the blog without an
// article, the brands page without a brand (a new shop's, shop init). The sitemap leaves them
// out until they have something to list; their pages still answer, saying so.
func (s *Server) emptyListPages(c echo.Context) (map[string]bool, error) {
	ctx, l := c.Request().Context(), lang(c)
	articles, err := s.store.Articles(ctx, 1, l)
	if err != nil {
		return nil, err
	}
	brands, err := s.store.Manufacturers(ctx, 1, l)
	if err != nil {
		return nil, err
	}
	return map[string]bool{"/blog": len(articles) == 0, "/brands": len(brands) == 0}, nil
}
