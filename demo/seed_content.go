package demo

import (
	"context"
	"fmt"
	"time"

	"shop/store"
)

// seedContent writes the home page: sliders, banners, blog articles and the team.
func seedContent(ctx context.Context, st *store.Store, c *catalog) error {
	sliders := []struct{ typ, title, sub, link string }{
		{"featured", "Mūsu izvēle", "Rūpīgi atlasītas preces, ko iesakām šonedēļ", "/c/viedtalruni"},
		{"popular", "Populārākās preces", "To pašlaik pērk visvairāk", "/search?sort=quantity:desc"},
		{"new", "Jaunumi", "Tikko ienākušas preces", "/search?sort=created_at:desc"},
		{"discount", "Atlaides", "Izdevīgi piedāvājumi ierobežotu laiku", "/search?discounts=1,2,3,4"},
		{"recommended", "Iesakām", "Preces, kas patīk mūsu klientiem", "/c/klepjdatori"},
	}
	sliderRows := st.Insert(ctx, "sliders", "type", "title", "sub_title", "link", "is_active", "position")
	for i, s := range sliders {
		sliderRows.Add(s.typ, s.title, s.sub, s.link, 1, i)
	}

	// A banner may point at a product: the first seeded one of a kind, so the link is real.
	firstOf := func(pic string) string {
		for _, p := range c.products {
			if seedKinds[p.kind].pic == pic {
				return store.ProductLink(p.slug)
			}
		}
		return "/search?q=" + pic
	}
	banners := []struct{ placement, title, text, link, desktop, mobile string }{
		{"gallery", "Black Friday: atlaides līdz -30%", "Simtiem preču par zemākajām cenām šogad", "/search?discounts=1,2,3,4",
			"/media/demo/banner-wide-350-1.svg", "/media/demo/banner-tall-350-1.svg"},
		{"gallery", "Jaunie Samsung Galaxy viedtālruņi", "Ar nomaksu no 0 % un bezmaksas piegādi", "/c/viedtalruni",
			"/media/demo/banner-wide-215-2.svg", "/media/demo/banner-tall-215-2.svg"},
		{"gallery", "Apple MacBook Air ar M3", "Plāns, kluss un neticami ātrs", "/m/apple",
			"/media/demo/banner-wide-265-3.svg", "/media/demo/banner-tall-265-3.svg"},
		{"benefit", "Bezmaksas piegāde no 50 €", "Uz jebkuru Omniva pakomātu Latvijā", "/search?sort=quantity:desc",
			"/media/demo/benefit-truck.svg", "/media/demo/benefit-truck.svg"},
		{"benefit", "14 dienu atgriešana", "Bez jautājumiem un paskaidrojumiem", "/search?sort=created_at:desc",
			"/media/demo/benefit-return.svg", "/media/demo/benefit-return.svg"},
		{"benefit", "Saņemšana veikalā", "Brīvības ielā 68, Rīgā – parasti tajā pašā dienā", "/c/telefoni",
			"/media/demo/benefit-shop.svg", "/media/demo/benefit-shop.svg"},
		{"benefit", "Līzings un nomaksa", "Ar ESTO līdz 36 mēnešiem, lēmums minūtēs", "/c/klepjdatori",
			"/media/demo/benefit-credit.svg", "/media/demo/benefit-credit.svg"},
		{"extra", "Austiņas ar trokšņu slāpēšanu", "Klusums ceļā un birojā", "/c/bezvadu-austinas",
			"/media/demo/banner-box-190-1.svg", "/media/demo/banner-box-190-1.svg"},
		{"extra", "Viedpulksteņi sportam", "Garmin, Apple Watch un Galaxy Watch", firstOf("watch"),
			"/media/demo/banner-box-25-2.svg", "/media/demo/banner-box-25-2.svg"},
		{"info", "Veikals Rīgā", "Brīvības iela 68, Rīga. Darba laiks: P–Pk 10:00–19:00, S 10:00–16:00, Sv slēgts. Tālrunis +371 67 000 000.", "/search?q=iphone",
			"/media/demo/banner-box-160-3.svg", "/media/demo/banner-box-160-3.svg"},
		// the catalogue sidebar's benefits banner (spec §2): the same on every category page
		{"sidebar", "Bezmaksas piegāde no 50 €", "Uz pakomātiem visā Latvijā · 14 dienas atgriešanai · nomaksa ar ESTO", "",
			"/media/demo/banner-tall-215-2.svg", "/media/demo/banner-tall-215-2.svg"},
	}
	bannerRows := st.Insert(ctx, "banners", "placement", "title", "text", "link", "desktop_image", "mobile_image", "position")
	for i, b := range banners {
		bannerRows.Add(b.placement, b.title, b.text, b.link, b.desktop, b.mobile, i)
	}

	articles := st.Insert(ctx, "blog_articles", "slug", "title", "image", "short_description", "body", "created_at")
	for i, a := range seedArticles {
		created := stamp(seedEpoch.Add(-time.Duration(i*17+3) * 24 * time.Hour))
		articles.Add(slugify(a.title), a.title, fmt.Sprintf("/media/demo/blog-%d-%d.svg", (i*53+190)%360, i+1), a.short, a.body, created)
	}
	team := st.Insert(ctx, "team_members", "name", "email", "description", "short_description", "image", "position")
	for i, m := range seedTeam {
		team.Add(m.name, m.email, m.desc, m.short, fmt.Sprintf("/media/demo/person-%d-%d.svg", (i*61+20)%360, i+1), i)
	}
	return closeAll(sliderRows, bannerRows, articles, team)
}

var seedArticles = []struct{ title, short, body string }{
	{"Kā izvēlēties viedtālruni 2026. gadā",
		"Ekrāns, kamera, akumulators un atmiņa – skaidrojam, kam pievērst uzmanību, lai nepārmaksātu par funkcijām, kuras neizmantosi.",
		"Viedtālruņu tirgū šogad ir vairāk nekā simts jaunu modeļu, un izvēle var šķist sarežģīta.\n\nVispirms padomā, cik daudz fotografē. Ja kamera ir galvenais iemesls, izvēlies modeli ar optisko stabilizāciju un lielu sensoru, nevis tikai lielu megapikseļu skaitu.\n\nOtrs svarīgākais ir akumulators: 5000 mAh un ātrā uzlāde ļaus aizmirst par lādētāju visu dienu.\n\nUn visbeidzot – atmiņa. Ja glabā daudz video, 256 GB būs drošākā izvēle."},
	{"OLED vai QLED: kuru televizoru izvēlēties",
		"Abas tehnoloģijas rāda lielisku attēlu, taču katrai ir savas stiprās puses. Salīdzinām tās ikdienas skatīšanās apstākļos.",
		"OLED televizoros katrs pikselis spīd pats, tāpēc melnā krāsa ir patiesi melna, un kontrasts ir teicams tumšā istabā.\n\nQLED televizori ir spilgtāki, tāpēc labāk piemēroti gaišām telpām ar lieliem logiem.\n\nJa spēlē uz konsoles, pārliecinies, ka televizoram ir HDMI 2.1 un 120 Hz atbalsts."},
	{"5 padomi, kā pagarināt akumulatora mūžu",
		"Vienkārši ieradumi, kas palīdzēs telefonam un klēpjdatoram saglabāt akumulatora ietilpību vairākus gadus.",
		"Litija jonu akumulatoriem nepatīk karstums un pilnīga izlāde.\n\nCenties uzturēt uzlādes līmeni starp 20 % un 80 %, neatstāj ierīci saulē un izmanto oriģinālo vai sertificētu lādētāju.\n\nDaudzās ierīcēs ir optimizētās uzlādes režīms – ieslēdz to."},
	{"Bezvadu austiņas sportam: mūsu testa rezultāti",
		"Pārbaudījām populārākās bezvadu austiņas skrienot, trenažieru zālē un lietū. Lūk, kuras neizkrita no ausīm.",
		"Sportam svarīgākais ir stingra piegulšana un ūdensizturība vismaz IPX4.\n\nMūsu testā vislabāk sevi parādīja modeļi ar ausu āķīšiem un vairākiem uzgaļu izmēriem.\n\nAktīvā trokšņu slāpēšana sportā ne vienmēr ir vajadzīga – uz ielas drošāk izmantot caurlaidības režīmu."},
	{"Klēpjdators studijām: ko ņemt vērā",
		"Vieglums, akumulators un pietiekami daudz atmiņas – ieteikumi studentiem un viņu vecākiem.",
		"Studentam dators ir jānēsā līdzi katru dienu, tāpēc svars līdz 1,5 kg un akumulators vismaz 10 stundām ir būtiski.\n\n16 GB operatīvās atmiņas šodien ir drošs minimums, ja plāno strādāt ar vairākām programmām vienlaikus.\n\nStudentiem piedāvājam īpašu atlaidi – jautā veikalā."},
	{"Viedā māja soli pa solim",
		"Sāc ar vienu viedo skaļruni un pakāpeniski pievieno gaismas, kontaktligzdas un sensorus.",
		"Viedā māja nav jāizveido vienā dienā.\n\nSāc ar viedo skaļruni vai ekrānu, kas kalpos kā vadības centrs, un pievieno viedās spuldzes istabās, kurās uzturies visbiežāk.\n\nPievērs uzmanību, lai ierīces atbalsta Matter standartu – tad tās darbosies kopā neatkarīgi no ražotāja."},
	{"Kā droši pārnest datus uz jauno telefonu",
		"Kontakti, fotogrāfijas, sarunas un bankas lietotnes – soli pa solim, lai jaunajā telefonā nekas nepazustu.",
		"Pirms pārnešanas pārliecinies, ka vecajā telefonā ir izveidota pilna rezerves kopija: iPhone – iCloud vai datorā, Android – Google kontā.\n\nJa pāreja notiek starp vienas sistēmas telefoniem, visvieglāk ir izmantot iebūvēto pārnešanu: novieto abus telefonus blakus, un jaunais piedāvās visu nokopēt pa Wi-Fi vai kabeli. Starp iPhone un Android palīdz lietotnes \"Pārvietot uz iOS\" un \"Pārslēgties uz Android\".\n\nSarunu lietotnēm (WhatsApp, Signal) ir sava rezerves kopija – ieslēdz to pirms pārejas un pārbaudi, vai tā ir pabeigta.\n\nBankas lietotnes un Smart-ID jaunajā telefonā jāaktivizē no jauna; paturi veco telefonu ieslēgtu, līdz tas izdarīts.\n\nKad viss pārnests, izraksties no kontiem vecajā telefonā, atiestati to uz rūpnīcas iestatījumiem un tikai tad atdod vai pārdod. Mūsu veikalā datu pārnešanu veicam bez maksas, ja telefonu pērc pie mums."},
	{"Monitors mājas birojam: izmērs, izšķirtspēja un ergonomika",
		"27 collas un 1440p, USB-C ar uzlādi un regulējams statīvs – kāpēc šīs trīs lietas maina darba dienu.",
		"Darbam ar dokumentiem un tabulām visvairāk iegūst no ekrāna laukuma. 27 collu monitors ar 2560×1440 izšķirtspēju ļauj ērti novietot divus logus blakus, un teksts joprojām ir ass.\n\nJa strādā ar klēpjdatoru, meklē monitoru ar USB-C savienojumu, kas vienlaikus pārraida attēlu un uzlādē datoru – tad pie galda pietiek ar vienu kabeli.\n\nErgonomika ir svarīgāka, nekā šķiet: ekrāna augšmalai jābūt acu līmenī, tāpēc izvēlies statīvu ar augstuma regulēšanu vai VESA stiprinājumu.\n\nAcīm palīdz matēts ekrāns un režīms bez mirgošanas. Spēlētājiem vērts skatīties uz 144 Hz un vairāk, bet birojam pietiek ar 60–75 Hz."},
	{"Kā izvēlēties planšetdatoru bērnam",
		"Izturīgs korpuss, vecāku kontrole un pareizais ekrāna izmērs – padomi, kā izvēlēties planšeti skolai un izklaidei.",
		"Bērnam planšete bieži krīt, tāpēc pirmais pirkums kopā ar to ir izturīgs vāciņš un ekrāna aizsargstikls.\n\nSākumskolas vecumam pietiek ar 8–10 collu ekrānu un 64 GB atmiņu; ja planšete kalpos arī mācībām, noderēs tastatūras vāciņš.\n\nAbām lielākajām sistēmām ir iebūvēta vecāku kontrole: vari ierobežot ekrāna laiku, atļaut tikai izvēlētas lietotnes un apstiprināt pirkumus. Iestati to pirms planšetes nodošanas bērnam.\n\nUn visbeidzot – vienojieties par noteikumiem: kur planšete nakšņo un cik ilgi to drīkst lietot darba dienās."},
}

var seedTeam = []struct{ name, email, short, desc string }{
	{"Jānis Bērziņš", "janis.berzins@telshop.lv", "Veikala vadītājs",
		"Jānis vada mūsu veikalu kopš tā atvēršanas 2012. gadā. Viņš rūpējas, lai katrs klients saņemtu godīgu padomu, un personīgi testē katru jauno telefonu, pirms tas nonāk plauktā. Brīvajā laikā Jānis brauc ar velosipēdu un fotografē Latvijas dabu."},
	{"Līga Ozola", "liga.ozola@telshop.lv", "Klientu apkalpošanas vadītāja",
		"Līga atbild par to, lai katrs jautājums saņemtu atbildi tās pašas dienas laikā."},
	{"Artūrs Kalniņš", "arturs.kalnins@telshop.lv", "Datoru speciālists",
		"Artūrs palīdz izvēlēties klēpjdatorus un monitorus darbam, mācībām un spēlēm, kā arī veic datu pārnešanu un programmatūras uzstādīšanu. Viņam ir vairāk nekā desmit gadu pieredze IT atbalstā, un viņš vienmēr iesaka tieši tik jaudīgu datoru, cik patiešām vajag."},
	{"Elīna Ņikitina", "elina.nikitina@telshop.lv", "Audio un TV konsultante",
		"Elīna zina visu par skaņu – no bezvadu austiņām līdz mājas kinozālei."},
	{"Ģirts Šmits", "girts.smits@telshop.lv", "Garantijas un servisa speciālists",
		"Ģirts organizē garantijas remontus un palīdz, ja ierīce sabojājusies. Viņš sazinās ar ražotājiem, seko līdzi remonta gaitai un parūpējas, lai remonta laikā klients nepaliktu bez telefona – pēc vajadzības izsniedzam maiņas ierīci."},
	{"Ольга Смирнова", "olga.smirnova@telshop.lv", "Konsultante",
		"Olga konsultē klientus latviešu, krievu un angļu valodā un palīdz ar nomaksas noformēšanu."},
}
