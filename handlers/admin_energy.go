package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"shop/pictures"
	"shop/services"
)

// registerAdminEnergy adds the upload of an energy label's files (the label, the product
// information sheet) to the back office; the product form then saves the path answered in
// the product's energy fields.
func (s *Server) registerAdminEnergy(g *echo.Group) {
	s.allowBody(g.POST("/energy-files", s.addEnergyFile), services.EnergyFileMaxBytes+1<<20, "file", pictures.ErrTooBig.Key())
}

// addEnergyFile takes a file upload (multipart, the file in "file"): a PDF or a picture of at
// most services.EnergyFileMaxBytes, judged by its bytes. It answers 201 {path}.
func (s *Server) addEnergyFile(c echo.Context) error {
	data, err := formFile(c.Request(), "file", services.EnergyFileMaxBytes)
	if err != nil {
		return err
	}
	path, err := services.AddEnergyFile(c.Request().Context(), s.store, staffOf(c).ID, data)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]string{"path": path})
}
