package handlers

import (
	"errors"
	"net/http"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// The withdrawal function (Consumer Rights Directive Art. 11a): the page /withdrawal, linked
// from every page's footer and from each order's page, asks for the name, the e-mail and the
// order's number (no sign-in, no reason), finds the order to list its lines, and a second step
// sends the statement. Finding an order is limited as the order lookup is (the e-mail is the
// secret of a number that runs in sequence); a statement kept also counts against the
// address's write limit (write_limits.go).

// Bounds of the form's fields.
const (
	withdrawalNameMax   = 100
	withdrawalNumberMax = 32
	withdrawalLinesMax  = 200 // more ids than an order can have lines is junk
)

// orderNumberShape is what an order number is made of: the page's prefill takes nothing else.
var orderNumberShape = regexp.MustCompile(`^[A-Z]{1,8}-[0-9]{1,12}$`)

// WithdrawalProps are the withdrawal page's props: the order number to start with (from the
// order page's link: ?order=LV-000123), or ”.
type WithdrawalProps struct {
	Number      string        `json:"number"`
	Breadcrumbs []present.Ref `json:"breadcrumbs"`
}

// withdrawalPage answers /withdrawal[?order=LV-000123].
func (s *Server) withdrawalPage(c echo.Context) error {
	l := lang(c)
	props := WithdrawalProps{Breadcrumbs: s.crumbs(c, present.Ref{Title: i18n.T(l, "withdrawal_title"), Link: "/withdrawal"})}
	if n := strings.ToUpper(strings.TrimSpace(c.QueryParam("order"))); orderNumberShape.MatchString(n) {
		props.Number = n
	}
	return s.render(c, http.StatusOK, "withdrawal", props, Meta{Title: i18n.T(l, "withdrawal_title"),
		Description: i18n.T(l, "withdrawal_lead"), Canonical: "/withdrawal"})
}

type withdrawalRequest struct {
	Name   string  `json:"name"`
	Email  string  `json:"email"`
	Number string  `json:"number"`
	Lines  []int64 `json:"lines"`
}

// validate trims the fields and checks them; name only when a statement is sent (finding the
// order needs the number and e-mail alone, but the form asks for all three first).
func (r *withdrawalRequest) validate() store.FieldErrors {
	errs := store.FieldErrors{}
	nameCtl, emailCtl := store.HasControl(r.Name, false), store.HasControl(r.Email, false)
	r.Name, r.Email, r.Number = strings.TrimSpace(r.Name), strings.TrimSpace(r.Email), strings.ToUpper(strings.TrimSpace(r.Number))
	switch {
	case nameCtl:
		errs.Add("name", "error_single_line")
	case r.Name == "":
		errs.Add("name", "error_required")
	case utf8.RuneCountInString(r.Name) > withdrawalNameMax:
		errs.Add("name", "error_too_long")
	}
	switch {
	case emailCtl:
		errs.Add("email", "error_single_line")
	case !store.ValidEmail(r.Email):
		errs.Add("email", "error_email")
	}
	switch {
	case r.Number == "":
		errs.Add("number", "error_required")
	case len(r.Number) > withdrawalNumberMax:
		errs.Add("number", "error_too_long")
	}
	if len(r.Lines) > withdrawalLinesMax {
		errs.Add("lines", "error_invalid_value")
	}
	return errs
}

// withdrawalRequest reads both steps' request, checks its fields and takes an order lookup
// from the address's and the e-mail's limits (the steps guess at the same pairs); ok false
// with the answer already decided in err.
func (s *Server) withdrawalRequest(c echo.Context) (withdrawalRequest, []limitKey, bool, error) {
	var req withdrawalRequest
	if err := bindJSON(c, &req); err != nil {
		return req, nil, false, err
	}
	if errs := req.validate(); len(errs) > 0 {
		return req, nil, false, validationError(errs)
	}
	keys, ok, err := s.takeLookup(c, req.Email)
	return req, keys, ok, err
}

// findWithdrawalOrder answers POST /api/withdrawal/order {name, email, number}: the order's
// number, product lines and the period's end (” before delivery), for the form's second
// step. A number and e-mail that name no order are one answer, whichever is wrong (a 422 of
// number); an order cancelled or past its period is a 422 of number saying so.
func (s *Server) findWithdrawalOrder(c echo.Context) error {
	req, keys, ok, err := s.withdrawalRequest(c)
	if !ok {
		return err
	}
	l := lang(c)
	o, err := s.store.WithdrawalOrder(c.Request().Context(), req.Number, req.Email)
	if err != nil {
		return withdrawalError(err)
	}
	refundAll(keys...)
	deadline := ""
	if !o.Deadline.IsZero() {
		// The period ends at midnight: the day shown is the last whole day.
		deadline = i18n.Date(l, o.Deadline.In(s.location()).AddDate(0, 0, -1))
	}
	return c.JSON(http.StatusOK, map[string]any{"order": map[string]any{"number": o.Number,
		"lines": present.MakeWithdrawalLines(o.Lines), "deadline": deadline}})
}

// withdraw answers POST /api/withdrawal {name, email, number, lines}: the statement kept
// ({withdrawal}), its acknowledgement and the shop's copy queued. The same order and lines
// sent again answer the first record and queue nothing, over the address's limit too.
// Refusals are findWithdrawalOrder's, lines not the order's (a 422 of lines), and too many
// new statements from one address (429).
func (s *Server) withdraw(c echo.Context) error {
	req, keys, ok, err := s.withdrawalRequest(c)
	if !ok {
		return err
	}
	addr := addressKey(c.RealIP())
	fresh, retry := s.writes.withdrawal.take(addr)
	l := lang(c)
	w, existed, err := s.store.Withdraw(c.Request().Context(), store.WithdrawalInput{Number: req.Number, Email: req.Email,
		Name: req.Name, Lang: l, ItemIDs: req.Lines, Address: c.RealIP(), ShopTo: s.contactTo(), ExistingOnly: !fresh})
	if err != nil {
		if fresh {
			s.writes.withdrawal.refund(addr)
		}
		return withdrawalError(err)
	}
	refundAll(keys...) // the pair was right
	switch {
	case !fresh && !existed:
		return tooMany(c, retry, "error_withdrawal_limited")
	case fresh && existed:
		s.writes.withdrawal.refund(addr) // nothing new was kept or mailed
	}
	return c.JSON(http.StatusOK, map[string]any{"withdrawal": present.MakeWithdrawal(w, l, s.location())})
}

// withdrawalError is the answer to a store error of a withdrawal: a pair that names no order
// is the order lookup's field error, which tells nothing of which half was wrong.
func withdrawalError(err error) error {
	var fe store.FieldErrors
	switch {
	case errors.Is(err, store.ErrNotFound):
		return validationError(store.FieldErrors{"number": {"error_order_lookup"}})
	case errors.As(err, &fe):
		return validationError(fe)
	}
	return err
}
