package search

// SetImage gives a product's card the picture at path (a gallery's first picture changed),
// as a fresh Build would read it; changed is false when the card had it already, ok false
// when the index has no slot for the product (a fresh build then has to place it).
func (x *Index) SetImage(id int64, path string) (changed, ok bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	slot, ok := x.slot(id)
	if !ok {
		return false, false
	}
	if x.cards[slot].Image == path {
		return false, true
	}
	x.cards[slot].Image = path
	return true, true
}
