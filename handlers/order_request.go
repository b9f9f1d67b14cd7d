package handlers

import "shop/store"

// orderRequest is the order payload (spec §3): the buyer, where the order goes, the chosen
// methods' codes and the terms. Its json names are the keys of the field errors the store
// gives back (order.user_email, shipping.city…).
type orderRequest struct {
	Order          orderContactRequest  `json:"order"`
	Shipping       orderShippingRequest `json:"shipping"`
	ShippingMethod string               `json:"shipping_method"` // code
	PaymentMethod  string               `json:"payment_method"`  // code
	TermsAccepted  bool                 `json:"terms_accepted"`
}

// orderContactRequest is the buyer (spec §3 Order payload, order).
type orderContactRequest struct {
	UserType         string       `json:"user_type"` // b2c or b2b
	UserName         string       `json:"user_name"`
	UserSurname      string       `json:"user_surname"`
	UserEmail        string       `json:"user_email"`
	UserPhoneNumber  phoneRequest `json:"user_phone_number"`
	CompanyName      string       `json:"company_name"`
	CompanyRegNum    string       `json:"company_reg_num"`
	CompanyVatNum    string       `json:"company_vat_num"`
	CompanyAddress   string       `json:"company_address"`
	CompanyCity      string       `json:"company_city"`
	CompanyZip       string       `json:"company_zip"`
	CompanyCountryID int64        `json:"company_country_id"`
}

// orderShippingRequest is where the order goes (spec §3 Order payload, shipping): the address
// and the phone the courier calls, the buyer's when empty.
type orderShippingRequest struct {
	shippingAddressRequest
	UserPhoneNumber phoneRequest `json:"user_phone_number"`
}

// shippingAddressRequest is an address as the checkout sends it (spec §3 Cart
// shipping_address); ids are 0 when unset.
type shippingAddressRequest struct {
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

func (a shippingAddressRequest) address() store.ShippingAddress {
	return store.ShippingAddress{Identifier: a.Identifier, CountryID: a.CountryID, RegionID: a.RegionID, AreaID: a.AreaID,
		City: a.City, Village: a.Village, BuildingNum: a.BuildingNum, HouseNum: a.HouseNum, Address: a.Address,
		Zip: a.Zip, Message: a.Message, Phone: a.Phone}
}

// input is the request as the store takes it; the handler adds who asks and under which rules.
func (r orderRequest) input() store.OrderInput {
	o := r.Order
	return store.OrderInput{
		Order: store.OrderContact{UserType: o.UserType, UserName: o.UserName, UserSurname: o.UserSurname,
			UserEmail: o.UserEmail, UserPhoneNumber: o.UserPhoneNumber.phone(), CompanyName: o.CompanyName,
			CompanyRegNum: o.CompanyRegNum, CompanyVatNum: o.CompanyVatNum, CompanyAddress: o.CompanyAddress,
			CompanyCity: o.CompanyCity, CompanyZip: o.CompanyZip, CompanyCountryID: o.CompanyCountryID},
		Shipping: store.OrderShipping{ShippingAddress: r.Shipping.address(),
			UserPhoneNumber: r.Shipping.UserPhoneNumber.phone()},
		ShippingMethod: r.ShippingMethod,
		PaymentMethod:  r.PaymentMethod,
		TermsAccepted:  r.TermsAccepted,
	}
}
