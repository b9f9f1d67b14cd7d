package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Review moderation in the back office. A review is pending (kept unpublished under the
// review_approval setting, never moderated), published, or hidden by staff; staff approve,
// hide, answer (the shop's public answer, shown under the review on the product page) or
// delete it. The product page counts its rating from the published reviews as they are
// (product.go loadReviews), so a moderation changes it at once; the catalogue index is
// brought to the product after the commit like any product write.

// Review states, as the moderation queue names them.
const (
	ReviewPending   = "pending"
	ReviewPublished = "published"
	ReviewHidden    = "hidden"
)

// AdminReview is a review as the moderation queue shows it.
type AdminReview struct {
	ID           int64
	ProductID    int64
	ProductTitle string
	ProductSlug  string
	OrderID      int64 // 0 when the order is gone
	UserName     string
	Rate         int64
	Comment      string
	State        string
	Answer       string // the shop's public answer, "" for none
	AnsweredAt   string
	CreatedAt    string
}

// ReviewListLimit is the most reviews one page of the queue holds.
const ReviewListLimit = 50

// maxReviewAnswer bounds the shop's answer, in characters.
const maxReviewAnswer = 2000

// reviewStateSQL is a review's state (its columns unqualified).
const reviewStateSQL = `CASE WHEN r.published = 1 THEN 'published' WHEN r.hidden_at IS NOT NULL THEN 'hidden' ELSE 'pending' END`

const adminReviewSQL = `
SELECT r.id, r.product_id, p.title, p.slug, COALESCE(r.order_id, 0), r.user_name, r.rate, r.comment, ` + reviewStateSQL + `,
       r.answer, COALESCE(r.answered_at, ''), r.created_at
FROM reviews r JOIN products p ON p.id = r.product_id `

func scanAdminReview(sc interface{ Scan(...any) error }) (AdminReview, error) {
	var r AdminReview
	err := sc.Scan(&r.ID, &r.ProductID, &r.ProductTitle, &r.ProductSlug, &r.OrderID, &r.UserName, &r.Rate, &r.Comment, &r.State,
		&r.Answer, &r.AnsweredAt, &r.CreatedAt)
	return r, err
}

// reviewStateWhere is the condition of a state; ok false for no such state.
func reviewStateWhere(state string) (string, bool) {
	switch state {
	case ReviewPending:
		return `r.published = 0 AND r.hidden_at IS NULL`, true
	case ReviewPublished:
		return `r.published = 1`, true
	case ReviewHidden:
		return `r.published = 0 AND r.hidden_at IS NOT NULL`, true
	}
	return "", false
}

// ReviewCounts are how many reviews each state holds.
type ReviewCounts struct {
	Pending, Published, Hidden int
}

// ReviewQueue lists the reviews of a state, oldest first for pending ones (the queue's
// order: first come, first moderated) and newest first otherwise, ReviewListLimit from
// offset, with the counts of every state. A state that is not one is FieldErrors.
func (s *Store) ReviewQueue(ctx context.Context, state string, offset int) ([]AdminReview, ReviewCounts, error) {
	var counts ReviewCounts
	where, ok := reviewStateWhere(state)
	if !ok {
		return nil, counts, FieldErrors{"state": {MsgInvalid}}
	}
	err := s.read.QueryRowContext(ctx, `
SELECT COALESCE(SUM(CASE WHEN published = 0 AND hidden_at IS NULL THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN published = 1 THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN published = 0 AND hidden_at IS NOT NULL THEN 1 ELSE 0 END), 0) FROM reviews`).Scan(&counts.Pending, &counts.Published, &counts.Hidden)
	if err != nil {
		return nil, counts, err
	}
	order := "r.id DESC"
	if state == ReviewPending {
		order = "r.id"
	}
	rows, err := s.read.QueryContext(ctx, adminReviewSQL+`WHERE `+where+` ORDER BY `+order+` LIMIT ? OFFSET ?`, ReviewListLimit, offset)
	if err != nil {
		return nil, counts, err
	}
	defer rows.Close()
	out := []AdminReview{}
	for rows.Next() {
		r, err := scanAdminReview(rows)
		if err != nil {
			return nil, counts, err
		}
		out = append(out, r)
	}
	return out, counts, rows.Err()
}

func adminReview(ctx context.Context, q conn, id int64) (AdminReview, error) {
	r, err := scanAdminReview(q.QueryRowContext(ctx, adminReviewSQL+`WHERE r.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	}
	return r, err
}

// ReviewChange is one moderation of a review: Action approve, hide, answer or delete; Answer
// is the answer's text for answer ("" takes the answer away).
type ReviewChange struct {
	Action string
	Answer string
}

// ModerateReview applies ch to review id for staff member staffID, audited before and after
// in the same transaction, and brings the catalogue index to the product after the commit.
// An unknown review is ErrNotFound; a bad action or answer FieldErrors. Approving a published
// review, or hiding a hidden one, changes nothing but is no error.
func (s *Store) ModerateReview(ctx context.Context, staffID, id int64, ch ReviewChange) error {
	ch.Answer = strings.TrimSpace(ch.Answer)
	switch {
	case ch.Action != "approve" && ch.Action != "hide" && ch.Action != "answer" && ch.Action != "delete":
		return FieldErrors{"action": {MsgInvalid}}
	case utf8.RuneCountInString(ch.Answer) > maxReviewAnswer:
		return FieldErrors{"answer": {MsgTooLong}}
	case ch.Action != "answer" && ch.Answer != "":
		return FieldErrors{"answer": {MsgInvalid}}
	}
	return s.WithTx(ctx, func(ctx context.Context) error {
		w := s.writer(ctx)
		before, err := adminReview(ctx, w, id)
		if err != nil {
			return err
		}
		now := dbTime(s.clock())
		var query string
		var args []any
		switch ch.Action {
		case "approve":
			query, args = `UPDATE reviews SET published = 1, hidden_at = NULL WHERE id = ?`, []any{id}
		case "hide":
			query, args = `UPDATE reviews SET published = 0, hidden_at = COALESCE(hidden_at, ?) WHERE id = ?`, []any{now, id}
		case "answer":
			var at any = now
			if ch.Answer == "" {
				at = nil
			}
			query, args = `UPDATE reviews SET answer = ?, answered_at = ? WHERE id = ?`, []any{ch.Answer, at, id}
		case "delete":
			query, args = `DELETE FROM reviews WHERE id = ?`, []any{id}
		}
		if _, err := w.ExecContext(ctx, query, args...); err != nil {
			return err
		}
		entry := AuditEntry{StaffID: staffID, Action: "review." + ch.Action, Entity: "review", EntityID: fmt.Sprint(id), Before: before}
		if ch.Action != "delete" {
			after, err := adminReview(ctx, w, id)
			if err != nil {
				return err
			}
			entry.After = after
		}
		if err := s.Audit(ctx, entry); err != nil {
			return err
		}
		s.reindexAfterCommit(ctx, before.ProductID)
		return nil
	})
}
