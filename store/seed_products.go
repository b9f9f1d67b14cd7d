package store

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
)

// categoryHues tint each top-level category's pictures and banners.
var categoryHues = map[string]int{
	"telefoni": 212, "datori": 262, "tv-un-audio": 344, "viedierices": 158, "spelu-konsoles": 18, "foto-un-video": 42,
}

func seedTaxonomy(ctx context.Context, tx *sql.Tx, c *catalog) error {
	cats, err := newBatch(ctx, tx, `INSERT INTO categories (id, parent_id, slug, title, short_description, icon, image,
		banner_desktop, banner_mobile, banner_link, position)`, 11, 1)
	if err != nil {
		return err
	}
	positions := map[string]int{}
	hue := 0
	for i, sc := range seedCategories {
		var parent any
		var bannerD, bannerM, bannerLink string
		if sc.parent == "" {
			hue = categoryHues[sc.slug]
			bannerD = fmt.Sprintf("/media/demo/banner-wide-%d-%d.svg", hue, i%3+1)
			bannerM = fmt.Sprintf("/media/demo/banner-tall-%d-%d.svg", hue, i%3+1)
			bannerLink = CategoryLink(seedCategories[i+1].slug) // a root's first child follows it
		} else {
			parent = c.catID[sc.parent]
		}
		pos := positions[sc.parent]
		positions[sc.parent]++
		image := fmt.Sprintf("/media/demo/%s-%s-1.svg", sc.pic, hslHex(hue+pos*25))
		if err := cats.add(c.catID[sc.slug], parent, sc.slug, sc.title, sc.desc, "/media/demo/icon-"+sc.pic+".svg",
			image, bannerD, bannerM, bannerLink, pos); err != nil {
			return err
		}
	}
	if err := cats.close(); err != nil {
		return err
	}
	for i, b := range seedBrands {
		if _, err := tx.ExecContext(ctx, `INSERT INTO manufacturers (id, slug, title, image, description, position) VALUES (?,?,?,?,?,?)`,
			c.brandID[b.slug], b.slug, b.title, "/media/demo/brand-"+b.title+".svg", b.desc, i); err != nil {
			return err
		}
	}
	for i, d := range seedDiscounts {
		if _, err := tx.ExecContext(ctx, `INSERT INTO discounts (id, title, percent) VALUES (?,?,?)`, i+1, d.title, d.percent); err != nil {
			return err
		}
	}
	for i, g := range seedGroups {
		if _, err := tx.ExecContext(ctx, `INSERT INTO property_groups (id, name, position) VALUES (?,?,?)`, i+1, g, i); err != nil {
			return err
		}
	}
	for i, p := range seedProperties {
		gid := 0
		for j, g := range seedGroups {
			if g == p.group {
				gid = j + 1
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO properties (id, group_id, title, filterable, position) VALUES (?,?,?,?,?)`,
			c.propID[p.key], gid, p.title, boolInt(p.filterable), i); err != nil {
			return err
		}
	}
	opts, err := newBatch(ctx, tx, `INSERT INTO property_options (id, property_id, value, position)`, 4, 100)
	if err != nil {
		return err
	}
	for i, v := range c.values {
		id := c.optionID[i]
		if err := opts.add(id, v.prop+1, v.value, id); err != nil {
			return err
		}
	}
	return opts.close()
}

// hslHex is a soft, saturated colour of the given hue as rrggbb.
func hslHex(h int) string {
	h = ((h % 360) + 360) % 360
	s, l := 0.55, 0.55
	f := func(n float64) int {
		k := n + float64(h)/30
		for k >= 12 {
			k -= 12
		}
		a := s * min(l, 1-l)
		v := l - a*max(-1, min(k-3, 9-k, 1))
		return int(v*255 + 0.5)
	}
	return fmt.Sprintf("%02x%02x%02x", f(0), f(8), f(4))
}

const productColumns = `INSERT INTO products (id, type, slug, code, title, short_description, description, category_id,
	manufacturer_id, discount_id, net_price, stock, is_popular, is_new, is_featured, is_recommended, is_delayed_delivery,
	show_esto_widget, shipping_in_shop, variant_group, variant_label, variant_color, width_mm, height_mm, depth_mm,
	weight_g, published, created_at)`

// seedProducts writes products lo..hi-1 with their images and properties.
func seedProducts(ctx context.Context, tx *sql.Tx, c *catalog, lo, hi int) error {
	// The three batches fill at different rates, so images may reach SQLite before their
	// product; foreign keys are checked at commit instead.
	if _, err := tx.ExecContext(ctx, `PRAGMA defer_foreign_keys = ON`); err != nil {
		return err
	}
	prods, err := newBatch(ctx, tx, productColumns, 28, 50)
	if err != nil {
		return err
	}
	imgs, err := newBatch(ctx, tx, `INSERT INTO product_images (product_id, position, path)`, 3, 300)
	if err != nil {
		return err
	}
	props, err := newBatch(ctx, tx, `INSERT INTO product_properties (product_id, property_id, option_id)`, 3, 500)
	if err != nil {
		return err
	}
	for i := lo; i < hi; i++ {
		p := &c.products[i]
		k := &seedKinds[p.kind]
		id := int64(i + 1)
		// Texts are drawn here, from a stream per product, so they need not sit in memory.
		r := rand.New(rand.NewPCG(0x7e47, uint64(i)))
		short, long := c.productTexts(r, p)
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
		if err := prods.add(id, "product", p.slug, p.code, p.title, short, long, c.catID[k.cat], brand, discount,
			p.net, p.stock, boolInt(p.popular), boolInt(p.isNew), boolInt(p.featured), boolInt(p.recom),
			boolInt(p.delayed), boolInt(p.net > 15000), boolInt(p.inShop), group, p.label, color,
			p.dims[0], p.dims[1], p.dims[2], p.dims[3], 1, p.created); err != nil {
			return err
		}
		for v := 1; v <= p.images; v++ {
			if err := imgs.add(id, v, fmt.Sprintf("/media/demo/%s-%s-%d.svg", k.pic, hex, v)); err != nil {
				return err
			}
		}
		for _, vi := range p.props {
			if err := props.add(id, c.values[vi].prop+1, c.optionID[vi]); err != nil {
				return err
			}
		}
	}
	for _, b := range []*batch{prods, imgs, props} {
		if err := b.close(); err != nil {
			return err
		}
	}
	return nil
}
