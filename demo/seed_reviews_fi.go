package demo

// The Finnish shops' reviewers and their comments.

var fiReviewNames = []string{
	"Matti K.", "Anna-Liisa", "Juha Virtanen", "Laura", "Mikko H.", "Sanna Korhonen", "Timo", "Hanna M.", "Jari",
	"Elina N.", "Petri Mäkinen", "Tiina", "Antti L.", "Johanna Nieminen", "Ville", "Riikka S.", "Kalle", "Minna Heikkinen",
	"Aleksi R.", "Noora", "Teemu Laine", "Katja", "Olli P.", "Satu",
}

var fiReviewGood = []string{
	"Olen todella tyytyväinen ostokseen, kaikki toimii moitteettomasti.",
	"Nopea toimitus, tuote juuri sellainen kuin kuvattiin. Suosittelen!",
	"Erinomainen hinta-laatusuhde. Käytössä jo kuukauden, ei mitään ongelmia.",
	"Akku kestää pidempään kuin odotin, ja näyttö on todella kirkas.",
	"Tilasin illalla, ja seuraavana päivänä paketti oli jo automaatissa. Kiitos!",
	"Myyjä auttoi valinnassa ja tietojen siirrossa. Todella ystävällistä palvelua.",
	"Laatu on erinomainen, näyttää vielä paremmalta kuin kuvissa.",
	"Hyvä tuote ja nopea toimitus. Ostan täältä uudestaankin.",
	"Kaikki toimii niin kuin pitää, hinta kohdallaan.",
}

var fiReviewMixed = []string{
	"Pääosin hyvä, mutta ohjeet olivat vain englanniksi.",
	"Tähän hintaan ihan ok, vaikka odotin vähän parempaa ääntä.",
	"Toimii hyvin, mutta pakkaus oli hieman kolhiintunut.",
	"Ihan kelpo, mutta lataus voisi olla nopeampi.",
}

var fiReviewBad = []string{
	"Toimitus myöhästyi kaksi päivää, itse tuote kyllä toimii.",
	"Ei vastannut odotuksia, joten palautin sen. Palautus sujui onneksi ongelmitta.",
	"Tuotteessa oli naarmu saapuessaan, se piti vaihtaa.",
}
