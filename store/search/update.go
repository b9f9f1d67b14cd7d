package search

// State is what the store may change of a product once the index is built: its stock, its
// price and discount, the card's old price, and whether it is published.
type State struct {
	Stock           int64
	Net             int64 // net cents before the discount
	Discount        int64 // discount id, 0 for none
	DiscountPercent int64
	Price           int64 // net cents after the discount
	Previous        int64 // Card.Previous
	Hidden          bool  // unpublished
}

// Update brings a product to its new state and leaves every answer as a fresh Build of the
// same data would give it: the inventory, discount and slider sets, the listed set, the
// card, and the quantity, price and default orders, where the product moves to its new place
// (the relevance tiers and the sliders walk the default order, so they follow). ok is false
// for a product without a slot (created after the build: only a new Build lists it); changed
// reports whether anything the index answers changed.
func (x *Index) Update(id int64, st State) (changed, ok bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	slot, ok := x.slot(id)
	if !ok {
		return false, false
	}
	c := &x.cards[slot]
	old := State{Stock: x.stock[slot], Net: c.Net, Discount: x.discount[slot], DiscountPercent: c.DiscountPercent,
		Price: x.price[slot], Previous: c.Previous, Hidden: !x.live.has(slot)}
	if old == st {
		return false, true
	}

	// Where the slot stands in each order its keys change in, found by the old keys.
	type move struct {
		order   []int32
		from    int
		compare func(a, b int32) int
	}
	var moves []move
	at := func(field string, compare func(a, b int32) int) {
		o := x.orders[field]
		moves = append(moves, move{o, position(o, slot, compare), compare})
	}
	if st.Stock != old.Stock {
		at(SortQuantity, x.cmpQuantity)
	}
	if (st.Stock > 0) != (old.Stock > 0) {
		at(SortDefault, x.cmpDefault)
	}
	if st.Price != old.Price {
		at(SortPrice, x.cmpPrice)
	}

	if inv := InventoryOf(st.Stock); inv != InventoryOf(old.Stock) {
		x.byInventory[InventoryOf(old.Stock)].clear(slot)
		x.setIn(x.byInventory, inv, slot)
	}
	if st.Discount != old.Discount {
		if old.Discount != 0 {
			x.byDiscount[old.Discount].clear(slot)
		}
		x.setIn(x.byDiscount, st.Discount, slot)
		if st.Discount == 0 {
			x.sliders[SliderDiscount].clear(slot)
		}
		x.setFlag(SliderDiscount, st.Discount != 0, slot)
	}
	if st.Hidden {
		x.live.clear(slot)
	} else {
		x.live.set(slot)
	}
	x.stock[slot], x.price[slot], x.discount[slot] = st.Stock, st.Price, st.Discount
	c.Net, c.DiscountPercent, c.Previous = st.Net, st.DiscountPercent, st.Previous

	for _, m := range moves {
		reposition(m.order, m.from, m.compare)
	}
	return true, true
}
