package demo

import (
	"encoding/xml"
	"strings"
	"testing"
)

// A demo label is well-formed SVG from its name alone: the brand's name, the model, the
// seven classes and the product's class in the arrow; a name it does not know draws nothing.
func TestEnergyLabelPicture(t *testing.T) {
	t.Parallel()
	name := energyLabelFile(true, "F", "samsung", `QE55Q80C 55" "x"`)
	if name != "energy-d-F-samsung-QE55Q80C-55---x-.svg" {
		t.Fatalf("file name %q", name)
	}
	svg, ok := Picture(name)
	if !ok {
		t.Fatal("no picture")
	}
	if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
		t.Fatalf("not XML: %v", err)
	}
	for _, want := range []string{">Samsung<", ">QE55Q80C-55---x-<", ">ENERG<", "2019/2013", `fill="#f37021"`, `fill="#000"/>`} {
		if !strings.Contains(svg, want) {
			t.Errorf("the label lacks %s", want)
		}
	}
	if strings.Count(svg, `text-anchor="middle">F</text>`) != 1 {
		t.Error("the arrow does not show the class F")
	}
	phone, _ := Picture(energyLabelFile(false, "A", "apple", "MTP-256-BLA"))
	if !strings.Contains(phone, "2023/1669") || !strings.Contains(phone, ">Apple<") {
		t.Error("a phone's label names the smartphones' regulation and the brand")
	}
	for _, bad := range []string{"energy-d-H-samsung-x.svg", "energy-x-A-samsung-x.svg", "energy-d-A-Samsung-x.svg", "energy-d-A-samsung-<x>.svg"} {
		if _, ok := Picture(bad); ok {
			t.Errorf("%s draws a picture", bad)
		}
	}
}

// The demo's TVs, monitors, phones and tablets carry classes in the ranges their groups have
// in EPREL, an EPREL page and a drawn label; other kinds carry none.
func TestEnergyOfDemoProducts(t *testing.T) {
	t.Parallel()
	ranges := map[string]string{"tv": "EFG", "monitor": "EF", "phone": "ABC", "tablet": "ABC"}
	seen := map[string]bool{}
	for ki := range seedKinds {
		k := &seedKinds[ki]
		for mi := range k.models {
			p := &seedProduct{kind: ki, model: mi, code: "X-1"}
			e := energyOf(k, p, int64(ki*100+mi+1))
			r, labelled := ranges[k.pic]
			if !labelled {
				if e.Class != "" {
					t.Errorf("%s has class %s", k.pic, e.Class)
				}
				continue
			}
			seen[k.pic] = true
			if len(e.Class) != 1 || !strings.Contains(r, e.Class) {
				t.Errorf("%s model %d: class %q, want one of %s", k.pic, mi, e.Class, r)
			}
			if !strings.HasPrefix(e.Sheet, "https://eprel.ec.europa.eu/screen/product/") {
				t.Errorf("sheet %q", e.Sheet)
			}
			if _, ok := Picture(strings.TrimPrefix(e.Label, "/media/demo/")); !ok {
				t.Errorf("label %q draws nothing", e.Label)
			}
		}
	}
	if len(seen) != len(ranges) {
		t.Errorf("kinds with labels: %v", seen)
	}
}
