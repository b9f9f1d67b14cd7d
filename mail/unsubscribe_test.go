package mail

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"shop/i18n"
	"shop/store"
)

// Every mail sent for a subscription carries its unsubscribe link, in the footer of both
// parts and in the List-Unsubscribe headers with RFC 8058's one-click: the newsletter's
// confirmation (which also links to the confirm page) and a back-in-stock notice. A mail whose
// subscription ended before it went, and a mail of no subscription, carry none.
func TestSubscriptionMailsCarryAnUnsubscribeLink(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	addProduct(t, st, 5, "Pixel 9", 69900, 0)
	addOrder(t, st, 1)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(st.SubscribeNewsletter(ctx, "anna@example.com", "ru"))
	must(st.SubscribeBackInStock(ctx, 5, "bob@example.com", "en"))
	must(st.SubscribeBackInStock(ctx, 5, "carol@example.com", "en"))
	must(st.SetStock(ctx, 5, 2))
	must(st.WithTx(ctx, func(ctx context.Context) error {
		_, err := st.QueueNotice(ctx, store.Notice{Kind: store.NoticeOrderConfirmation, Email: "dan@example.com", OrderID: 1})
		return err
	}))
	queue, err := st.PendingNotices(ctx, 10)
	must(err)
	tokens := map[string]string{}
	for _, n := range queue {
		if n.SubscriptionID != 0 {
			tokens[n.Email], err = st.SubscriptionToken(ctx, n.SubscriptionID)
			must(err)
		}
	}
	must(st.Unsubscribe(ctx, tokens["carol@example.com"])) // before her mail went

	dir := filepath.Join(t.TempDir(), "outbox")
	outbox, err := NewOutbox(dir, "shop@shop.example")
	must(err)
	w := NewWorker(st, outbox, testShop, quiet)
	w.LoadOrder = stubOrder
	w.deliverDue(ctx)
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 4 {
		t.Fatalf("%d mails in the outbox, want 4", len(files))
	}
	for _, file := range files {
		f, err := os.Open(file)
		must(err)
		msg, parts := parseMail(t, f)
		f.Close()
		to := msg.Header.Get("To")
		text, html := parts[0].body, parts[1].body
		var email string
		for e := range map[string]bool{"anna@example.com": true, "bob@example.com": true, "carol@example.com": true, "dan@example.com": true} {
			if strings.Contains(to, e) {
				email = e
			}
		}
		lang := map[string]string{"anna@example.com": "ru", "dan@example.com": "lv"}[email]
		if lang == "" {
			lang = "en"
		}
		site := "https://shop.example/" + lang // the shop's pages in the mail's language
		if lang == "lv" {
			site = "https://shop.example"
		}
		if email == "anna@example.com" {
			contains(t, "the confirmation", text, site+"/newsletter/confirm/"+tokens[email], i18n.T(lang, "mail_newsletter_confirm_intro"))
			contains(t, "the confirmation's HTML", html, `href="`+site+`/newsletter/confirm/`+tokens[email]+`"`)
		}
		if email == "anna@example.com" || email == "bob@example.com" {
			link := site + "/unsubscribe/" + tokens[email]
			if got := msg.Header.Get("List-Unsubscribe"); got != "<"+link+">" {
				t.Errorf("%s: List-Unsubscribe %q", email, got)
			}
			if got := msg.Header.Get("List-Unsubscribe-Post"); got != "List-Unsubscribe=One-Click" {
				t.Errorf("%s: List-Unsubscribe-Post %q", email, got)
			}
			contains(t, email+" text", text, i18n.T(lang, "mail_unsubscribe")+": "+link)
			contains(t, email+" HTML", html, `href="`+link+`"`)
			continue
		}
		if msg.Header.Get("List-Unsubscribe") != "" || msg.Header.Get("List-Unsubscribe-Post") != "" ||
			strings.Contains(text, "/unsubscribe/") || strings.Contains(html, "/unsubscribe/") {
			t.Errorf("%s: an unsubscribe link in a mail of no subscription", email)
		}
	}
}
