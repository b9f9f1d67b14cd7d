package handlers

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/present"
	"shop/settings"
	"shop/store"
)

// registerAdminSettings adds the owners' settings calls: the settings table's keys, read and
// written as text (the table's own form), each checked by package settings.
func (s *Server) registerAdminSettings(g *echo.Group) {
	get(g, "/settings", s.adminSettings, ownerOnly)
	g.PUT("/settings", s.adminSaveSettings, ownerOnly)
}

// adminSettings answers GET /api/admin/settings: {keys: the settings in their order,
// settings: {key: value}, member_states: the EU's member states named in the staff member's
// language, which vat_rates' table offers}.
func (s *Server) adminSettings(c echo.Context) error {
	values, err := s.store.SettingValues(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"keys": settings.Keys(), "settings": values,
		"member_states": present.MakeAdminMemberStates(store.MemberStates(staffOf(c).Lang))})
}

// maxSettingsPerCall bounds one PUT: there are a few dozen settings.
const maxSettingsPerCall = 100

// adminSaveSettings answers PUT /api/admin/settings {key: value, …} (any subset of the keys;
// values as text): all are written, audited, and served from the next request on, or none
// and a 422 keyed by the setting's key. The answer is the settings as GET has them.
func (s *Server) adminSaveSettings(c echo.Context) error {
	var req map[string]string
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if len(req) == 0 || len(req) > maxSettingsPerCall {
		return validationError(store.FieldErrors{"settings": {"error_invalid_value"}})
	}
	err := s.store.SetSettings(c.Request().Context(), staffOf(c).ID, req)
	var se settings.Errors
	if errors.As(err, &se) {
		fe := store.FieldErrors{}
		for key, why := range se {
			fe.Add(key, why)
		}
		return validationError(fe)
	}
	if err != nil {
		return err
	}
	return s.adminSettings(c)
}
