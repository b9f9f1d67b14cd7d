package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/store"
)

// wishlistIDs is the shopper's wishlist: stored for a user, in the session for a guest.
func (s *Server) wishlistIDs(c echo.Context) ([]int64, error) {
	sess := session(c)
	if sess.UserID != 0 {
		return s.store.WishlistIDs(c.Request().Context(), sess.UserID)
	}
	return nonNil(sess.Wishlist), nil
}

// toggleWishlist answers POST /api/wishlist/toggle/{productId}.
func (s *Server) toggleWishlist(c echo.Context) error {
	ctx := c.Request().Context()
	id, err := strconv.ParseInt(c.Param("productId"), 10, 64)
	if err != nil || id < 1 {
		return apiError(http.StatusNotFound, "error_unknown_product")
	}
	if err := s.store.ProductPublished(ctx, id); err != nil {
		if err == store.ErrNotFound {
			return apiError(http.StatusNotFound, "error_unknown_product")
		}
		return err
	}
	sess := session(c)
	var in bool
	if sess.UserID != 0 {
		in, err = s.store.ToggleWishlist(ctx, sess.UserID, id)
		if errors.Is(err, store.ErrWishlistFull) {
			return wishlistFull()
		}
		if err != nil {
			return err
		}
	} else {
		in = !contains(sess.Wishlist, id)
		if in && len(sess.Wishlist) >= store.MaxWishlist {
			return wishlistFull()
		}
		if in {
			sess.Wishlist = append([]int64{id}, sess.Wishlist...)
		} else {
			sess.Wishlist = remove(sess.Wishlist, id)
		}
		if err := s.saveSession(c); err != nil {
			return err
		}
	}
	cards, err := s.cards(c, []int64{id})
	if err != nil || len(cards) == 0 {
		return err
	}
	ids, err := s.wishlistIDs(c)
	if err != nil {
		return err
	}
	msg := "wishlist_removed"
	if in {
		msg = "wishlist_added"
	}
	return c.JSON(http.StatusOK, map[string]any{
		"message": i18n.T(lang(c), msg), "product": cards[0], "in_wishlist": in, "wishlist_ids": ids,
	})
}

func remove(ids []int64, id int64) []int64 {
	out := ids[:0:0]
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

// wishlistFull is the answer to an addition to a full wishlist (store.MaxWishlist).
func wishlistFull() error {
	return &keyedError{Status: http.StatusConflict, Key: "error_wishlist_full", Args: []string{"max", strconv.Itoa(store.MaxWishlist)}}
}
