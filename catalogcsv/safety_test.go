package catalogcsv

import (
	"strings"
	"testing"
)

// A product's warnings and safety information (GPSR) are a text column per language:
// read into Safety, a language column the file lacks left out (the product keeps its
// text), an overlong one an error at its cell, and the header names them in every language.
func TestReadShopSafetyColumns(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", maxSafety+1)
	file := "code,safety_info_lv,title_lv\nA-1,\"Satur akumulatoru.\n\nNeatvērt.\",Tālrunis\nA-2," + long + ",Krūze\n"
	res := ReadShop(strings.NewReader(file), langs)
	if len(res.Products) != 2 || res.Products[0].Safety["lv"] != "Satur akumulatoru.\n\nNeatvērt." {
		t.Fatalf("products %+v", res.Products)
	}
	if _, ok := res.Products[0].Safety["en"]; ok {
		t.Error("safety_info_en is not in the file, yet the product has an English text")
	}
	if len(res.Errors) != 1 || res.Errors[0].Line != 5 || res.Errors[0].Column != 2 ||
		!strings.Contains(res.Errors[0].Message, "safety_info_lv is longer than 5000") {
		t.Errorf("errors %+v", res.Errors)
	}
	h := strings.Join(Header([]string{"lv", "en"}), ",")
	if !strings.Contains(h, "description_en,safety_info_lv,safety_info_en,category") {
		t.Errorf("header %s", h)
	}
}
