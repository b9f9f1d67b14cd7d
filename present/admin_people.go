package present

import (
	"strconv"

	"shop/i18n"
	"shop/store"
)

// The back office's customers and moderation, as answered.

// AdminCustomerRow is an account in the customers' list.
type AdminCustomerRow struct {
	ID         int64  `json:"id"`
	Type       string `json:"type"`
	Name       string `json:"name"`
	Surname    string `json:"surname"`
	Email      string `json:"email"`
	Phone      string `json:"phone"`
	Company    string `json:"company"`
	Newsletter bool   `json:"newsletter"`
	CreatedAt  string `json:"created_at"`
	Deleted    bool   `json:"deleted"`
}

// MakeAdminCustomerRow is r as answered; an erased account keeps no e-mail to show (its
// stand-in address is the store's, not the person's).
func MakeAdminCustomerRow(r store.CustomerRow) AdminCustomerRow {
	out := AdminCustomerRow{ID: r.ID, Type: r.Type, Name: r.Name, Surname: r.Surname, Email: r.Email, Phone: r.Phone,
		Company: r.Company, Newsletter: r.Newsletter, CreatedAt: r.CreatedAt, Deleted: r.Deleted}
	if r.Deleted {
		out.Email = ""
	}
	return out
}

// MakeAdminCustomerRows is list as answered.
func MakeAdminCustomerRows(list []store.CustomerRow) []AdminCustomerRow {
	return convert(list, MakeAdminCustomerRow)
}

// AdminCustomerOrder is one of a customer's orders; Path is its back-office page.
type AdminCustomerOrder struct {
	ID                 int64  `json:"id"`
	Number             string `json:"number"`
	CreatedAt          string `json:"created_at"`
	Total              int64  `json:"total"` // cents with VAT
	FormattedTotal     string `json:"formatted_total"`
	Status             string `json:"status"`
	StatusLabel        string `json:"status_label"`
	PaymentStatus      string `json:"payment_status"`
	PaymentStatusLabel string `json:"payment_status_label"`
	Path               string `json:"path"`
}

// AdminCustomer is one account's page.
type AdminCustomer struct {
	AdminCustomerRow
	PhoneNumber     Phone                `json:"phone_number"`
	CompanyData     *Company             `json:"company_data"`
	Addresses       []Address            `json:"addresses"`
	Orders          []AdminCustomerOrder `json:"orders"`
	NewsletterState string               `json:"newsletter_state"`
}

// MakeAdminCustomer is c as answered, its labels and money in lang.
func MakeAdminCustomer(c store.Customer, lang string) AdminCustomer {
	out := AdminCustomer{AdminCustomerRow: MakeAdminCustomerRow(c.CustomerRow), PhoneNumber: MakePhone(c.PhoneNumber),
		CompanyData: MakeCompany(c.CompanyData), Addresses: MakeAddresses(c.Addresses), NewsletterState: c.NewsletterState}
	out.Orders = convert(c.Orders, func(o store.OrderSummary) AdminCustomerOrder {
		return AdminCustomerOrder{ID: o.ID, Number: o.PrefixedID, CreatedAt: o.CreatedAt, Total: o.Total, FormattedTotal: Money(lang, o.Total),
			Status: o.Status, StatusLabel: i18n.T(lang, StatusLabel(o.Status)), PaymentStatus: o.PaymentStatus,
			PaymentStatusLabel: i18n.T(lang, PaymentStatusLabel(o.PaymentStatus)), Path: AdminOrderPath(o.ID)}
	})
	return out
}

// AdminOrderPath is an order's page in the back office.
func AdminOrderPath(id int64) string { return "/admin/orders/" + strconv.FormatInt(id, 10) }

// AdminReview is a review in the moderation queue; ProductLink is its storefront page.
type AdminReview struct {
	ID           int64  `json:"id"`
	ProductID    int64  `json:"product_id"`
	ProductTitle string `json:"product_title"`
	ProductLink  string `json:"product_link"`
	OrderID      int64  `json:"order_id"`
	UserName     string `json:"user_name"`
	Rate         int64  `json:"rate"`
	Comment      string `json:"comment"`
	State        string `json:"state"`
	Answer       string `json:"answer"`
	AnsweredAt   string `json:"answered_at"`
	CreatedAt    string `json:"created_at"`
}

// MakeAdminReviews is list as answered, product links by links.
func MakeAdminReviews(list []store.AdminReview, links Links) []AdminReview {
	return convert(list, func(r store.AdminReview) AdminReview {
		return AdminReview{ID: r.ID, ProductID: r.ProductID, ProductTitle: r.ProductTitle, ProductLink: links.Product(r.ProductSlug),
			OrderID: r.OrderID, UserName: r.UserName, Rate: r.Rate, Comment: r.Comment, State: r.State, Answer: r.Answer,
			AnsweredAt: r.AnsweredAt, CreatedAt: r.CreatedAt}
	})
}

// AdminContactMessage is a contact message with its state (new, answered).
type AdminContactMessage struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Email      string `json:"email"`
	Phone      string `json:"phone"`
	Message    string `json:"message"`
	Lang       string `json:"lang"`
	CreatedAt  string `json:"created_at"`
	State      string `json:"state"`
	AnsweredAt string `json:"answered_at"`
	Answer     string `json:"answer"`
}

// MakeAdminContactMessage is m as answered.
func MakeAdminContactMessage(m store.AdminContactMessage) AdminContactMessage {
	state := "new"
	if m.AnsweredAt != "" {
		state = "answered"
	}
	return AdminContactMessage{ID: m.ID, Name: m.Name, Email: m.Email, Phone: m.Phone, Message: m.Message, Lang: m.Lang,
		CreatedAt: m.CreatedAt, State: state, AnsweredAt: m.AnsweredAt, Answer: m.Answer}
}

// MakeAdminContactMessages is list as answered.
func MakeAdminContactMessages(list []store.AdminContactMessage) []AdminContactMessage {
	return convert(list, MakeAdminContactMessage)
}

// WaitingProduct is a product shoppers wait for.
type WaitingProduct struct {
	ProductID int64  `json:"product_id"`
	Title     string `json:"title"`
	Code      string `json:"code"`
	Stock     int64  `json:"stock"`
	Waiting   int    `json:"waiting"`
	Since     string `json:"since"`
}

// MakeWaitingProduct is w as answered.
func MakeWaitingProduct(w store.WaitingProduct) WaitingProduct {
	return WaitingProduct{ProductID: w.ProductID, Title: w.Title, Code: w.Code, Stock: w.Stock, Waiting: w.Waiting, Since: w.Since}
}

// MakeWaitingProducts is list as answered.
func MakeWaitingProducts(list []store.WaitingProduct) []WaitingProduct {
	return convert(list, MakeWaitingProduct)
}

// Waiter is an address waiting for a product.
type Waiter struct {
	Email     string `json:"email"`
	Lang      string `json:"lang"`
	CreatedAt string `json:"created_at"`
}

// MakeWaiters is list as answered.
func MakeWaiters(list []store.Waiter) []Waiter {
	return convert(list, func(w store.Waiter) Waiter { return Waiter{Email: w.Email, Lang: w.Lang, CreatedAt: w.CreatedAt} })
}

// Subscriber is a newsletter address.
type Subscriber struct {
	ID             int64  `json:"id"`
	Email          string `json:"email"`
	Lang           string `json:"lang"`
	State          string `json:"state"`
	CreatedAt      string `json:"created_at"`
	ConfirmedAt    string `json:"confirmed_at"`
	UnsubscribedAt string `json:"unsubscribed_at"`
}

// MakeSubscribers is list as answered.
func MakeSubscribers(list []store.Subscriber) []Subscriber {
	return convert(list, func(x store.Subscriber) Subscriber {
		return Subscriber{ID: x.ID, Email: x.Email, Lang: x.Lang, State: x.State, CreatedAt: x.CreatedAt, ConfirmedAt: x.ConfirmedAt,
			UnsubscribedAt: x.UnsubscribedAt}
	})
}

// SubscriberCSVHeader is the subscribers' CSV's first row.
var SubscriberCSVHeader = []string{"email", "state", "language", "subscribed_at", "confirmed_at", "unsubscribed_at"}

// SubscriberCSVRow is x as a row of the subscribers' CSV, each cell safe to open in a
// spreadsheet (CSVCell).
func SubscriberCSVRow(x store.Subscriber) []string {
	row := []string{x.Email, x.State, x.Lang, x.CreatedAt, x.ConfirmedAt, x.UnsubscribedAt}
	for i := range row {
		row[i] = CSVCell(row[i])
	}
	return row
}

// CSVCell is a cell a spreadsheet shows as text: one that starts with =, +, - or @ (or a tab
// or carriage return, which some spreadsheets skip before reading a formula) gets a leading
// apostrophe, so that a subscriber's address like "=HYPERLINK(…)@x.lv" is never run as a
// formula in the accountant's or marketer's spreadsheet (OWASP's CSV injection advice).
func CSVCell(s string) string {
	if s != "" && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r') {
		return "'" + s
	}
	return s
}
