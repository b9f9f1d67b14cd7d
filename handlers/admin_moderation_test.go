package handlers

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/store"
)

// pendingReview is a paid order's review held for approval, of a product in stock: its
// product's slug and id and the review's id.
func pendingReview(a *apiTest, comment string) (string, int64, int64) {
	a.t.Helper()
	slug, id := anyProduct(a, "&inventories=1")
	o := placeOrder(a, id)
	markPaid(a, o)
	if _, err := a.st.StoreOrderReviews(context.Background(), store.OrderReviewInput{OrderID: o.ID, AccessToken: o.AccessToken,
		Reviews: []store.ReviewDraft{{ProductID: id, Rate: 2, Comment: comment}}}); err != nil {
		a.t.Fatal(err)
	}
	return slug, id, a.queryIDs(`SELECT id FROM reviews WHERE order_id = ?`, o.ID)[0]
}

// A member (staff, not only owners) works the review queue: a held review waits as pending,
// is approved onto the product page and counted in its rating, answered (the answer shows
// under it), hidden (off the page, out of the rating) and deleted; each step is audited.
func TestAdminReviewModeration(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	slug, _, id := pendingReview(a, "Skaļš, bet labs")
	_, before := hasReview(a, slug, "")
	q := a.json(http.MethodGet, "/api/admin/reviews", "", http.StatusOK)
	if num(dig(q, "counts", "pending")) < 1 || num(dig(q, "reviews", 0, "id")) != id || dig(q, "reviews", 0, "state") != "pending" ||
		!strings.Contains(dig(q, "reviews", 0, "product_link").(string), "/p/"+slug) {
		t.Fatalf("queue %v", q)
	}
	path := fmt.Sprintf("/api/admin/reviews/%d", id)
	a.json(http.MethodPost, path+"/approve", "", http.StatusOK)
	if shown, n := hasReview(a, slug, "Skaļš, bet labs"); !shown || n != before+1 {
		t.Fatalf("approved review on the page: %v, %v (was %v)", shown, n, before)
	}
	a.json(http.MethodPut, path+"/answer", `{"answer":"  Paldies! Nākamā partija būs klusāka.  "}`, http.StatusOK)
	if answer := shopAnswer(a, slug, id); answer != "Paldies! Nākamā partija būs klusāka." {
		t.Errorf("the page's answer %q", answer)
	}
	q = a.json(http.MethodGet, "/api/admin/reviews?state=published", "", http.StatusOK)
	if num(dig(q, "reviews", 0, "id")) != id || dig(q, "reviews", 0, "answer") != "Paldies! Nākamā partija būs klusāka." || dig(q, "reviews", 0, "answered_at") == "" {
		t.Errorf("published %v", q)
	}
	a.json(http.MethodPost, path+"/hide", "", http.StatusOK)
	if shown, n := hasReview(a, slug, "Skaļš, bet labs"); shown || n != before {
		t.Errorf("a hidden review shows: %v, %v", shown, n)
	}
	if q := a.json(http.MethodGet, "/api/admin/reviews?state=hidden", "", http.StatusOK); num(dig(q, "reviews", 0, "id")) != id {
		t.Errorf("hidden %v", q)
	}
	a.json(http.MethodPut, path+"/answer", `{"answer":"`+strings.Repeat("a", 2001)+`"}`, http.StatusUnprocessableEntity)
	a.json(http.MethodDelete, path, "", http.StatusOK)
	a.json(http.MethodPost, path+"/approve", "", http.StatusNotFound)
	for _, action := range []string{"review.approve", "review.answer", "review.hide", "review.delete"} {
		if a.auditCount(action, fmt.Sprint(id)) != 1 {
			t.Errorf("no audit row %s", action)
		}
	}
	wantKeys(t, a.json(http.MethodGet, "/api/admin/reviews?state=gone", "", http.StatusUnprocessableEntity), "state")
	wantKeys(t, a.json(http.MethodGet, "/api/admin/reviews?offset=-3", "", http.StatusUnprocessableEntity), "offset")
	a.json(http.MethodPut, "/api/admin/reviews/x/answer", `{"answer":"x"}`, http.StatusNotFound)
	a.json(http.MethodPut, "/api/admin/reviews/1/answer", `{"answer":`, http.StatusBadRequest)
}

// shopAnswer is the shop's answer under review id on the product page (SSR props).
func shopAnswer(a *apiTest, slug string, id int64) string {
	a.t.Helper()
	for _, r := range dig(a.page("/p/"+slug, http.StatusOK), "props", "product", "published_reviews").([]any) {
		if num(dig(r, "id")) == id {
			s, _ := dig(r, "shop_answer").(string)
			return s
		}
	}
	return ""
}

// A contact message is new until answered: marked (no mail), or answered by a mail to its
// sender in the language they wrote in; both audited.
func TestAdminContactMessages(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	shopper := a.shopper()
	shopper.lang = "ru"
	shopper.json(http.MethodPost, "/api/page/contact", goodContact, http.StatusOK)
	shopper.json(http.MethodPost, "/api/page/contact", strings.Replace(goodContact, "Anna Ozola", "Jānis Ozols", 1), http.StatusOK)
	list := a.json(http.MethodGet, "/api/admin/messages", "", http.StatusOK)
	if num(dig(list, "counts", "new")) != 2 || dig(list, "messages", 0, "name") != "Jānis Ozols" || dig(list, "messages", 0, "lang") != "ru" {
		t.Fatalf("messages %v", list)
	}
	first, second := num(dig(list, "messages", 1, "id")), num(dig(list, "messages", 0, "id"))
	m := a.json(http.MethodPost, fmt.Sprintf("/api/admin/messages/%d/answered", first), "", http.StatusOK)
	if dig(m, "message", "state") != "answered" || dig(m, "message", "answer") != "" {
		t.Errorf("marked %v", m)
	}
	wantKeys(t, a.json(http.MethodPost, fmt.Sprintf("/api/admin/messages/%d/answer", second), `{"answer":"  "}`, http.StatusUnprocessableEntity), "answer")
	wantKeys(t, a.json(http.MethodPost, fmt.Sprintf("/api/admin/messages/%d/answer", second),
		`{"answer":"`+strings.Repeat("ā", 10001)+`"}`, http.StatusUnprocessableEntity), "answer")
	m = a.json(http.MethodPost, fmt.Sprintf("/api/admin/messages/%d/answer", second), `{"answer":"Jā, S24 ir veikalā."}`, http.StatusOK)
	if dig(m, "message", "state") != "answered" || dig(m, "message", "answer") != "Jā, S24 ir veikalā." {
		t.Errorf("answered %v", m)
	}
	if got := a.json(http.MethodGet, fmt.Sprintf("/api/admin/messages/%d", second), "", http.StatusOK); dig(got, "message", "answered_at") == "" {
		t.Errorf("read %v", got)
	}
	notices, err := a.st.PendingNotices(context.Background(), 10)
	if err != nil {
		t.Fatal(err)
	}
	answers := 0
	for _, n := range notices {
		if n.Kind == store.NoticeContactAnswer {
			answers++
			if n.Email != "anna@example.com" || n.Lang != "ru" || n.ContactID != second {
				t.Errorf("answer notice %+v", n)
			}
		}
	}
	if answers != 1 {
		t.Errorf("%d answer mails queued, want 1 (the mark sends none)", answers)
	}
	if list := a.json(http.MethodGet, "/api/admin/messages?state=answered", "", http.StatusOK); num(dig(list, "counts", "new")) != 0 ||
		num(dig(list, "counts", "answered")) != 2 {
		t.Errorf("after %v", list)
	}
	if a.auditCount("contact_message.answer", fmt.Sprint(second)) != 1 || a.auditCount("contact_message.mark_answered", fmt.Sprint(first)) != 1 {
		t.Error("the answers are not audited")
	}
	wantKeys(t, a.json(http.MethodGet, "/api/admin/messages?state=old", "", http.StatusUnprocessableEntity), "state")
	a.json(http.MethodGet, "/api/admin/messages/999999", "", http.StatusNotFound)
	a.json(http.MethodPost, "/api/admin/messages/999999/answered", "", http.StatusNotFound)
}

// Back-in-stock subscriptions by product, most awaited first, and who waits; the
// newsletter's addresses by state, and their CSV, whose cells a spreadsheet cannot run.
func TestAdminSubscriptions(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	ctx := context.Background()
	ids := a.queryIDs(`SELECT id FROM products WHERE type = 'product' AND published = 1 ORDER BY id LIMIT 2`)
	one, two := ids[0], ids[1]
	for _, s := range []struct {
		id    int64
		email string
	}{{one, "a@example.lv"}, {two, "b@example.lv"}, {two, "c@example.lv"}} {
		if err := a.st.SubscribeBackInStock(ctx, s.id, s.email, "lv"); err != nil {
			t.Fatal(err)
		}
	}
	list := a.json(http.MethodGet, "/api/admin/subscriptions/back-in-stock", "", http.StatusOK)
	if num(list["total"]) != 2 || num(dig(list, "products", 0, "product_id")) != two || num(dig(list, "products", 0, "waiting")) != 2 {
		t.Fatalf("by count %v", list)
	}
	w := a.json(http.MethodGet, fmt.Sprintf("/api/admin/subscriptions/back-in-stock/%d", two), "", http.StatusOK)
	if num(dig(w, "product", "waiting")) != 2 || dig(w, "waiting", 0, "email") != "b@example.lv" || dig(w, "waiting", 1, "email") != "c@example.lv" {
		t.Errorf("waiting %v", w)
	}
	a.json(http.MethodGet, "/api/admin/subscriptions/back-in-stock?sort=title", "", http.StatusOK)
	wantKeys(t, a.json(http.MethodGet, "/api/admin/subscriptions/back-in-stock?sort=price", "", http.StatusUnprocessableEntity), "sort")
	a.json(http.MethodGet, "/api/admin/subscriptions/back-in-stock/999999", "", http.StatusNotFound)

	for _, e := range []string{"pending@example.lv", "=HYPERLINK(\"http://x\")@example.lv", "gone@example.lv", "-2+3@example.lv"} {
		if err := a.st.SubscribeNewsletter(ctx, e, "lv"); err != nil {
			t.Fatal(err)
		}
	}
	var confirm, leave string
	for _, n := range pendingNewsletterLinks(t, a) {
		switch n.Email {
		case "=hyperlink(\"http://x\")@example.lv":
			confirm = strings.TrimPrefix(n.Link, "/newsletter/confirm/")
		case "gone@example.lv":
			leave = strings.TrimPrefix(n.Link, "/newsletter/confirm/")
		}
	}
	if _, err := a.st.ConfirmNewsletter(ctx, confirm); err != nil {
		t.Fatal(err)
	}
	if err := a.st.Unsubscribe(ctx, leave); err != nil {
		t.Fatal(err)
	}
	if err := a.st.Unsubscribe(ctx, leave); err != store.ErrNotFound {
		t.Errorf("a used unsubscribe link: %v", err)
	}
	subs := a.json(http.MethodGet, "/api/admin/subscriptions/newsletter", "", http.StatusOK)
	if num(dig(subs, "counts", "pending")) != 2 || num(dig(subs, "counts", "confirmed")) != 1 || num(dig(subs, "counts", "unsubscribed")) != 1 {
		t.Fatalf("subscribers %v", subs)
	}
	if s := a.json(http.MethodGet, "/api/admin/subscriptions/newsletter?state=unsubscribed", "", http.StatusOK); dig(s, "subscribers", 0, "email") != "gone@example.lv" ||
		len(dig(s, "subscribers").([]any)) != 1 {
		t.Errorf("unsubscribed %v", s)
	}
	wantKeys(t, a.json(http.MethodGet, "/api/admin/subscriptions/newsletter?state=maybe", "", http.StatusUnprocessableEntity), "state")
	wantKeys(t, a.json(http.MethodGet, "/api/admin/subscriptions/newsletter.csv?state=maybe", "", http.StatusUnprocessableEntity), "state")

	rec := a.do(http.MethodGet, "/api/admin/subscriptions/newsletter.csv", "", nil)
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("csv %d %v", rec.Code, rec.Header())
	}
	rows, err := csv.NewReader(strings.NewReader(rec.Body.String())).ReadAll()
	if err != nil || len(rows) != 5 || strings.Join(rows[0], ",") != "email,state,language,subscribed_at,confirmed_at,unsubscribed_at" {
		t.Fatalf("csv %q %v", rows, err)
	}
	states := map[string]string{}
	for _, r := range rows[1:] {
		states[r[0]] = r[1]
	}
	want := map[string]string{"pending@example.lv": "pending", "'=hyperlink(\"http://x\")@example.lv": "confirmed",
		"gone@example.lv": "unsubscribed", "'-2+3@example.lv": "pending"}
	if fmt.Sprint(states) != fmt.Sprint(want) {
		t.Errorf("csv rows %v, want %v", states, want)
	}
	rec = a.do(http.MethodGet, "/api/admin/subscriptions/newsletter.csv?state=confirmed", "", nil)
	if n := strings.Count(rec.Body.String(), "\n"); n != 2 {
		t.Errorf("confirmed csv: %q", rec.Body.String())
	}
	// A new subscription of the address that left starts over, pending.
	if err := a.st.SubscribeNewsletter(ctx, "gone@example.lv", "en"); err != nil {
		t.Fatal(err)
	}
	if s := a.json(http.MethodGet, "/api/admin/subscriptions/newsletter?state=pending", "", http.StatusOK); num(dig(s, "counts", "unsubscribed")) != 0 ||
		num(dig(s, "counts", "pending")) != 3 {
		t.Errorf("after subscribing again %v", s)
	}
}

// pendingNewsletterLinks are the queued newsletter confirmations.
func pendingNewsletterLinks(t *testing.T, a *apiTest) []store.Notice {
	t.Helper()
	notices, err := a.st.PendingNotices(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	out := []store.Notice{}
	for _, n := range notices {
		if n.Kind == store.NoticeNewsletterConfirm {
			out = append(out, n)
		}
	}
	return out
}

// Every moderation call needs the staff session, and each write its CSRF token.
func TestAdminModerationAccess(t *testing.T) {
	t.Parallel()
	stranger := newAPITest(t, "lv_shop")
	stranger.refreshSession()
	calls := [][2]string{{"GET", "/api/admin/reviews"}, {"POST", "/api/admin/reviews/1/approve"}, {"POST", "/api/admin/reviews/1/hide"},
		{"PUT", "/api/admin/reviews/1/answer"}, {"DELETE", "/api/admin/reviews/1"}, {"GET", "/api/admin/messages"},
		{"GET", "/api/admin/messages/1"}, {"POST", "/api/admin/messages/1/answered"}, {"POST", "/api/admin/messages/1/answer"},
		{"GET", "/api/admin/subscriptions/back-in-stock"}, {"GET", "/api/admin/subscriptions/back-in-stock/1"},
		{"GET", "/api/admin/subscriptions/newsletter"}, {"GET", "/api/admin/subscriptions/newsletter.csv"}}
	for _, c := range calls {
		if rec := stranger.do(c[0], c[1], "{}", nil); rec.Code != http.StatusUnauthorized && !(c[0] != "GET" && rec.Code == 419) {
			t.Errorf("a stranger's %s %s: %d", c[0], c[1], rec.Code)
		}
	}
	a := newAdminTest(t, "staff")
	_, _, id := pendingReview(a, "Gaida")
	token := a.csrf
	for _, bad := range []string{"", "wrong"} {
		a.csrf = bad
		if rec := a.do(http.MethodPost, fmt.Sprintf("/api/admin/reviews/%d/approve", id), "", nil); rec.Code != 419 {
			t.Errorf("token %q: %d", bad, rec.Code)
		}
	}
	a.csrf = token
	if q := a.json(http.MethodGet, "/api/admin/reviews", "", http.StatusOK); dig(q, "reviews", 0, "state") != "pending" {
		t.Errorf("approved without its token: %v", q)
	}
}
