package demo

// The Finnish shops' information pages, in Finnish and in English: a Finnish company in
// Helsinki, Finnish carriers, the 14-day withdrawal of the Finnish Consumer Protection Act and
// the Finnish VAT. As in Latvia, prices are not written into the delivery text: the page shows
// the shop's shipping methods with their prices beside it.
var infoPagesFI = []infoPage{
	{"about", "fi", "Tietoa TelShopista",
		"TelShop on helsinkiläinen elektroniikkakauppa: puhelimet, tietokoneet, televisiot ja äänentoisto rehellisellä neuvonnalla, nopealla toimituksella ja omalla huollolla.",
		`TelShop Oy myy puhelimia, kannettavia, tabletteja, televisioita, äänentoistoa ja älykodin laitteita verkossa ja puhelimitse, ja tilaukset voi noutaa Kampin myymälästämme Helsingistä. Toimitamme koko Suomeen.

## Mitä lupaamme

- Rehellistä neuvontaa: suosittelemme laitetta, jota tarvitset, emme kalleinta.
- Todellinen saldo: tuotesivulla näkyvä määrä on hyllyssämme.
- Palvelua oston jälkeen: hoidamme takuukorjaukset itse ja lainaamme puhelimen korjauksen ajaksi.

## Tiimimme

Myyjät, tietokoneasiantuntija, takuu- ja huoltoasiantuntija sekä asiakaspalvelu, joka vastaa jokaiseen viestiin yhden arkipäivän kuluessa: heidät löydät yhteystietosivulta.

## Yrityksen tiedot

Y-tunnus, ALV-numero, kotipaikan osoite ja pankkitili ovat yhteystietosivulla.`},

	{"delivery", "fi", "Toimitus",
		"Miten ja milloin tilauksesi saapuu: Posti kotiovelle tai pakettiautomaattiin, Matkahuollon noutopiste, Budbee tai nouto Helsingin myymälästä.",
		`Toimitamme koko Suomeen. Toimitustavat, niiden hinnat ja toimitusajat ovat tällä sivulla ja uudelleen kassalla, jossa hinta lasketaan ostoskorisi ja osoitteesi mukaan. Hinnat sisältävät 25,5 %:n arvonlisäveron.

## Milloin tilaus lähtee

Arkipäivänä ennen klo 15 (Suomen aikaa) tehdyt tilaukset lähtevät varastostamme samana päivänä; myöhemmin ja viikonloppuna tehdyt seuraavana arkipäivänä. Tuote, jossa on merkintä "toimitus viivästyy", tulee ensin toimittajaltamme; sen sivulla kerrotaan, kauanko se kestää.

## Posti kotiovelle

Postin kuljettaja tuo paketin antamaasi osoitteeseen yleensä 1–3 arkipäivässä ja ilmoittaa tekstiviestillä ennen toimitusta.

## Pakettiautomaatti ja noutopiste

Postin pakettiautomaatit ovat auki ympäri vuorokauden. Valitse automaatti kassalla; kun paketti on perillä (yleensä 1–2 arkipäivässä), saat tekstiviestin ja avauskoodin. Paketti odottaa automaatissa 7 päivää. Toimitus pakettiautomaattiin on maksuton, kun tuotteiden hinta on vähintään taulukossa näkyvä summa. Matkahuollon Lähellä-paketin voit noutaa kaupan tai kioskin yhteydessä olevasta noutopisteestä.

## Budbee iltatoimitus

Pääkaupunkiseudulla, Tampereella ja Turussa Budbee tuo paketin arki-iltaisin klo 17–22.

## Nouto myymälästä

Tilauksen voi noutaa maksutta Kampin myymälästämme Helsingistä, yleensä samana päivänä. Odota sähköpostia, jossa kerrotaan tilauksen olevan valmis, ja ota tilausnumero mukaan. Noudettaessa maksettavia tilauksia säilytetään 7 päivää.

## Vahingoittunut paketti

Tarkista paketti vastaanottaessasi. Jos pakkaus on vahingoittunut, merkitse se kuljettajan asiakirjaan tai ota kuva automaatilla ja kirjoita meille 3 päivän kuluessa: vaihdamme tuotteen tai palautamme rahat.`},

	{"returns", "fi", "Palautukset ja takuu",
		"14 päivän peruuttamisoikeus verkko-ostoksille kuluttajansuojalain mukaan, palautusohjeet, hyvitykset ja virhevastuu.",
		`## 14 päivän peruuttamisoikeus

Jos ostit kuluttajana verkosta tai puhelimitse, voit peruuttaa kaupan 14 päivän kuluessa tuotteen vastaanottamisesta ilmoittamatta syytä (kuluttajansuojalaki 6 luku). Jos tilaus toimitetaan useassa erässä, 14 päivää alkaa viimeisen erän vastaanottamisesta.

## Näin palautat tuotteen

- Ilmoita meille 14 päivän kuluessa yhteydenottolomakkeella tai yhteystietosivun sähköpostiin ja kerro tilausnumerosi. Voit käyttää EU:n peruuttamislomaketta, mutta se ei ole pakollista.
- Lähetä tai tuo tuote takaisin 14 päivän kuluessa ilmoituksesta. Palautuksen voi tuoda maksutta Helsingin myymäläämme; postitse tai kuljetusliikkeellä palauttamisen kulut maksat itse.
- Pakkaa tuote niin, ettei se vahingoitu matkalla, kaikkine tarvikkeineen, ohjeineen ja lahjoineen.

## Hyvitys

Palautamme tuotteen hinnan ja tavallisen toimituksen kulut 14 päivän kuluessa peruutusilmoituksesta samalle tilille tai kortille, jolla maksoit. Voimme odottaa hyvityksen kanssa, kunnes tuote on palannut meille tai olet osoittanut lähettäneesi sen.

Voit avata ja kokeilla tuotetta niin kuin myymälässä. Jos tuotetta on käytetty enemmän, voimme vähentää hyvityksestä arvon alenemisen.

## Milloin peruuttamisoikeutta ei ole

- Ohjelmistot, pelit ja muu digitaalinen sisältö, jonka sinetin olet avannut tai jonka olet ladannut.
- Tilauksesta valmistetut tuotteet, kuten tilauksesta kokoonpantu kannettava.
- Sinetöidyt hygieniatuotteet (nappikuulokkeet, sähköhammasharjan vaihtoharjat), kun sinetti on avattu.

## Virheellinen tuote

Myyjä vastaa tuotteen virheistä kuluttajansuojalain mukaan: jos tuote osoittautuu virheelliseksi, korjaamme sen, vaihdamme sen tai palautamme rahat. Monet valmistajat antavat lisäksi takuun, joka näkyy tuotesivulla. Tuo tai lähetä viallinen tuote myymäläämme tilausnumeron kanssa, niin kerromme 5 arkipäivän kuluessa, miten asia etenee. Jos korjaus kestää pidempään, lainaamme korvaavan puhelimen.

## Erimielisyydet

Jos emme pääse sopuun, voit kääntyä kuluttajaneuvonnan (www.kkv.fi) ja kuluttajariitalautakunnan (www.kuluttajariita.fi) puoleen.`},

	{"terms", "fi", "Myyntiehdot",
		"TelShopin yleiset myyntiehdot: tilaus, hinnat, maksaminen, toimitus, omistusoikeus ja vastuu yksityis- ja yritysasiakkaille.",
		`Näitä ehtoja sovelletaan kaikkiin TelShopin kauppoihin verkossa, puhelimitse ja myymälässä, niin yksityishenkilöille kuin yrityksille. Verkosta tai puhelimitse ostavilla kuluttajilla on lisäksi etämyynnin ehtojen mukaiset oikeudet.

## Tilaus ja sopimus

Sopimus syntyy, kun vahvistamme tilauksesi sähköpostilla. Jos tuote osoittautuu tilauksen jälkeen loppuneeksi, kerromme siitä heti ja palautamme siitä maksamasi summan.

## Hinnat

Hinnat ovat euroissa ja sisältävät 25,5 %:n arvonlisäveron. Toimituksen hinta näkyy kassalla ennen tilausta. Yliviivattu hinta on alinta hintaa alennusta edeltäneiden 30 päivän ajalta.

## Maksaminen

Voit maksaa verkkopankissa (Nordea, OP, S-Pankki, Danske Bank), kortilla, laskulla tai myymälästä noudettaessa. Verkkopankkimaksun ja laskun on oltava perillä 14 päivän kuluessa; kortilla maksettua tilausta pidetään 30 minuuttia maksamisen ajan. Yritykset saavat jokaisesta tilauksesta laskun yrityksen tiedoin.

## Toimitus ja omistusoikeus

Toimitus on kuvattu toimitussivulla. Tuote on sinun, kun se on kokonaan maksettu; vastuu siirtyy sinulle, kun sinä tai nimeämäsi henkilö vastaanottaa sen.

## Vastuu

Vastaamme tuotteista lain mukaan (katso palautukset ja takuu). Emme vastaa kuljetusliikkeen tai ylivoimaisen esteen aiheuttamista viivästyksistä, mutta autamme seuraamaan pakettia ja vaatimaan korvausta kuljetusliikkeeltä.

## Henkilötiedot

Käsittelemme tietojasi tietosuojaselosteen mukaisesti.

## Ehtojen muuttaminen

Voimme muuttaa näitä ehtoja; tilaukseen sovelletaan aina sen tekohetkellä voimassa olleita ehtoja.`},

	{"distance-selling", "fi", "Etämyynnin ehdot",
		"Etäsopimusten ehdot kuluttajille, jotka ostavat TelShopista verkossa tai puhelimitse: tiedot, peruuttaminen, toimitus ja reklamaatiot.",
		`Näitä ehtoja sovelletaan, kun ostat TelShopista kuluttajana tapaamatta meitä: verkossa tai puhelimitse. Ne täydentävät yleisiä myyntiehtoja.

## Myyjä

Myyjä on yhteystietosivulla mainittu yritys, TelShop Oy, Helsinki, Y-tunnuksineen, osoitteineen, sähköposteineen ja puhelinnumeroineen. Tilausta koskevat kysymykset voi lähettää yhteydenottolomakkeella; vastaamme yhden arkipäivän kuluessa.

## Ennen tilausta

Tuotesivulla näkyvät tuotteen pääominaisuudet, hinta arvonlisäveroineen, toimitustavat ja milloin nyt tehty tilaus saapuisi. Kokonaishinta toimituksineen näkyy kassalla ennen kuin vahvistat tilauksen maksuvelvollisuudesta kertovalla painikkeella.

## Vahvistus

Lähetämme sopimuksen vahvistuksen, näine ehtoineen ja peruuttamislomakkeineen, sähköpostiisi heti tilauksen jälkeen.

## Peruuttamisoikeus

Voit peruuttaa kaupan 14 päivän kuluessa tuotteen vastaanottamisesta ilmoittamatta syytä; palautussivulla kerrotaan, miten se tehdään, mitä se maksaa ja milloin saat rahasi takaisin.

## Toimitusaika

Ellei tuotesivulla toisin kerrota, toimitamme viimeistään 30 päivässä. Jos emme pysty siihen, voit perua tilauksen ja palautamme rahasi heti.

## Reklamaatiot

Kirjoita meille yhteydenottolomakkeella tai sähköpostilla. Vastaamme reklamaatioon kirjallisesti 14 päivän kuluessa. Jos et ole tyytyväinen, voit kääntyä kuluttajaneuvonnan (www.kkv.fi) ja kuluttajariitalautakunnan (www.kuluttajariita.fi) puoleen.`},

	{"privacy", "fi", "Tietosuojaseloste",
		"Miten TelShop käsittelee henkilötietoja EU:n tietosuoja-asetuksen mukaan: mitä keräämme, miksi, kauanko säilytämme, kenelle luovutamme ja oikeutesi.",
		`Tämä seloste kertoo, miten käsittelemme asiakkaidemme ja kävijöidemme henkilötietoja EU:n yleisen tietosuoja-asetuksen (GDPR) mukaan.

## Rekisterinpitäjä

Rekisterinpitäjä on yhteystietosivulla mainittu TelShop Oy. Tietojasi koskevat kysymykset voi lähettää sivun sähköpostiin tai yhteydenottolomakkeella.

## Mitä keräämme ja miksi

- Tilaukset: nimi, sähköposti, puhelin, toimitusosoite ja yrityksiltä yrityksen tiedot. Tarvitsemme niitä tilauksen toimittamiseen ja laskuttamiseen (sopimus) sekä lain edellyttämään kirjanpitoon.
- Asiakastili: samat tiedot ja salasanasi (tallennettuna vain suolattuna tiivisteenä), kun rekisteröidyt.
- Uutiskirje: sähköpostiosoitteesi vasta, kun olet vahvistanut tilauksen (suostumus, jonka voit perua jokaisen uutiskirjeen linkistä).
- Saatavuusilmoitukset: sähköpostiosoitteesi ja tuote, kunnes olemme ilmoittaneet tuotteen palanneen.
- Yhteydenottolomake: nimi, sähköposti, puhelin ja viesti vastaamista varten (oikeutettu etu).
- Arvostelut: etunimesi ja arvostelusi tuotesivulla.
- Tietoturva: tekniset lokit (osoite, aika, sivu) kaupan suojaamiseksi väärinkäytöksiltä.

## Kenelle tietoja luovutetaan

Kuljetusliikkeet (Posti, Matkahuolto, Budbee) saavat toimitustiedot; maksupalvelut saavat maksuun tarvittavat tiedot (emme koskaan näe koko korttinumeroasi); sähköpostipalvelumme lähettää viestimme. Ne käsittelevät tietoja vain meidän lukuumme sopimuksen perusteella. Emme myy henkilötietoja.

## Kauanko säilytämme

Tilaus- ja laskutietoja säilytetään kirjanpitolain edellyttämän ajan (6 vuotta). Tili säilyy, kunnes poistat sen; poistetun tilin tilaukset säilytetään anonymisoituina.

## Oikeutesi

Voit pyytää kopion tiedoistasi (kirjautunut asiakas voi ladata ne profiilistaan), oikaista tai poistaa ne, rajoittaa niiden käsittelyä tai vastustaa sitä ja siirtää ne toiseen palveluun. Voit tehdä valituksen tietosuojavaltuutetulle (www.tietosuoja.fi).

## Evästeet

Kaupan käyttämät evästeet on lueteltu evästesivulla.`},

	{"cookies", "fi", "Evästeet",
		"Mitä evästeitä TelShopin sivusto asettaa, mitä kukin tekee ja kauanko se säilyy: istunto, evästevalintasi ja näyttöasetuksesi.",
		`Eväste on pieni tekstitiedosto, jonka sivusto tallentaa selaimeesi. TelShop käyttää vain tässä lueteltuja evästeitä. Tilasto- ja mainostagit toimivat vasta, kun olet hyväksynyt ne evästebannerissa; sitä ennen Googlen tagit saavat tietää vain, että suostumus on evätty (Consent Mode).

## Välttämättömät evästeet

- shop_session: säilyttää ostoskorisi, toivelistasi ja kirjautumisesi sivulta toiselle ja suojaa lomakkeita väärennöksiltä. Vain palvelin lukee sen (HttpOnly), ja se vanhenee 30 päivän kuluttua viimeisestä käynnistä.
- cookie_consent: muistaa, hyväksyitkö vai hylkäsitkö tilastoevästeet, jottei banneri kysy uudelleen. Säilyy 180 päivää.

## Asetusevästeet

- showPricesWithTax: näytetäänkö hinnat arvonlisäveron kanssa vai ilman. Säilyy 30 päivää.
- catalogDisplayMode: näytetäänkö tuotelistat ruudukkona vai riveinä. Säilyy 30 päivää.
- comparedProducts: vertailuun lisäämäsi tuotteet (enintään 5). Säilyy 30 päivää.

## Tilastoevästeet

Vain suostumuksellasi: Google Analyticsin evästeet (_ga, _ga_*), jotka laskevat käynnit ja katsotut sivut, säilyvät enintään 2 vuotta.

## Valinnan muuttaminen

Voit poistaa evästeet selaimen asetuksista milloin tahansa; banneri kysyy silloin uudelleen. shop_session-evästeen poistaminen tyhjentää ostoskorin ja kirjaa sinut ulos.`},
}
