package demo

// finnishArticles are the Finnish shops' blog: Finnish, with English.
var finnishArticles = []contentArticle{
	{map[string][3]string{
		"fi": {"Näin valitset älypuhelimen vuonna 2026",
			"Näyttö, kamera, akku ja muisti – kerromme, mihin kannattaa kiinnittää huomiota, ettet maksa liikaa ominaisuuksista, joita et käytä.",
			"Markkinoilla on tänä vuonna yli sata uutta älypuhelinmallia, ja valinta voi tuntua vaikealta.\n\nMieti ensin, kuinka paljon kuvaat. Jos kamera on tärkein syy, valitse malli, jossa on optinen kuvanvakain ja suuri kenno, äläkä katso pelkkää megapikselimäärää.\n\nToiseksi tärkein on akku: 5000 mAh ja pikalataus antavat unohtaa laturin koko päiväksi.\n\nLopuksi muisti. Jos tallennat paljon videota, 256 Gt on varmempi valinta."},
		"en": {"How to choose a smartphone in 2026",
			"Screen, camera, battery and storage – what to look at so you do not overpay for features you will never use.",
			"There are more than a hundred new smartphone models on the market this year, and choosing can feel hard.\n\nFirst think about how much you take photos. If the camera is the main reason, choose a model with optical stabilisation and a large sensor, not just a high megapixel count.\n\nThe second most important thing is the battery: 5000 mAh and fast charging let you forget the charger all day.\n\nAnd finally, storage. If you keep a lot of video, 256 GB is the safer choice."}}},
	{map[string][3]string{
		"fi": {"OLED vai QLED: kumpi televisio kannattaa valita",
			"Kummallakin tekniikalla saa upean kuvan, mutta molemmilla on omat vahvuutensa. Vertailimme niitä arkikatselussa.",
			"OLED-televisiossa jokainen pikseli valaisee itse itsensä, joten musta on aidosti mustaa ja kontrasti erinomainen pimeässä huoneessa.\n\nQLED-televisiot ovat kirkkaampia, joten ne sopivat paremmin valoisiin huoneisiin, joissa on suuret ikkunat.\n\nJos pelaat konsolilla, varmista, että televisiossa on HDMI 2.1 ja 120 Hz:n tuki."},
		"en": {"OLED or QLED: which TV to choose",
			"Both technologies give a great picture, but each has its strengths. We compare them in everyday viewing.",
			"In an OLED TV every pixel lights itself, so black is truly black and the contrast is excellent in a dark room.\n\nQLED TVs are brighter, so they suit bright rooms with large windows better.\n\nIf you play on a console, make sure the TV has HDMI 2.1 and 120 Hz support."}}},
	{map[string][3]string{
		"fi": {"5 vinkkiä akun käyttöiän pidentämiseen",
			"Yksinkertaiset tavat, joilla puhelimen ja kannettavan akku säilyttää kapasiteettinsa vuosia.",
			"Litiumioniakut eivät pidä kuumuudesta eivätkä täydestä tyhjenemisestä.\n\nPyri pitämään varaustaso 20 ja 80 prosentin välillä, älä jätä laitetta aurinkoon ja käytä alkuperäistä tai sertifioitua laturia.\n\nMonissa laitteissa on optimoitu lataustila – ota se käyttöön."},
		"en": {"5 tips to make your battery last longer",
			"Simple habits that help your phone and laptop keep their battery capacity for years.",
			"Lithium-ion batteries dislike heat and running completely flat.\n\nTry to keep the charge between 20 % and 80 %, do not leave the device in the sun, and use the original or a certified charger.\n\nMany devices have an optimised charging mode – turn it on."}}},
	{map[string][3]string{
		"fi": {"Langattomat kuulokkeet urheiluun: testimme tulokset",
			"Testasimme suosituimpia langattomia kuulokkeita juostessa, kuntosalilla ja sateessa. Nämä pysyivät korvissa.",
			"Urheilussa tärkeintä on tukeva istuvuus ja vähintään IPX4-luokan vedenkestävyys.\n\nTestissämme parhaiten pärjäsivät mallit, joissa on korvakoukut ja useita kärkikokoja.\n\nAktiivista melunvaimennusta ei urheillessa aina tarvita – kadulla läpikuuluvuustila on turvallisempi."},
		"en": {"Wireless earbuds for sport: our test results",
			"We tried the most popular wireless earbuds running, in the gym and in the rain. Here are the ones that stayed in.",
			"For sport what matters most is a firm fit and water resistance of at least IPX4.\n\nIn our test the models with ear hooks and several tip sizes did best.\n\nActive noise cancelling is not always needed for sport – on the street the transparency mode is safer."}}},
	{map[string][3]string{
		"fi": {"Kannettava opiskeluun: mitä ottaa huomioon",
			"Keveys, akunkesto ja riittävästi muistia – vinkkejä opiskelijoille ja heidän vanhemmilleen.",
			"Opiskelija kantaa konetta mukanaan joka päivä, joten enintään 1,5 kg:n paino ja vähintään 10 tunnin akunkesto ovat olennaisia.\n\n16 Gt keskusmuistia on nykyään turvallinen vähimmäismäärä, jos aiot käyttää useita ohjelmia yhtä aikaa.\n\nOpiskelijoille meillä on erityisalennus – kysy myymälästä."},
		"en": {"A laptop for studying: what to consider",
			"Light weight, battery life and enough memory – advice for students and their parents.",
			"A student carries the laptop every day, so a weight of up to 1.5 kg and a battery for at least 10 hours matter.\n\n16 GB of RAM is a safe minimum today if you plan to work with several programs at once.\n\nWe have a special discount for students – ask in the shop."}}},
	{map[string][3]string{
		"fi": {"Älykoti askel kerrallaan",
			"Aloita yhdestä älykaiuttimesta ja lisää valot, pistorasiat ja anturit vähitellen.",
			"Älykotia ei tarvitse rakentaa yhdessä päivässä.\n\nAloita älykaiuttimella tai -näytöllä, joka toimii ohjauskeskuksena, ja lisää älylamput huoneisiin, joissa vietät eniten aikaa.\n\nTarkista, että laitteet tukevat Matter-standardia – silloin ne toimivat yhdessä valmistajasta riippumatta."},
		"en": {"A smart home step by step",
			"Start with one smart speaker and add lights, sockets and sensors one at a time.",
			"A smart home does not have to be built in a day.\n\nStart with a smart speaker or display that serves as the control centre, and add smart bulbs in the rooms you spend most time in.\n\nCheck that the devices support the Matter standard – then they work together whoever made them."}}},
	{map[string][3]string{
		"fi": {"Näin siirrät tiedot turvallisesti uuteen puhelimeen",
			"Yhteystiedot, kuvat, keskustelut ja pankkisovellukset – vaihe vaiheelta, ettei uudesta puhelimesta puutu mitään.",
			"Varmista ennen siirtoa, että vanhasta puhelimesta on täydellinen varmuuskopio: iPhonesta iCloudissa tai tietokoneella, Androidista Google-tilillä.\n\nSaman järjestelmän puhelinten välillä helpointa on sisäänrakennettu siirto: aseta puhelimet vierekkäin, niin uusi tarjoutuu kopioimaan kaiken Wi-Fin tai kaapelin kautta. iPhonen ja Androidin välillä auttavat sovellukset \"Siirrä iOS:ään\" ja \"Vaihda Androidiin\".\n\nViestisovelluksilla (WhatsApp, Signal) on oma varmuuskopionsa – ota se käyttöön ennen siirtoa ja tarkista, että se on valmis.\n\nPankkisovellukset ja mobiilivarmenne on otettava uudessa puhelimessa käyttöön uudelleen; pidä vanha puhelin päällä, kunnes se on tehty.\n\nKun kaikki on siirretty, kirjaudu ulos tileiltä vanhassa puhelimessa, palauta se tehdasasetuksiin ja anna tai myy se vasta sitten eteenpäin. Myymälässämme siirrämme tiedot maksutta, kun ostat puhelimen meiltä."},
		"en": {"How to move your data to a new phone safely",
			"Contacts, photos, chats and banking apps – step by step, so that nothing goes missing on the new phone.",
			"Before moving, make sure the old phone has a full backup: an iPhone in iCloud or on a computer, Android in the Google account.\n\nBetween phones of the same system the built-in transfer is easiest: put both phones side by side, and the new one offers to copy everything over Wi-Fi or a cable. Between iPhone and Android the apps \"Move to iOS\" and \"Switch to Android\" help.\n\nChat apps (WhatsApp, Signal) have a backup of their own – turn it on before the move and check that it has finished.\n\nBanking apps and mobile ID have to be activated again on the new phone; keep the old phone on until that is done.\n\nWhen everything has moved, sign out of your accounts on the old phone, reset it to factory settings and only then give it away or sell it. In our shop we move your data free of charge when you buy the phone from us."}}},
	{map[string][3]string{
		"fi": {"Näyttö kotitoimistoon: koko, tarkkuus ja ergonomia",
			"27 tuumaa ja 1440p, USB-C latauksella ja säädettävä jalka – miksi nämä kolme asiaa muuttavat työpäivän.",
			"Asiakirjojen ja taulukoiden parissa työskentely hyötyy eniten näytön pinta-alasta. 27 tuuman näytöllä ja 2560×1440-tarkkuudella kaksi ikkunaa mahtuu mukavasti vierekkäin, ja teksti pysyy terävänä.\n\nJos työskentelet kannettavalla, etsi näyttö, jossa on USB-C-liitäntä: se siirtää kuvan ja lataa koneen samanaikaisesti, joten pöydällä riittää yksi kaapeli.\n\nErgonomia on tärkeämpää kuin luulisi: näytön yläreunan pitäisi olla silmien korkeudella, joten valitse korkeussäädettävä jalka tai VESA-kiinnitys.\n\nSilmiä auttavat mattapintainen näyttö ja välkkymätön tila. Pelaajien kannattaa katsoa 144 Hz:n ja nopeampia näyttöjä, mutta toimistoon riittää 60–75 Hz."},
		"en": {"A monitor for the home office: size, resolution and ergonomics",
			"27 inches and 1440p, USB-C with charging and an adjustable stand – why these three things change your working day.",
			"Work with documents and spreadsheets gains most from screen area. A 27-inch monitor with 2560×1440 resolution holds two windows side by side comfortably, and text stays sharp.\n\nIf you work on a laptop, look for a monitor with a USB-C connection that carries the picture and charges the computer at once – then one cable on the desk is enough.\n\nErgonomics matter more than it seems: the top of the screen should be at eye level, so choose a stand with height adjustment or a VESA mount.\n\nA matte screen and a flicker-free mode help the eyes. Gamers should look at 144 Hz and more, but 60–75 Hz is enough for the office."}}},
	{map[string][3]string{
		"fi": {"Näin valitset tabletin lapselle",
			"Kestävä kotelo, lapsilukko ja oikea näytön koko – vinkit tabletin valintaan koulua ja viihdettä varten.",
			"Lapsen tabletti putoaa usein, joten ensimmäinen hankinta sen kanssa on kestävä suojakotelo ja näytönsuoja.\n\nAlakouluikäiselle riittää 8–10 tuuman näyttö ja 64 Gt muistia; jos tablettia käytetään myös opiskeluun, näppäimistökotelo on hyödyllinen.\n\nMolemmissa suurissa järjestelmissä on sisäänrakennettu lapsilukko: voit rajoittaa ruutuaikaa, sallia vain valitut sovellukset ja hyväksyä ostokset. Määritä se ennen kuin annat tabletin lapselle.\n\nSopikaa lopuksi yhdessä säännöistä: missä tabletti on yöllä ja kuinka kauan sitä saa käyttää koulupäivinä."},
		"en": {"How to choose a tablet for a child",
			"A sturdy case, parental controls and the right screen size – tips for choosing a tablet for school and play.",
			"A child's tablet often falls, so the first thing to buy with it is a sturdy case and a screen protector.\n\nFor primary school age an 8–10 inch screen and 64 GB of storage are enough; if the tablet is also for studying, a keyboard cover helps.\n\nBoth big systems have parental controls built in: you can limit screen time, allow only chosen apps and approve purchases. Set them up before handing the tablet over.\n\nAnd finally, agree on the rules together: where the tablet spends the night and how long it may be used on school days."}}},
}
