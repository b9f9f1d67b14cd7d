package demo

// The information pages in Latvian, the Latvian shop's own language; infoPages lists the
// Latvian shop's pages in every language (the Finnish shop's are infoPagesFI and infoPagesFIEN).
var infoPages = append(append(append([]infoPage{}, infoPagesLV...), infoPagesEN...), infoPagesRU...)

var infoPagesLV = []infoPage{
	{"about", "lv", "Par TelShop",
		"TelShop ir elektronikas veikals Rīgā un internetā kopš 2012. gada: telefoni, datori, televizori un audio ar godīgu padomu, ātru piegādi un īstu servisu.",
		`TelShop sāka darbu 2012. gadā kā neliels telefonu veikals Brīvības ielā Rīgā. Šodien mēs pārdodam telefonus, klēpjdatorus, planšetes, televizorus, audio un viedās mājas ierīces internetā un savā veikalā, un piegādājam tās visā Latvijā, Lietuvā, Igaunijā un Somijā.

## Mūsu principi

- Godīgs padoms: iesakām ierīci, kas tev vajadzīga, nevis dārgāko.
- Īsti krājumi: daudzums preces lapā ir tas, kas ir mūsu plauktos.
- Serviss pēc pirkuma: garantijas remontus kārtojam paši un remonta laikā iedodam maiņas telefonu.

## Mūsu komanda

Pārdevēji konsultanti, datoru speciālists, garantijas un servisa speciālists un klientu apkalpošanas komanda, kas atbild uz katru ziņu vienas darba dienas laikā: ar viņiem vari iepazīties kontaktu lapā.

## Uzņēmuma rekvizīti

Uzņēmuma reģistrācijas un PVN numurs, juridiskā adrese un bankas konts ir kontaktu lapā.`},

	{"delivery", "lv", "Piegāde",
		"Kā un kad pienāks tavs pasūtījums: kurjers līdz durvīm, pakomāts vai saņemšana mūsu veikalā Rīgā; piegādes laiki un cenas.",
		`Mēs piegādājam uz Latviju, Lietuvu, Igauniju un Somiju. Piegādes veidi, to cenas un laiki tavai valstij ir šajā lapā un vēlreiz noformējot pasūtījumu, kur cena tiek aprēķināta tavam grozam un adresei.

## Kad pasūtījums tiek nosūtīts

Darba dienā līdz plkst. 15:00 (Rīgas laikā) veikti pasūtījumi atstāj noliktavu tajā pašā dienā; vēlāk un brīvdienās veiktie – nākamajā darba dienā. Prece ar atzīmi "piegāde aizkavēsies" vispirms pienāk no piegādātāja; cik ilgi tas ilgst, ir rakstīts preces lapā.

## Kurjers līdz durvīm

DPD kurjers atved sūtījumu uz norādīto adresi, parasti 1–2 darba dienu laikā. Kurjers pirms piegādes piezvana vai nosūta īsziņu; ja neesi mājās, sūtījumu var novirzīt uz saņemšanas punktu ar saiti ziņā.

## Pakomāts

Omniva pakomāti strādā visu diennakti. Pakomātu izvēlies, noformējot pasūtījumu; kad sūtījums pienācis (parasti 1–3 darba dienu laikā), saņemsi īsziņu ar durvju kodu. Sūtījums pakomātā gaida 7 dienas. Piegāde uz pakomātu ir bezmaksas, ja preces maksā vismaz tabulā norādīto summu.

## Saņemšana veikalā

Pasūtījumu bez maksas var saņemt mūsu veikalā Brīvības ielā 68, Rīgā, parasti tajā pašā dienā. Sagaidi e-pastu, ka pasūtījums ir gatavs, un paņem līdzi pasūtījuma numuru. Pasūtījumi ar apmaksu saņemot tiek glabāti 7 dienas.

## Lielas un smagas preces

Televizorus virs 65 collām un citas lielgabarīta preces piegādā tikai kurjers. Kurjers atved sūtījumu līdz durvīm; par uznešanu pa kāpnēm vienojies ar kurjeru.

## Bojāts sūtījums

Pārbaudi sūtījumu saņemot. Ja iepakojums ir bojāts, atzīmē to kurjera dokumentā vai nofotografē pie pakomāta un raksti mums 3 dienu laikā: preci nomainīsim vai atmaksāsim.`},

	{"returns", "lv", "Preču atgriešana un garantija",
		"14 dienu atteikuma tiesības interneta pirkumiem, kā atgriezt preci, naudas atmaksa un 2 gadu likumīgā garantija bojātām precēm.",
		`## 14 dienu atteikuma tiesības

Ja pirki kā patērētājs internetā vai pa tālruni, no pirkuma vari atteikties 14 dienu laikā pēc preces saņemšanas, nenorādot iemeslu. Ja pasūtījums piegādāts vairākos sūtījumos, 14 dienas sākas, saņemot pēdējo.

## Kā atgriezt preci

- Paziņo mums 14 dienu laikā: raksti caur kontaktu formu vai uz e-pastu kontaktu lapā, norādot pasūtījuma numuru. Vari izmantot ES atteikuma veidlapas paraugu, bet tas nav obligāti.
- Nosūti vai atnes preci atpakaļ 14 dienu laikā pēc paziņojuma. Mūsu veikalā Rīgā preci var atgriezt bez maksas; pasta vai kurjera izmaksas sedz pircējs.
- Iepako preci tā, lai tā ceļā nesabojājas, ar visiem piederumiem, instrukcijām un dāvanām, kas saņemtas kopā ar to.

## Naudas atmaksa

Preces cenu un standarta piegādes izmaksas atmaksājam 14 dienu laikā pēc atteikuma saņemšanas uz to pašu kontu vai karti, ar kuru maksāji. Atmaksu varam aizturēt, līdz prece ir pie mums vai esi pierādījis, ka to nosūtīji.

Preci vari izsaiņot un izmēģināt tāpat kā veikalā. Ja prece lietota vairāk vai ir bojāta, atmaksu varam samazināt par vērtības zudumu.

## Kad atteikuma tiesības nav spēkā

- Programmatūra, spēles un cits digitālais saturs, kura plombu esi atvēris vai kuru esi lejupielādējis.
- Preces, kas izgatavotas pēc tava pasūtījuma, piemēram, individuāli konfigurēts klēpjdators.
- Higiēnas preces plombētā iepakojumā (ieliekamās austiņas, elektrisko zobu birstu uzgaļi), ja plomba ir atvērta.

## Bojātas preces: likumīgā garantija

Katrai precei ir 2 gadu likumīgā garantija no saņemšanas dienas: ja prece izrādās bojāta, to salabosim, nomainīsim vai atmaksāsim. Daudzi ražotāji papildus dod ilgāku komercgarantiju; tā norādīta preces lapā. Atnes vai nosūti bojāto preci uz mūsu veikalu ar pasūtījuma numuru, un 5 darba dienu laikā pateiksim, kas notiks tālāk. Ja remonts ieilgst, iedosim maiņas telefonu.

## Strīdi

Ja nevaram vienoties, vari vērsties Patērētāju tiesību aizsardzības centrā (PTAC, www.ptac.gov.lv), kura Patērētāju strīdu risināšanas komisija strīdus izšķir ārpustiesas kārtībā bez maksas.`},

	{"terms", "lv", "Pārdošanas noteikumi",
		"TelShop vispārējie pārdošanas noteikumi: pasūtījums, cenas, apmaksa, piegāde, īpašumtiesības un atbildība privātpersonām un uzņēmumiem.",
		`Šie noteikumi attiecas uz katru pirkumu TelShop internetā, pa tālruni un veikalā, gan privātpersonām, gan uzņēmumiem. Patērētājiem, kas pērk internetā vai pa tālruni, ir arī distances līguma noteikumos aprakstītās tiesības.

## Pasūtījums un līgums

Līgums ir noslēgts, kad apstiprinām pasūtījumu e-pastā. Ja pēc pasūtījuma prece izrādās beigusies, tūlīt to paziņosim un atmaksāsim par to samaksāto.

## Cenas

Cenas ir eiro, ieskaitot veikala valsts PVN. Piegādes cena redzama pirms pasūtījuma apstiprināšanas. Pārsvītrotā cena ir zemākā cena 30 dienās pirms atlaides sākuma.

## Apmaksa

Maksāt var internetbankā, ar karti, ar bankas pārskaitījumu vai, saņemot veikalā, uz vietas. Bankas pārskaitījumam jāpienāk 3 dienu laikā; ar karti apmaksājamu pasūtījumu turam 30 minūtes. Uzņēmumi ar katru pasūtījumu saņem rēķinu ar uzņēmuma rekvizītiem.

## Piegāde un īpašumtiesības

Piegāde aprakstīta piegādes lapā. Prece kļūst tava, kad tā pilnībā apmaksāta; risks pāriet uz tevi, kad preci saņem tu vai tevis norādītā persona.

## Atbildība

Par precēm atbildam, kā nosaka likums (sk. preču atgriešana un garantija). Neatbildam par kavējumiem, ko radījis pārvadātājs vai no mums neatkarīgi apstākļi, bet palīdzēsim izsekot sūtījumu un iesniegt pretenziju pārvadātājam.

## Personas dati

Tavus datus apstrādājam, kā aprakstīts privātuma politikā.

## Noteikumu grozījumi

Noteikumus varam mainīt; pasūtījumam vienmēr piemēro noteikumus, kas bija spēkā tā veikšanas brīdī.`},

	{"distance-selling", "lv", "Distances līguma noteikumi",
		"Distances līguma noteikumi patērētājiem, kas pērk TelShop internetā vai pa tālruni: informācija, atteikums, piegāde un sūdzības.",
		`Šie noteikumi attiecas uz pirkumiem TelShop, ko patērētājs veic, mūs nesatiekot: internetā vai pa tālruni. Tie papildina vispārējos pārdošanas noteikumus.

## Pārdevējs

Pārdevējs ir kontaktu lapā norādītais uzņēmums ar tā reģistrācijas numuru, juridisko adresi, e-pastu un tālruni. Jautājumus par pasūtījumu var sūtīt caur kontaktu formu; atbildam vienas darba dienas laikā.

## Pirms pasūtījuma

Preces lapā ir preces galvenās īpašības, cena ar PVN, piegādes veidi un laiks, kad pasūtījums pienāktu. Kopējā cena ar piegādi ir redzama pirms pasūtījuma apstiprināšanas ar pogu, kas norāda uz maksājuma pienākumu.

## Apstiprinājums

Līguma apstiprinājumu ar šiem noteikumiem un atteikuma veidlapas paraugu nosūtām uz tavu e-pastu, tiklīdz pasūtījums veikts.

## Atteikuma tiesības

No pirkuma vari atteikties 14 dienu laikā pēc preces saņemšanas, nenorādot iemeslu; atgriešanas lapā ir aprakstīts, kā to izdarīt, cik tas maksā un kad saņemsi naudu.

## Piegādes laiks

Ja preces lapā nav norādīts citādi, piegādājam ne vēlāk kā 30 dienu laikā. Ja to nevaram, vari pasūtījumu atcelt, un naudu atmaksāsim nekavējoties.

## Sūdzības

Raksti mums caur kontaktu formu vai e-pastu. Uz sūdzību atbildam rakstiski 15 dienu laikā. Ja atbilde tevi neapmierina, vari vērsties Patērētāju tiesību aizsardzības centrā (PTAC, www.ptac.gov.lv) vai savas valsts patērētāju tiesību aizsardzības iestādē.`},

	{"privacy", "lv", "Privātuma politika",
		"Kā TelShop apstrādā personas datus saskaņā ar VDAR: ko vācam, kāpēc, cik ilgi glabājam, kas tos saņem un kādas ir tavas tiesības.",
		`Šī politika skaidro, kā apstrādājam klientu un apmeklētāju personas datus saskaņā ar ES Vispārīgo datu aizsardzības regulu (VDAR).

## Pārzinis

Pārzinis ir kontaktu lapā norādītais uzņēmums. Jautājumus par saviem datiem vari sūtīt uz tur norādīto e-pastu vai caur kontaktu formu.

## Ko vācam un kāpēc

- Pasūtījumi: vārds, e-pasts, tālrunis, piegādes adrese un uzņēmumiem – uzņēmuma rekvizīti. Tie vajadzīgi, lai piegādātu un izrakstītu rēķinu (līgums) un glabātu likumā noteiktos grāmatvedības dokumentus.
- Konts: tie paši dati un parole (glabājam tikai tās jaucējvērtību), kad reģistrējies, lai redzētu savus pasūtījumus un pirktu ātrāk (līgums).
- Jaunumi: e-pasta adrese, tikai pēc tam, kad apstiprināji pierakstu (tava piekrišana, ko vari atsaukt ar saiti katrā vēstulē).
- Paziņojumi par preces atgriešanos: e-pasta adrese un prece, līdz esam paziņojuši, ka prece atkal pieejama.
- Kontaktu forma: vārds, e-pasts, tālrunis un ziņa, lai tev atbildētu (mūsu leģitīmās intereses).
- Atsauksmes: tavs vārds un atsauksme, kas pēc nosūtīšanas redzama preces lapā.
- Drošība: tehniskie žurnāli (adrese, laiks, lapa), lai aizsargātu veikalu pret ļaunprātīgu izmantošanu.

## Kas saņem tavus datus

Pārvadātāji (DPD, Omniva) saņem piegādes datus; maksājumu pakalpojumu sniedzēji – to, kas vajadzīgs maksājumam (pilnu kartes numuru mēs neredzam); e-pasta pakalpojums nosūta mūsu vēstules. Viņi datus apstrādā tikai mūsu uzdevumā un saskaņā ar līgumu. Personas datus mēs nepārdodam.

## Cik ilgi glabājam

Pasūtījumu un rēķinu datus glabājam tik ilgi, cik nosaka grāmatvedības likums (Latvijā 5 gadus, Somijā 6). Kontu glabājam, līdz to izdzēs; dzēsta konta pasūtījumi tiek glabāti anonimizēti. Kontaktu formas ziņas glabājam, cik ilgi tās vajadzīgas atbildei un turpmākai saziņai.

## Tavas tiesības

Vari pieprasīt savu datu kopiju (pierakstījies klients to var lejupielādēt profilā), tos labot vai dzēst, ierobežot apstrādi vai iebilst pret to un pārnest datus citam pakalpojumam. Sūdzību vari iesniegt Datu valsts inspekcijā (www.dvi.gov.lv).

## Sīkdatnes

Veikala izmantotās sīkdatnes ir uzskaitītas sīkdatņu lapā.`},

	{"cookies", "lv", "Sīkdatnes",
		"Kādas sīkdatnes iestata TelShop vietne, ko katra dara un cik ilgi tā tiek glabāta: sesija, tava izvēle par sīkdatnēm un attēlošanas iestatījumi.",
		`Sīkdatne ir neliels teksta fails, ko vietne glabā tavā pārlūkā. TelShop izmanto tikai šeit uzskaitītās sīkdatnes. Statistikas un reklāmas rīki darbojas tikai pēc tam, kad tos pieņem sīkdatņu paziņojumā; līdz tam Google rīki saņem tikai ziņu, ka piekrišana nav dota (Consent Mode).

## Nepieciešamās sīkdatnes

- shop_session: saglabā grozu, vēlmju sarakstu un pierakstīšanos starp lapām un aizsargā formas pret viltošanu. To lasa tikai serveris (HttpOnly), un tā beidzas pēc 30 dienām bez apmeklējuma.
- cookie_consent: atceras, vai statistikas sīkdatnes pieņēmi vai noraidīji, lai paziņojums nejautātu vēlreiz. Glabājas 180 dienas.

## Iestatījumu sīkdatnes

- showPricesWithTax: vai cenas rādīt ar PVN vai bez tā. Glabājas 30 dienas.
- catalogDisplayMode: vai preču sarakstus rādīt režģī vai rindās. Glabājas 30 dienas.
- comparedProducts: salīdzinājumam pievienotās preces (ne vairāk kā 5). Glabājas 30 dienas.

## Statistikas sīkdatnes

Tikai ar tavu piekrišanu: Google Analytics sīkdatnes (_ga, _ga_*), kas uzskaita apmeklējumus un skatītās lapas, glabājas līdz 2 gadiem.

## Izvēles maiņa

Sīkdatnes vari jebkurā laikā izdzēst pārlūka iestatījumos; tad paziņojums jautās vēlreiz. Izdzēšot shop_session, grozs tiek iztukšots un tu tiec izrakstīts.`},
}
