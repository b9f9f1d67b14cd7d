package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
	"shop/urls"
)

type orderReviewRequest struct {
	Reviews []reviewDraftRequest `json:"reviews"`
}

// reviewDraftRequest is one product's review as the order review form sends it (spec §3
// Review draft); field errors are keyed reviews.N.product_id, .rate and .comment.
type reviewDraftRequest struct {
	ProductID int64  `json:"product_id"`
	Rate      int64  `json:"rate"`
	Comment   string `json:"comment"`
}

// drafts are the request's reviews as the store takes them; none sent stays nil.
func (r orderReviewRequest) drafts() []store.ReviewDraft {
	if r.Reviews == nil {
		return nil
	}
	out := make([]store.ReviewDraft, len(r.Reviews))
	for i, d := range r.Reviews {
		out[i] = store.ReviewDraft{ProductID: d.ProductID, Rate: d.Rate, Comment: d.Comment}
	}
	return out
}

// orderReview answers POST /api/product-review/{orderId}/store?token=… {reviews: [{product_id,
// rate, comment}]} with {order}, now reviewed (spec §7). The caller is the order's signed-in
// buyer or holds its access token (the review page's link sends it). An order that is not the
// caller's is the same 404 as an unknown one, so order ids reveal nothing of other shoppers;
// a second review, and a review of an order not paid (yet, or ever: pay on pickup is paid when
// the shop marks it), are a 409; bad drafts are a 422 keyed "reviews.N.field". Under
// Config.ReviewApproval (or the owner's review_approval setting) the reviews wait unpublished for the shop's approval.
func (s *Server) orderReview(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("orderId"), 10, 64)
	if err != nil || id < 1 {
		return apiError(http.StatusNotFound, "error_unknown_order")
	}
	var req orderReviewRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	o, err := s.store.StoreOrderReviews(c.Request().Context(), store.OrderReviewInput{OrderID: id,
		AccessToken: c.QueryParam("token"), UserID: session(c).UserID, Reviews: req.drafts(), Publish: !s.cfg.ReviewApproval && !s.settings().ReviewApproval})
	var fe store.FieldErrors
	switch {
	case errors.As(err, &fe):
		return validationError(fe)
	case errors.Is(err, store.ErrNotFound):
		return apiError(http.StatusNotFound, "error_unknown_order")
	case errors.Is(err, store.ErrAlreadyReviewed):
		return apiError(http.StatusConflict, "error_already_reviewed")
	case errors.Is(err, store.ErrOrderUnpaid):
		return apiError(http.StatusConflict, "error_review_unpaid")
	case err != nil:
		return err
	}
	// The order as the store read it: in its own language, its status labels as their keys.
	return c.JSON(http.StatusOK, map[string]any{"order": present.OrderAsStored(o, o.Language, urls.Product)})
}
