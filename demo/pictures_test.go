package demo

import (
	"bytes"
	"compress/gzip"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"
)

func TestPictures(t *testing.T) {
	t.Parallel()
	names := []string{"favicon.svg", "logo.svg", "empty-search.svg", "brand-OnePlus.svg", "icon-shop.svg",
		"banner-wide-350-1.svg", "banner-tall-215-2.svg", "banner-box-190-3.svg", "blog-40-2.svg", "person-120-5.svg"}
	for kind := range devices {
		names = append(names, "icon-"+kind+".svg")
		for _, v := range []string{"1", "2", "3", "4"} {
			names = append(names, kind+"-1d1d1f-"+v+".svg", kind+"-f2f2f0-"+v+".svg")
		}
	}
	for kind := range benefitGlyphs {
		names = append(names, "benefit-"+kind+".svg")
	}
	for key := range categoryScenes {
		names = append(names, "catbanner-wide-"+key+"-212.svg", "catbanner-tall-"+key+"-18.svg", "catbanner-box-"+key+"-190.svg", "catbanner-hero-"+key+"-350.svg", "catbanner-herotop-"+key+"-215.svg")
	}
	for brand := range brandMarks {
		names = append(names, "brand-"+brand+".svg")
	}
	for n := 1; n <= 6; n++ {
		names = append(names, fmt.Sprintf("person-f-%d-%d.svg", n*59, n), fmt.Sprintf("person-m-%d-%d.svg", n*47, n))
	}
	for _, name := range names {
		svg, ok := Picture(name)
		if !ok {
			t.Fatalf("%s: no picture", name)
		}
		// pictures stay small; a banner carries a fine texture (sparkles) so browsers count it as
		// content, which costs text but compresses: what travels is what counts
		banner := strings.HasPrefix(name, "banner-") || strings.HasPrefix(name, "catbanner-")
		if limit := 4096; banner && gzipLen(svg) > limit || !banner && len(svg) > limit {
			t.Errorf("%s: %d bytes, %d gzipped", name, len(svg), gzipLen(svg))
		}
		if err := wellFormed(svg); err != nil || !strings.HasPrefix(svg, "<svg") {
			t.Errorf("%s: not well-formed SVG: %v", name, err)
		}
		if again, _ := Picture(name); again != svg {
			t.Errorf("%s: differs between calls", name)
		}
	}
	front, _ := Picture("phone-1d1d1f-1.svg")
	back, _ := Picture("phone-1d1d1f-2.svg")
	if front == back {
		t.Error("front and back views are the same picture")
	}
	for _, bad := range []string{"phone-1d1d1f-5.svg", "phone-1D1D1F-1.svg", "phone-1d1d1f-1", "toaster-1d1d1f-1.svg",
		"brand-<script>.svg", "banner-wide-400-1.svg", "catbanner-wide-toasters-10.svg", "catbanner-wide-droni-400.svg",
		"person-x-10-1.svg", "person-f-400-1.svg", "icon-toaster.svg", "benefit-x.svg", "x.svg", ".svg"} {
		if _, ok := Picture(bad); ok {
			t.Errorf("%s: drawn, want no picture", bad)
		}
	}
}

func wellFormed(s string) error {
	d := xml.NewDecoder(strings.NewReader(s))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}

func gzipLen(s string) int {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(s))
	w.Close()
	return b.Len()
}
