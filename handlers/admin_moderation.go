package handlers

import (
	"encoding/csv"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/store"
)

// registerAdminModeration adds what shoppers write and wait for: reviews to approve, hide,
// answer or delete, contact messages to answer, the back-in-stock subscriptions per product
// and the newsletter's addresses (a list and a CSV). Day-to-day work: staff and owners alike.
func (s *Server) registerAdminModeration(g *echo.Group) {
	get(g, "/reviews", s.adminReviews)
	g.POST("/reviews/:id/approve", s.adminModerateReview("approve"))
	g.POST("/reviews/:id/hide", s.adminModerateReview("hide"))
	g.PUT("/reviews/:id/answer", s.adminModerateReview("answer"))
	g.DELETE("/reviews/:id", s.adminModerateReview("delete"))
	get(g, "/messages", s.adminMessages)
	get(g, "/messages/:id", s.adminMessage)
	g.POST("/messages/:id/answered", s.adminMarkAnswered)
	g.POST("/messages/:id/answer", s.adminAnswerMessage)
	get(g, "/subscriptions/back-in-stock", s.adminWaitingProducts)
	get(g, "/subscriptions/back-in-stock/:id", s.adminWaitingFor)
	get(g, "/subscriptions/newsletter", s.adminSubscribers)
	get(g, "/subscriptions/newsletter.csv", s.adminSubscribersCSV)
}

// adminReviews answers GET /api/admin/reviews[?state=pending|published|hidden&offset=]:
// {reviews, counts: {pending, published, hidden}, limit}; pending (the default) oldest first.
func (s *Server) adminReviews(c echo.Context) error {
	errs := store.FieldErrors{}
	offset := offsetParam(c, errs)
	if len(errs) > 0 {
		return validationError(errs)
	}
	state := c.QueryParam("state")
	if state == "" {
		state = store.ReviewPending
	}
	list, counts, err := s.store.ReviewQueue(c.Request().Context(), state, offset)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"reviews": present.MakeAdminReviews(list, s.answerLinks(c)),
		"counts": map[string]int{"pending": counts.Pending, "published": counts.Published, "hidden": counts.Hidden},
		"limit":  store.ReviewListLimit})
}

type reviewAnswerRequest struct {
	Answer string `json:"answer"`
}

// adminModerateReview answers POST /api/admin/reviews/:id/approve and /hide, PUT
// /reviews/:id/answer {answer} ("" takes the answer away) and DELETE /reviews/:id, each with
// {id}: audited, the product page's reviews and rating follow at once.
func (s *Server) adminModerateReview(action string) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := idParam(c, "id", "error_not_found")
		if err != nil {
			return err
		}
		ch := store.ReviewChange{Action: action}
		if action == "answer" {
			var req reviewAnswerRequest
			if err := bindJSON(c, &req); err != nil {
				return err
			}
			ch.Answer = req.Answer
		}
		if err := s.store.ModerateReview(c.Request().Context(), staffOf(c).ID, id, ch); err != nil {
			return err
		}
		return c.JSON(http.StatusOK, map[string]any{"id": id})
	}
}

// adminMessages answers GET /api/admin/messages[?state=new|answered&offset=]: {messages,
// counts: {new, answered}, limit}, newest first; new by default.
func (s *Server) adminMessages(c echo.Context) error {
	errs := store.FieldErrors{}
	offset := offsetParam(c, errs)
	if len(errs) > 0 {
		return validationError(errs)
	}
	state := c.QueryParam("state")
	if state == "" {
		state = "new"
	}
	list, counts, err := s.store.ContactMessages(c.Request().Context(), state, offset)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"messages": present.MakeAdminContactMessages(list),
		"counts": map[string]int{"new": counts.New, "answered": counts.Answered}, "limit": store.ContactListLimit})
}

// adminMessage answers GET /api/admin/messages/:id: {message}.
func (s *Server) adminMessage(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	m, err := s.store.AdminContactMessageByID(c.Request().Context(), id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": present.MakeAdminContactMessage(m)})
}

// adminMarkAnswered answers POST /api/admin/messages/:id/answered with {message}: marked
// answered (by phone, by a mail from elsewhere), no mail sent; audited.
func (s *Server) adminMarkAnswered(c echo.Context) error {
	return s.answerMessage(c, "")
}

type messageAnswerRequest struct {
	Answer string `json:"answer"`
}

// adminAnswerMessage answers POST /api/admin/messages/:id/answer {answer} with {message}: the
// answer is mailed to the sender in the language they wrote in, and the message is answered;
// an empty answer is a 422 keyed answer.
func (s *Server) adminAnswerMessage(c echo.Context) error {
	var req messageAnswerRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if strings.TrimSpace(req.Answer) == "" {
		return validationError(store.FieldErrors{"answer": {store.MsgRequired}})
	}
	return s.answerMessage(c, req.Answer)
}

func (s *Server) answerMessage(c echo.Context, answer string) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	if err := s.store.AnswerContactMessage(ctx, staffOf(c).ID, id, answer); err != nil {
		return err
	}
	m, err := s.store.AdminContactMessageByID(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"message": present.MakeAdminContactMessage(m)})
}

// adminWaitingProducts answers GET /api/admin/subscriptions/back-in-stock[?sort=count|title&offset=]:
// {products, total, limit}: the products shoppers wait for, most awaited first by default.
func (s *Server) adminWaitingProducts(c echo.Context) error {
	errs := store.FieldErrors{}
	offset := offsetParam(c, errs)
	if len(errs) > 0 {
		return validationError(errs)
	}
	sort := c.QueryParam("sort")
	if sort == "" {
		sort = "count"
	}
	list, total, err := s.store.WaitingProducts(c.Request().Context(), sort, offset)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"products": present.MakeWaitingProducts(list), "total": total,
		"limit": store.WaitingListLimit})
}

// adminWaitingFor answers GET /api/admin/subscriptions/back-in-stock/:id: {product, waiting}:
// who waits for the product, oldest first (at most store.WaitingListLimit).
func (s *Server) adminWaitingFor(c echo.Context) error {
	id, err := idParam(c, "id", "error_not_found")
	if err != nil {
		return err
	}
	p, list, err := s.store.WaitingFor(c.Request().Context(), id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"product": present.MakeWaitingProduct(p), "waiting": present.MakeWaiters(list)})
}

// adminSubscribers answers GET /api/admin/subscriptions/newsletter[?state=pending|confirmed|unsubscribed&offset=]:
// {subscribers, counts: {pending, confirmed, unsubscribed}, limit}, newest first; every state
// when none is given.
func (s *Server) adminSubscribers(c echo.Context) error {
	errs := store.FieldErrors{}
	offset := offsetParam(c, errs)
	if len(errs) > 0 {
		return validationError(errs)
	}
	list, counts, err := s.store.NewsletterSubscribers(c.Request().Context(), c.QueryParam("state"), offset)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"subscribers": present.MakeSubscribers(list),
		"counts": map[string]int{"pending": counts.Pending, "confirmed": counts.Confirmed, "unsubscribed": counts.Unsubscribed},
		"limit":  store.SubscriberListLimit})
}

// adminSubscribersCSV answers GET /api/admin/subscriptions/newsletter.csv[?state=]: every
// address of the state (all when none), oldest first, as a CSV file written row by row as the
// database reads them (any number of addresses in constant memory); its cells are safe to
// open in a spreadsheet (present.CSVCell).
func (s *Server) adminSubscribersCSV(c echo.Context) error {
	state := c.QueryParam("state")
	ctx := c.Request().Context()
	// The state is checked before the first byte: once the file has begun, an error can only
	// cut it short.
	if !store.SubscriberState(state) {
		return validationError(store.FieldErrors{"state": {store.MsgInvalid}})
	}
	h := c.Response().Header()
	h.Set(echo.HeaderContentType, "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="newsletter-subscribers.csv"`)
	c.Response().WriteHeader(http.StatusOK)
	w := csv.NewWriter(c.Response())
	if err := w.Write(present.SubscriberCSVHeader); err != nil {
		return err
	}
	err := s.store.EachNewsletterSubscriber(ctx, state, func(x store.Subscriber) error {
		return w.Write(present.SubscriberCSVRow(x))
	})
	w.Flush()
	if err == nil {
		err = w.Error()
	}
	if err != nil {
		s.log.ErrorContext(ctx, "newsletter CSV cut short", "err", err)
	}
	return nil
}
