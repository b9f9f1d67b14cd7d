package present

import "shop/store"

// ChecklistItem is one step of a new shop's first run: key names it (company, shipping,
// payment, product; the back office's texts and links are keyed by it).
type ChecklistItem struct {
	Key  string `json:"key"`
	Done bool   `json:"done"`
}

// Checklist is the back office's first-run checklist.
type Checklist struct {
	Items []ChecklistItem `json:"items"`
	Done  int             `json:"done"`
	Total int             `json:"total"`
}

// MakeChecklist is f as the dashboard's checklist, in the order a new owner goes through it.
func MakeChecklist(f store.FirstRun) Checklist {
	items := []ChecklistItem{
		{"company", f.CompanyWritten},
		{"shipping", f.ShippingMethods > 0},
		{"payment", f.PaymentMethods > 0},
		{"product", f.Products > 0},
	}
	c := Checklist{Items: items, Total: len(items)}
	for _, it := range items {
		if it.Done {
			c.Done++
		}
	}
	return c
}
