package demo

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"shop/store"
)

// seedOrderDays is how far back the demo orders go.
const seedOrderDays = 60

// orderCount is how many demo orders a catalogue of n products gets: one for every two
// products, at most 20,000 (the latest lines are what the product page reads).
func orderCount(n int) int { return min(n/2, 20_000) }

// orderPeople are the demo customers' names, their phone numbers' format and the city their
// order goes to, of a shop's country.
type orderPeople struct {
	first, last []string
	phone, city string
}

var (
	latvianPeople = orderPeople{firstNames, surnames, "+3712%07d", "Rīga"}
	finnishPeople = orderPeople{
		first: []string{"Mikko", "Anna", "Juha", "Laura", "Matti", "Emilia", "Antti", "Sanna", "Jukka", "Aino", "Timo",
			"Helmi", "Janne", "Katri", "Ville", "Elina", "Pekka", "Noora", "Olli", "Venla", "Eero", "Tiina"},
		last: []string{"Korhonen", "Virtanen", "Nieminen", "Laine", "Heikkinen", "Koskinen", "Mäkinen", "Järvinen",
			"Lehtonen", "Hämäläinen", "Salminen", "Lehtinen", "Saarinen", "Niemi", "Tuominen"},
		phone: "+35840%07d", city: "Helsinki",
	}
)

// peopleOf are the customers of the variant's country.
func peopleOf(v Variant) orderPeople {
	if v.Country == "FI" {
		return finnishPeople
	}
	return latvianPeople
}

var (
	firstNames = []string{"Jānis", "Anna", "Māris", "Līga", "Kristaps", "Ilze", "Edgars", "Dace", "Artūrs", "Zane", "Gatis",
		"Inese", "Rūdolfs", "Agnese", "Ģirts", "Elīna", "Kārlis", "Laura", "Dmitrijs", "Olga", "Sergejs", "Natālija"}
	surnames = []string{"Ozols", "Kalniņa", "Bērziņš", "Šmite", "Krūmiņa", "Liepa", "Zariņš", "Vītola", "Jansons", "Eglīte",
		"Kļaviņš", "Ivanovs", "Petrova", "Siliņš", "Āboliņa"}
	// orderStatuses, by weight: most demo orders are done.
	orderStatuses = []string{"completed", "completed", "completed", "completed", "completed", "completed", "completed",
		"completed", "completed", "completed", "completed", "completed", "completed", "completed", "shipped", "shipped",
		"paid", "processing", "new", "cancelled"}
)

// plannedOrder is a demo order as buildCatalog plans it, before anything is written: what it
// buys and whether it was cancelled, which is what the products' popularity is counted from.
type plannedOrder struct {
	status string
	lines  []plannedLine
}

type plannedLine struct{ product, qty int } // product: an index into catalog.products

// popularShare is the share of a category's products that are its best sellers: the ones a
// card calls popular ("Populārs"). The default order lists them first, so a larger share
// would fill a category's first page with the label.
const popularShare = 0.02

// planOrders plans the guest orders of the last 60 days (one per two products, at most
// 20,000): each buys a product, drawn by its demand, and often an accessory or two that goes
// with it, the same few for each product, so the product page's "recently purchased" shows
// what is really bought together. Then it marks each leaf category's best sellers popular:
// the top 2 % of its products (at least one) by units sold in orders that were not
// cancelled, ties to the earlier product.
func (c *catalog) planOrders() {
	r := newRand(4)
	n := len(c.products)
	var accessories []int
	byBrand := map[int64][]int{}
	cumulative := make([]int, n) // demand, summed: a product is drawn with the odds of its demand
	total := 0
	for i, p := range c.products {
		total += p.demand
		cumulative[i] = total
		if accessoryPics[seedKinds[p.kind].pic] {
			accessories = append(accessories, i)
			byBrand[p.brand] = append(byBrand[p.brand], i)
		}
	}
	// companions are the accessories bought with a product: its brand's, else any, drawn
	// from a stream of the product's own.
	companions := func(i int) []int {
		if accessoryPics[seedKinds[c.products[i].kind].pic] || len(accessories) == 0 {
			return nil
		}
		from := byBrand[c.products[i].brand]
		if len(from) < 3 {
			from = accessories
		}
		cr := rand.New(rand.NewPCG(0xc0b, uint64(i)))
		return []int{pick(cr, from), pick(cr, from), pick(cr, from)}
	}
	c.orders = make([]plannedOrder, orderCount(n))
	units := make([]int, n)
	for k := range c.orders {
		o := &c.orders[k]
		main, _ := slices.BinarySearch(cumulative, 1+r.IntN(max(total, 1)))
		items := []int{main}
		if with := companions(main); with != nil && r.IntN(10) < 6 {
			for _, a := range with[:between(r, 1, 2)] {
				if !slices.Contains(items, a) {
					items = append(items, a)
				}
			}
		}
		o.status = pick(r, orderStatuses)
		for _, i := range items {
			l := plannedLine{product: i, qty: 1}
			if r.IntN(8) == 0 {
				l.qty = 2
			}
			o.lines = append(o.lines, l)
			if o.status != "cancelled" {
				units[i] += l.qty
			}
		}
	}
	byCategory := map[string][]int{}
	for i, p := range c.products {
		cat := seedKinds[p.kind].cat
		byCategory[cat] = append(byCategory[cat], i)
	}
	for _, ids := range byCategory {
		slices.SortStableFunc(ids, func(a, b int) int { return cmp.Compare(units[b], units[a]) })
		top := max(1, int(float64(len(ids))*popularShare+0.5))
		for _, i := range ids[:min(top, len(ids))] {
			if units[i] > 0 {
				c.products[i].popular = true
			}
		}
	}
}

// seedOrders writes the planned orders, oldest first, each with its cart, its shipping and
// payment, and a customer of the shop's country. Lines are priced as the products are priced
// now.
func seedOrders(ctx context.Context, st *store.Store, c *catalog) error {
	r := newRand(6)
	people, methods := peopleOf(c.v), shippingOf(c.v).methods
	pricing := c.v.pricing()
	type line struct {
		product, qty int
		unit, total  int64 // gross
	}
	type order struct {
		at                  string
		shipping, payment   int
		status, first, last string
		email, phone        string
		items, shipGross    int64
		lines               []line
	}
	count := len(c.orders)
	orders := make([]order, count)
	begin := seedEpoch.Add(-seedOrderDays * day)
	step := seedOrderDays * day / time.Duration(max(count, 1))
	for k := range orders {
		o, plan := &orders[k], c.orders[k]
		o.at = stamp(begin.Add(time.Duration(k)*step + time.Duration(r.Int64N(int64(step)))))
		o.shipping = between(r, 1, 3)
		o.payment = []int{1, 2, 3, 4, 5, 5, 5, 7}[r.IntN(8)]
		if o.shipping == 3 && r.IntN(3) == 0 {
			o.payment = 6 // cash, in the shop only
		}
		for _, pl := range plan.lines {
			p := &c.products[pl.product]
			l := line{product: pl.product + 1, qty: pl.qty}
			unit := int64(p.net)
			if p.discount != 0 {
				unit = store.NetAfterDiscount(unit, int64(seedDiscounts[p.discount-1].percent))
			}
			// Priced as the shop prices a private person's order (store/cart_pricing.go): the
			// shelf price times the quantity.
			l.unit = pricing.Gross(unit)
			l.total = l.unit * int64(l.qty)
			o.items += l.total
			o.lines = append(o.lines, l)
		}
		m := methods[o.shipping-1]
		shipNet := int64(m.net)
		if m.free > 0 && o.items >= pricing.Gross(int64(m.free)) {
			shipNet = 0 // the locker's free threshold
		}
		o.shipGross = pricing.Gross(shipNet)
		o.status, o.first, o.last = plan.status, pick(r, people.first), pick(r, people.last)
		o.email = fmt.Sprintf("%s.%s%d@example.com", slugify(o.first), slugify(o.last), r.IntN(100))
		o.phone = fmt.Sprintf(people.phone, r.IntN(10_000_000))
	}
	// Parents before children, each table whole: the transaction then holds no unresolved
	// foreign key.
	carts := st.Insert(ctx, "carts", "id", "token", "status", "shipping_method_id", "payment_method_id", "updated_at")
	for k, o := range orders {
		carts.Add(k+1, fmt.Sprintf("demo-order-%06d", k+1), "ordered", o.shipping, o.payment, o.at)
	}
	if err := carts.Close(); err != nil {
		return err
	}
	rows := st.Insert(ctx, "orders", "id", "prefix", "number", "cart_id", "status", "payment_status", "user_type", "user_name",
		"user_surname", "user_email", "user_phone", "shipping_method_id", "payment_method_id", "ship_country_id", "ship_city",
		"vat_basis_points", "items_total", "shipping_total", "tax_total", "total", "created_at", "paid_at", "language")
	for k, o := range orders {
		total := o.items + o.shipGross
		payment, paidAt := paymentOf(o.status), any(nil)
		if payment == "paid" {
			paidAt = o.at
		}
		rows.Add(k+1, c.v.Country, k+1, k+1, o.status, payment, "b2c", o.first, o.last, o.email, o.phone, o.shipping, o.payment,
			countryID(c.v.Country), people.city, pricing.VATBasisPoints, o.items, o.shipGross, pricing.VATIn(total), total, o.at, paidAt, c.v.Langs.Default)
	}
	if err := rows.Close(); err != nil {
		return err
	}
	cartItems := st.Insert(ctx, "cart_items", "cart_id", "product_id", "quantity")
	lines := st.Insert(ctx, "order_items", "order_id", "product_id", "title", "code", "quantity", "unit_price", "list_total", "total_price")
	for k, o := range orders {
		for _, l := range o.lines {
			p := &c.products[l.product-1]
			cartItems.Add(k+1, l.product, l.qty)
			lines.Add(k+1, l.product, p.title, p.code, l.qty, l.unit, l.total, l.total)
		}
	}
	return closeAll(cartItems, lines)
}

// paymentOf is the payment state that goes with a demo order's status: a new order waits for
// its money, a cancelled one never got it, every other one was paid.
func paymentOf(status string) string {
	switch status {
	case "new":
		return "pending"
	case "cancelled":
		return "cancelled"
	}
	return "paid"
}
