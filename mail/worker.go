package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"shop/i18n"
	"shop/store"
)

// OrderLoader loads what an order's mails show, in the shopper's language (for names the
// shop translates); an order that is gone is store.ErrNotFound. The order tables' Go API
// provides it; main wires it into the Worker.
type OrderLoader func(ctx context.Context, orderID int64, lang string) (*Order, error)

// Retry schedule: a failed try waits firstRetry, then twice as long each time up to
// maxRetryWait; after maxAttempts tries (about five hours of a mail server being down) the
// worker gives up on the notice and logs it.
const (
	firstRetry   = 30 * time.Second
	maxRetryWait = time.Hour
	maxAttempts  = 12
)

// backoff is how long a notice waits after its attempt-th failed try (1, 2, …).
func backoff(attempt int) time.Duration {
	d := firstRetry
	for i := 1; i < attempt && d < maxRetryWait; i++ {
		d *= 2
	}
	return min(d, maxRetryWait)
}

// Worker delivers the queued notices: it wakes every few seconds and at every Kick, takes
// the due notices, renders and sends each, and marks it sent, or failed with its next try.
// One notice's failure never holds up the others, a send never runs inside a database
// transaction, and nothing a shopper does waits for it.
type Worker struct {
	// LoadOrder loads the order mails' data. Until it is set, order notices fail and are
	// retried (and given up on after maxAttempts).
	LoadOrder OrderLoader
	// SentLog is the file in which each mail that went is noted before its mark (sentLog),
	// so that a crash between the two sends nothing twice; "" for none. Set before Run.
	SentLog string
	// Observer counts the sends and failed tries (the metrics); nil counts nothing. Set
	// before Run.
	Observer Observer

	store *store.Store
	send  Sender
	shop  Shop
	log   *slog.Logger
	kick  chan struct{}
	sent  *sentLog // SentLog's, while Run runs

	// Tests shorten or stop these.
	afterClaim  func(store.Notice) // a test's crash between the claim and the send
	afterSend   func(store.Notice) // a test's crash right after the send, before anything notes it
	afterNote   func(store.Notice) // a test's crash between the sent log's note and the mark
	interval    time.Duration      // how often it looks for due notices without a Kick
	batch       int                // notices taken per look
	sendTimeout time.Duration      // the longest one send may take
	grace       time.Duration      // how long a stop lets the send in flight finish
	now         func() time.Time   // the clock of due times
}

// NewWorker makes a worker that sends st's notices through send, as the shop says.
func NewWorker(st *store.Store, send Sender, shop Shop, log *slog.Logger) *Worker {
	if !i18n.Supported(shop.Lang) {
		shop.Lang = "en" // the catalogues' own fallback
	}
	if log == nil {
		log = slog.Default()
	}
	return &Worker{store: st, send: send, shop: shop, log: log, kick: make(chan struct{}, 1),
		interval: 5 * time.Second, batch: 50, sendTimeout: time.Minute, grace: 3 * time.Second, now: time.Now}
}

// Kick asks the worker to look for due notices now (a committed order's confirmation). It
// never blocks: kicks while one waits are one.
func (w *Worker) Kick() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// Run delivers notices until ctx ends. It first settles the sends a crash or a stop cut off
// (settleClaims). A stop lets the send in flight finish for a moment, then abandons it (the
// notice stays claimed and is settled at the next start), so Run returns within a few
// seconds.
func (w *Worker) Run(ctx context.Context) {
	t := time.NewTicker(w.interval)
	defer t.Stop()
	if w.SentLog != "" {
		sent, err := openSentLog(w.SentLog)
		if err != nil {
			w.log.ErrorContext(ctx, "mail: no sent log; a crash right after a send will send that mail again", "err", err)
		} else {
			w.sent = sent
			defer func() { sent.close(); w.sent = nil }()
		}
	}
	// A shop process runs one worker: what an earlier worker of this process picked and did
	// not claim (it died) is due again now, not when the pick's hold would have run out.
	if err := w.store.TakeBackPicks(ctx); err != nil && ctx.Err() == nil {
		w.log.ErrorContext(ctx, "mail queue", "err", err)
	}
	w.settleClaims(ctx)
	for {
		more := w.deliverDue(ctx)
		if ctx.Err() != nil {
			return
		}
		if more {
			continue // a full batch: more may be due
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-w.kick:
		}
	}
}

// deliverDue tries one batch of due notices and reports whether it was full and went
// without a database error, so that more may wait.
func (w *Worker) deliverDue(ctx context.Context) (more bool) {
	due, err := w.store.PickDueNotices(ctx, w.now(), w.batch)
	if err != nil {
		if ctx.Err() == nil {
			w.log.ErrorContext(ctx, "mail queue", "err", err)
		}
		return false
	}
	ok := true
	for _, n := range due {
		if ctx.Err() != nil {
			return false
		}
		if err := w.deliver(ctx, n); err != nil {
			w.log.ErrorContext(ctx, "mail queue: cannot record a try", "notice", n.ID, "err", err)
			ok = false
		}
	}
	return ok && len(due) == w.batch
}

// errAbandoned: the shop stopped while the send was in flight.
var errAbandoned = errors.New("stopping")

// deliver renders, claims and sends one notice and records the outcome; its error is only
// the store's failing to record it. The claim (store.ClaimNotice, which counts the try) is
// committed before the send: a crash after the send and before its mark leaves this one
// notice claimed, and the next start settles it (settleClaims) rather than taking it for a
// notice never sent.
func (w *Worker) deliver(ctx context.Context, n store.Notice) error {
	msg, err := w.render(ctx, n)
	claimed := false
	if err == nil {
		if err := w.store.ClaimNotice(ctx, n.ID); err != nil {
			if errors.Is(err, store.ErrNotFound) || ctx.Err() != nil {
				return nil // sent or claimed meanwhile, or the shop stops: nothing was tried
			}
			return err
		}
		claimed = true
		hook(w.afterClaim, n)
		err = w.sendBounded(ctx, msg)
		if err == nil {
			hook(w.afterSend, n)
			if w.sent != nil {
				if err := w.sent.note(n.ID); err != nil {
					w.log.WarnContext(ctx, "mail: cannot note a sent mail in the sent log", "notice", n.ID, "err", err)
				}
			}
			hook(w.afterNote, n)
		}
	}
	// The outcome is recorded even while the shop stops: a mail that went is marked.
	rec, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if errors.Is(err, errAbandoned) {
		return nil // the send may still finish: it stays claimed, for the next start to settle
	}
	if err != nil && ctx.Err() != nil && !isPermanent(err) {
		// The stop cut the try short and the mail did not go: due again as it was.
		if claimed {
			return w.store.ReleaseNotice(rec, n.ID)
		}
		return nil
	}
	if err == nil {
		w.observer().MailSent(n.Kind)
		w.log.InfoContext(ctx, "mail sent", "notice", n.ID, "kind", n.Kind)
		if err := w.store.MarkNoticeSent(rec, n.ID); err != nil {
			return err
		}
		w.trimSentLog(rec, false)
		return nil
	}
	attempt := n.Attempts + 1
	var next time.Time
	if !isPermanent(err) && attempt < maxAttempts {
		next = w.now().Add(backoff(attempt))
	}
	w.observer().MailFailed(n.Kind, next.IsZero())
	if next.IsZero() {
		w.log.ErrorContext(ctx, "mail: giving up", "notice", n.ID, "kind", n.Kind, "attempts", attempt, "err", err)
	} else {
		w.log.WarnContext(ctx, "mail: will retry", "notice", n.ID, "kind", n.Kind, "attempts", attempt, "at", next.UTC().Format(time.RFC3339), "err", err)
	}
	return w.store.MarkNoticeFailed(rec, n.ID, err, next)
}

// settleClaims decides the notices still claimed at start: sends that a crash or a stop cut
// off, whose mail may or may not have gone (at most the one in flight each time). A mail
// the sent log noted, or the sender can tell went (the outbox's file is there), is marked
// sent. Any other is due again at once: it goes once more, with the same Message-ID, so a
// mail program can tell the repeat; after maxAttempts cut-off tries it is given up, as
// failed tries are. Then the sent log is emptied: everything in it is marked.
func (w *Worker) settleClaims(ctx context.Context) {
	claimed, err := w.store.ClaimedNotices(ctx)
	if err != nil {
		if ctx.Err() == nil {
			w.log.ErrorContext(ctx, "mail queue", "err", err)
		}
		return
	}
	noted := map[int64]bool{}
	if w.sent != nil && len(claimed) > 0 {
		if noted, err = w.sent.noted(); err != nil {
			w.log.ErrorContext(ctx, "mail: cannot read the sent log", "err", err)
			noted = map[int64]bool{}
		}
	}
	checker, _ := w.send.(SentChecker)
	for _, n := range claimed {
		went := noted[n.ID]
		if !went && checker != nil {
			sent, err := checker.Sent(n.ID, n.Kind)
			went = err == nil && sent
		}
		if went {
			w.log.InfoContext(ctx, "mail: a send cut off by a stop had gone; marked sent", "notice", n.ID, "kind", n.Kind)
			w.logSettleError(n, w.store.MarkNoticeSent(ctx, n.ID))
			continue
		}
		if n.Attempts >= maxAttempts {
			w.log.ErrorContext(ctx, "mail: giving up", "notice", n.ID, "kind", n.Kind, "attempts", n.Attempts, "err", "every try was cut off")
			w.logSettleError(n, w.store.MarkNoticeFailed(ctx, n.ID, errors.New("every try was cut off by a stop"), time.Time{}))
			continue
		}
		w.log.WarnContext(ctx, "mail: a send was cut off by a stop; sending it again", "notice", n.ID, "kind", n.Kind)
		w.logSettleError(n, w.store.ReleaseNotice(ctx, n.ID))
	}
	w.trimSentLog(ctx, true)
}

// trimSentLog empties the sent log while no notice is claimed, when every mail noted in it is
// marked sent in the database (the worker sends one at a time): at start, and whenever it has
// grown past sentLogTrim.
func (w *Worker) trimSentLog(ctx context.Context, always bool) {
	if w.sent == nil || w.sent.size == 0 || !always && w.sent.size < sentLogTrim {
		return
	}
	claimed, err := w.store.ClaimedNotices(ctx)
	if err != nil || len(claimed) > 0 {
		return
	}
	if err := w.sent.reset(); err != nil {
		w.log.WarnContext(ctx, "mail: cannot empty the sent log", "err", err)
	}
}

func (w *Worker) logSettleError(n store.Notice, err error) {
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		w.log.Error("mail queue: cannot settle a cut-off send", "notice", n.ID, "err", err)
	}
}

// hook runs a test's hook, if set.
func hook(f func(store.Notice), n store.Notice) {
	if f != nil {
		f(n)
	}
}

// render loads what the notice's mail shows and renders it.
func (w *Worker) render(ctx context.Context, n store.Notice) (*Message, error) {
	switch n.Kind {
	case store.NoticeBackInStock:
		// The price with the VAT rate of the shop's settings now, as its pages show it.
		pricing := store.Pricing{VATBasisPoints: w.store.Settings().VATBasisPoints}
		p, err := w.store.NoticeProduct(ctx, n.ProductID, pricing.In(n.Lang))
		if errors.Is(err, store.ErrNotFound) {
			return nil, permanent(fmt.Errorf("product %d is no longer shown", n.ProductID))
		}
		if err != nil {
			return nil, err
		}
		unsubscribe, err := w.unsubscribeLink(ctx, n)
		if err != nil {
			return nil, err
		}
		return renderView(w.shop, n, view{Product: &p, Unsubscribe: unsubscribe}, w.now())
	case store.NoticeNewsletterConfirm:
		if n.Link == "" {
			return nil, permanent(errors.New("newsletter confirmation without its link"))
		}
		unsubscribe, err := w.unsubscribeLink(ctx, n)
		if err != nil {
			return nil, err
		}
		return renderView(w.shop, n, view{Link: n.Link, Unsubscribe: unsubscribe}, w.now())
	case store.NoticeOrderConfirmation, store.NoticePaymentReceived, store.NoticeOrderExpired,
		store.NoticeOrderProcessing, store.NoticeOrderShipped, store.NoticeOrderDelivered, store.NoticeOrderCancelled:
		if w.LoadOrder == nil {
			return nil, errors.New("no order loader wired (mail.Worker.LoadOrder)")
		}
		o, err := w.LoadOrder(ctx, n.OrderID, mailLang(n, w.shop))
		if errors.Is(err, store.ErrNotFound) {
			return nil, permanent(fmt.Errorf("order %d is gone", n.OrderID))
		}
		if err != nil {
			return nil, err
		}
		return render(w.shop, n, nil, o, w.now())
	case store.NoticeOrderRefunded, store.NoticeNewOrderShop:
		return w.renderOrderMoney(ctx, n)
	case store.NoticeWithdrawal, store.NoticeWithdrawalShop:
		return w.renderWithdrawal(ctx, n)
	case store.NoticeContactMessage:
		m, err := w.store.ContactMessageByID(ctx, n.ContactID)
		if errors.Is(err, store.ErrNotFound) {
			return nil, permanent(fmt.Errorf("contact message %d is gone", n.ContactID))
		}
		if err != nil {
			return nil, err
		}
		return renderView(w.shop, n, view{Contact: &m}, w.now())
	case store.NoticeContactAnswer:
		m, err := w.store.AdminContactMessageByID(ctx, n.ContactID)
		if errors.Is(err, store.ErrNotFound) {
			return nil, permanent(fmt.Errorf("contact message %d is gone", n.ContactID))
		}
		if err != nil {
			return nil, err
		}
		if m.Answer == "" {
			return nil, permanent(fmt.Errorf("contact message %d has no answer", n.ContactID))
		}
		return renderView(w.shop, n, view{Contact: &m.ContactMessage, ContactAnswer: m.Answer}, w.now())
	case store.NoticePasswordReset:
		if n.Link == "" {
			return nil, permanent(errors.New("password reset without its link"))
		}
		return renderView(w.shop, n, view{Link: n.Link}, w.now())
	}
	return nil, permanent(fmt.Errorf("unknown kind %q", n.Kind))
}

// unsubscribeLink is the unsubscribe page of the subscription n is sent for: ” when it has
// none or it has ended meanwhile (nothing left to unsubscribe from).
func (w *Worker) unsubscribeLink(ctx context.Context, n store.Notice) (string, error) {
	if n.SubscriptionID == 0 {
		return "", nil
	}
	token, err := w.store.SubscriptionToken(ctx, n.SubscriptionID)
	if errors.Is(err, store.ErrNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return store.UnsubscribeLink(token), nil
}

// sendBounded sends m with a time limit: a send that overruns it is a failed try (a
// server that stopped answering must not stop the queue), though it may still finish. When
// ctx ends meanwhile, the send gets w.grace to finish (so a mail in flight is not sent
// twice), then is abandoned.
func (w *Worker) sendBounded(ctx context.Context, m *Message) error {
	sendCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.sendTimeout)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- w.send.Send(sendCtx, m) }()
	select {
	case err := <-done:
		return err
	case <-sendCtx.Done():
		return fmt.Errorf("the send took longer than %v", w.sendTimeout)
	case <-ctx.Done():
	}
	select {
	case err := <-done:
		return err
	case <-time.After(w.grace):
		return errAbandoned
	}
}
