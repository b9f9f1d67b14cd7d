package demo

// The demo's producer guarantees of durability (Directive 2011/83/EU Art. 6(1)(la)): a few
// models whose makers guarantee the whole product for more than the legal 2 years at no
// extra cost, as premium televisions and business laptops are often sold, so the product
// page's durability label has real-looking products to show. Keyed by a model's code as
// seed_models.go writes it, every generation of the model carrying the same guarantee; a
// model not named here has none (0).
var seedDurability = map[string]int{
	"QE{o}Q80<C>": 5, // Samsung QLED 4K television
	"XR{o}A80<L>": 5, // Sony Bravia XR OLED television
	"21JK":        3, // Lenovo ThinkPad E14
	"818H0EA":     3, // HP EliteBook 840
}

// durabilityOf is the years of the producer's guarantee of durability of a kind's model.
func durabilityOf(k *seedKind, model int) int {
	return seedDurability[k.models[model].code]
}
