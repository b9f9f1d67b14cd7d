package store

import (
	"net/url"
	"strconv"
	"strings"
)

// Energy labels (Regulation (EU) 2017/1369, Art. 6; for electronic displays Delegated
// Regulation (EU) 2019/2013, for smartphones and tablets (EU) 2023/1669): a shop selling such
// a product at a distance shows, next to every price of it, the arrow with its energy class
// and the range of classes (A to G), opening the label, and makes the product information
// sheet available. A product carries its class, its label (an uploaded picture or PDF, or an
// https address) and its information sheet (usually its page in EPREL, the EU's product
// database; or an uploaded file).

// EnergyLabel is a product's energy label data; the zero value is a product without one.
type EnergyLabel struct {
	Class string // "A" … "G"; "" for a product without an energy label
	Label string // the label: an uploaded file's /media/ path or an https address; "" for none
	Sheet string // the product information sheet: an https address or an uploaded file's /media/ path
}

// EnergyClasses are the classes of the labels this shop shows, best first (the rescaled
// scale every product group with a label now has).
const EnergyClasses = "ABCDEFG"

const maxEnergyRef = 500 // an address or a path

// Message key of a label or sheet that is neither an https address nor an uploaded file.
const MsgEnergyRef = "error_energy_ref"

// check normalises e (class in capitals, references trimmed) and validates it into fe under
// prefix ("energy."): a class is one of A–G; a label or a sheet needs a class and is an https
// address with a host or a path under /media/; a class alone is allowed (the label may follow).
func (e *EnergyLabel) check(fe FieldErrors, prefix string) {
	e.Class = strings.ToUpper(strings.TrimSpace(e.Class))
	if e.Class != "" && (len(e.Class) != 1 || !strings.Contains(EnergyClasses, e.Class)) {
		fe.Add(prefix+"class", MsgInvalid)
	}
	for _, f := range []struct {
		field string
		v     *string
	}{{"label", &e.Label}, {"sheet", &e.Sheet}} {
		textField(fe, prefix+f.field, f.v, false, maxEnergyRef, false)
		if *f.v == "" || len(fe[prefix+f.field]) > 0 {
			continue
		}
		if !EnergyRef(*f.v) {
			fe.Add(prefix+f.field, MsgEnergyRef)
		} else if e.Class == "" && len(fe[prefix+"class"]) == 0 {
			fe.Add(prefix+"class", MsgRequired)
		}
	}
}

// EnergyRef is whether v may stand for a label or a sheet: an https address with a host and
// no credentials, or an uploaded file's path under /media/ (no "..", no query).
func EnergyRef(v string) bool {
	if strings.HasPrefix(v, "/media/") {
		return !strings.Contains(v, "..") && !strings.ContainsAny(v, "?#\\ ")
	}
	u, err := url.Parse(v)
	return err == nil && u.Scheme == "https" && u.Host != "" && u.User == nil
}

// EPRELNumber is the EPREL address of a sheet given as its registration number alone (up to
// ten digits): https://eprel.ec.europa.eu/qr/<number>, where the QR code of every label leads
// whatever the product's group; ok is false for anything else.
func EPRELNumber(v string) (link string, ok bool) {
	if v == "" || len(v) > 10 || strings.Trim(v, "0123456789") != "" {
		return "", false
	}
	return "https://eprel.ec.europa.eu/qr/" + v, true
}

// EPRELPage is the public EPREL page of a registration number in a product group as EPREL
// names it ("electronicdisplays", "smartphonestablets"): the page shows the product's label
// and its product information sheet, so the number alone is enough to link both.
func EPRELPage(group string, registration int64) string {
	return "https://eprel.ec.europa.eu/screen/product/" + group + "/" + strconv.FormatInt(registration, 10)
}
