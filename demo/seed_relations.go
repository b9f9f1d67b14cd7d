package demo

import (
	"context"
	"time"

	"shop/store"
)

// accessoryPics are the kinds offered with a phone on its page.
var accessoryPics = map[string]bool{"case": true, "glass": true, "charger": true, "powerbank": true, "cable": true, "earbuds": true}

// linkedPhones is how many of the first products get hand-picked relations.
const linkedPhones = 200

// seedRelations writes product links, reviews and orders; they refer to products across chunks.
func seedRelations(ctx context.Context, st *store.Store, c *catalog) error {
	r := newRand(2)
	var accessories []int
	for i, p := range c.products {
		if accessoryPics[seedKinds[p.kind].pic] {
			accessories = append(accessories, i)
		}
	}
	links := st.Insert(ctx, "product_links", "product_id", "linked_id", "kind", "position")
	for i := 0; i < min(linkedPhones, len(c.products)) && len(accessories) > 0; i++ {
		p := &c.products[i]
		if seedKinds[p.kind].pic != "phone" {
			continue
		}
		seen := map[int]bool{}
		for pos := 0; pos < 4 && len(seen) < len(accessories); {
			a := pick(r, accessories)
			if seen[a] {
				continue
			}
			seen[a] = true
			links.Add(i+1, a+1, "recommended", pos)
			pos++
		}
		// "linked": the same brand's accessories among the nearest ones, else any.
		pos := 0
		for _, a := range accessories {
			if pos == 3 {
				break
			}
			if !seen[a] && c.products[a].brand == p.brand {
				seen[a] = true
				links.Add(i+1, a+1, "linked", pos)
				pos++
			}
		}
	}
	if err := links.Close(); err != nil {
		return err
	}
	if err := seedReviews(ctx, st, c); err != nil {
		return err
	}
	return seedOrders(ctx, st, c)
}

// reviewTexts are a country's reviewers and what they write, in the shop's language: Latvians
// in Latvian, Finns in Finnish (seed_reviews_fi.go). A review shows as its writer wrote it,
// on every language's page, so the demo's are in the language of the shop's own texts.
type reviewTexts struct{ names, good, mixed, bad []string }

var reviewsIn = map[string]reviewTexts{
	"LV": {reviewNames, reviewGood, reviewMixed, reviewBad},
	"FI": {fiReviewNames, fiReviewGood, fiReviewMixed, fiReviewBad},
}

var reviewNames = []string{
	"Jānis B.", "Anna K.", "Māris Ozols", "Līga", "Kristaps V.", "Ilze Kalniņa", "Edgars", "Dace P.", "Artūrs",
	"Zane L.", "Gatis Bērziņš", "Inese", "Rūdolfs Ž.", "Agnese Šmite", "Ģirts", "Elīna Ņ.", "Kārlis", "Laura Krūmiņa",
	"Dmitrijs", "Olga S.", "Sergejs", "Natālija", "Aleksejs P.", "Irina",
}

var reviewGood = []string{
	"Ļoti apmierināts ar pirkumu, viss strādā nevainojami.",
	"Ātra piegāde, prece tieši tāda, kā aprakstīts. Iesaku!",
	"Lieliska cenas un kvalitātes attiecība. Lietoju jau mēnesi, nekādu problēmu.",
	"Akumulators tur ilgāk, nekā gaidīju, un ekrāns ir ļoti spilgts.",
	"Pasūtīju vakarā, nākamajā dienā jau saņēmu pakomātā. Paldies!",
	"Konsultants veikalā palīdzēja izvēlēties un pārnest datus. Ļoti laipna apkalpošana.",
	"Kvalitāte izcila, izskatās vēl labāk nekā bildēs.",
	"Lieliska prece, piegāde ātra. Iesaku!",
	"Viss strādā lieliski, cena laba.",
}

var reviewMixed = []string{
	"Kopumā labi, bet instrukcija tikai angļu valodā.",
	"Par šo cenu normāli, lai gan gaidīju nedaudz labāku skaņu.",
	"Strādā labi, taču iepakojums bija nedaudz bojāts.",
	"Normāli, bet uzlāde varētu būt ātrāka.",
}

var reviewBad = []string{
	"Piegāde aizkavējās par divām dienām, pati prece gan strādā.",
	"Neatbilda gaidītajam, nācās atgriezt. Atgriešana gan noritēja bez problēmām.",
	"Prece pienāca ar skrāpējumu, nācās mainīt.",
}

// seedReviews writes 0–6 published reviews for about half of the products, rated mostly high.
func seedReviews(ctx context.Context, st *store.Store, c *catalog) error {
	r := newRand(3)
	txt := reviewsIn[c.v.Country]
	rev := st.Insert(ctx, "reviews", "product_id", "user_name", "rate", "comment", "published", "created_at", "updated_at")
	for i := range c.products {
		if r.IntN(100) >= 45 {
			continue
		}
		created, _ := time.Parse("2006-01-02T15:04:05Z", c.products[i].created)
		span := max(int(seedEpoch.Sub(created)/time.Second), 3600)
		for range between(r, 1, 6) {
			rate := []int{5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1}[r.IntN(13)]
			comment := pick(r, txt.good)
			switch {
			case rate == 3:
				comment = pick(r, txt.mixed)
			case rate < 3:
				comment = pick(r, txt.bad)
			}
			at := created.Add(time.Duration(r.IntN(span)) * time.Second)
			updated := at
			if r.IntN(5) == 0 {
				updated = at.Add(time.Duration(r.IntN(72*3600)) * time.Second)
			}
			if updated.After(seedEpoch) {
				updated = seedEpoch
			}
			rev.Add(i+1, pick(r, txt.names), rate, comment, 1, stamp(at), stamp(updated))
		}
	}
	return rev.Close()
}
