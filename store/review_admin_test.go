package store

import (
	"context"
	"errors"
	"testing"
)

// Moderation moves a review between the states, the product's rating counts the published
// ones at every step, and after each write the catalogue index equals a fresh build.
func TestModerateReview(t *testing.T) {
	t.Parallel()
	st := checkoutShop(t)
	ctx := context.Background()
	if _, err := st.write.Exec(`INSERT INTO reviews (id, product_id, user_name, rate, comment, published) VALUES
  (1, ?, 'Anna B.', 2, 'Held', 0), (2, ?, 'Juris K.', 4, 'Fine', 1)`, pPhone, pPhone); err != nil {
		t.Fatal(err)
	}
	rating := func() (int, float64) {
		pr := &Product{Card: Card{ID: pPhone}}
		if err := st.loadReviews(ctx, pr, "lv"); err != nil {
			t.Fatal(err)
		}
		return pr.Rating.Count, pr.Rating.Average
	}
	check := func(step string, wantCount int, wantAvg float64, state string, counts ReviewCounts) {
		t.Helper()
		if n, avg := rating(); n != wantCount || avg != wantAvg {
			t.Errorf("%s: rating %d %.1f, want %d %.1f", step, n, avg, wantCount, wantAvg)
		}
		list, got, err := st.ReviewQueue(ctx, state, 0)
		if err != nil || got != counts || (state != "" && len(list) == 0) {
			t.Errorf("%s: queue %s %+v %+v %v", step, state, list, got, err)
		}
		st.fresh.wg.Wait()
		fresh, _ := st.buildIndex(ctx)
		if d := st.index.p.Load().Diff(fresh); d != "" {
			t.Errorf("%s: the index differs from a fresh build: %s", step, d)
		}
	}
	check("start", 1, 4, ReviewPending, ReviewCounts{Pending: 1, Published: 1})
	if err := st.ModerateReview(ctx, 0, 1, ReviewChange{Action: "approve"}); err != nil {
		t.Fatal(err)
	}
	check("approve", 2, 3, ReviewPublished, ReviewCounts{Published: 2})
	if err := st.ModerateReview(ctx, 0, 1, ReviewChange{Action: "answer", Answer: " Paldies "}); err != nil {
		t.Fatal(err)
	}
	pr := &Product{Card: Card{ID: pPhone}}
	if err := st.loadReviews(ctx, pr, "lv"); err != nil || len(pr.Reviews) != 2 || reviewAnswer(pr, 1) != "Paldies" {
		t.Errorf("the product's reviews %+v %v", pr.Reviews, err)
	}
	if err := st.ModerateReview(ctx, 0, 2, ReviewChange{Action: "hide"}); err != nil {
		t.Fatal(err)
	}
	check("hide", 1, 2, ReviewHidden, ReviewCounts{Published: 1, Hidden: 1})
	if err := st.ModerateReview(ctx, 0, 1, ReviewChange{Action: "delete"}); err != nil {
		t.Fatal(err)
	}
	check("delete", 0, 0, ReviewHidden, ReviewCounts{Hidden: 1})
	if err := st.ModerateReview(ctx, 0, 1, ReviewChange{Action: "approve"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("a deleted review: %v", err)
	}
	for _, ch := range []ReviewChange{{Action: "publish"}, {Action: "approve", Answer: "x"}} {
		var fe FieldErrors
		if err := st.ModerateReview(ctx, 0, 2, ch); !errors.As(err, &fe) {
			t.Errorf("%+v: %v", ch, err)
		}
	}
	if _, _, err := st.ReviewQueue(ctx, "all", 0); err == nil {
		t.Error("an unknown state")
	}
}

func reviewAnswer(pr *Product, id int64) string {
	for _, r := range pr.Reviews {
		if r.ID == id {
			return r.Answer
		}
	}
	return ""
}
