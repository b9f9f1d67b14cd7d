package demo

import "strings"

// The demo's product safety information (General Product Safety Regulation, Art. 19): each
// brand's manufacturer with its postal address and web or e-mail contact, and for one
// outside the EU the responsible person in the EU, as the makers publish them; and each
// product's warnings by its kind, in every demo language. Plausible public data for a demo,
// not legal advice: a shop enters what its own suppliers give.

// brandSafety is a brand's manufacturer and EU responsible person: name, address lines
// joined by "\n", contact.
type brandSafety struct {
	name, address, contact       string
	euName, euAddress, euContact string
}

var seedBrandSafety = map[string]brandSafety{
	"apple": {"Apple Inc.", "One Apple Park Way\nCupertino, CA 95014\nUSA", "https://www.apple.com/contact/",
		"Apple Distribution International Ltd.", "Hollyhill Industrial Estate\nHollyhill, Cork, T23 YK84\nIreland", "https://www.apple.com/ie/contact/"},
	"samsung": {"Samsung Electronics Co., Ltd.", "129 Samsung-ro, Yeongtong-gu\nSuwon-si, Gyeonggi-do 16677\nRepublic of Korea", "https://www.samsung.com/sec/",
		"Samsung Electronics GmbH", "Am Kronberger Hang 6\n65824 Schwalbach am Taunus\nGermany", "https://www.samsung.com/de/info/contactus/"},
	"xiaomi": {"Xiaomi Communications Co., Ltd.", "Xiaomi Campus, No. 33 Xi'erqi Middle Road\nHaidian District, Beijing 100085\nChina", "service.global@xiaomi.com",
		"Xiaomi Technology Netherlands B.V.", "Prinses Beatrixlaan 582\n2595 BM Den Haag\nNetherlands", "service.eu@xiaomi.com"},
	"google": {"Google LLC", "1600 Amphitheatre Parkway\nMountain View, CA 94043\nUSA", "https://support.google.com/store/",
		"Google Ireland Limited", "Gordon House, Barrow Street\nDublin 4, D04 E5W5\nIreland", "https://support.google.com/store/?hl=en-IE"},
	"oneplus": {"OnePlus Technology (Shenzhen) Co., Ltd.", "18F Tairan Building, Block C, Tairan 8th Road\nFutian District, Shenzhen 518040\nChina", "support@oneplus.com",
		"OnePlus Europe B.V.", "Schiphol Boulevard 359\n1118 BJ Schiphol\nNetherlands", "support.eu@oneplus.com"},
	"nokia": {"HMD Global Oy", "Bertel Jungin aukio 9\n02600 Espoo\nFinland", "https://www.hmd.com/en_int/support", "", "", ""},
	"motorola": {"Motorola Mobility LLC", "222 W. Merchandise Mart Plaza, Suite 1800\nChicago, IL 60654\nUSA", "https://www.motorola.com/we/support",
		"Lenovo (Deutschland) GmbH", "Meitnerstraße 9\n70563 Stuttgart\nGermany", "https://www.motorola.com/de/support"},
	"sony": {"Sony Group Corporation", "1-7-1 Konan, Minato-ku\nTokyo 108-0075\nJapan", "https://www.sony.com/electronics/support",
		"Sony Europe B.V.", "Da Vincilaan 7-D1\n1930 Zaventem\nBelgium", "https://www.sony.eu/support"},
	"lenovo": {"Lenovo PC HK Limited", "23/F Lincoln House, Taikoo Place, 979 King's Road\nQuarry Bay, Hong Kong\nChina", "https://support.lenovo.com",
		"Lenovo (Deutschland) GmbH", "Meitnerstraße 9\n70563 Stuttgart\nGermany", "https://support.lenovo.com/de/"},
	"asus": {"ASUSTeK Computer Inc.", "1F, No. 15, Lide Rd., Beitou Dist.\nTaipei City 112\nTaiwan", "https://www.asus.com/support/",
		"ASUS Computer GmbH", "Harkortstraße 21-23\n40880 Ratingen\nGermany", "https://www.asus.com/de/support/"},
	"acer": {"Acer Inc.", "8F, 88, Sec. 1, Xintai 5th Rd., Xizhi\nNew Taipei City 221\nTaiwan", "https://www.acer.com/support",
		"Acer Italy s.r.l.", "Via Lepetit 40\n20020 Lainate (MI)\nItaly", "https://www.acer.com/it-it/support"},
	"hp": {"HP Inc.", "1501 Page Mill Road\nPalo Alto, CA 94304\nUSA", "https://support.hp.com",
		"HP Deutschland GmbH", "Schickardstraße 32\n71034 Böblingen\nGermany", "https://support.hp.com/de-de"},
	"huawei": {"Huawei Technologies Co., Ltd.", "Huawei Industrial Base, Bantian, Longgang District\nShenzhen 518129\nChina", "https://consumer.huawei.com/en/support/",
		"Huawei Technologies Düsseldorf GmbH", "Hansaallee 205\n40549 Düsseldorf\nGermany", "https://consumer.huawei.com/de/support/"},
	"jbl": {"Harman International Industries, Inc.", "8500 Balboa Boulevard\nNorthridge, CA 91329\nUSA", "https://www.jbl.com/support",
		"Harman Deutschland GmbH", "Parkring 3\n85748 Garching bei München\nGermany", "https://de.jbl.com/kontakt"},
	"garmin": {"Garmin International, Inc.", "1200 East 151st Street\nOlathe, KS 66062\nUSA", "https://support.garmin.com",
		"Garmin Würzburg GmbH", "Beethovenstraße 1a\n97080 Würzburg\nGermany", "https://support.garmin.com/de-DE/"},
	"logitech": {"Logitech Europe S.A.", "EPFL – Quartier de l'Innovation, Daniel Borel Innovation Center\n1015 Lausanne\nSwitzerland", "https://support.logi.com",
		"Logitech Ireland Services Limited", "Ballincollig Business Park\nBallincollig, Co. Cork, P31 XN60\nIreland", "https://support.logi.com/hc/en-ie"},
	"anker": {"Anker Innovations Limited", "Room 1318-19, Hollywood Plaza, 610 Nathan Road\nMong Kok, Kowloon, Hong Kong\nChina", "support@anker.com",
		"Anker Innovations Deutschland GmbH", "Georg-Muche-Straße 3\n80807 München\nGermany", "support.de@anker.com"},
	"spigen": {"Spigen Korea Co., Ltd.", "11F, 4 Gangnam-daero 51-gil, Seocho-gu\nSeoul 06627\nRepublic of Korea", "support@spigen.com",
		"Spigen Europe GmbH", "Ottostraße 5\n85649 Brunnthal\nGermany", "support.eu@spigen.com"},
	"microsoft": {"Microsoft Corporation", "One Microsoft Way\nRedmond, WA 98052\nUSA", "https://support.microsoft.com",
		"Microsoft Ireland Operations Limited", "One Microsoft Place, South County Business Park\nLeopardstown, Dublin 18, D18 P521\nIreland", "https://support.microsoft.com/en-ie"},
	"nintendo": {"Nintendo Co., Ltd.", "11-1 Hokotate-cho, Kamitoba, Minami-ku\nKyoto 601-8501\nJapan", "https://www.nintendo.com/support/",
		"Nintendo of Europe SE", "Goldsteinstraße 235\n60528 Frankfurt am Main\nGermany", "https://www.nintendo.com/de-de/Hilfe/"},
	"dji": {"SZ DJI Technology Co., Ltd.", "DJI Sky City, No. 55 Xianyuan Road, Nanshan District\nShenzhen 518057\nChina", "support@dji.com",
		"DJI GmbH", "Industriestraße 12\n97618 Niederlauer\nGermany", "support.eu@dji.com"},
}

// The warnings a product may carry, each in every demo language.
var (
	warnBattery = map[string]string{
		"lv": "Satur litija jonu akumulatoru. Neatveriet, nepārduriet un nekarsējiet to virs 45 °C un neatstājiet ierīci lādējamies uz mīkstas virsmas. Lādējiet tikai ar piemērotu lādētāju. Uzpūtušos vai bojātu akumulatoru nelietojiet: nododiet to bateriju savākšanas punktā.",
		"en": "Contains a lithium-ion battery. Do not open, puncture or heat it above 45 °C, and do not leave the device charging on a soft surface. Charge it only with a suitable charger. Do not use a swollen or damaged battery: take it to a battery collection point.",
		"ru": "Содержит литий-ионный аккумулятор. Не вскрывайте, не прокалывайте и не нагревайте его выше 45 °C и не оставляйте устройство заряжаться на мягкой поверхности. Заряжайте только подходящим зарядным устройством. Не используйте вздувшийся или повреждённый аккумулятор: сдайте его в пункт приёма батарей.",
		"fi": "Sisältää litiumioniakun. Älä avaa tai puhkaise akkua äläkä kuumenna sitä yli 45 °C:n lämpötilaan, äläkä jätä laitetta latautumaan pehmeälle alustalle. Lataa vain sopivalla laturilla. Älä käytä turvonnutta tai vaurioitunutta akkua: vie se paristojen keräyspisteeseen.",
	}
	warnHearing = map[string]string{
		"lv": "Lai novērstu iespējamus dzirdes bojājumus, ilgstoši neklausieties lielā skaļumā.",
		"en": "To prevent possible hearing damage, do not listen at high volume levels for long periods.",
		"ru": "Во избежание возможного повреждения слуха не слушайте звук на большой громкости в течение длительного времени.",
		"fi": "Kuulovaurioiden välttämiseksi älä kuuntele suurella äänenvoimakkuudella pitkiä aikoja.",
	}
	warnSmallParts = map[string]string{
		"lv": "Uzmanību! Nav piemērots bērniem līdz 3 gadu vecumam: satur sīkas detaļas, kuras var norīt.",
		"en": "Warning: not suitable for children under 3 years: contains small parts that could be swallowed.",
		"ru": "Внимание! Не подходит для детей младше 3 лет: содержит мелкие детали, которые можно проглотить.",
		"fi": "Varoitus: ei sovellu alle 3-vuotiaille: sisältää pieniä osia, jotka voivat joutua nieluun.",
	}
	warnMains = map[string]string{
		"lv": "Pievienojiet tikai 230 V kontaktligzdai. Nepakļaujiet ierīci pilošam vai šļakstošam ūdenim, neaizsedziet ventilācijas atveres un pirms tīrīšanas atvienojiet to no tīkla.",
		"en": "Connect only to a 230 V socket. Do not expose the device to dripping or splashing water, do not cover its ventilation openings, and unplug it before cleaning.",
		"ru": "Подключайте только к розетке 230 В. Не подвергайте устройство воздействию капель и брызг воды, не закрывайте вентиляционные отверстия и отключайте его от сети перед чисткой.",
		"fi": "Kytke vain 230 V:n pistorasiaan. Älä altista laitetta tippuvalle tai roiskuvalle vedelle, älä peitä sen tuuletusaukkoja ja irrota pistoke ennen puhdistusta.",
	}
	warnTipOver = map[string]string{
		"lv": "Nostipriniet televizoru pie sienas vai statīva, lai tas nevarētu apgāzties un uzkrist bērnam.",
		"en": "Fasten the television to the wall or to its stand so that it cannot tip over onto a child.",
		"ru": "Закрепите телевизор на стене или подставке, чтобы он не мог опрокинуться на ребёнка.",
		"fi": "Kiinnitä televisio seinään tai jalustaansa, jotta se ei voi kaatua lapsen päälle.",
	}
	warnDrone = map[string]string{
		"lv": "Lidojiet tikai tur, kur tas atļauts, un turiet dronu redzeslokā. Ja to prasa likums, reģistrējieties kā bezpilota gaisa kuģa operators Civilās aviācijas aģentūrā. Turiet pirkstus un matus tālāk no propelleriem.",
		"en": "Fly only where it is allowed and keep the drone in sight. Register as a drone operator with your civil aviation authority where the law asks for it. Keep fingers and hair away from the propellers.",
		"ru": "Летайте только там, где это разрешено, и держите дрон в поле зрения. Если этого требует закон, зарегистрируйтесь как оператор беспилотника в органе гражданской авиации. Держите пальцы и волосы подальше от пропеллеров.",
		"fi": "Lennä vain siellä, missä se on sallittua, ja pidä drooni näkyvissä. Rekisteröidy lennokkitoiminnan harjoittajaksi Traficomissa, kun laki sitä edellyttää. Pidä sormet ja hiukset etäällä potkureista.",
	}
)

// kindWarnings are the warnings of each picture kind of product, in order: a battery
// powers it, its parts are small, it plays into the ears, it runs on the mains.
var kindWarnings = map[string][]map[string]string{
	"phone":      {warnBattery},
	"feature":    {warnBattery},
	"case":       {warnSmallParts},
	"charger":    {warnMains},
	"glass":      {warnSmallParts},
	"powerbank":  {warnBattery},
	"cable":      {warnSmallParts},
	"laptop":     {warnBattery, warnMains},
	"tablet":     {warnBattery},
	"monitor":    {warnMains},
	"mouse":      {warnBattery, warnSmallParts},
	"keyboard":   {warnBattery},
	"tv":         {warnMains, warnTipOver},
	"earbuds":    {warnHearing, warnBattery, warnSmallParts},
	"headphones": {warnHearing, warnBattery},
	"speaker":    {warnBattery},
	"soundbar":   {warnMains},
	"watch":      {warnBattery},
	"band":       {warnBattery},
	"console":    {warnMains},
	"gamepad":    {warnBattery},
	"camera":     {warnBattery},
	"actioncam":  {warnBattery, warnSmallParts},
	"drone":      {warnDrone, warnBattery},
}

// safetyText is a product kind's warnings in lang, one paragraph each ("" for none).
func safetyText(pic, lang string) string {
	var out []string
	for _, w := range kindWarnings[pic] {
		out = append(out, w[lang])
	}
	return strings.Join(out, "\n\n")
}
