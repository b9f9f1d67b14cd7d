package demo

// finnishContent is the Finnish shops' home page and team: Finnish, with English. Its
// carriers, shop and prices are the Finnish shop's (seed_shipping_fi.go): Posti, Matkahuolto,
// pickup in Helsinki, free delivery to a Posti parcel locker from 60 €.
func finnishContent(c *catalog) contentSet {
	return contentSet{
		sliders: []contentSlider{
			{"featured", c.category("viedtalruni", "puhelin"), map[string][2]string{
				"fi": {"Valintamme", "Huolella valitut tuotteet, joita suosittelemme tällä viikolla"},
				"en": {"Our picks", "Carefully chosen products we recommend this week"}}},
			{"popular", "/search?sort=quantity:desc", map[string][2]string{
				"fi": {"Suosituimmat", "Näitä ostetaan juuri nyt eniten"},
				"en": {"Bestsellers", "What people buy most right now"}}},
			{"new", "/search?sort=created_at:desc", map[string][2]string{
				"fi": {"Uutuudet", "Juuri saapuneet tuotteet"},
				"en": {"New arrivals", "Just in"}}},
			{"discount", "/search?discounts=1,2,3,4", map[string][2]string{
				"fi": {"Tarjoukset", "Edullisia tarjouksia rajoitetun ajan"},
				"en": {"Deals", "Great offers for a limited time"}}},
			{"recommended", c.category("klepjdatori", "laptop"), map[string][2]string{
				"fi": {"Suosittelemme", "Tuotteet, joista asiakkaamme pitävät"},
				"en": {"Recommended", "Products our customers love"}}},
		},
		banners: []contentBanner{
			{"gallery", "/search?discounts=1,2,3,4", "/media/demo/catbanner-hero-deals-350.svg", "/media/demo/catbanner-herotop-deals-350.svg", map[string][2]string{
				"fi": {"Black Friday: jopa -30 %", "Satoja tuotteita vuoden edullisimpaan hintaan"},
				"en": {"Black Friday: up to 30% off", "Hundreds of products at this year's lowest prices"}}},
			{"gallery", c.category("viedtalruni", "samsung"), "/media/demo/catbanner-hero-viedtalruni-215.svg", "/media/demo/catbanner-herotop-viedtalruni-215.svg", map[string][2]string{
				"fi": {"Uudet Samsung Galaxy -älypuhelimet", "Osamaksulla 0 %:n korolla ja ilmaisella toimituksella"},
				"en": {"The new Samsung Galaxy smartphones", "With 0 % instalments and free delivery"}}},
			{"gallery", "/m/apple", "/media/demo/catbanner-hero-klepjdatori-265.svg", "/media/demo/catbanner-herotop-klepjdatori-265.svg", map[string][2]string{
				"fi": {"Apple MacBook Air M3-sirulla", "Ohut, hiljainen ja uskomattoman nopea"},
				"en": {"Apple MacBook Air with M3", "Thin, silent and incredibly fast"}}},
			{"benefit", "/search?sort=quantity:desc", "/media/demo/benefit-truck.svg", "/media/demo/benefit-truck.svg", map[string][2]string{
				"fi": {"Ilmainen toimitus yli 60 €:n tilauksiin", "Mihin tahansa Postin pakettiautomaattiin Suomessa"},
				"en": {"Free delivery from 60 €", "To any Posti parcel locker in Finland"}}},
			{"benefit", "/search?sort=created_at:desc", "/media/demo/benefit-return.svg", "/media/demo/benefit-return.svg", map[string][2]string{
				"fi": {"14 päivän palautusoikeus", "Kuluttajansuojalain mukaan, ilman selityksiä"},
				"en": {"14-day returns", "Under the Finnish Consumer Protection Act, no questions asked"}}},
			{"benefit", c.category("telefoni", "puhelin"), "/media/demo/benefit-shop.svg", "/media/demo/benefit-shop.svg", map[string][2]string{
				"fi": {"Nouto myymälästä", "Kamppi, Helsinki – yleensä jo samana päivänä"},
				"en": {"Pickup in the shop", "Kamppi, Helsinki – usually the same day"}}},
			{"benefit", c.category("klepjdatori", "laptop"), "/media/demo/benefit-credit.svg", "/media/demo/benefit-credit.svg", map[string][2]string{
				"fi": {"Lasku ja osamaksu", "Maksa laskulla 14 päivässä tai erissä jopa 24 kuukaudessa"},
				"en": {"Invoice and instalments", "Pay by invoice in 14 days or in instalments over up to 24 months"}}},
			{"extra", c.category("bezvadu-austinas", "headphones"), "/media/demo/catbanner-box-bezvadu-austinas-190.svg", "/media/demo/catbanner-box-bezvadu-austinas-190.svg", map[string][2]string{
				"fi": {"Vastamelukuulokkeet", "Hiljaisuutta matkalla ja toimistolla"},
				"en": {"Noise-cancelling headphones", "Silence on the road and in the office"}}},
			{"extra", c.firstOf("watch"), "/media/demo/catbanner-box-viedpulksteni-25.svg", "/media/demo/catbanner-box-viedpulksteni-25.svg", map[string][2]string{
				"fi": {"Älykellot urheiluun", "Garmin, Apple Watch ja Galaxy Watch"},
				"en": {"Smartwatches for sport", "Garmin, Apple Watch and Galaxy Watch"}}},
			{"info", "/search?q=iphone", "/media/demo/catbanner-box-shop-160.svg", "/media/demo/catbanner-box-shop-160.svg", map[string][2]string{
				"fi": {"Asiakaspalvelu Helsingissä", "Palvelemme ma–pe 9–17 numerossa +358 9 4245 0000 ja osoitteessa asiakaspalvelu@telshop.fi. Tilauksen voi noutaa Kampin myymälästä Helsingistä."},
				"en": {"Customer service in Helsinki", "We are here Mon–Fri 9–17 on +358 9 4245 0000 and at asiakaspalvelu@telshop.fi. Orders can be picked up at our Kamppi shop in Helsinki."}}},
			// the catalogue sidebar's benefits banner (spec §2): the same on every category page
			{"sidebar", "", "/media/demo/banner-tall-215-2.svg", "/media/demo/banner-tall-215-2.svg", map[string][2]string{
				"fi": {"Ilmainen toimitus yli 60 €", "Postin pakettiautomaatteihin koko Suomessa · 14 päivän palautusoikeus · maksa laskulla"},
				"en": {"Free delivery from 60 €", "To Posti parcel lockers all over Finland · 14 days to return · pay by invoice"}}},
		},
		articles: finnishArticles,
		team:     finnishTeam,
	}
}

var finnishTeam = []contentPerson{
	{"Mikko Virtanen", "mikko.virtanen@telshop.fi", map[string][2]string{
		"fi": {"Myymäläpäällikkö", "Mikko on johtanut myymäläämme sen avaamisesta lähtien. Hän huolehtii, että jokainen asiakas saa rehellistä neuvontaa, ja testaa itse jokaisen uuden puhelimen ennen kuin se päätyy hyllyyn. Vapaa-ajallaan Mikko pyöräilee ja valokuvaa Suomen luontoa."},
		"en": {"Store manager", "Mikko has run our shop since it opened. He makes sure every customer gets honest advice and tests every new phone himself before it reaches the shelf. In his free time Mikko cycles and photographs Finland's nature."}}, 'm', nil},
	{"Laura Nieminen", "laura.nieminen@telshop.fi", map[string][2]string{
		"fi": {"Asiakaspalvelupäällikkö", "Laura huolehtii siitä, että jokaiseen kysymykseen vastataan saman päivän aikana."},
		"en": {"Customer service manager", "Laura makes sure every question gets an answer the same day."}}, 'f', nil},
	{"Antti Koskinen", "antti.koskinen@telshop.fi", map[string][2]string{
		"fi": {"Tietokoneasiantuntija", "Antti auttaa valitsemaan kannettavat ja näytöt työhön, opiskeluun ja pelaamiseen sekä siirtää tiedot ja asentaa ohjelmat. Hänellä on yli kymmenen vuoden kokemus IT-tuesta, ja hän suosittelee aina juuri niin tehokkaan koneen kuin todella tarvitset."},
		"en": {"Computer specialist", "Antti helps choose laptops and monitors for work, study and gaming, and moves data and installs software. He has more than ten years of IT support behind him and always recommends exactly as much computer as you really need."}}, 'm', nil},
	{"Emilia Laine", "emilia.laine@telshop.fi", map[string][2]string{
		"fi": {"Ääni- ja TV-neuvoja", "Emilia tietää kaiken äänestä – langattomista nappikuulokkeista kotiteatteriin."},
		"en": {"Audio and TV adviser", "Emilia knows all about sound – from wireless earbuds to home cinema."}}, 'f', nil},
	{"Juha Mäkinen", "juha.makinen@telshop.fi", map[string][2]string{
		"fi": {"Takuu- ja huoltoasiantuntija", "Juha hoitaa takuukorjaukset ja auttaa, kun laite on rikkoutunut. Hän on yhteydessä valmistajiin, seuraa korjauksen etenemistä ja huolehtii, ettei asiakas jää korjauksen ajaksi ilman puhelinta – tarvittaessa lainaamme korvaavan laitteen."},
		"en": {"Warranty and service specialist", "Juha arranges warranty repairs and helps when a device has broken. He deals with the manufacturers, follows the repair and makes sure nobody is left without a phone meanwhile – we lend a replacement device when needed."}}, 'm', nil},
	{"Sanna Lindqvist", "sanna.lindqvist@telshop.fi", map[string][2]string{
		"fi": {"Myyjä", "Sanna palvelee asiakkaita suomeksi, ruotsiksi ja englanniksi ja auttaa osamaksun ja laskun kanssa."},
		"en": {"Sales adviser", "Sanna serves customers in Finnish, Swedish and English and helps with instalments and invoices."}}, 'f', nil},
}
