package present

import "shop/store"

// ShippingAddress is where a cart or an order goes (spec §3 Cart shipping_address), in the
// names the checkout sends it with; ids are 0 when unset.
type ShippingAddress struct {
	Identifier  string `json:"identifier"` // the pickup point's, for a locker
	CountryID   int64  `json:"country_id"`
	RegionID    int64  `json:"region_id"`
	AreaID      int64  `json:"area_id"`
	City        string `json:"city"`
	Village     string `json:"village"`
	BuildingNum string `json:"building_num"`
	HouseNum    string `json:"house_num"`
	Address     string `json:"address"`
	Zip         string `json:"zip"`
	Message     string `json:"message"`
	Phone       string `json:"phone"`
}

// MakeShippingAddress is a as answered.
func MakeShippingAddress(a store.ShippingAddress) ShippingAddress {
	return ShippingAddress{Identifier: a.Identifier, CountryID: a.CountryID, RegionID: a.RegionID, AreaID: a.AreaID,
		City: a.City, Village: a.Village, BuildingNum: a.BuildingNum, HouseNum: a.HouseNum, Address: a.Address,
		Zip: a.Zip, Message: a.Message, Phone: a.Phone}
}
