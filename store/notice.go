package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"shop/urls"
)

// The kinds of notice: which mail a notice is. The notices table's CHECK lists the same.
const (
	NoticeBackInStock       = "back_in_stock"      // a product a shopper waited for is in stock
	NoticeOrderConfirmation = "order_confirmation" // an order was placed
	NoticePaymentReceived   = "payment_received"   // an order was paid
	NoticeOrderExpired      = "order_expired"      // an order's hold ended unpaid: it is cancelled
	NoticePasswordReset     = "password_reset"     // a one-time link to set a new password
	NoticeNewsletterConfirm = "newsletter_confirm" // the newsletter's double opt-in link
	NoticeContactMessage    = "contact_message"    // a shopper's contact form message, to the shop
	NoticeContactAnswer     = "contact_answer"     // the shop's answer to a contact message, to its sender
	NoticeOrderProcessing   = "order_processing"   // staff began to prepare an order
	NoticeOrderShipped      = "order_shipped"      // an order left with a carrier (its tracking link)
	NoticeOrderDelivered    = "order_delivered"    // an order was delivered (status completed)
	NoticeOrderCancelled    = "order_cancelled"    // staff cancelled an order
	NoticeOrderRefunded     = "order_refunded"     // money of an order was given back (RefundID)
	NoticeNewOrderShop      = "new_order_shop"     // the shop's own notice of a placed order
	NoticeWithdrawal        = "withdrawal"         // the acknowledgement of a shopper's withdrawal (WithdrawalID)
	NoticeWithdrawalShop    = "withdrawal_shop"    // the shop's copy of a withdrawal (WithdrawalID)
)

// OrderNoticeKinds are the kinds of mail about an order: each needs the order (OrderID).
var OrderNoticeKinds = []string{NoticeOrderConfirmation, NoticePaymentReceived, NoticeOrderExpired,
	NoticeOrderProcessing, NoticeOrderShipped, NoticeOrderDelivered, NoticeOrderCancelled,
	NoticeOrderRefunded, NoticeNewOrderShop, NoticeWithdrawal, NoticeWithdrawalShop}

// IsOrderNotice reports whether a notice of kind is about an order.
func IsOrderNotice(kind string) bool { return oneOf(kind, OrderNoticeKinds) }

// Notice is a mail the shop owes: an entry of the notice queue (table notices). The
// transaction that makes a mail due writes it (an order's, through QueueNotice; a restock's,
// through the products_back_in_stock trigger), so a mail is owed exactly when its cause
// committed; the mail package's worker delivers it after the commit and marks it sent.
type Notice struct {
	ID        int64
	Kind      string // one of NoticeKinds
	Email     string
	Lang      string // the shopper's language; '' for the shop's default
	ProductID int64  // back_in_stock: the product that is back
	OrderID   int64  // the order kinds: the order
	ContactID int64  // contact_message, contact_answer: the message (table contact_messages)
	RefundID  int64  // order_refunded: the refund (table order_refunds)
	// WithdrawalID is the withdrawal (table withdrawals) of withdrawal and withdrawal_shop.
	WithdrawalID int64
	// SubscriptionID is the subscription the mail is sent for (newsletter_confirm,
	// back_in_stock): its mail carries the subscription's unsubscribe link. 0 for none.
	SubscriptionID int64
	Link           string // password_reset, newsletter_confirm: the path the mail links to; '' once sent
	CreatedAt      string // UTC, to the second, like every time the database keeps
	Attempts       int    // deliveries tried so far
	NextAttemptAt  string // when the sender tries next; '' once it has given up
	LastError      string // why the latest failed try failed
	SentAt         string // '' while unsent
	// ClaimedAt is when the sender took the notice to send it (ClaimNotice); '' when no send
	// is under way. A notice still claimed at start was in flight when the shop stopped.
	ClaimedAt string
}

// QueueNotice adds a mail to the queue and returns its id. It writes in the context's
// transaction (WithTx), so the order that owes a confirmation queues it in its own
// transaction: the mail is owed if and only if the order committed. The notice is due at
// once; after the commit the function set with OnNoticeQueued runs (the mail worker's Kick),
// so the mail leaves without waiting for the worker's timer. Sending never happens here.
func (s *Store) QueueNotice(ctx context.Context, n Notice) (int64, error) {
	n.Email = strings.TrimSpace(n.Email)
	switch {
	case n.Email == "":
		return 0, errors.New("queue notice: no e-mail")
	case n.Kind == NoticeBackInStock && n.ProductID <= 0:
		return 0, errors.New("queue notice: back_in_stock needs a product")
	case IsOrderNotice(n.Kind) && n.OrderID <= 0:
		return 0, fmt.Errorf("queue notice: %s needs an order", n.Kind)
	case n.Kind == NoticeOrderRefunded && n.RefundID <= 0:
		return 0, errors.New("queue notice: order_refunded needs a refund")
	case (n.Kind == NoticeWithdrawal || n.Kind == NoticeWithdrawalShop) && n.WithdrawalID <= 0:
		return 0, fmt.Errorf("queue notice: %s needs a withdrawal", n.Kind)
	case (n.Kind == NoticePasswordReset || n.Kind == NoticeNewsletterConfirm) && n.Link == "":
		return 0, fmt.Errorf("queue notice: %s needs a link", n.Kind)
	case (n.Kind == NoticeContactMessage || n.Kind == NoticeContactAnswer) && n.ContactID <= 0:
		return 0, fmt.Errorf("queue notice: %s needs a message", n.Kind)
	case !knownNoticeKind(n.Kind):
		return 0, fmt.Errorf("queue notice: unknown kind %q", n.Kind)
	}
	var id int64
	err := s.writer(ctx).QueryRowContext(ctx, `
INSERT INTO notices (kind, email, lang, product_id, order_id, contact_message_id, subscription_id, refund_id, withdrawal_id, link)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		n.Kind, n.Email, n.Lang, nullID(n.ProductID), nullID(n.OrderID), nullID(n.ContactID), nullID(n.SubscriptionID),
		nullID(n.RefundID), nullID(n.WithdrawalID), n.Link).Scan(&id)
	if err != nil {
		return 0, err
	}
	s.afterCommit(ctx, func() {
		if f := s.onNotice.Load(); f != nil {
			(*f)()
		}
	})
	return id, nil
}

// NoticeKinds are the kinds of mail the shop sends: the mail package has templates for each.
var NoticeKinds = []string{NoticeBackInStock, NoticeOrderConfirmation, NoticePaymentReceived, NoticeOrderExpired,
	NoticePasswordReset, NoticeNewsletterConfirm, NoticeContactMessage, NoticeContactAnswer,
	NoticeOrderProcessing, NoticeOrderShipped, NoticeOrderDelivered, NoticeOrderCancelled,
	NoticeOrderRefunded, NoticeNewOrderShop, NoticeWithdrawal, NoticeWithdrawalShop}

func knownNoticeKind(kind string) bool {
	for _, k := range NoticeKinds {
		if k == kind {
			return true
		}
	}
	return false
}

// OnNoticeQueued sets what runs after each commit that queued a notice through QueueNotice:
// the mail worker's Kick. It must not block.
func (s *Store) OnNoticeQueued(f func()) { s.onNotice.Store(&f) }

const noticeColumns = `id, kind, email, lang, COALESCE(product_id, 0), COALESCE(order_id, 0),
       COALESCE(contact_message_id, 0), COALESCE(subscription_id, 0), COALESCE(refund_id, 0), COALESCE(withdrawal_id, 0), link, created_at, attempts,
       COALESCE(next_attempt_at, ''), last_error, COALESCE(sent_at, ''), COALESCE(claimed_at, '')`

func scanNotices(rows *sql.Rows) ([]Notice, error) {
	defer rows.Close()
	out := []Notice{}
	for rows.Next() {
		var n Notice
		if err := rows.Scan(&n.ID, &n.Kind, &n.Email, &n.Lang, &n.ProductID, &n.OrderID, &n.ContactID, &n.SubscriptionID, &n.RefundID, &n.WithdrawalID, &n.Link, &n.CreatedAt, &n.Attempts,
			&n.NextAttemptAt, &n.LastError, &n.SentAt, &n.ClaimedAt); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// DueNotices lists up to limit unsent, unclaimed notices whose next try is due at now, the
// earliest due first: the mail worker's queue. It reads committed rows only, so a notice of
// an order still being written is never sent.
func (s *Store) DueNotices(ctx context.Context, now time.Time, limit int) ([]Notice, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+noticeColumns+` FROM notices
WHERE sent_at IS NULL AND claimed_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`, dbTime(now), limit)
	if err != nil {
		return nil, err
	}
	return scanNotices(rows)
}

// PendingNotices lists up to limit notices not yet sent, oldest first, those the sender gave
// up on included.
func (s *Store) PendingNotices(ctx context.Context, limit int) ([]Notice, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+noticeColumns+` FROM notices
WHERE sent_at IS NULL ORDER BY id LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	return scanNotices(rows)
}

// NoticeByID loads one notice, sent or not, or ErrNotFound.
func (s *Store) NoticeByID(ctx context.Context, id int64) (Notice, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+noticeColumns+` FROM notices WHERE id = ?`, id)
	if err != nil {
		return Notice{}, err
	}
	list, err := scanNotices(rows)
	if err != nil {
		return Notice{}, err
	}
	if len(list) == 0 {
		return Notice{}, ErrNotFound
	}
	return list[0], nil
}

// ClaimNotice takes an unsent notice for a send and counts the try, committed before the
// send starts: if the shop dies during the send or before MarkNoticeSent, the notice stays
// claimed, and the next start (ClaimedNotices) knows it is the one mail that may have gone,
// not one of the queue's. A notice sent or claimed already is ErrNotFound.
func (s *Store) ClaimNotice(ctx context.Context, id int64) error {
	res, err := s.writer(ctx).ExecContext(ctx, `
UPDATE notices SET claimed_at = ?, attempts = attempts + 1, `+endPick+`
WHERE id = ? AND sent_at IS NULL AND claimed_at IS NULL`, dbTime(s.clock()), id)
	return oneRow(res, err)
}

// ClaimedNotices lists the unsent notices still claimed: at start, the sends a crash or a
// stop cut off, whose mail may or may not have gone.
func (s *Store) ClaimedNotices(ctx context.Context) ([]Notice, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+noticeColumns+` FROM notices
WHERE sent_at IS NULL AND claimed_at IS NOT NULL ORDER BY id`)
	if err != nil {
		return nil, err
	}
	return scanNotices(rows)
}

// ReleaseNotice ends a claim without a verdict: the notice is due again as it was (its try
// stays counted). An unknown, sent or unclaimed notice is ErrNotFound.
func (s *Store) ReleaseNotice(ctx context.Context, id int64) error {
	res, err := s.writer(ctx).ExecContext(ctx, `
UPDATE notices SET claimed_at = NULL WHERE id = ? AND sent_at IS NULL AND claimed_at IS NOT NULL`, id)
	return oneRow(res, err)
}

// countTry counts a try in MarkNoticeSent and MarkNoticeFailed unless ClaimNotice counted it.
const countTry = `attempts = attempts + CASE WHEN claimed_at IS NULL THEN 1 ELSE 0 END, claimed_at = NULL`

// MarkNoticeSent takes a delivered notice off the queue and counts the try (unless its claim
// did); an unknown or already sent one is ErrNotFound. The link it carried is forgotten: it
// held a secret that only the mail's recipient is to have.
func (s *Store) MarkNoticeSent(ctx context.Context, id int64) error {
	res, err := s.writer(ctx).ExecContext(ctx, `
UPDATE notices SET sent_at = ?, `+countTry+`, link = ''
WHERE id = ? AND sent_at IS NULL`, dbTime(s.clock()), id)
	return oneRow(res, err)
}

// maxErrorLen bounds a stored error: a mail server's answer can be long, the reason is at
// its start.
const maxErrorLen = 1000

// MarkNoticeFailed records a failed delivery: it counts the try (unless its claim did), keeps
// why, ends the claim and makes the notice due again at next; a zero next gives up on it (it
// stays unsent, out of the queue, for a person to look at). An unknown or already sent
// notice is ErrNotFound.
func (s *Store) MarkNoticeFailed(ctx context.Context, id int64, cause error, next time.Time) error {
	msg := "unknown error"
	if cause != nil {
		msg = cause.Error()
	}
	if len(msg) > maxErrorLen {
		msg = strings.ToValidUTF8(msg[:maxErrorLen], "")
	}
	var at any
	if !next.IsZero() {
		at = dbTime(next)
	}
	res, err := s.writer(ctx).ExecContext(ctx, `
UPDATE notices SET `+countTry+`, `+endPick+`, last_error = ?, next_attempt_at = ? WHERE id = ? AND sent_at IS NULL`,
		msg, at, id)
	return oneRow(res, err)
}

// oneRow turns a write that should have changed one row and changed none into ErrNotFound.
func oneRow(res sql.Result, err error) error {
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrNotFound
	}
	return nil
}

// NoticeProduct is what a back-in-stock mail shows of its product.
type NoticeProduct struct {
	ID    int64
	Title string
	Link  string // the product page's path
	Price int64  // gross cents a shopper pays now, the discount taken off, as its card shows
	Image string // the first picture's path, '' for none
}

const noticeProductSQL = `
SELECT p.title, p.slug, p.net_price, COALESCE(d.percent, 0),
       COALESCE((SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1), '')
FROM products p LEFT JOIN discounts d ON d.id = p.discount_id
WHERE p.id = ? AND p.published = 1`

// NoticeProduct loads the product of a back-in-stock mail, priced and titled by p (in the
// mail's; the mail puts the link in its language); a product no longer shown in the shop is
// ErrNotFound.
func (s *Store) NoticeProduct(ctx context.Context, id int64, p Pricing) (NoticeProduct, error) {
	lang := p.Lang
	np := NoticeProduct{ID: id}
	var slug string
	var net, pct int64
	err := s.read.QueryRowContext(ctx, noticeProductSQL, id).Scan(&np.Title, &slug, &net, &pct, &np.Image)
	if errors.Is(err, sql.ErrNoRows) {
		return NoticeProduct{}, ErrNotFound
	}
	if err != nil {
		return NoticeProduct{}, err
	}
	texts, err := s.translations(ctx, "product", lang, []int64{id})
	if err != nil {
		return NoticeProduct{}, err
	}
	translate(texts, id, "title", &np.Title)
	np.Link = urls.Product(slug)
	np.Price = p.Gross(NetAfterDiscount(net, pct))
	return np, nil
}
