package demo

import "shop/store"

// The demo's energy labels (Regulation (EU) 2017/1369): televisions and monitors are
// electronic displays ((EU) 2019/2013), smartphones and tablets have had labels since 20 June
// 2025 ((EU) 2023/1669). Each model gets a class in the range such products have in EPREL
// today (televisions mostly E to G, monitors E or F, phones and tablets A to C), a drawn
// label (pictures_energy.go) and a link to an EPREL page with a plausible registration number.
// Look-alike data for a demo: a shop takes its products' labels from their suppliers.

// energyKinds are the picture kinds with a label: whether each is a display, and the classes
// its models draw from (a class repeated is likelier).
var energyKinds = map[string]struct {
	display bool
	classes string
}{
	"tv":      {true, "EEFFFGG"},
	"monitor": {true, "EF"},
	"phone":   {false, "AABBBC"},
	"tablet":  {false, "ABBC"},
}

// energyOf is the energy label of product p (kind k), the zero value for a kind without one.
// Every variant of a model has the model's class; the registration number is the product's.
func energyOf(k *seedKind, p *seedProduct, id int64) store.EnergyLabel {
	ek, ok := energyKinds[k.pic]
	if !ok {
		return store.EnergyLabel{}
	}
	m := &k.models[p.model]
	class := string(ek.classes[(p.kind*31+p.model*7)%len(ek.classes)])
	group := "smartphonestablets"
	if ek.display {
		group = "electronicdisplays"
	}
	return store.EnergyLabel{Class: class, Label: "/media/demo/" + energyLabelFile(ek.display, class, m.brand, p.code),
		Sheet: store.EPRELPage(group, 1_000_000+(id*7919)%900_000)}
}
