package demo

import (
	"context"

	"shop/store"
)

// seedServices are the add-ons a shopper can put on a cart line (spec §2 Cart page): products
// of type 'service', which the catalogue never lists. cats are the categories whose products
// (and those of every category below) the service fits; net is net cents, so the LV shop
// shows 3,99 €, 49,99 € and 30,00 €.
var seedServices = []struct {
	slug, code, title, desc, image string
	net                            int
	cats                           []string
}{
	{"davanu-iesainojums", "SRV-GIFT", "Dāvanu iesaiņojums", "Preci iesaiņosim svētku papīrā ar lenti un apsveikuma kartīti.",
		"/media/demo/benefit-shop.svg", 330,
		[]string{"telefoni", "datori", "tv-un-audio", "viedierices", "spelu-konsoles", "foto-un-video"}},
	{"pagarinata-garantija-2-gadi", "SRV-WARRANTY2", "Pagarinātā garantija +2 gadi",
		"Vēl divi gadi garantijas pēc ražotāja garantijas beigām: remonts vai jauna ierīce bez maksas.",
		"/media/demo/benefit-return.svg", 4131,
		[]string{"viedtalruni", "telefoni-senioriem", "datori", "televizori", "soundbari", "viedpulksteni", "konsoles", "foto-un-video"}},
	{"iestatisana-un-uzstadisana", "SRV-SETUP", "Iestatīšana un uzstādīšana",
		"Ierīci iestatīsim, pārnesīsim datus no vecās un uzstādīsim vajadzīgās lietotnes; televizoru piestiprināsim pie sienas.",
		"/media/demo/benefit-truck.svg", 2479,
		[]string{"viedtalruni", "klepjdatori", "plansetdatori", "televizori", "vieda-maja", "konsoles"}},
}

// serviceText is service i's title and description in lang.
func serviceText(lang string, i int) (title, desc string) {
	if lang == "lv" {
		return seedServices[i].title, seedServices[i].desc
	}
	t := taxonomyIn[lang].services[seedServices[i].code]
	return t[0], t[1]
}

// seedServicesStep writes the service add-ons after the n products (ids n+1, n+2, …) with a
// price history like every product's, and the categories each one fits.
func seedServicesStep(n int) seedStep {
	return func(ctx context.Context, st *store.Store, c *catalog) error {
		prods := st.Insert(ctx, "products", "id", "type", "slug", "code", "title", "short_description", "net_price",
			"stock", "shipping_in_shop", "published", "created_at")
		imgs := st.Insert(ctx, "product_images", "product_id", "position", "path")
		hist := st.Insert(ctx, "price_history", "product_id", "seq", "at", "net_price", "discount_id", "price")
		fits := st.Insert(ctx, "product_services", "category_id", "service_id")
		tr := translator{st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")}
		created := stamp(seedEpoch.AddDate(-1, 0, 0))
		lang := c.v.Langs.Default
		for i, s := range seedServices {
			id := n + i + 1
			title, desc := serviceText(lang, i)
			slug := s.slug
			if lang != "lv" {
				slug = slugify(title)
			}
			prods.Add(id, "service", slug, s.code, title, desc, s.net, 0, 1, 1, created)
			for _, l := range c.v.others() {
				t, d := serviceText(l, i)
				tr.add("product", int64(id), l, "title", t, title)
				tr.add("product", int64(id), l, "short_description", d, desc)
			}
			imgs.Add(id, 1, s.image)
			hist.Add(id, 1, created, s.net, nil, s.net)
			for _, cat := range s.cats {
				fits.Add(c.catID[cat], id)
			}
		}
		return closeAll(prods, imgs, hist, fits, tr.in)
	}
}
