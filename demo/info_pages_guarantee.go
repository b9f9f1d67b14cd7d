package demo

// The legal guarantee's full text, which the legal-guarantee notice in the footer and at the
// checkout links to (Directive 2011/83/EU Art. 5(1)(e) and 6(1)(l) as Directive (EU) 2024/825
// amended them, from 27 September 2026): the EU minimum of 2 years and the remedies of
// Directive (EU) 2019/771, the shop country's own period — Latvia's 2 years (Consumer Rights
// Protection Law, section 27), Finland's liability for as long as the goods can reasonably be
// expected to last (Consumer Protection Act, chapter 5) — the body that settles a dispute, and
// what the durability label of a producer's guarantee means. The words are the shop's own
// statement of those laws: the Commission's harmonised notice (Implementing Regulation (EU)
// 2025/1960, Annex I) is fixed artwork per language that was not at hand (README, "Legal texts").

var legalGuaranteeLV = []infoPage{
	{"legal-guarantee", "lv", "Likumiskā garantija par preces atbilstību",
		"Kādas tiesības jums ir, ja prece ir bojāta vai neatbilst aprakstam: vismaz 2 gadi saskaņā ar ES tiesību aktiem.",
		`Šajā lapā ir aprakstītas jūsu tiesības uz likumisko garantiju, pērkot preces TelShop, kā Patērētāju tiesību direktīva (2011/83/ES, kas grozīta ar Direktīvu (ES) 2024/825) prasa tirgotājam par tām atgādināt pirms pirkuma.

## Likumiskā garantija par preces atbilstību

Saskaņā ar ES tiesību aktiem (Direktīva (ES) 2019/771) pārdevējs ir atbildīgs par jebkuru preces neatbilstību līguma noteikumiem, kas pastāv preces piegādes brīdī un atklājas vismaz 2 gadu laikā. Garantija ir bez maksas un ir spēkā neatkarīgi no tā, vai precei ir dota arī komerciālā garantija.

## Uz ko jums ir tiesības

- vispirms uz to, lai prece bez maksas tiktu padarīta atbilstoša – salabota vai apmainīta pēc jūsu izvēles, ja vien izvēlētais nav neiespējams vai pārdevējam nesamērīgi dārgs;
- pēc tam, ja remonts vai apmaiņa nav iespējama, netiek veikta saprātīgā laikā vai bez būtiskām neērtībām vai neatbilstība atkārtojas, – uz samērīgu cenas samazinājumu vai līguma atcelšanu un naudas atmaksu (ne par maznozīmīgu neatbilstību).

Ja neatbilstība atklājas gada laikā pēc piegādes, uzskata, ka tā pastāvējusi jau piegādes brīdī, ja vien pārdevējs nepierāda pretējo.

## Latvijā

Saskaņā ar Patērētāju tiesību aizsardzības likuma 27. pantu prasījumu par preces neatbilstību var iesniegt 2 gadu laikā no preces iegādes dienas. Rakstiet mums caur kontaktu formu vai uz info@telshop.lv un saglabājiet pirkumu apliecinošu dokumentu. Ja nevaram vienoties, varat vērsties Patērētāju tiesību aizsardzības centrā (PTAC, www.ptac.gov.lv).

## Ražotāja komerciālā garantija par preces izturību

Daži ražotāji bez papildu maksas garantē visas preces izturību ilgāk par 2 gadiem. Tad preces lapā blakus cenai ir norādīts tās ilgums ar vārdiem "Ražotāja komerciālā garantija par preces izturību". Šī garantija ir papildus likumiskajai garantijai un to nekad neierobežo; prasījumus saskaņā ar to iesniedz ražotājam tā noteiktajā kārtībā.`},
	legalGuaranteeEN("Latvia", `Under section 27 of the Consumer Rights Protection Law you may claim for a lack of conformity within 2 years of the day of purchase. Write to us through the contact form or at info@telshop.lv and keep the proof of purchase. If we cannot agree, you may turn to the Consumer Rights Protection Centre (PTAC, www.ptac.gov.lv).`),
	{"legal-guarantee", "ru", "Законная гарантия соответствия товара",
		"Какие права у вас есть, если товар неисправен или не соответствует описанию: не менее 2 лет по праву ЕС.",
		`На этой странице описаны ваши права по законной гарантии при покупке товаров в TelShop: Директива о правах потребителей (2011/83/ЕС с изменениями Директивы (ЕС) 2024/825) требует, чтобы продавец напоминал о них до покупки.

## Законная гарантия соответствия

По праву ЕС (Директива (ЕС) 2019/771) продавец отвечает за любое несоответствие товара условиям договора, которое существует в момент доставки и проявляется в течение не менее 2 лет. Гарантия бесплатна и действует независимо от того, дана ли на товар ещё и коммерческая гарантия.

## На что вы имеете право

- сначала — на то, чтобы товар бесплатно привели в соответствие: отремонтировали или заменили по вашему выбору, если выбранное не невозможно и не несоразмерно дорого для продавца;
- затем, если ремонт или замена невозможны, не сделаны в разумный срок или без существенных неудобств либо несоответствие повторяется, — на соразмерное снижение цены или расторжение договора с возвратом денег (кроме незначительного несоответствия).

Если несоответствие проявилось в течение года после доставки, считается, что оно существовало уже при доставке, если продавец не докажет обратное.

## В Латвии

По статье 27 Закона о защите прав потребителей требование о несоответствии товара можно предъявить в течение 2 лет со дня покупки. Напишите нам через форму обратной связи или на info@telshop.lv и сохраните документ, подтверждающий покупку. Если мы не договоримся, вы можете обратиться в Центр защиты прав потребителей (PTAC, www.ptac.gov.lv).

## Коммерческая гарантия долговечности от производителя

Некоторые производители без доплаты гарантируют долговечность всего товара дольше 2 лет. Тогда на странице товара рядом с ценой указан её срок со словами «Коммерческая гарантия долговечности от производителя». Эта гарантия действует в дополнение к законной и никогда её не ограничивает; требования по ней предъявляются производителю на его условиях.`},
}

var legalGuaranteeFI = []infoPage{
	{"legal-guarantee", "fi", "Lakisääteinen virhevastuu",
		"Mitä oikeuksia sinulla on, jos tavara on viallinen tai ei vastaa kuvausta: EU:n lainsäädännön mukaan vähintään 2 vuotta.",
		`Tällä sivulla kerrotaan oikeuksistasi lakisääteisen takuun eli myyjän virhevastuun perusteella, kun ostat tavaroita TelShopista, kuten kuluttajaoikeusdirektiivi (2011/83/EU, sellaisena kuin se on muutettuna direktiivillä (EU) 2024/825) edellyttää elinkeinonharjoittajan muistuttavan niistä ennen ostoa.

## Lakisääteinen takuu tavaran virheettömyydestä

EU:n lainsäädännön (direktiivi (EU) 2019/771) mukaan myyjä vastaa tavaran virheestä, joka on olemassa tavaraa toimitettaessa ja ilmenee vähintään 2 vuoden kuluessa. Virhevastuu on maksuton, ja se on voimassa riippumatta siitä, onko tavaralle annettu myös kaupallinen takuu.

## Mihin sinulla on oikeus

- ensin siihen, että virhe korjataan maksutta: tavara korjataan tai vaihdetaan valintasi mukaan, ellei valitsemasi tapa ole mahdoton tai myyjälle kohtuuttoman kallis;
- sitten, jos korjaus tai vaihto ei ole mahdollinen, sitä ei tehdä kohtuullisessa ajassa tai ilman huomattavaa haittaa tai virhe uusiutuu, hinnanalennukseen tai kaupan purkuun ja rahojen palautukseen (ei vähäisen virheen vuoksi).

Jos virhe ilmenee vuoden kuluessa toimituksesta, sen oletetaan olleen tavarassa jo toimitettaessa, ellei myyjä osoita muuta.

## Suomessa

Kuluttajansuojalain 5 luku ei aseta virhevastuulle kiinteää määräaikaa: myyjä vastaa virheestä niin kauan kuin tavaran voidaan perustellusti odottaa kestävän, mikä monilla kestotavaroilla on pidempään kuin 2 vuotta. Ilmoita virheestä kohtuullisessa ajassa sen havaitsemisesta; kahden kuukauden kuluessa tehty ilmoitus on aina ajoissa. Kirjoita meille yhteydenottolomakkeella tai osoitteeseen asiakaspalvelu@telshop.fi ja säilytä ostotosite. Jos emme pääse sopuun, voit kääntyä kuluttajaneuvonnan ja kuluttajariitalautakunnan (www.kuluttajariita.fi) puoleen.

## Valmistajan kaupallinen kestävyystakuu

Jotkin valmistajat takaavat koko tuotteen kestävyyden yli 2 vuodeksi ilman lisämaksua. Silloin tuotesivulla näkyy hinnan vieressä takuun pituus sanoin "Valmistajan kaupallinen kestävyystakuu". Tämä takuu on lakisääteisen virhevastuun lisäksi eikä koskaan rajoita sitä; sen perusteella esitetyt vaatimukset osoitetaan valmistajalle sen ehtojen mukaisesti.`},
	legalGuaranteeEN("Finland", `Chapter 5 of the Consumer Protection Act sets no fixed period for the seller's liability: it lasts as long as the goods can reasonably be expected to last, which for many durable goods is longer than 2 years. Tell us of a fault within a reasonable time of noticing it; a notice within two months is always in time. Write to us through the contact form or at asiakaspalvelu@telshop.fi and keep the proof of purchase. If we cannot agree, you may turn to consumer advice and the Consumer Disputes Board (Kuluttajariitalautakunta, www.kuluttajariita.fi).`),
}

// legalGuaranteeEN is the legal guarantee's page in English: the same words in both shops but
// for the country's paragraph.
func legalGuaranteeEN(country, national string) infoPage {
	return infoPage{"legal-guarantee", "en", "Legal guarantee of conformity",
		"Your rights when goods are faulty or not as described: at least 2 years under EU law.",
		`This page sets out your legal guarantee rights when you buy goods from TelShop, as the Consumer Rights Directive (2011/83/EU, as amended by Directive (EU) 2024/825) asks a trader to remind you of them before you buy.

## The legal guarantee of conformity

Under EU law (Directive (EU) 2019/771) the seller is liable for any lack of conformity of the goods that exists when they are delivered and becomes apparent within at least 2 years. The guarantee is free of charge and applies whether or not a commercial guarantee is given too.

## What you are entitled to

- first, to have the goods brought into conformity free of charge: repaired or replaced, as you choose, unless your choice is impossible or disproportionately costly for the seller;
- then, if repair or replacement is impossible, is not done within a reasonable time or without significant inconvenience, or the fault comes back, to a proportionate price reduction or to end the contract and get your money back (not for a minor fault).

A lack of conformity that appears within a year of delivery is presumed to have existed at delivery, unless the seller proves otherwise.

## In ` + country + `

` + national + `

## A producer's commercial guarantee of durability

Some producers guarantee the durability of the whole product for more than 2 years at no extra cost. The product page then shows its length beside the price with the words "Producer's commercial guarantee of durability". Such a guarantee comes on top of the legal guarantee and never limits it; claims under it go to the producer, on its terms.`}
}
