package present

import (
	"testing"

	"shop/store"
)

// The arrow leads to the label: an uploaded picture opens in the page's dialog, a PDF or a
// picture on another site (which the pages' policy would not show) opens by itself, and
// without a label the sheet (an EPREL page shows the label) stands in; no class, no arrow.
func TestMakeEnergy(t *testing.T) {
	t.Parallel()
	const eprel = "https://eprel.ec.europa.eu/screen/product/electronicdisplays/123456"
	for _, c := range []struct {
		in    store.EnergyLabel
		label string
		image bool
	}{
		{store.EnergyLabel{Class: "B", Label: "/media/energy/a.png", Sheet: eprel}, "/media/energy/a.png", true},
		{store.EnergyLabel{Class: "B", Label: "/media/demo/energy-d-B-x-y.svg"}, "/media/demo/energy-d-B-x-y.svg", true},
		{store.EnergyLabel{Class: "B", Label: "/media/energy/a.PDF", Sheet: eprel}, "/media/energy/a.PDF", false},
		{store.EnergyLabel{Class: "B", Label: "https://cdn.example/label.png"}, "https://cdn.example/label.png", false},
		{store.EnergyLabel{Class: "G", Sheet: eprel}, eprel, false},
		{store.EnergyLabel{Class: "G"}, "", false},
	} {
		e := MakeEnergy(c.in)
		if e == nil || e.Class != c.in.Class || e.Label != c.label || e.LabelImage != c.image || e.Sheet != c.in.Sheet {
			t.Errorf("%+v: %+v", c.in, e)
		}
	}
	if e := MakeEnergy(store.EnergyLabel{Sheet: eprel}); e != nil {
		t.Errorf("no class: %+v", e)
	}
}
