package present

import (
	"testing"

	"shop/store"
)

func TestSizesAndWeight(t *testing.T) {
	if got := Sizes(store.Sizes{Width: 70, Height: 170, Depth: 7}); got != "70 × 170 × 7 mm" {
		t.Errorf("Sizes = %q", got)
	}
	if Sizes(store.Sizes{}) != "" {
		t.Error("unknown sizes are not empty")
	}
	for g, want := range map[int64]string{0: "", 204: "204 g", 999: "999 g", 1000: "1 kg", 1250: "1,25 kg", 1205: "1,21 kg", 2004: "2 kg", 1500: "1,5 kg"} {
		if got := Weight(g); got != want {
			t.Errorf("Weight(%d) = %q, want %q", g, got, want)
		}
	}
}
