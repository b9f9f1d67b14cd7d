package mail

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"shop/i18n"
	"shop/store"
)

// A contact message's mail, as the worker makes it from the store: to the shop in the shop's
// language, naming the shopper's, with the message's lines kept and escaped in the HTML, and
// Reply-To the shopper, in the outbox's file too.
func TestContactMessageMail(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	msg := store.ContactMessage{Name: "Anna <Ozola>", Email: "anna@example.com", Phone: "+371 2000 0000",
		Message: "Labdien!\nVai Galaxy S24 & vāciņš ir veikalā?", Lang: "ru"}
	if _, err := st.SendContactMessage(ctx, msg, "info@telshop.lv"); err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	w := NewWorker(st, rec, testShop, quiet)
	w.deliverDue(ctx)
	sent := rec.messages()
	if len(sent) != 1 {
		t.Fatalf("%d mails sent", len(sent))
	}
	m := sent[0]
	if m.To != "info@telshop.lv" || m.ReplyTo != "anna@example.com" || m.Lang != "lv" || m.Kind != store.NoticeContactMessage ||
		m.Subject != i18n.T("lv", "mail_contact_subject", "name", "Anna <Ozola>") {
		t.Errorf("mail %+v", m)
	}
	contains(t, "text", m.Text, "Anna <Ozola> <anna@example.com>", "+371 2000 0000", i18n.T("lv", "language_ru"),
		"Labdien!\nVai Galaxy S24 & vāciņš ir veikalā?", i18n.T("lv", "mail_contact_reply", "name", "Anna <Ozola>"))
	contains(t, "HTML", m.HTML, "Anna &lt;Ozola&gt;", `href="mailto:anna@example.com"`, "<p style=\"margin:0 0 8px;\">Labdien!</p>",
		"Vai Galaxy S24 &amp; vāciņš ir veikalā?")
	if strings.Contains(m.HTML, "<Ozola>") {
		t.Error("the HTML part does not escape the name")
	}

	dir := filepath.Join(t.TempDir(), "outbox")
	o, err := NewOutbox(dir, "shop@shop.example")
	if err != nil {
		t.Fatal(err)
	}
	if err := o.Send(ctx, m); err != nil {
		t.Fatal(err)
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 1 {
		t.Fatalf("outbox %v", files)
	}
	f, err := os.Open(filepath.Join(dir, files[0].Name()))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	parsed, _ := parseMail(t, f)
	if rt, err := parsed.Header.AddressList("Reply-To"); err != nil || len(rt) != 1 || rt[0].Address != "anna@example.com" {
		t.Errorf("Reply-To %v (%v)", rt, err)
	}
}

// A message without a phone leaves the line out; one that is gone is given up at once.
func TestContactMessageMailEdges(t *testing.T) {
	n := store.Notice{ID: 5, Kind: store.NoticeContactMessage, Email: "info@telshop.lv", ContactID: 9, CreatedAt: "2026-11-24T07:59:00Z"}
	c := &store.ContactMessage{Name: "Jānis", Email: "j@example.com", Message: "Sveiki, vai ir piegāde uz Cēsīm?", Lang: "lv"}
	m, err := renderView(testShop, n, view{Contact: c}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(m.Text, i18n.T("lv", "mail_contact_phone")+":") {
		t.Error("an empty phone line")
	}
	st := openStore(t)
	rec := &recorder{}
	w := NewWorker(st, rec, testShop, quiet)
	if _, err := w.render(context.Background(), store.Notice{Kind: store.NoticeContactMessage, ContactID: 404}); err == nil || !isPermanent(err) {
		t.Errorf("a missing message: %v", err)
	}
}
