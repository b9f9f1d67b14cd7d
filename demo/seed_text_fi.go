package demo

// fiPhrases are the product texts' parts in Finnish (the Finnish shops' own columns). The
// highlights are in the nominative: "Älypuhelin, jossa on 6.8" näyttö…".
var fiPhrases = phrases{
	highlights: map[string]string{
		"size": "%s näyttö", "cam": "%s pääkamera", "cpu": "%s -suoritin", "bat": "%s akku",
		"hz": "%s virkistystaajuus", "anc": "aktiivinen melunvaimennus", "life": "käyttöaika %s",
		"power": "%s teho", "video": "%s videokuvaus", "mat": "materiaalina %s", "rom": "%s tallennustila",
	},
	intros: [2][]string{{
		"yhdistää modernin muotoilun ja luotettavan suorituskyvyn",
		"sopii päivittäiseen käyttöön ja kestää pitkään",
		"tarjoaa erinomaisen hinta-laatusuhteen",
		"on yksi myymälämme suosituimmista malleista",
		"on loistava lahja itselle tai läheiselle",
	}, {
		"yhdistävät modernin muotoilun ja luotettavan suorituskyvyn",
		"sopivat päivittäiseen käyttöön ja kestävät pitkään",
		"tarjoavat erinomaisen hinta-laatusuhteen",
		"ovat myymälämme suosituimpia malleja",
		"ovat loistava lahja itselle tai läheiselle",
	}},
	service: []string{
		"Kaikilla tuotteilla on valmistajan virallinen takuu, ja hoidamme takuukorjaukset itse – laitetta ei tarvitse lähettää ulkomaille.",
		"Klo 15 mennessä tehdyt tilaukset lähetämme samana arkipäivänä. Tuotteen voi noutaa pakettiautomaatista, saada kuriirilla tai hakea Helsingin myymälästämme.",
		"Jos tuote ei vastaa odotuksiasi, voit palauttaa sen 14 päivän kuluessa ilman perusteluja.",
		"Tuotteen voi ostaa myös osamaksulla – päätös muutamassa minuutissa, ilman käsirahaa.",
		"Yritysasiakkaille teemme ALV-laskun ja pyynnöstä myös määräalennuksia.",
	},
	extras: []string{
		"Virallisesti EU:hun tuotu, suomenkielinen valikko ja valmistajan täysi takuu.",
		"Toimitus kaikkialle Suomeen 1–2 arkipäivässä, maksuton nouto Helsingin myymälästämme.",
		"Osta osamaksulla ilman käsirahaa tai valitse edullinen leasing.",
		"Asiantuntijamme auttavat käyttöönotossa ja tietojen siirrossa vanhasta laitteesta.",
	},
	kinds: map[string]kindText{
		"viedtalruni": {noun: "älypuhelin", feats: []string{
			"Kirkas, nopeasti virkistyvä näyttö tekee selaamisesta ja pelaamisesta erityisen sujuvaa.",
			"Optisella kuvanvakaimella varustettu kamera ottaa tarkkoja kuvia myös illalla ja sisätiloissa.",
			"Akku kestää helposti koko päivän, ja pikalataus täydentää sen kahvitauon aikana.",
			"Kestävä IP68-suojattu runko pitää veden ja pölyn loitolla.",
			"5G- ja eSIM-tuki pitävät netin nopeana myös liikkeellä.",
		}},
		"telefoni-senioriem": {noun: "matkapuhelin", feats: []string{
			"Isot näppäimet ja selkeät numerot – soittaminen onnistuu ilman silmälasejakin.",
			"Yhdellä latauksella valmiusaika on useita viikkoja.",
			"Sisäänrakennettu FM-radio ja kirkas taskulamppu.",
		}},
		"vacini": {noun: "puhelimen suojakuori", feats: []string{
			"Korotetut reunat suojaavat kameraa ja näyttöä, jos puhelin putoaa pöydälle.",
			"Tarkat aukot – kaikki painikkeet ja liitännät pysyvät helposti käytettävissä.",
			"Tukee langatonta latausta, kuorta ei tarvitse irrottaa.",
		}},
		"ladetaji": {noun: "laturi", feats: []string{
			"Älykäs latauksenhallinta suojaa akkua ylikuumenemiselta.",
			"Kompakti koko mahtuu helposti laukkuun tai takin taskuun.",
			"Sopii puhelimille, tableteille ja kuulokkeille.",
		}},
		"aizsargstikli": {noun: "panssarilasi", feats: []string{
			"9H-kovuinen karkaistu lasi ottaa iskun näytön sijaan.",
			"Oleofobinen pinnoite vähentää sormenjälkiä.",
			"Asennuskehys auttaa kiinnittämään lasin ilman kuplia.",
		}},
		"arejie-akumulatori": {noun: "varavirtalähde", feats: []string{
			"Riittää useaan puhelimen lataukseen matkalla.",
			"Lataa kahta laitetta yhtä aikaa.",
			"LED-valot näyttävät jäljellä olevan varauksen.",
		}},
		"kabeli": {noun: "kaapeli", feats: []string{
			"Kestävä punottu pinta ei mene solmuun laukussa.",
			"Tukee pikalatausta ja tiedonsiirtoa.",
		}},
		"klepjdatori": {noun: "kannettava tietokone", feats: []string{
			"Nopea SSD-levy käynnistää koneen sekunneissa ja avaa isotkin tiedostot nopeasti.",
			"Ohut metallirunko ja kevyt paino – helppo ottaa mukaan töihin tai luennoille.",
			"Mukava taustavalaistu näppäimistö ja tarkka kosketuslevy.",
			"Akku kestää koko työpäivän ilman laturia.",
			"Wi-Fi 6E pitää yhteyden vakaana ruuhkaisissakin verkoissa.",
		}},
		"plansetdatori": {noun: "tabletti", feats: []string{
			"Iso ja kirkas näyttö elokuviin, lukemiseen ja piirtämiseen.",
			"Tukee kynää ja näppäimistökuorta – kätevä myös työhön.",
			"Tilaäänikaiuttimet ja pitkä akunkesto.",
		}},
		"monitori": {noun: "näyttö", feats: []string{
			"Säädettävä jalusta antaa valita mukavan korkeuden ja kulman.",
			"Sinisen valon suodatin ja välkkymätön taustavalo säästävät silmiä pitkinä työpäivinä.",
			"Ohuet reunat – ihanteellinen usean näytön työpisteeseen.",
		}},
		"peles": {noun: "hiiri", feats: []string{
			"Tarkka anturi toimii lähes millä tahansa pinnalla.",
			"Ergonominen muoto säästää kättä pitkinä työtunteina.",
			"Yhdistyy useaan laitteeseen, ja niiden välillä vaihdetaan yhdellä painikkeella.",
		}},
		"tastaturas": {noun: "näppäimistö", feats: []string{
			"Hiljaiset näppäimet ja mukava painallus pitkiin kirjoitussessioihin.",
			"Taustavalaistut näppäimet mukautuvat huoneen valaistukseen.",
			"Suomalaisessa näppäinasettelussa å, ä ja ö ovat omilla näppäimillään.",
		}},
		"televizori": {noun: "televisio", feats: []string{
			"4K-tarkkuus ja HDR-tuki tuovat syvät värit ja yksityiskohtaisen kuvan.",
			"Älytelevisioalusta, jossa Netflix, YouTube, Yle Areena ja muut sovellukset.",
			"Pelitila pienellä viiveellä ja vaihtuvalla virkistystaajuudella.",
			"Ohut muotoilu näyttää hyvältä myös seinällä.",
		}},
		"bezvadu-austinas": {noun: "langattomat nappikuulokkeet", plural: true, feats: []string{
			"Aktiivinen melunvaimennus sulkee pois liikenteen ja toimiston melun.",
			"Latauskotelo antaa lisää kuunteluaikaa tunneiksi.",
			"Useat mikrofonit pitävät puhelut selkeinä tuulisellakin säällä.",
			"Vedenkestävät – sopivat urheiluun ja sateeseen.",
		}},
		"pilna-izmera-austinas": {noun: "kuulokkeet", plural: true, feats: []string{
			"Pehmeät korvatyynyt ovat mukavat usean tunnin lennollakin.",
			"Taittuva rakenne ja kotelo matkoille.",
			"Voit kytkeä johdon, kun akku on tyhjä.",
		}},
		"skalruni": {noun: "kaiutin", feats: []string{
			"IP67-suojaus – kaiutin ei pelkää sadetta, hiekkaa eikä uima-allasta.",
			"Tehokas basso ja selkeä ääni kovallakin äänenvoimakkuudella.",
			"Useita kaiuttimia voi yhdistää stereopariksi tai bilekäyttöön.",
		}},
		"soundbari": {noun: "soundbar", feats: []string{
			"Dolby Atmos -tilaääni tekee olohuoneesta elokuvateatterin.",
			"Langaton bassokaiutin syvään bassoon.",
			"Liitetään televisioon yhdellä HDMI-kaapelilla.",
		}},
		"viedpulksteni": {noun: "älykello", feats: []string{
			"Mittaa sykkeen, veren happitason ja unen laadun.",
			"Sisäänrakennettu GPS tallentaa juoksut ja pyörälenkit tarkasti ilman puhelinta.",
			"Ilmoitukset ja puhelut suoraan ranteeseen.",
			"Vedenkestävä 50 metriin asti – kellon kanssa voi uida.",
		}},
		"fitnesa-aproces": {noun: "aktiivisuusranneke", feats: []string{
			"Yli 150 harjoitustilaa ja automaattinen aktiivisuuden tunnistus.",
			"Kevyt ja mukava – sitä tuskin huomaa ranteessa edes nukkuessa.",
			"Akku kestää jopa kaksi viikkoa.",
		}},
		"vieda-maja": {noun: "älykaiutin", feats: []string{
			"Ohjaa valoja, termostaatteja ja pistorasioita äänellä.",
			"Soittaa musiikkia, radiota ja podcasteja kaikkialla kotona.",
		}},
		"konsoles": {noun: "pelikonsoli", feats: []string{
			"Nopea SSD lataa pelit sekunneissa.",
			"4K-pelit jopa 120 kuvaa sekunnissa.",
			"Sopii koko perheelle, mukana lapsilukko.",
		}},
		"spelu-pultis": {noun: "peliohjain", feats: []string{
			"Tarkat tatit ja herkät liipaisimet.",
			"Tärinä ja ergonominen muoto pitkiin pelisessioihin.",
		}},
		"fotokameras": {noun: "kamera", feats: []string{
			"Nopea automaattitarkennus tunnistaa ihmisten ja eläinten silmät.",
			"4K-video ammattimaisilla väriprofiileilla.",
			"Sisäänrakennettu kuvanvakain tarkkoihin käsivarakuviin.",
		}},
		"darbibas-kameras": {noun: "actionkamera", feats: []string{
			"Vedenpitävä 18 metriin ilman erillistä koteloa.",
			"Elektroninen vakautus pitää videon tasaisena juostessa ja ajaessa.",
		}},
		"droni": {noun: "drooni", feats: []string{
			"Painaa alle 250 grammaa – monin paikoin rekisteröintiä ei tarvita.",
			"Esteiden tunnistus joka suuntaan tekee lennosta turvallisemman.",
			"Kolmiakselinen vakain pitää 4K-videon tasaisena.",
		}},
	},
	with: func(k kindText, hl []string) string {
		if k.plural {
			return capitalize(k.noun) + ", joissa on " + joinWords(hl, " ja ")
		}
		return capitalize(k.noun) + ", jossa on " + joinWords(hl, " ja ")
	},
	lead: func(title, noun string, plural bool, intro string) string {
		if plural {
			return title + " ovat " + noun + ", jotka " + intro + "."
		}
		return title + " on " + noun + ", joka " + intro + "."
	},
	specs: "Tärkeimmät ominaisuudet: ",
	inBox: func(noun string) string { return "Pakkauksen sisältö: " + noun + ", käyttöohje ja takuutodistus." },
}
