package demo

import (
	"context"
	"fmt"

	"shop/store"
	"shop/urls"
)

// categoryHues tint each top-level category's pictures and banners, by category key.
var categoryHues = map[string]int{
	"telefoni": 212, "datori": 262, "tv-un-audio": 344, "viedierices": 158, "spelu-konsoles": 18, "foto-un-video": 42,
}

func seedTaxonomy(ctx context.Context, st *store.Store, c *catalog) error {
	lang := c.v.Langs.Default
	tr := translator{st.Insert(ctx, "translations", "entity", "id", "lang", "field", "value")}
	cats := st.Insert(ctx, "categories", "id", "parent_id", "slug", "title", "short_description", "icon", "image",
		"banner_desktop", "banner_mobile", "banner_link", "position")
	positions := map[string]int{}
	hue := 0
	for i, sc := range seedCategories {
		var parent any
		var bannerLink string
		if sc.parent == "" {
			hue = categoryHues[sc.key]
			bannerLink = urls.Category(c.catSlug(seedCategories[i+1].key)) // a root's first child follows it
		} else {
			parent = c.catID[sc.parent]
		}
		// Every category's page opens with a scene of its own devices in its root's hue.
		bannerD := fmt.Sprintf("/media/demo/catbanner-wide-%s-%d.svg", sc.key, hue)
		bannerM := fmt.Sprintf("/media/demo/catbanner-tall-%s-%d.svg", sc.key, hue)
		pos := positions[sc.parent]
		positions[sc.parent]++
		image := fmt.Sprintf("/media/demo/%s-%s-1.svg", sc.pic, hslHex(hue+pos*25))
		id := c.catID[sc.key]
		title, desc := categoryText(lang, sc)
		cats.Add(id, parent, c.catSlug(sc.key), title, desc, "/media/demo/icon-"+sc.pic+".svg",
			image, bannerD, bannerM, bannerLink, pos)
		for _, l := range c.v.others() {
			t, d := categoryText(l, sc)
			tr.add("category", id, l, "title", t, title)
			tr.add("category", id, l, "short_description", c.v.place(d), desc)
		}
	}
	brands := st.Insert(ctx, "manufacturers", "id", "slug", "title", "image", "description", "position", "legal_name",
		"postal_address", "contact", "eu_person_name", "eu_person_address", "eu_person_contact")
	for i, b := range seedBrands {
		id := c.brandID[b.slug]
		desc := brandText(lang, b)
		sf := seedBrandSafety[b.slug]
		brands.Add(id, b.slug, b.title, "/media/demo/brand-"+b.title+".svg", desc, i, sf.name, sf.address, sf.contact,
			sf.euName, sf.euAddress, sf.euContact)
		for _, l := range c.v.others() {
			tr.add("manufacturer", id, l, "description", brandText(l, b), desc)
		}
	}
	discounts := st.Insert(ctx, "discounts", "id", "title", "percent")
	for i, d := range seedDiscounts {
		title := discountText(lang, i)
		discounts.Add(i+1, title, d.percent)
		for _, l := range c.v.others() {
			tr.add("discount", int64(i+1), l, "title", discountText(l, i), title)
		}
	}
	groups := st.Insert(ctx, "property_groups", "id", "name", "position")
	for i := range seedGroups {
		name := groupText(lang, i)
		groups.Add(i+1, name, i)
		for _, l := range c.v.others() {
			tr.add("property_group", int64(i+1), l, "name", groupText(l, i), name)
		}
	}
	props := st.Insert(ctx, "properties", "id", "group_id", "title", "filterable", "position")
	for i, p := range seedProperties {
		gid := 0
		for j, g := range seedGroups {
			if g == p.group {
				gid = j + 1
			}
		}
		id := c.propID[p.key]
		title := propertyText(lang, p)
		props.Add(id, gid, title, boolInt(p.filterable), i)
		for _, l := range c.v.others() {
			tr.add("property", id, l, "title", propertyText(l, p), title)
		}
	}
	opts := st.Insert(ctx, "property_options", "id", "property_id", "value", "position")
	for i, v := range c.values {
		id := c.optionID[i]
		value := optionValue(lang, v.value)
		opts.Add(id, v.prop+1, value, id)
		for _, l := range c.v.others() {
			tr.add("property_option", id, l, "value", optionValue(l, v.value), value)
		}
	}
	return closeAll(cats, brands, discounts, groups, props, opts, tr.in)
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

// The demo shop's fixed taxonomy: category tree, brands, discount campaigns and properties.

// key is the category's stable name in the demo (its Latvian slug): kinds, services and hues
// name categories by it, whatever the variant's slug (catalog.catSlug).
type seedCategory struct {
	key, parent, title, pic string
	desc                    string
}

// seedCategories is the tree in display order; parents come before their children.
// pic names the picture kind of the category icon (see pictures_devices.go).
var seedCategories = []seedCategory{
	{"telefoni", "", "Telefoni", "phone", "Viedtālruņi, vienkārši telefoni senioriem un viss, kas vajadzīgs ikdienas saziņai. Piedāvājam jaunākos Samsung, Apple, Xiaomi, Google un citu ražotāju modeļus ar oficiālo garantiju, ātru piegādi visā Latvijā un iespēju iegādāties uz nomaksu."},
	{"viedtalruni", "telefoni", "Viedtālruņi", "phone", "Viedtālrunis šodien ir kamera, maks, navigācija un darba rīks vienā ierīcē. Mūsu klāstā ir gan budžeta modeļi ar lielu akumulatoru, gan flagmaņi ar izcilām kamerām un spilgtiem AMOLED ekrāniem. Visi telefoni ir oficiāli ievesti Eiropas Savienībā, ar latviešu valodas atbalstu un 24 mēnešu garantiju. Izvēloties jaunu telefonu, pievērs uzmanību operatīvajai un iekšējai atmiņai, ekrāna atsvaidzes frekvencei un tam, vai ierīce atbalsta 5G tīklu. Ja nevari izšķirties, mūsu konsultanti veikalā Rīgā vai pa tālruni palīdzēs atrast piemērotāko modeli un pārnest datus no vecā telefona."},
	{"telefoni-senioriem", "telefoni", "Mobilie telefoni senioriem", "feature", "Vienkārši lietojami telefoni ar lielām pogām, skaļu zvanu un ilgi kalpojošu akumulatoru."},
	{"telefonu-aksesuari", "telefoni", "Telefonu aksesuāri", "case", "Vāciņi, aizsargstikli, lādētāji un kabeļi, kas pasargās tavu telefonu un ļaus to uzlādēt ātrāk."},
	{"vacini", "telefonu-aksesuari", "Vāciņi un maciņi", "case", "Silikona, ādas un caurspīdīgi vāciņi populārākajiem telefonu modeļiem."},
	{"ladetaji", "telefonu-aksesuari", "Lādētāji", "charger", "Ātrie USB-C lādētāji, bezvadu uzlādes paliktņi un auto lādētāji."},
	{"aizsargstikli", "telefonu-aksesuari", "Aizsargstikli", "glass", "Rūdīta stikla ekrāna aizsargi, kas pasargā no skrāpējumiem un plaisām."},
	{"arejie-akumulatori", "telefonu-aksesuari", "Ārējie akumulatori", "powerbank", "Jaudīgas ārējās baterijas ceļojumiem un garām darba dienām."},
	{"kabeli", "telefonu-aksesuari", "Kabeļi", "cable", "USB-C, Lightning un citi uzlādes un datu kabeļi."},
	{"datori", "", "Datori", "laptop", "Klēpjdatori darbam, mācībām un spēlēm, planšetdatori, monitori un datoru aksesuāri."},
	{"klepjdatori", "datori", "Klēpjdatori", "laptop", "Plāni un viegli ultrabuki, jaudīgi spēļu datori un uzticami biznesa klēpjdatori. Palīdzēsim izvēlēties procesoru, operatīvās atmiņas apjomu un SSD diska izmēru atbilstoši tavām vajadzībām. Visi klēpjdatori tiek piegādāti ar iepriekš instalētu operētājsistēmu, un pēc pieprasījuma mēs varam uzstādīt biroja programmas, pārnest datus no vecā datora vai palielināt atmiņu. Uzņēmumiem piedāvājam rēķinu ar atlikto maksājumu un izdevīgus līzinga nosacījumus. Ja dators nepieciešams steidzami, izvēlies saņemšanu veikalā – lielākā daļa modeļu ir pieejami uzreiz."},
	{"plansetdatori", "datori", "Planšetdatori", "tablet", "iPad, Samsung Galaxy Tab un citi planšetdatori lasīšanai, filmām un darbam."},
	{"monitori", "datori", "Monitori", "monitor", "Biroja, dizaina un spēļu monitori ar augstu atsvaidzes frekvenci."},
	{"datoru-aksesuari", "datori", "Datoru aksesuāri", "mouse", "Peles, tastatūras un citi aksesuāri ērtākam darbam."},
	{"peles", "datoru-aksesuari", "Peles", "mouse", "Bezvadu, ergonomiskās un spēļu peles."},
	{"tastaturas", "datoru-aksesuari", "Tastatūras", "keyboard", "Mehāniskās, bezvadu un kompaktās tastatūras ar latviešu burtu atbalstu."},
	{"tv-un-audio", "", "TV un audio", "tv", "Televizori, austiņas, skaļruņi un soundbāri mājas kinozālei un mūzikai ceļā."},
	{"televizori", "tv-un-audio", "Televizori", "tv", "4K un OLED televizori ar viedās TV funkcijām, no 43 līdz 75 collām. Mūsdienīgs televizors ir gan kino, gan spēļu ekrāns: pievērs uzmanību paneļa tipam, HDR atbalstam un HDMI 2.1 portiem, ja spēlē uz konsoles. Lielākajiem modeļiem piedāvājam piegādi ar uzstādīšanu pie sienas un vecā televizora utilizāciju. Pirms pirkuma vari apskatīt attēla kvalitāti mūsu veikalā, kur televizori ir pieslēgti demonstrācijas režīmā ar reālu saturu, nevis tikai reklāmas video."},
	{"austinas", "tv-un-audio", "Austiņas", "headphones", "Bezvadu, ieliekamās un pilna izmēra austiņas ar aktīvo trokšņu slāpēšanu."},
	{"bezvadu-austinas", "austinas", "Bezvadu austiņas", "earbuds", "Pilnīgi bezvadu ieliekamās austiņas ar uzlādes futrāli."},
	{"pilna-izmera-austinas", "austinas", "Pilna izmēra austiņas", "headphones", "Ērtas austiņas garām sarunām, ceļojumiem un spēlēm."},
	{"skalruni", "tv-un-audio", "Skaļruņi", "speaker", "Portatīvie Bluetooth skaļruņi ar ūdensizturību un jaudīgu basu."},
	{"soundbari", "tv-un-audio", "Soundbāri", "soundbar", "Soundbāri, kas televizora skaņu padara telpisku un skaidru."},
	{"viedierices", "", "Viedierīces", "watch", "Viedpulksteņi, fitnesa aproces un viedās mājas ierīces."},
	{"viedpulksteni", "viedierices", "Viedpulksteņi", "watch", "Apple Watch, Samsung Galaxy Watch, Garmin un citi viedpulksteņi sportam un ikdienai."},
	{"fitnesa-aproces", "viedierices", "Fitnesa aproces", "band", "Vieglas aproces soļu, miega un pulsa uzskaitei."},
	{"vieda-maja", "viedierices", "Viedā māja", "speaker", "Viedie skaļruņi un ekrāni, kas vada apgaismojumu un atbild uz jautājumiem."},
	{"spelu-konsoles", "", "Spēļu konsoles", "console", "PlayStation, Xbox un Nintendo konsoles, spēļu pultis un aksesuāri."},
	{"konsoles", "spelu-konsoles", "Konsoles", "console", "Jaunākās paaudzes spēļu konsoles visai ģimenei."},
	{"spelu-pultis", "spelu-konsoles", "Spēļu pultis", "gamepad", "Oriģinālās un trešo pušu spēļu pultis."},
	{"foto-un-video", "", "Foto un video", "camera", "Fotokameras, darbības kameras un droni ceļojumiem un satura veidošanai."},
	{"fotokameras", "foto-un-video", "Fotokameras", "camera", "Bezspoguļa un kompaktās kameras iesācējiem un profesionāļiem."},
	{"darbibas-kameras", "foto-un-video", "Darbības kameras", "camera", "Izturīgas kameras sportam, ceļojumiem un video blogiem."},
	{"droni", "foto-un-video", "Droni", "drone", "Viegli droni ar stabilizētu 4K kameru un garu lidojuma laiku."},
}

type seedBrand struct{ slug, title, desc string }

var seedBrands = []seedBrand{
	{"apple", "Apple", "Apple iPhone, MacBook, iPad, Apple Watch un AirPods – ierīces, kas lieliski darbojas kopā."},
	{"samsung", "Samsung", "Samsung Galaxy viedtālruņi, planšetdatori, televizori un monitori ar izciliem ekrāniem."},
	{"xiaomi", "Xiaomi", "Xiaomi un Redmi ierīces ar lielisku cenas un kvalitātes attiecību."},
	{"google", "Google", "Google Pixel telefoni ar labākajām kamerām un tīru Android pieredzi."},
	{"oneplus", "OnePlus", "OnePlus – ātri telefoni ar ļoti ātru uzlādi."},
	{"nokia", "Nokia", "Nokia telefoni – izturīgi, vienkārši un ar ilgu akumulatora darbības laiku."},
	{"motorola", "Motorola", "Motorola moto un edge sērijas telefoni."},
	{"sony", "Sony", "Sony Xperia telefoni, Bravia televizori, Alpha kameras, austiņas un PlayStation."},
	{"lenovo", "Lenovo", "Lenovo ThinkPad, IdeaPad un Legion klēpjdatori un planšetdatori."},
	{"asus", "ASUS", "ASUS Zenbook, VivoBook un ROG datori, monitori un aksesuāri."},
	{"acer", "Acer", "Acer Aspire, Swift un Nitro klēpjdatori un monitori."},
	{"hp", "HP", "HP klēpjdatori un monitori mājām un birojam."},
	{"huawei", "Huawei", "Huawei telefoni, planšetdatori, klēpjdatori un viedpulksteņi."},
	{"jbl", "JBL", "JBL skaļruņi, austiņas un soundbāri ar raksturīgu, jaudīgu skaņu."},
	{"garmin", "Garmin", "Garmin sporta pulksteņi un fitnesa aproces ar precīzu GPS."},
	{"logitech", "Logitech", "Logitech peles, tastatūras un spēļu aksesuāri."},
	{"anker", "Anker", "Anker lādētāji, ārējie akumulatori un Soundcore audio ierīces."},
	{"spigen", "Spigen", "Spigen vāciņi un aizsargstikli populārākajiem telefoniem."},
	{"microsoft", "Microsoft", "Microsoft Xbox konsoles un datoru aksesuāri."},
	{"nintendo", "Nintendo", "Nintendo Switch konsoles un spēles visai ģimenei."},
	{"dji", "DJI", "DJI droni, Osmo darbības kameras un stabilizatori."},
}

type seedDiscount struct {
	title   string
	percent int
}

var seedDiscounts = []seedDiscount{
	{"Black Friday -20%", 20},
	{"Nedēļas piedāvājums -10%", 10},
	{"Ziemas izpārdošana -15%", 15},
	{"Pēdējās preces -30%", 30},
}

type seedProperty struct {
	key, group, title string
	filterable        bool
}

// seedProperties in display order; key is the short name product specs use.
var seedProperties = []seedProperty{
	{"color", "Vispārīgi", "Krāsa", true},
	{"os", "Vispārīgi", "Operētājsistēma", true},
	{"mat", "Vispārīgi", "Materiāls", true},
	{"warranty", "Vispārīgi", "Garantija", false},
	{"size", "Ekrāns", "Ekrāna izmērs", true},
	{"panel", "Ekrāns", "Ekrāna tips", true},
	{"hz", "Ekrāns", "Atsvaidzes frekvence", true},
	{"res", "Ekrāns", "Izšķirtspēja", false},
	{"ram", "Atmiņa", "Operatīvā atmiņa (RAM)", true},
	{"rom", "Atmiņa", "Iekšējā atmiņa", true},
	{"cpu", "Procesors", "Procesors", false},
	{"cam", "Kamera", "Galvenā kamera", false},
	{"fcam", "Kamera", "Priekšējā kamera", false},
	{"video", "Kamera", "Video ieraksts", false},
	{"bat", "Akumulators", "Akumulatora ietilpība", false},
	{"life", "Akumulators", "Darbības laiks", false},
	{"fast", "Akumulators", "Ātrā uzlāde", false},
	{"wless", "Akumulators", "Bezvadu uzlāde", false},
	{"g5", "Savienojamība", "5G", true},
	{"conn", "Savienojamība", "Savienojuma veids", true},
	{"anc", "Savienojamība", "Aktīvā trokšņu slāpēšana (ANC)", true},
	{"bt", "Savienojamība", "Bluetooth versija", false},
	{"nfc", "Savienojamība", "NFC", false},
	{"wifi", "Savienojamība", "Wi-Fi", false},
	{"port", "Savienojamība", "Savienotājs", false},
	{"power", "Savienojamība", "Jauda", false},
}

// seedGroups orders the property groups.
var seedGroups = []string{"Vispārīgi", "Ekrāns", "Atmiņa", "Procesors", "Kamera", "Akumulators", "Savienojamība"}

type seedColour struct{ name, lv, ru, hex string }

// seedColours: the brand's colour name (titles, variant labels), the Latvian colour for the
// filter, the Russian one for Russian-market titles, and the hex the pictures are drawn in.
var seedColours = map[string]seedColour{
	"black":            {"Black", "Melna", "чёрный", "1d1d1f"},
	"white":            {"White", "Balta", "белый", "f2f2f0"},
	"silver":           {"Silver", "Sudraba", "серебристый", "c9ccd1"},
	"space-gray":       {"Space Gray", "Pelēka", "серый", "5b5e63"},
	"midnight":         {"Midnight", "Zila", "тёмно-синий", "232a36"},
	"starlight":        {"Starlight", "Bēša", "бежевый", "e8e0d0"},
	"titanium-black":   {"Titanium Black", "Melna", "чёрный", "2f2f31"},
	"titanium-gray":    {"Titanium Gray", "Pelēka", "серый", "8a8a86"},
	"titanium-violet":  {"Titanium Violet", "Violeta", "фиолетовый", "6e5a7e"},
	"titanium-yellow":  {"Titanium Yellow", "Dzeltena", "жёлтый", "e6d9a4"},
	"natural-titanium": {"Natural Titanium", "Sudraba", "серебристый", "b8b2a7"},
	"blue-titanium":    {"Blue Titanium", "Zila", "синий", "3f4a5c"},
	"white-titanium":   {"White Titanium", "Balta", "белый", "e9e7e2"},
	"onyx-black":       {"Onyx Black", "Melna", "чёрный", "222222"},
	"marble-gray":      {"Marble Gray", "Pelēka", "серый", "a6a8ab"},
	"cobalt-violet":    {"Cobalt Violet", "Violeta", "фиолетовый", "5b4f9a"},
	"amber-yellow":     {"Amber Yellow", "Dzeltena", "жёлтый", "f0cf75"},
	"navy":             {"Awesome Navy", "Zila", "синий", "2c3a5c"},
	"iceblue":          {"Awesome Iceblue", "Zila", "голубой", "a9c8e6"},
	"lilac":            {"Awesome Lilac", "Violeta", "сиреневый", "c7b6e3"},
	"blue":             {"Blue", "Zila", "синий", "3a6ea5"},
	"green":            {"Green", "Zaļa", "зелёный", "4f7d5b"},
	"pink":             {"Pink", "Rozā", "розовый", "f1c6cf"},
	"yellow":           {"Yellow", "Dzeltena", "жёлтый", "f5e07a"},
	"red":              {"Red", "Sarkana", "красный", "c8283a"},
	"purple":           {"Purple", "Violeta", "фиолетовый", "8e7cc3"},
	"mint":             {"Mint", "Zaļa", "мятный", "a8dcc4"},
	"ocean-teal":       {"Ocean Teal", "Zaļa", "бирюзовый", "1b7f7a"},
	"lavender":         {"Lavender Purple", "Violeta", "лавандовый", "b39ddb"},
	"jade":             {"Jade Green", "Zaļa", "зелёный", "5f9e84"},
	"obsidian":         {"Obsidian", "Melna", "чёрный", "202124"},
	"porcelain":        {"Porcelain", "Balta", "белый", "ebe6dd"},
	"bay":              {"Bay", "Zila", "голубой", "8ab4d8"},
	"hazel":            {"Hazel", "Pelēka", "серый", "8e8a7d"},
	"rose":             {"Rose", "Rozā", "розовый", "e8b7b0"},
	"emerald":          {"Flowy Emerald", "Zaļa", "изумрудный", "2e6b55"},
	"gold":             {"Gold", "Zelta", "золотой", "d4b36a"},
	"graphite":         {"Graphite", "Pelēka", "графитовый", "45474b"},
	"clear":            {"Clear", "Caurspīdīga", "прозрачный", "dfe7ee"},
	"orange":           {"Orange", "Oranža", "оранжевый", "f08a24"},
	"abyss-blue":       {"Abyss Blue", "Zila", "синий", "2b3b55"},
}
