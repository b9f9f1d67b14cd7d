package store

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

func newsletterMails(t testing.TB, st *Store, email string) []Notice {
	t.Helper()
	queue, err := st.PendingNotices(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []Notice
	for _, n := range queue {
		if n.Kind == NoticeNewsletterConfirm && n.Email == email {
			out = append(out, n)
		}
	}
	return out
}

// Double opt-in: a new address is pending and mailed its confirm link; asking again mails it
// again only after newsletterResend; once confirmed it is mailed nothing; the confirmation
// happens once; unsubscribing forgets the address, and its token then names nothing.
func TestNewsletterDoubleOptIn(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(st.SubscribeNewsletter(ctx, " Anna@Example.com ", "ru"))
	mails := newsletterMails(t, st, "anna@example.com")
	if len(mails) != 1 || mails[0].Lang != "ru" || mails[0].SubscriptionID == 0 || !strings.HasPrefix(mails[0].Link, "/newsletter/confirm/") {
		t.Fatalf("confirmation mails %+v", mails)
	}
	token := strings.TrimPrefix(mails[0].Link, "/newsletter/confirm/")
	if len(token) < 32 {
		t.Errorf("token %q is short", token)
	}
	if got, err := st.SubscriptionToken(ctx, mails[0].SubscriptionID); err != nil || got != token {
		t.Errorf("SubscriptionToken = %q (%v), want the link's", got, err)
	}
	sub, err := st.SubscriptionByToken(ctx, token)
	if err != nil || sub.Kind != "newsletter" || sub.Confirmed {
		t.Errorf("pending: %+v (%v)", sub, err)
	}

	must(st.SubscribeNewsletter(ctx, "anna@example.com", "en")) // pending, mailed just now: no second mail
	if n := len(newsletterMails(t, st, "anna@example.com")); n != 1 {
		t.Errorf("%d mails after asking twice at once", n)
	}
	if _, err := st.write.Exec(`UPDATE subscriptions SET mailed_at = ?`, dbTime(st.clock().Add(-23*time.Hour))); err != nil {
		t.Fatal(err)
	}
	must(st.SubscribeNewsletter(ctx, "anna@example.com", "en")) // within the day: still one mail
	if n := len(newsletterMails(t, st, "anna@example.com")); n != 1 {
		t.Errorf("%d mails within a day", n)
	}
	if _, err := st.write.Exec(`UPDATE subscriptions SET mailed_at = ?`, dbTime(st.clock().Add(-25*time.Hour))); err != nil {
		t.Fatal(err)
	}
	must(st.SubscribeNewsletter(ctx, "anna@example.com", "en")) // a day later: one more, same link
	mails = newsletterMails(t, st, "anna@example.com")
	if len(mails) != 2 || mails[1].Lang != "en" || mails[1].Link != mails[0].Link {
		t.Errorf("after a day: %+v", mails)
	}

	if first, err := st.ConfirmNewsletter(ctx, token); err != nil || !first {
		t.Fatalf("confirm: %v %v", first, err)
	}
	at := count(t, st, `SELECT COUNT(*) FROM subscriptions WHERE confirmed_at IS NOT NULL`)
	if first, err := st.ConfirmNewsletter(ctx, token); err != nil || first {
		t.Errorf("confirming again: %v %v", first, err)
	}
	if at != 1 {
		t.Errorf("%d confirmed", at)
	}
	if _, err := st.write.Exec(`UPDATE subscriptions SET mailed_at = '2000-01-01T00:00:00Z'`); err != nil {
		t.Fatal(err)
	}
	must(st.SubscribeNewsletter(ctx, "ANNA@example.com", "lv")) // confirmed: nothing more
	if n := len(newsletterMails(t, st, "anna@example.com")); n != 2 {
		t.Errorf("a confirmed address was mailed again (%d mails)", n)
	}
	if n, _ := st.CountSubscriptions(ctx, "newsletter"); n != 1 {
		t.Errorf("%d newsletter rows for one address", n)
	}
	for _, bad := range []string{"", "nope", strings.ToUpper(token)} {
		if _, err := st.ConfirmNewsletter(ctx, bad); !errors.Is(err, ErrNotFound) {
			t.Errorf("confirm %q: %v", bad, err)
		}
	}

	must(st.Unsubscribe(ctx, token))
	if err := st.Unsubscribe(ctx, token); !errors.Is(err, ErrNotFound) {
		t.Errorf("unsubscribing twice: %v", err)
	}
	if _, err := st.SubscriptionByToken(ctx, token); !errors.Is(err, ErrNotFound) {
		t.Errorf("an ended subscription's token: %v", err)
	}
	// Subscribing again starts over, with a new token.
	must(st.SubscribeNewsletter(ctx, "anna@example.com", "lv"))
	mails = newsletterMails(t, st, "anna@example.com")
	if len(mails) != 3 || mails[2].Link == mails[0].Link {
		t.Errorf("subscribing again: %+v", mails)
	}
}

// A back-in-stock subscription has a token too: its notice carries the subscription, whose
// token the mail's unsubscribe link names, and the page shows the product's title.
func TestBackInStockSubscriptionHasAToken(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	seedFixture(t, st, 5)
	ctx := context.Background()
	if err := st.SetStock(ctx, 2, 0); err != nil {
		t.Fatal(err)
	}
	if err := st.SubscribeBackInStock(ctx, 2, "bob@example.com", ""); err != nil {
		t.Fatal(err)
	}
	if err := st.SetStock(ctx, 2, 3); err != nil {
		t.Fatal(err)
	}
	queue, err := st.PendingNotices(ctx, 10)
	if err != nil || len(queue) != 1 || queue[0].SubscriptionID == 0 {
		t.Fatalf("queue %+v (%v)", queue, err)
	}
	token, err := st.SubscriptionToken(ctx, queue[0].SubscriptionID)
	if err != nil || token == "" {
		t.Fatalf("token %q (%v)", token, err)
	}
	sub, err := st.SubscriptionByToken(ctx, token)
	if err != nil || sub.Kind != "back_in_stock" || sub.ProductTitle == "" {
		t.Errorf("%+v (%v)", sub, err)
	}
}
