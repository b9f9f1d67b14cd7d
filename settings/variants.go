package settings

// Variant is a shop variant (spec §1): what the binary builds for a country and a layout, and
// the settings a new data folder starts with. The country and the layout are the variant's
// own (the payment providers, the interface's texts and the pages are made for them); the
// settings are the owner's to change later.
type Variant struct {
	Code               string
	Country            string // ISO code: the payment providers, the interface's texts, the order numbers' prefix
	OnlySecondTerms    bool   // the checkout shows only the second terms link
	HideContactDetails bool   // the contact page shows neither the second phone nor the shop's address
	HideContactImage   bool
	TelephoneShop      bool // the home page has no category sidebar and no manufacturers block
	Defaults           Shop
}

// The footer's payment and delivery chips: the banks, cards and carriers of the shop's country
// (the demo's payment and shipping methods, demo/seed_shipping_*.go).
var (
	latvianPaymentBrands  = []string{"Visa", "Mastercard", "Swedbank", "SEB", "Citadele", "Luminor"}
	latvianDeliveryBrands = []string{"DPD", "Omniva"}
	finnishPaymentBrands  = []string{"Visa", "Mastercard", "Nordea", "OP", "S-Pankki", "Danske Bank"}
	finnishDeliveryBrands = []string{"Posti", "Matkahuolto", "Budbee"}
)

// The Finnish shops are a Finnish company; the Latvian shop a Latvian one.
var (
	latvianCompany = Company{
		Name: "SIA TelShop", RegNumber: "40103567891", VATNumber: "LV40103567891",
		LegalAddress: "Krišjāņa Barona iela 12-3, Rīga, LV-1050", Email: "info@telshop.lv",
		Phone: "+371 67 000 000", Phone2: "+371 20 000 000", ShopAddress: "Brīvības iela 68, Rīga, LV-1011",
		OpeningHours: []OpeningHours{{"mon_fri", "10:00–19:00"}, {"sat", "10:00–16:00"}, {"sun", ""}},
		Image:        "/media/demo/banner-box-200-4.svg",
		Country:      "LV", City: "Rīga", Zip: "LV-1050", Street: "Krišjāņa Barona iela 12-3",
	}
	finnishCompany = Company{
		Name: "TelShop Oy", RegNumber: "3123456-3", VATNumber: "FI31234563",
		LegalAddress: "Mannerheimintie 12 B, 00100 Helsinki", Email: "asiakaspalvelu@telshop.fi",
		Phone: "+358 9 4245 0000", Phone2: "+358 40 123 4567", ShopAddress: "Kamppi, Urho Kekkosen katu 1, 00100 Helsinki",
		OpeningHours: []OpeningHours{{"mon_fri", "9:00–17:00"}, {"sat", ""}, {"sun", ""}},
		Image:        "/media/demo/banner-box-200-4.svg",
		Country:      "FI", City: "Helsinki", Zip: "00100", Street: "Mannerheimintie 12 B",
	}
)

// The standard VAT rates of the member states the demo shops deliver to (basis points), as
// in force in 2026: Latvia and Lithuania 21 %, Estonia 24 % (since July 2025), Finland
// 25.5 % (since September 2024). The owner keeps them current in the back office.
var balticFinnishRates = map[string]int64{"LV": 2100, "LT": 2100, "EE": 2400, "FI": 2550}

// Each variant's languages have the default first: the language of its content and of its
// unprefixed URLs. A cart below MinOrderNet (net goods, cents) cannot be ordered; credit
// offers (spec §9) charge CreditRateBasisPoints a year on the 24-month plan; the dashboard lists
// the products with fewer than LowStockThreshold units.
var (
	latvianDefaults = Shop{Languages: []string{"lv", "en", "ru"}, TimeZone: "Europe/Riga", VATBasisPoints: 2100,
		CreditRateBasisPoints: 1990, MinOrderNet: 500, PaymentBrands: latvianPaymentBrands, DeliveryBrands: latvianDeliveryBrands,
		VATRates: balticFinnishRates, Company: latvianCompany, CouponsEnabled: true, LowStockThreshold: 3}
	finnishDefaults = Shop{Languages: []string{"fi", "en"}, TimeZone: "Europe/Helsinki", VATBasisPoints: 2550,
		CreditRateBasisPoints: 1990, MinOrderNet: 800, PaymentBrands: finnishPaymentBrands, DeliveryBrands: finnishDeliveryBrands,
		VATRates: balticFinnishRates, Company: finnishCompany, CouponsEnabled: true, LowStockThreshold: 3}
)

var variants = []Variant{
	{Code: "lv_shop", Country: "LV", Defaults: latvianDefaults},
	{Code: "fi_tel_shop", Country: "FI", OnlySecondTerms: true, HideContactDetails: true, Defaults: finnishDefaults},
	{Code: "tt_fi_tel_shop", Country: "FI", OnlySecondTerms: true, HideContactDetails: true, HideContactImage: true,
		TelephoneShop: true, Defaults: finnishDefaults},
}

// Codes lists the known shop variants.
func Codes() []string {
	out := make([]string, len(variants))
	for i, v := range variants {
		out[i] = v.Code
	}
	return out
}

// Lookup is the variant of code, and whether there is one. Its Defaults are parsed (their
// Location loaded) and their own copy: a caller may change them.
func Lookup(code string) (Variant, bool) {
	for _, v := range variants {
		if v.Code == code {
			d, err := Parse(Values(v.Defaults))
			if err != nil {
				panic("settings: the defaults of " + code + ": " + err.Error())
			}
			v.Defaults = d
			return v, true
		}
	}
	return Variant{}, false
}
