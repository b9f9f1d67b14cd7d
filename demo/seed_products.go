package demo

import (
	"context"
	"fmt"
	"math/rand/v2"

	"shop/store"
)

// productColumns are the columns of a demo product, in the order seedProducts writes them.
var productColumns = []string{"id", "type", "slug", "code", "title", "short_description", "description", "category_id",
	"manufacturer_id", "discount_id", "net_price", "stock", "is_popular", "is_new", "is_featured", "is_recommended",
	"is_delayed_delivery", "show_esto_widget", "shipping_in_shop", "variant_group", "variant_label", "variant_color",
	"width_mm", "height_mm", "depth_mm", "weight_g", "published", "created_at", "safety_info", "durability_years",
	"energy_class", "energy_label", "energy_sheet"}

// seedProducts writes products lo..hi-1 with their images, properties and price history.
func seedProducts(ctx context.Context, st *store.Store, c *catalog, lo, hi int) error {
	prods := st.Insert(ctx, "products", productColumns...)
	imgs := st.Insert(ctx, "product_images", "product_id", "position", "path")
	props := st.Insert(ctx, "product_properties", "product_id", "property_id", "option_id")
	hist := st.Insert(ctx, "price_history", "product_id", "seq", "at", "net_price", "discount_id", "price")
	tr := translator{st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")}
	lang := c.v.Langs.Default
	for i := lo; i < hi; i++ {
		p := &c.products[i]
		k := &seedKinds[p.kind]
		id := int64(i + 1)
		// Texts are drawn here, from a stream per product, so they need not sit in memory.
		short, long := c.productTexts(uint64(i), p, lang, p.title)
		for _, l := range c.v.others() {
			title := c.titleIn(p, l)
			tr.add("product", id, l, "title", title, p.title)
			s, d := c.productTexts(uint64(i), p, l, title)
			tr.add("product", id, l, "short_description", s, short)
			tr.add("product", id, l, "description", d, long)
			tr.add("product", id, l, "safety_info", safetyText(k.pic, l), safetyText(k.pic, lang))
		}
		var brand, discount, group any
		if p.brand != 0 {
			brand = p.brand
		}
		if p.discount != 0 {
			discount = p.discount
		}
		hex := seedColours[p.colour].hex
		color := ""
		if p.group != "" {
			group, color = p.group, "#"+hex
		}
		energy := energyOf(k, p, id)
		prods.Add(id, "product", p.slug, p.code, p.title, short, long, c.catID[k.cat], brand, discount,
			p.net, p.stock, boolInt(p.popular), boolInt(p.isNew), boolInt(p.featured), boolInt(p.recom),
			boolInt(p.delayed), boolInt(p.net > 15000), boolInt(p.inShop), group, p.label, color,
			p.dims[0], p.dims[1], p.dims[2], p.dims[3], 1, p.created, safetyText(k.pic, lang), durabilityOf(k, p.model),
			energy.Class, energy.Label, energy.Sheet)
		pic := pictureOf(k, &k.models[p.model])
		for pos, view := range coverViews(pic)[:p.images] {
			imgs.Add(id, pos+1, fmt.Sprintf("/media/demo/%s-%s-%d.svg", pic, hex, view))
		}
		for _, vi := range p.props {
			props.Add(id, c.values[vi].prop+1, c.optionID[vi])
		}
		// The history draws from a stream of its own, so it never reshuffles the rest.
		for seq, h := range priceHistory(rand.New(rand.NewPCG(0x4157, uint64(i))), p, c.v.pricing()) {
			hist.Add(id, seq+1, stamp(h.at), h.net, h.discountOrNil, h.price)
		}
	}
	return closeAll(prods, imgs, props, hist, tr.in)
}
