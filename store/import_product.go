package store

// ImportProduct is one product of an import file (package catalogcsv reads them) as plain
// values. Has says which of its fields the file gives: a field the file has no column for
// keeps the product's value on an update, so a file of codes and prices changes prices only.
// The texts are by language; a language missing from a map is a column the file lacks.
type ImportProduct struct {
	Line              int // the file's line the product starts on, for the answer's errors
	Code              string
	Slug              string // without HasSlug: the slug a new product gets (made unique), none for an existing one
	Titles            map[string]string
	ShortDescriptions map[string]string
	Descriptions      map[string]string
	Safety            map[string]string // the warnings and safety information (product_safety.go)
	Category          string            // a category's slug, or a path of slugs ("phones/smartphones") naming its last
	Manufacturer      string            // a manufacturer's slug or title
	Price             int64             // net cents a shopper pays (after any discount)
	OldPrice          int64             // net cents before the discount; 0: no discount
	Stock             int64
	Published         bool
	Labels            []string // ProductLabels' names
	GTIN, MPN         string
	DurabilityYears   int64       // the producer's commercial guarantee of durability (durability.go)
	VariantGroup      string      // products sharing one are variants of each other
	VariantLabel      string      // what tells this variant from its siblings ("Red / XL")
	Energy            EnergyLabel // with HasEnergyClass, -Label, -Sheet: the energy class, label and information sheet (product_energy.go)
	Images            []ImportImage
	Has               ImportFields
}

// ImportImage is a picture an import names by its URL, fetched after the import commits.
type ImportImage struct {
	URL  string
	Line int // the file's line that names it: a picture that cannot be fetched is a warning there
}

// ImportFields is a set of the fields of an ImportProduct a file gives.
type ImportFields uint32

// The fields of an ImportProduct that a file may give or leave out. The texts are not here:
// their maps hold the languages the file gives.
const (
	HasSlug ImportFields = 1 << iota
	HasCategory
	HasManufacturer
	HasPrice
	HasOldPrice
	HasStock
	HasPublished
	HasLabels
	HasGTIN
	HasMPN
	HasVariantGroup
	HasVariantLabel
	HasDurability
	HasEnergyClass
	HasEnergyLabel
	HasEnergySheet
)

// ProductLabels are the labels a product may carry, by their names in an import or export
// file: the badges and lists of the storefront.
var ProductLabels = []string{"popular", "new", "featured", "recommended", "delayed"}
