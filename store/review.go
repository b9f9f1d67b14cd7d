package store

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrAlreadyReviewed is a review of an order that has had its one review.
var ErrAlreadyReviewed = fmt.Errorf("%w: the order is already reviewed", ErrConflict)

// ErrOrderUnpaid is a review of an order that is not paid: a review speaks for a purchase,
// so it waits for the money (pay on pickup: until the shop marks the order paid).
var ErrOrderUnpaid = fmt.Errorf("%w: the order is not paid", ErrConflict)

// maxReviewCommentLen bounds a review's comment, in characters. The spec leaves the comment
// unbounded (free text); this bound only keeps one review from being a book: a long,
// careful review of several pages is taken, and the message (MsgReviewTooLong) names the
// number, so it changes with it.
const maxReviewCommentLen = 10000

// MsgReviewTooLong is the message key of a review comment over maxReviewCommentLen.
const MsgReviewTooLong = "error_review_comment_too_long"

// ReviewDraft is one product's review of an order review (spec §3 Review draft).
type ReviewDraft struct {
	ProductID int64
	Rate      int64
	Comment   string
}

// OrderReviewInput is a shopper's review of an order: the drafts, and who asks.
type OrderReviewInput struct {
	OrderID     int64
	AccessToken string // the guest's link to the order; "" when none was sent
	UserID      int64  // the signed-in shopper, 0 for a guest
	Reviews     []ReviewDraft
	Publish     bool // false when the shop holds reviews for approval: stored, not shown
}

// StoreOrderReviews writes an order's reviews and marks it reviewed, in one transaction, and
// answers the order as it now is. The caller must own the order: the signed-in user who placed
// it, or for a guest's order whoever holds its access token (the link in the order's mail). Anyone else gets
// ErrNotFound, as for an unknown order, so order ids tell strangers nothing. An order is
// reviewed once (ErrAlreadyReviewed), and only once it is paid (ErrOrderUnpaid); each draft names a product of the order, at most once,
// with a rate of 1 to 5 and a comment of at most maxReviewCommentLen characters (trimmed);
// input that breaks a rule is FieldErrors keyed "reviews.N.field".
func (s *Store) StoreOrderReviews(ctx context.Context, in OrderReviewInput) (Order, error) {
	var out Order
	err := s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		var userID, reviewed int64
		var token, name, surname, payment string
		err := w.QueryRowContext(ctx, `SELECT COALESCE(user_id, 0), COALESCE(access_token, ''), is_reviewed, user_name, user_surname,
  payment_status FROM orders WHERE id = ?`, in.OrderID).Scan(&userID, &token, &reviewed, &name, &surname, &payment)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if !ownsOrder(in, userID, token) {
			return ErrNotFound
		}
		if reviewed != 0 {
			return ErrAlreadyReviewed
		}
		if payment != "paid" {
			return ErrOrderUnpaid
		}
		products, err := orderedProducts(ctx, w, in.OrderID)
		if err != nil {
			return err
		}
		drafts, err := checkDrafts(in.Reviews, products)
		if err != nil {
			return err
		}
		var orderUser any // NULL for a guest's order
		if userID != 0 {
			orderUser = userID
		}
		now := s.clock().Format(historyTime)
		author := reviewerName(name, surname)
		for _, d := range drafts {
			if _, err := w.ExecContext(ctx, `INSERT INTO reviews (product_id, user_id, order_id, user_name, rate, comment, published, created_at, updated_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, d.ProductID, orderUser, in.OrderID, author, d.Rate, d.Comment, in.Publish, now, now); err != nil {
				return asConflict(err)
			}
		}
		// The condition keeps "once" true even if a caller ever runs this outside one transaction.
		res, err := w.ExecContext(ctx, `UPDATE orders SET is_reviewed = 1 WHERE id = ? AND is_reviewed = 0`, in.OrderID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrAlreadyReviewed
		}
		out, err = s.OrderByID(ctx, in.OrderID) // in the transaction: its own writes
		return err
	})
	return out, err
}

// ownsOrder: a registered shopper's order is theirs alone, signed in; a guest's order is
// its access token's holder's (compared in constant time, as it is a secret).
func ownsOrder(in OrderReviewInput, userID int64, token string) bool {
	if userID != 0 {
		return in.UserID == userID
	}
	return token != "" && in.AccessToken != "" && subtle.ConstantTimeCompare([]byte(token), []byte(in.AccessToken)) == 1
}

// orderedProducts are the products of an order's lines that can be reviewed: goods, not the
// services under them, and not products deleted since.
func orderedProducts(ctx context.Context, q conn, orderID int64) (map[int64]bool, error) {
	rows, err := q.QueryContext(ctx, `SELECT product_id FROM order_items
WHERE order_id = ? AND parent_item_id IS NULL AND product_id IS NOT NULL`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]bool{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out[id] = true
	}
	return out, rows.Err()
}

// checkDrafts checks the drafts against the rules and the order's products and answers them
// with their comments trimmed, or FieldErrors.
func checkDrafts(drafts []ReviewDraft, products map[int64]bool) ([]ReviewDraft, error) {
	errs := FieldErrors{}
	if len(drafts) == 0 {
		errs.Add("reviews", MsgRequired)
		return nil, errs
	}
	if len(drafts) > len(products) {
		// More drafts than the order has products: said once, not per line, so a huge list
		// costs nothing more.
		errs.Add("reviews", MsgInvalid)
		return nil, errs
	}
	seen := map[int64]bool{}
	out := make([]ReviewDraft, len(drafts))
	for i, d := range drafts {
		key := "reviews." + strconv.Itoa(i) + "."
		d.Comment = strings.TrimSpace(d.Comment)
		switch {
		case !products[d.ProductID]:
			errs.Add(key+"product_id", MsgInvalid)
		case seen[d.ProductID]:
			errs.Add(key+"product_id", MsgDuplicateReview)
		}
		seen[d.ProductID] = true
		if d.Rate < 1 || d.Rate > 5 {
			errs.Add(key+"rate", MsgInvalid)
		}
		if utf8.RuneCountInString(d.Comment) > maxReviewCommentLen {
			errs.Add(key+"comment", MsgReviewTooLong)
		}
		out[i] = d
	}
	if err := errs.orNil(); err != nil {
		return nil, err
	}
	return out, nil
}

// MsgDuplicateReview is the message key of a product reviewed twice in one order review.
const MsgDuplicateReview = "error_duplicate_review"

// reviewerName is how a review signs: the first name and the surname's initial ("Anna B."),
// so a review shows a person without publishing a customer's full name.
func reviewerName(name, surname string) string {
	name, surname = strings.TrimSpace(name), strings.TrimSpace(surname)
	if r, _ := utf8.DecodeRuneInString(surname); surname != "" && r != utf8.RuneError {
		return strings.TrimSpace(name + " " + string(unicode.ToUpper(r)) + ".")
	}
	return name
}
