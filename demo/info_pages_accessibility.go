package demo

// The accessibility statements: what the European Accessibility Act (Directive (EU) 2019/882,
// applied since 28 June 2025) asks an online shop to say of its service — how accessible it is,
// what is not yet, how to tell the shop of a barrier, and which authority supervises it. Each
// shop's in every language it speaks; what they claim is what the tests check (axe on every
// page at both widths, the keyboard, reflow at 320 px, reduced motion).

var accessibilityLV = []infoPage{
	{"accessibility", "lv", "Piekļūstamības paziņojums",
		"Cik piekļūstama ir TelShop vietne, kas vēl nedarbojas tā, kā vajadzētu, un kā mums pastāstīt par šķērsli.",
		`TelShop vēlas, lai ikviens var atrast, salīdzināt un nopirkt preces mūsu interneta veikalā neatkarīgi no ierīces vai palīgtehnoloģijas, ko izmanto. Šis paziņojums attiecas uz interneta veikalu šajā adresē, kā to e-komercijas pakalpojumam prasa Eiropas Piekļūstamības akts (Direktīva (ES) 2019/882) un Latvijas preču un pakalpojumu piekļūstamības prasības.

## Cik piekļūstams ir veikals

Veikals tiecas atbilst tīmekļa satura piekļūstamības vadlīniju (WCAG) 2.1 AA līmenim, ko prasa saskaņotais standarts EN 301 549. It īpaši:

- katra lapa darbojas tikai ar tastatūru, fokuss vienmēr ir redzams, un saite "Pāriet uz saturu" ir lapas sākumā;
- sīkdatņu paziņojums nekad neaizsedz elementu, kurā ir fokuss;
- lapas darbojas no 320 px platuma, tātad arī 1280 px ekrānā ar 400 % palielinājumu, bez ritināšanas uz sāniem;
- formas kļūdas ir nosauktas pie attiecīgā lauka, un ekrāna lasītājs tās nolasa;
- kustīgajam saturam (reklāmkarogiem, slīdņiem) ir pauzes poga, un tas nekustas, ja ierīcē ieslēgta kustību samazināšana;
- pirms katras jaunas versijas katru lapu abos platumos automātiski pārbauda axe attiecībā uz WCAG 2.1 A un AA kļūdām, un mēs to izmēģinām ar tastatūru un ekrāna lasītāju.

## Kas vēl nav piekļūstams

- Rēķini ir PDF faili bez struktūras tagiem: ekrāna lasītājs nolasa to tekstu, bet ne kā tabulu. Tie paši skaitļi ir pasūtījuma lapā, kas ir piekļūstama.

## Atsauksmes un saziņa

Ja kaut kas vietnē traucē, pastāsti mums caur kontaktu formu vai rakstot uz info@telshop.lv un norādi lapu un to, ko mēģināji izdarīt. Atbildam 5 darba dienu laikā, un pa to laiku palīdzam noformēt pasūtījumu pa tālruni +371 67 000 000 vai e-pastu.

## Uzraudzība

Ja mūsu atbilde tevi neapmierina, vari vērsties Patērētāju tiesību aizsardzības centrā (PTAC, www.ptac.gov.lv), kas Latvijā uzrauga pakalpojumu piekļūstamību.

Paziņojums sagatavots 2026. gada 27. novembrī, un to pārskatām vismaz reizi gadā.`},
	accessibilityEN("Latvia's accessibility requirements for goods and services", "info@telshop.lv", "+371 67 000 000",
		"the Consumer Rights Protection Centre (PTAC, www.ptac.gov.lv), which supervises the accessibility of services in Latvia"),
	{"accessibility", "ru", "Заявление о доступности",
		"Насколько доступен сайт TelShop, что пока работает не так, как нужно, и как сообщить нам о препятствии.",
		`TelShop хочет, чтобы каждый мог найти, сравнить и купить товары в нашем интернет-магазине, каким бы устройством или вспомогательной технологией он ни пользовался. Это заявление относится к интернет-магазину по этому адресу, как того требуют от услуги электронной торговли Европейский акт о доступности (Директива (ЕС) 2019/882) и латвийские требования к доступности товаров и услуг.

## Насколько доступен магазин

Магазин стремится соответствовать уровню AA Руководства по доступности веб-контента (WCAG) 2.1 — уровню гармонизированного стандарта EN 301 549. В частности:

- каждая страница работает только с клавиатуры, фокус всегда виден, а ссылка «Перейти к содержимому» стоит в начале страницы;
- баннер cookie никогда не закрывает элемент, на котором находится фокус;
- страницы работают от ширины 320 px, то есть и на экране 1280 px при увеличении 400 %, без прокрутки вбок;
- ошибки формы названы рядом с соответствующим полем и зачитываются программой экранного доступа;
- у движущегося содержимого (баннеров, слайдеров) есть кнопка паузы, и оно не движется, если на устройстве включено уменьшение движения;
- перед каждой новой версией каждая страница в обеих ширинах автоматически проверяется axe на ошибки WCAG 2.1 A и AA, и мы проверяем её с клавиатуры и программой экранного доступа.

## Что пока недоступно

- Счета — это PDF-файлы без структурных тегов: программа экранного доступа читает их текст, но не как таблицу. Те же цифры есть на странице заказа, которая доступна.

## Обратная связь и контакты

Если что-то на сайте вам мешает, сообщите нам через форму обратной связи или по адресу info@telshop.lv и укажите страницу и то, что вы пытались сделать. Мы отвечаем в течение 5 рабочих дней, а пока поможем оформить заказ по телефону +371 67 000 000 или по e-mail.

## Надзор

Если наш ответ вас не устроит, вы можете обратиться в Центр защиты прав потребителей (PTAC, www.ptac.gov.lv), который в Латвии надзирает за доступностью услуг.

Заявление подготовлено 27 ноября 2026 года и пересматривается не реже раза в год.`},
}

var accessibilityFI = []infoPage{
	{"accessibility", "fi", "Saavutettavuusseloste",
		"Kuinka saavutettava TelShopin verkkokauppa on, mikä ei vielä toimi niin kuin pitäisi ja miten voit kertoa meille esteestä.",
		`TelShop haluaa, että jokainen voi löytää, vertailla ja ostaa tuotteita verkkokaupastamme käyttämästään laitteesta tai apuvälineestä riippumatta. Tämä seloste koskee tässä osoitteessa olevaa verkkokauppaa, kuten eurooppalainen esteettömyyssäädös (direktiivi (EU) 2019/882) ja laki eräiden tuotteiden ja palvelujen esteettömyysvaatimuksista (102/2023) edellyttävät sähköisen kaupan palvelulta.

## Kuinka saavutettava kauppa on

Kauppa pyrkii täyttämään verkkosisällön saavutettavuusohjeiden (WCAG) 2.1 AA-tason, jota yhdenmukaistettu standardi EN 301 549 edellyttää. Erityisesti:

- jokainen sivu toimii pelkällä näppäimistöllä, kohdistus näkyy aina ja "Siirry sisältöön" -linkki on sivun alussa;
- evästebanneri ei koskaan peitä kohdistettua elementtiä;
- sivut toimivat 320 px:n leveydestä alkaen, eli myös 1280 px:n näytöllä 400 %:n suurennoksella, ilman vaakavieritystä;
- lomakkeen virheet kerrotaan kentän vieressä, ja ruudunlukija lukee ne;
- liikkuvassa sisällössä (bannerit, karusellit) on taukopainike, ja se pysyy paikallaan, kun laitteessa on valittu liikkeen vähentäminen;
- ennen jokaista uutta versiota jokainen sivu tarkistetaan automaattisesti molemmilla leveyksillä axe-työkalulla WCAG 2.1 A- ja AA-virheiden varalta, ja kokeilemme sitä näppäimistöllä ja ruudunlukijalla.

## Mikä ei ole vielä saavutettavaa

- Laskut ovat PDF-tiedostoja ilman rakennetageja: ruudunlukija lukee niiden tekstin mutta ei taulukkona. Samat luvut ovat tilaussivulla, joka on saavutettava.

## Palaute ja yhteystiedot

Jos jokin sivustolla on esteenä, kerro siitä yhteydenottolomakkeella tai osoitteeseen asiakaspalvelu@telshop.fi ja mainitse sivu ja mitä yritit tehdä. Vastaamme 5 arkipäivän kuluessa ja autamme sillä välin tekemään tilauksen puhelimitse numerossa +358 9 4245 0000 tai sähköpostilla.

## Valvonta

Jos et ole tyytyväinen vastaukseemme, voit kääntyä Etelä-Suomen aluehallintoviraston saavutettavuusvalvonnan puoleen (www.saavutettavuusvaatimukset.fi), joka valvoo palvelujen esteettömyyttä Suomessa.

Seloste on laadittu 27.11.2026, ja tarkistamme sen vähintään kerran vuodessa.`},
	accessibilityEN("Finland's Act on the Accessibility Requirements of Certain Products and Services (102/2023)", "asiakaspalvelu@telshop.fi", "+358 9 4245 0000",
		"the accessibility supervision of the Regional State Administrative Agency for Southern Finland (www.saavutettavuusvaatimukset.fi), which supervises the accessibility of services in Finland"),
}

// accessibilityEN is a shop's accessibility statement in English: the same words in both shops
// but for the national law, the shop's address and phone, and the supervising authority.
func accessibilityEN(law, email, phone, authority string) infoPage {
	return infoPage{"accessibility", "en", "Accessibility statement",
		"How accessible the TelShop website is, what does not work as it should yet, and how to tell us about a barrier.",
		`TelShop wants everyone to be able to find, compare and buy products in our online shop, whatever device or assistive technology they use. This statement covers the online shop at this address, as the European Accessibility Act (Directive (EU) 2019/882) and ` + law + ` ask of an e-commerce service.

## How accessible the shop is

The shop aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the level of the harmonised standard EN 301 549. In particular:

- every page works with the keyboard alone, the focus is always visible, and a "skip to content" link comes at the start of the page;
- the cookie banner never hides the element that has the focus;
- pages work from 320 px wide, which is also a 1280 px screen zoomed to 400 %, without scrolling sideways;
- form errors are named next to their fields and read out by screen readers;
- moving content (banners, sliders) has a pause button and stays still when your device asks for reduced motion;
- before each new version every page is checked automatically at both widths with axe for WCAG 2.1 A and AA failures, and we try it with the keyboard and a screen reader.

## What is not accessible yet

- Invoices are PDF files without structure tags: a screen reader reads their text, but not as a table. The same figures are on the order page, which is accessible.

## Feedback and contact

If something on the site stands in your way, tell us through the contact form or at ` + email + `, and say which page and what you were trying to do. We answer within 5 working days, and meanwhile help you place your order by phone on ` + phone + ` or by e-mail.

## Supervision

If our answer does not satisfy you, you may turn to ` + authority + `.

This statement was prepared on 27 November 2026 and is reviewed at least once a year.`}
}
