package present

import "shop/store"

// ShippingCountry is a country a shipping method delivers to as the checkout answers it (spec
// §3 Shipping country), with the regions (and their areas) and cities the shop knows there.
type ShippingCountry struct {
	ID         int64        `json:"id"`
	Code       string       `json:"code"`
	Title      string       `json:"title"`
	TitleLocal string       `json:"title_local"`
	ZipPattern string       `json:"zip_pattern"` // a regular expression a zip must match; "" any
	Regions    []Region     `json:"regions"`
	Cities     []PlaceTitle `json:"cities"`
}

// Region is a region of a country with its areas.
type Region struct {
	ID    int64        `json:"id"`
	Title string       `json:"title"`
	Areas []PlaceTitle `json:"areas"`
}

// PlaceTitle is an area or a city.
type PlaceTitle struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// MakeShippingCountries are the countries as the checkout lists them.
func MakeShippingCountries(list []store.ShippingCountry) []ShippingCountry {
	out := make([]ShippingCountry, len(list))
	for i, c := range list {
		out[i] = ShippingCountry{ID: c.ID, Code: c.Code, Title: c.Title, TitleLocal: c.TitleLocal, ZipPattern: c.ZipPattern,
			Regions: makeRegions(c.Regions), Cities: makePlaces(c.Cities)}
	}
	return out
}

// makeRegions keeps a nil list nil (null) and an empty one empty ([]), as the store gave it.
func makeRegions(list []store.Region) []Region {
	if list == nil {
		return nil
	}
	out := make([]Region, len(list))
	for i, r := range list {
		out[i] = Region{ID: r.ID, Title: r.Title, Areas: makePlaces(r.Areas)}
	}
	return out
}

// makePlaces keeps a nil list nil (null) and an empty one empty ([]), as the store gave it.
func makePlaces(list []store.PlaceTitle) []PlaceTitle {
	if list == nil {
		return nil
	}
	out := make([]PlaceTitle, len(list))
	for i, p := range list {
		out[i] = PlaceTitle{ID: p.ID, Title: p.Title}
	}
	return out
}

// PickupPoint is a parcel locker or a shop a method delivers to (spec §3 Pickup point).
type PickupPoint struct {
	ID          int64  `json:"id"`
	Identifier  string `json:"identifier"`
	FullAddress string `json:"full_address"` // "address, city, zip"
	Address     string `json:"address"`
	Zip         string `json:"zip"`
	City        string `json:"city"`
	CountryID   int64  `json:"country_id"`
}

// MakePickupPoints are the points as the checkout's search lists them.
func MakePickupPoints(list []store.PickupPoint) []PickupPoint {
	out := make([]PickupPoint, len(list))
	for i, p := range list {
		out[i] = PickupPoint{ID: p.ID, Identifier: p.Identifier, FullAddress: p.Address + ", " + p.City + ", " + p.Zip,
			Address: p.Address, Zip: p.Zip, City: p.City, CountryID: p.CountryID}
	}
	return out
}
