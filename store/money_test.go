package store

import "testing"

func TestGrossRoundsHalfUpOnce(t *testing.T) {
	t.Parallel()
	p := Pricing{VATBasisPoints: 2100}
	cases := []struct{ net, want int64 }{
		{0, 0}, {100, 121}, {82644, 99999}, {1, 1}, {2, 2}, {3, 4}, // 3*1.21 = 3.63
	}
	for _, c := range cases {
		if got := p.Gross(c.net); got != c.want {
			t.Errorf("Gross(%d) = %d, want %d", c.net, got, c.want)
		}
	}
	fi := Pricing{VATBasisPoints: 2550}
	if got := fi.Gross(10000); got != 12550 {
		t.Errorf("FI Gross(10000) = %d", got)
	}
}

func TestNetAfterDiscount(t *testing.T) {
	t.Parallel()
	if got := NetAfterDiscount(999, 10); got != 899 { // 899.1
		t.Errorf("NetAfterDiscount = %d", got)
	}
	if got := NetAfterDiscount(995, 10); got != 896 { // 895.5 rounds up
		t.Errorf("NetAfterDiscount = %d", got)
	}
	if got := NetAfterDiscount(995, 0) + NetAfterDiscount(995, -5); got != 2*995 { // no discount
		t.Errorf("NetAfterDiscount without a discount = %d", got)
	}
}
