package handlers

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"shop/i18n"
	"shop/present"
	"shop/store"
)

// The contact page (spec §2 Contact): the company, the contact form and the team.

// Bounds of the contact form's fields.
const (
	contactNameMax    = 100
	contactMessageMin = 10
	contactMessageMax = 5000
	// teamDescriptionLimit is the length from which a team member's description is clipped
	// with a read more toggle (spec §9).
	teamDescriptionLimit = 150
)

// ContactProps are the contact page's props. The team comes without e-mail addresses: the
// page's JSON is inside its HTML, and an address there is a scraper's; the page asks
// GET /api/team-members for them when a shopper clicks.
type ContactProps struct {
	Company     Company       `json:"company"`
	Bank        ContactBank   `json:"bank"`
	TeamMembers []TeamMember  `json:"team_members"`
	Action      string        `json:"action"` // where the form posts
	Breadcrumbs []present.Ref `json:"breadcrumbs"`
}

// ContactBank is the account the contact page names: the one bank transfers go to.
type ContactBank struct {
	Beneficiary string `json:"beneficiary"`
	IBAN        string `json:"iban"`
	BIC         string `json:"bic"`
	Name        string `json:"name"`
}

// TeamMember is a team member on the contact page, without the e-mail address. A description
// over teamDescriptionLimit characters comes clipped too, for the read more toggle: clipped
// here, the page needs no clipping code of its own.
type TeamMember struct {
	ID                 int64         `json:"id"`
	Name               string        `json:"name"`
	Description        string        `json:"description"`
	DescriptionClipped string        `json:"description_clipped,omitempty"` // '' when short enough to show whole
	ShortDescription   string        `json:"short_description"`
	Image              present.Image `json:"image"`
}

// contactPage answers /contact.
func (s *Server) contactPage(c echo.Context) error {
	team, err := s.store.TeamMembers(c.Request().Context(), lang(c))
	if err != nil {
		return err
	}
	co := companyOf(s.settings().Company).shown(s.shop)
	a := s.payments.BankAccount()
	props := ContactProps{Company: co, Bank: ContactBank{Beneficiary: a.Beneficiary, IBAN: a.IBANGrouped(), BIC: a.BIC, Name: a.Name},
		TeamMembers: make([]TeamMember, len(team)), Action: "/api/page/contact"}
	for i, m := range team {
		props.TeamMembers[i] = TeamMember{ID: m.ID, Name: m.Name, Description: m.Description, ShortDescription: m.ShortDescription, Image: present.Image{Source: m.Image}}
		if utf8.RuneCountInString(m.Description) > teamDescriptionLimit {
			props.TeamMembers[i].DescriptionClipped = clipWords(m.Description, teamDescriptionLimit)
		}
	}
	l := lang(c)
	props.Breadcrumbs = s.crumbs(c, present.Ref{Title: i18n.T(l, "contact_title"), Link: "/contact"})
	return s.render(c, http.StatusOK, "contact", props, Meta{
		Title: i18n.T(l, "contact_title"), Description: i18n.T(l, "contact_description", "company", co.Name),
		Canonical: "/contact", JSONLD: []any{s.contactPageLD(c, co), s.breadcrumbLD(c, props.Breadcrumbs)}, LCP: contactLCP(co),
	})
}

// contactLCP preloads the contact picture, the page's largest on the first screen.
func contactLCP(co Company) []PreloadImage {
	if co.Image == "" {
		return nil
	}
	return []PreloadImage{{Href: co.Image}}
}

// contactPageLD is the page's schema.org ContactPage about the shop's Organization, with what
// search engines show as the company's contact details.
func (s *Server) contactPageLD(c echo.Context, co Company) map[string]any {
	org := s.organizationLD(c)
	delete(org, "@context")
	org["legalName"], org["email"], org["telephone"], org["vatID"], org["taxID"] = co.Name, co.Email, co.Phone, co.VATNumber, co.RegNumber
	org["address"] = map[string]any{"@type": "PostalAddress", "streetAddress": co.Street, "addressLocality": co.City,
		"postalCode": co.Zip, "addressCountry": co.Country}
	org["contactPoint"] = map[string]any{"@type": "ContactPoint", "contactType": "customer service", "email": co.Email, "telephone": co.Phone}
	return map[string]any{"@context": "https://schema.org", "@type": "ContactPage", "url": s.absURL(c, s.path(c, "/contact")),
		"inLanguage": lang(c), "about": org}
}

type contactRequest struct {
	Name               string `json:"name"`
	Email              string `json:"email"`
	Phone              string `json:"phone"`
	Message            string `json:"message"`
	GRecaptchaResponse string `json:"gRecaptchaResponse"`
}

// contactMessage answers POST /api/page/contact {name, email, phone, message,
// gRecaptchaResponse}: the message is kept and mailed to the shop (Reply-To the shopper).
// Messages are limited per client address (write_limits.go): over it, 429.
func (s *Server) contactMessage(c echo.Context) error {
	var req contactRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if errs := req.validate(); len(errs) > 0 {
		return validationError(errs)
	}
	addr := addressKey(c.RealIP())
	if ok, retry := s.writes.contact.take(addr); !ok {
		return tooMany(c, retry, "error_contact_limited")
	}
	if err := s.checkCaptcha(c, req.GRecaptchaResponse, "contact", "gRecaptchaResponse"); err != nil {
		s.writes.contact.refund(addr)
		return err
	}
	l := lang(c)
	m := store.ContactMessage{Name: req.Name, Email: req.Email, Phone: req.Phone, Message: req.Message, Lang: l}
	if _, err := s.store.SendContactMessage(c.Request().Context(), m, s.contactTo()); err != nil {
		s.writes.contact.refund(addr)
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"message": i18n.T(l, "contact_sent")})
}

// validate trims the fields and checks them (the token only for being there: the verifier
// checks it once the fields are right, so a token is not spent on a form that goes back).
func (r *contactRequest) validate() store.FieldErrors {
	errs := store.FieldErrors{}
	// One-line fields are looked at for control characters before trimming: a trailing
	// line break is a line break too.
	nameCtl, emailCtl, phoneCtl := store.HasControl(r.Name, false), store.HasControl(r.Email, false), store.HasControl(r.Phone, false)
	r.Name, r.Email, r.Phone = strings.TrimSpace(r.Name), strings.TrimSpace(r.Email), strings.TrimSpace(r.Phone)
	r.Message = strings.TrimSpace(strings.ReplaceAll(r.Message, "\r\n", "\n"))
	switch {
	case nameCtl:
		errs.Add("name", "error_single_line")
	case r.Name == "":
		errs.Add("name", "error_required")
	case utf8.RuneCountInString(r.Name) > contactNameMax:
		errs.Add("name", "error_too_long")
	}
	switch {
	case emailCtl:
		errs.Add("email", "error_single_line")
	case !store.ValidEmail(r.Email):
		errs.Add("email", "error_email")
	}
	switch {
	case phoneCtl:
		errs.Add("phone", "error_single_line")
	case r.Phone != "" && !store.ValidPhone(r.Phone):
		errs.Add("phone", "error_phone")
	}
	switch n := utf8.RuneCountInString(r.Message); {
	case n == 0:
		errs.Add("message", "error_required")
	case n < contactMessageMin || n > contactMessageMax:
		errs.Add("message", "error_message_length")
	case store.HasControl(r.Message, true) || strings.Contains(r.Message, "\r"): // lines end in \n here
		errs.Add("message", "error_invalid_value")
	}
	if r.GRecaptchaResponse == "" {
		errs.Add("gRecaptchaResponse", "error_captcha")
	}
	return errs
}

// teamMembers answers GET /api/team-members: the team with their e-mail addresses.
func (s *Server) teamMembers(c echo.Context) error {
	team, err := s.store.TeamMembers(c.Request().Context(), lang(c))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"teamMembers": present.MakeTeamMembers(team)})
}

// clipWords shortens text to at most n characters ending with an ellipsis, cut after a whole
// word when one ends in the last quarter.
func clipWords(text string, n int) string {
	r := []rune(text)
	if len(r) <= n {
		return text
	}
	cut := string(r[:n-1])
	if i := strings.LastIndexByte(cut, ' '); i >= 0 && utf8.RuneCountInString(cut[:i]) >= n*3/4 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " .,;:!?-") + "…"
}
