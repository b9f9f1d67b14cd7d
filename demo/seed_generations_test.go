package demo

import "testing"

// A model's later generations move its marks on, then add a model year; codes move on too.
func TestGenerations(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		g    int
		want string
	}{
		{"Galaxy S<24> Ultra 5G", 0, "Galaxy S24 Ultra 5G"},
		{"Galaxy S<24> Ultra 5G", 1, "Galaxy S25 Ultra 5G"},
		{"Galaxy S<24> Ultra 5G", 6, "Galaxy S24 Ultra 5G (2025)"},
		{"Galaxy S<24> Ultra 5G", 13, "Galaxy S25 Ultra 5G (2026)"},
		{"AirPods Pro (<2nd> generation) USB-C", 1, "AirPods Pro (3rd generation) USB-C"},
		{"AirPods Pro (<2nd> generation) USB-C", 2, "AirPods Pro (4th generation) USB-C"},
		{"Xperia 1 <V> 5G", 1, "Xperia 1 VI 5G"},
		{"Cyber-shot RX100 <VII>", 2, "Cyber-shot RX100 IX"},
		{`QE{o}Q80<C> {o}" QLED`, 1, `QE{o}Q80D {o}" QLED`},
		{"105 4G (<2023>) Dual SIM", 8, "105 4G (2031) Dual SIM"}, // a year counts on for ever
		{"Nest Audio", 0, "Nest Audio"},
		{"Nest Audio", 2, "Nest Audio (2026)"},
	} {
		if got := nameAt(c.name, c.g); got != c.want {
			t.Errorf("nameAt(%q, %d) = %q, want %q", c.name, c.g, got, c.want)
		}
	}
	for _, c := range []struct {
		code string
		g    int
		want string
	}{
		{"SM-S928B", 0, "SM-S928B"}, {"SM-S928B", 1, "SM-S929B"}, {"MTP", 1, "MTP2"},
		{"CP.OS.00000269", 1, "CP.OS.00000270"}, {"QE{o}Q80<C>", 2, "QE{o}Q80E"},
	} {
		if got := codeAt(c.code, c.g); got != c.want {
			t.Errorf("codeAt(%q, %d) = %q, want %q", c.code, c.g, got, c.want)
		}
	}
}
