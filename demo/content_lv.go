package demo

// latvianContent is the Latvian shop's home page and team: Latvian, with English and Russian.
func latvianContent(c *catalog) contentSet {
	return contentSet{
		sliders: []contentSlider{
			{"featured", c.category("viedtalruni", "telefons"), map[string][2]string{
				"lv": {"Mūsu izvēle", "Rūpīgi atlasītas preces, ko iesakām šonedēļ"},
				"en": {"Our picks", "Carefully chosen products we recommend this week"},
				"ru": {"Наш выбор", "Тщательно отобранные товары, которые мы советуем на этой неделе"}}},
			{"popular", "/search?sort=quantity:desc", map[string][2]string{
				"lv": {"Populārākās preces", "To pašlaik pērk visvairāk"},
				"en": {"Bestsellers", "What people buy most right now"},
				"ru": {"Популярные товары", "То, что сейчас покупают чаще всего"}}},
			{"new", "/search?sort=created_at:desc", map[string][2]string{
				"lv": {"Jaunumi", "Tikko ienākušas preces"},
				"en": {"New arrivals", "Just in"},
				"ru": {"Новинки", "Только что поступившие товары"}}},
			{"discount", "/search?discounts=1,2,3,4", map[string][2]string{
				"lv": {"Atlaides", "Izdevīgi piedāvājumi ierobežotu laiku"},
				"en": {"Deals", "Great offers for a limited time"},
				"ru": {"Скидки", "Выгодные предложения на ограниченное время"}}},
			{"recommended", c.category("klepjdatori", "laptop"), map[string][2]string{
				"lv": {"Iesakām", "Preces, kas patīk mūsu klientiem"},
				"en": {"Recommended", "Products our customers love"},
				"ru": {"Рекомендуем", "Товары, которые нравятся нашим клиентам"}}},
		},
		banners: []contentBanner{
			{"gallery", "/search?discounts=1,2,3,4", "/media/demo/catbanner-hero-deals-350.svg", "/media/demo/catbanner-herotop-deals-350.svg", map[string][2]string{
				"lv": {"Black Friday: atlaides līdz -30%", "Simtiem preču par zemākajām cenām šogad"},
				"en": {"Black Friday: up to 30% off", "Hundreds of products at this year's lowest prices"},
				"ru": {"Black Friday: скидки до -30%", "Сотни товаров по самым низким ценам в этом году"}}},
			{"gallery", c.category("viedtalruni", "samsung"), "/media/demo/catbanner-hero-viedtalruni-215.svg", "/media/demo/catbanner-herotop-viedtalruni-215.svg", map[string][2]string{
				"lv": {"Jaunie Samsung Galaxy viedtālruņi", "Ar nomaksu no 0 % un bezmaksas piegādi"},
				"en": {"The new Samsung Galaxy smartphones", "With 0 % instalments and free delivery"},
				"ru": {"Новые смартфоны Samsung Galaxy", "В рассрочку от 0 % и с бесплатной доставкой"}}},
			{"gallery", "/m/apple", "/media/demo/catbanner-hero-klepjdatori-265.svg", "/media/demo/catbanner-herotop-klepjdatori-265.svg", map[string][2]string{
				"lv": {"Apple MacBook Air ar M3", "Plāns, kluss un neticami ātrs"},
				"en": {"Apple MacBook Air with M3", "Thin, silent and incredibly fast"},
				"ru": {"Apple MacBook Air с M3", "Тонкий, тихий и невероятно быстрый"}}},
			{"benefit", "/search?sort=quantity:desc", "/media/demo/benefit-truck.svg", "/media/demo/benefit-truck.svg", map[string][2]string{
				"lv": {"Bezmaksas piegāde no 50 €", "Uz jebkuru Omniva pakomātu Latvijā"},
				"en": {"Free delivery from 50 €", "To any Omniva parcel locker in Latvia"},
				"ru": {"Бесплатная доставка от 50 €", "В любой почтомат Omniva в Латвии"}}},
			{"benefit", "/search?sort=created_at:desc", "/media/demo/benefit-return.svg", "/media/demo/benefit-return.svg", map[string][2]string{
				"lv": {"14 dienu atgriešana", "Bez jautājumiem un paskaidrojumiem"},
				"en": {"14-day returns", "No questions asked"},
				"ru": {"Возврат в течение 14 дней", "Без вопросов и объяснений"}}},
			{"benefit", c.category("telefoni", "telefons"), "/media/demo/benefit-shop.svg", "/media/demo/benefit-shop.svg", map[string][2]string{
				"lv": {"Saņemšana veikalā", "Brīvības ielā 68, Rīgā – parasti tajā pašā dienā"},
				"en": {"Pickup in the shop", "68 Brivibas Street, Riga – usually the same day"},
				"ru": {"Получение в магазине", "ул. Бривибас, 68, Рига – обычно в тот же день"}}},
			{"benefit", c.category("klepjdatori", "laptop"), "/media/demo/benefit-credit.svg", "/media/demo/benefit-credit.svg", map[string][2]string{
				"lv": {"Līzings un nomaksa", "Ar ESTO līdz 36 mēnešiem, lēmums minūtēs"},
				"en": {"Leasing and instalments", "With ESTO for up to 36 months, decided in minutes"},
				"ru": {"Лизинг и рассрочка", "С ESTO до 36 месяцев, решение за минуты"}}},
			{"extra", c.category("bezvadu-austinas", "headphones"), "/media/demo/catbanner-box-bezvadu-austinas-190.svg", "/media/demo/catbanner-box-bezvadu-austinas-190.svg", map[string][2]string{
				"lv": {"Austiņas ar trokšņu slāpēšanu", "Klusums ceļā un birojā"},
				"en": {"Noise-cancelling headphones", "Silence on the road and in the office"},
				"ru": {"Наушники с шумоподавлением", "Тишина в дороге и в офисе"}}},
			{"extra", c.firstOf("watch"), "/media/demo/catbanner-box-viedpulksteni-25.svg", "/media/demo/catbanner-box-viedpulksteni-25.svg", map[string][2]string{
				"lv": {"Viedpulksteņi sportam", "Garmin, Apple Watch un Galaxy Watch"},
				"en": {"Smartwatches for sport", "Garmin, Apple Watch and Galaxy Watch"},
				"ru": {"Умные часы для спорта", "Garmin, Apple Watch и Galaxy Watch"}}},
			{"info", "/search?q=iphone", "/media/demo/catbanner-box-shop-160.svg", "/media/demo/catbanner-box-shop-160.svg", map[string][2]string{
				"lv": {"Veikals Rīgā", "Brīvības iela 68, Rīga. Darba laiks: P–Pk 10:00–19:00, S 10:00–16:00, Sv slēgts. Tālrunis +371 67 000 000."},
				"en": {"Our shop in Riga", "68 Brivibas Street, Riga. Open Mon–Fri 10:00–19:00, Sat 10:00–16:00, closed on Sunday. Phone +371 67 000 000."},
				"ru": {"Магазин в Риге", "ул. Бривибас, 68, Рига. Часы работы: Пн–Пт 10:00–19:00, Сб 10:00–16:00, Вс закрыто. Телефон +371 67 000 000."}}},
			// the catalogue sidebar's benefits banner (spec §2): the same on every category page
			{"sidebar", "", "/media/demo/banner-tall-215-2.svg", "/media/demo/banner-tall-215-2.svg", map[string][2]string{
				"lv": {"Bezmaksas piegāde no 50 €", "Uz pakomātiem visā Latvijā · 14 dienas atgriešanai · nomaksa ar ESTO"},
				"en": {"Free delivery from 50 €", "To parcel lockers all over Latvia · 14 days to return · instalments with ESTO"},
				"ru": {"Бесплатная доставка от 50 €", "В почтоматы по всей Латвии · 14 дней на возврат · рассрочка с ESTO"}}},
		},
		articles: latvianArticles,
		team:     latvianTeam,
	}
}

var latvianTeam = []contentPerson{
	{"Jānis Bērziņš", "janis.berzins@telshop.lv", map[string][2]string{
		"lv": {"Veikala vadītājs", "Jānis vada mūsu veikalu kopš tā atvēršanas 2012. gadā. Viņš rūpējas, lai katrs klients saņemtu godīgu padomu, un personīgi testē katru jauno telefonu, pirms tas nonāk plauktā. Brīvajā laikā Jānis brauc ar velosipēdu un fotografē Latvijas dabu."},
		"en": {"Store manager", "Our store manager has run the shop since it opened in 2012. He makes sure every customer gets honest advice and tests every new phone himself before it reaches the shelf. In his free time he cycles and photographs Latvia's nature."},
		"ru": {"Руководитель магазина", "Янис руководит нашим магазином с его открытия в 2012 году. Он следит за тем, чтобы каждый клиент получил честный совет, и лично тестирует каждый новый телефон, прежде чем тот попадёт на полку. В свободное время Янис катается на велосипеде и фотографирует природу Латвии."}}, 'm', map[string]string{"ru": "Янис Берзиньш"}},
	{"Līga Ozola", "liga.ozola@telshop.lv", map[string][2]string{
		"lv": {"Klientu apkalpošanas vadītāja", "Līga atbild par to, lai katrs jautājums saņemtu atbildi tās pašas dienas laikā."},
		"en": {"Customer service manager", "She makes sure every question gets an answer the same day."},
		"ru": {"Руководитель службы поддержки", "Лига отвечает за то, чтобы каждый вопрос получил ответ в тот же день."}}, 'f', map[string]string{"ru": "Лига Озола"}},
	{"Artūrs Kalniņš", "arturs.kalnins@telshop.lv", map[string][2]string{
		"lv": {"Datoru speciālists", "Artūrs palīdz izvēlēties klēpjdatorus un monitorus darbam, mācībām un spēlēm, kā arī veic datu pārnešanu un programmatūras uzstādīšanu. Viņam ir vairāk nekā desmit gadu pieredze IT atbalstā, un viņš vienmēr iesaka tieši tik jaudīgu datoru, cik patiešām vajag."},
		"en": {"Computer specialist", "He helps you choose laptops and monitors for work, study and gaming, and moves data and installs software. He has more than ten years of IT support behind him and always recommends exactly as much computer as you really need."},
		"ru": {"Специалист по компьютерам", "Артурс помогает выбрать ноутбуки и мониторы для работы, учёбы и игр, а также переносит данные и устанавливает программы. У него более десяти лет опыта в IT-поддержке, и он всегда советует ровно такой мощный компьютер, какой действительно нужен."}}, 'm', map[string]string{"ru": "Артурс Калниньш"}},
	{"Elīna Ņikitina", "elina.nikitina@telshop.lv", map[string][2]string{
		"lv": {"Audio un TV konsultante", "Elīna zina visu par skaņu – no bezvadu austiņām līdz mājas kinozālei."},
		"en": {"Audio and TV adviser", "She knows all about sound – from wireless earbuds to home cinema."},
		"ru": {"Консультант по аудио и ТВ", "Элина знает всё о звуке – от беспроводных наушников до домашнего кинотеатра."}}, 'f', map[string]string{"ru": "Элина Никитина"}},
	{"Ģirts Šmits", "girts.smits@telshop.lv", map[string][2]string{
		"lv": {"Garantijas un servisa speciālists", "Ģirts organizē garantijas remontus un palīdz, ja ierīce sabojājusies. Viņš sazinās ar ražotājiem, seko līdzi remonta gaitai un parūpējas, lai remonta laikā klients nepaliktu bez telefona – pēc vajadzības izsniedzam maiņas ierīci."},
		"en": {"Warranty and service specialist", "He arranges warranty repairs and helps when a device has broken. He deals with the manufacturers, follows the repair and makes sure nobody is left without a phone meanwhile – we lend a replacement device when needed."},
		"ru": {"Специалист по гарантии и сервису", "Гиртс организует гарантийный ремонт и помогает, если устройство сломалось. Он связывается с производителями, следит за ходом ремонта и заботится о том, чтобы клиент не остался без телефона – при необходимости мы выдаём подменное устройство."}}, 'm', map[string]string{"ru": "Гиртс Шмитс"}},
	{"Inese Liepiņa", "inese.liepina@telshop.lv", map[string][2]string{
		"lv": {"Konsultante", "Inese konsultē klientus latviešu, krievu un angļu valodā un palīdz ar nomaksas noformēšanu."},
		"en": {"Sales adviser", "Inese advises customers in Latvian, Russian and English and helps to arrange instalments."},
		"ru": {"Консультант", "Инесе консультирует клиентов на латышском, русском и английском языках и помогает оформить рассрочку."}}, 'f', map[string]string{"ru": "Инесе Лиепиня"}},
}
