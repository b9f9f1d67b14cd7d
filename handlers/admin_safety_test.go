package handlers

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"shop/urls"
)

// A brand's product safety data and a product's warnings go in through the back office's
// calls (checked field by field, audited) and come out in the product page's answer, in the
// page's language (the browser test product-safety.test.mjs reads the rendered block).
func TestAdminProductSafetyCalls(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	bad := a.json(http.MethodPost, "/api/admin/manufacturers", `{"slug":"fruit","title":"Fruit",
"safety":{"legal_name":"Fruit Inc.","postal_address":"","contact":"not a contact","eu_person_contact":"x@fruit.example"}}`,
		http.StatusUnprocessableEntity)
	for _, f := range []string{"safety.postal_address", "safety.contact", "safety.eu_person_name", "safety.eu_person_address"} {
		if dig(bad, "errors", f) == nil {
			t.Errorf("no error for %s: %v", f, bad)
		}
	}
	created := a.json(http.MethodPost, "/api/admin/manufacturers", `{"slug":"fruit","title":"Fruit",
"safety":{"legal_name":"Fruit Inc.","postal_address":"1 Orchard Way\nCupertino, CA 95014\nUSA","contact":"https://fruit.example/contact",
"eu_person_name":"Fruit Distribution Ltd.","eu_person_address":"Hollyhill\nCork\nIreland","eu_person_contact":"eu@fruit.example"}}`,
		http.StatusCreated)
	brand := dig(created, "id").(float64)
	if dig(created, "safety", "eu_person_contact") != "eu@fruit.example" {
		t.Errorf("created brand %v", created)
	}
	if n := a.queryIDs(`SELECT COUNT(*) FROM audit_log WHERE entity = 'manufacturer' AND entity_id = ? AND after LIKE '%Fruit Distribution%'`,
		fmt.Sprint(brand))[0]; n != 1 {
		t.Errorf("audit rows naming the EU person = %d", n)
	}
	body := newProductBody("safe", 1000, fmt.Sprintf(`,"manufacturer_id":%v,"gtin":"4006381333931","mpn":"FR-1"`, brand))
	body = strings.Replace(body, `"description":"<p>Laba</p>"}`, `"description":"<p>Laba</p>","safety_info":"Satur akumulatoru."}`, 1)
	body = strings.Replace(body, `"en":{"title":"Kettle safe"}`, `"en":{"title":"Kettle safe","safety_info":"Contains a battery.\n\nKeep dry."}`, 1)
	p := a.json(http.MethodPost, "/api/admin/products", body, http.StatusCreated)
	if dig(p, "texts", "en", "safety_info") != "Contains a battery.\n\nKeep dry." {
		t.Fatalf("product answer %v", dig(p, "texts"))
	}
	long := strings.Replace(body, "Satur akumulatoru.", strings.Repeat("x", 5001), 1)
	long = strings.Replace(long, "tejkanna-safe", "tejkanna-long", 1)
	m := a.json(http.MethodPost, "/api/admin/products", strings.Replace(long, `"K-SAFE"`, `"K-LONG"`, 1), http.StatusUnprocessableEntity)
	if dig(m, "errors", "texts.lv.safety_info") == nil {
		t.Errorf("overlong warnings: %v", m)
	}

	a.lang = "en"
	page := a.page("/en"+urls.Product("tejkanna-safe"), http.StatusOK)
	s := dig(page, "props", "product", "safety")
	if dig(s, "warnings") != "Contains a battery.\n\nKeep dry." || dig(s, "manufacturer", "name") != "Fruit Inc." ||
		dig(s, "manufacturer", "url") != "https://fruit.example/contact" || dig(s, "manufacturer", "address", 2) != "USA" ||
		dig(s, "eu_person", "email") != "eu@fruit.example" || dig(s, "model") != "FR-1" || dig(s, "gtin") != "4006381333931" {
		t.Errorf("safety block %v", s)
	}
	a.lang = "lv"
	if w := dig(a.page(urls.Product("tejkanna-safe"), http.StatusOK), "props", "product", "safety", "warnings"); w != "Satur akumulatoru." {
		t.Errorf("lv warnings %v", w)
	}
	// A product with neither brand data nor warnings has no block.
	a.json(http.MethodPost, "/api/admin/products", newProductBody("plain", 1000, ""), http.StatusCreated)
	if s := dig(a.page(urls.Product("tejkanna-plain"), http.StatusOK), "props", "product", "safety"); s != nil {
		t.Errorf("a product without safety data has %v", s)
	}
}
