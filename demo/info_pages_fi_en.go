package demo

// infoPagesFIEN are the Finnish shops' information pages in English: the pages that speak of
// the company, its carriers and Finnish law are the Finnish shop's own; the terms, distance
// selling and cookies pages say the same in both shops (infoPagesEN).
var infoPagesFIEN = append([]infoPage{
	{"about", "en", "About TelShop",
		"TelShop is an electronics shop in Helsinki: phones, computers, TV and audio with honest advice, fast delivery and a service desk of its own.",
		`TelShop Oy sells phones, laptops, tablets, TVs, audio and smart home devices online and by phone, and orders can be picked up at our shop in Kamppi, Helsinki. We deliver all over Finland.

## What we stand for

- Honest advice: we recommend the device you need, not the most expensive one.
- Real stock: the quantity you see on a product page is what is on our shelves.
- Service after the sale: warranty repairs are handled by us, and we lend a phone while yours is in repair.

## Our team

Sales advisers, a computer specialist, a warranty and service specialist and a customer service team that answers every message within one working day: you can meet them on the contact page.

## Company details

The business ID (Y-tunnus), VAT number, registered address and bank account are on the contact page.`},

	{"delivery", "en", "Delivery",
		"How and when your order arrives: Posti to your door or a parcel locker, a Matkahuolto pickup point, Budbee or pickup in our Helsinki shop.",
		`We deliver all over Finland. The methods, their prices and delivery times are listed on this page and again at checkout, where the price is worked out for your cart and address. Prices include Finnish VAT of 25.5 %.

## When your order leaves

Orders placed on a working day before 15:00 (Finnish time) leave our warehouse the same day; later orders and orders placed at the weekend leave on the next working day. A product marked "delayed delivery" arrives from our supplier first; its page says how long that takes.

## Posti to your door

The Posti driver brings the parcel to the address you give, usually within 1–3 working days, and sends a text message before delivery.

## Parcel locker and pickup point

Posti parcel lockers are open around the clock. Choose the locker at checkout; when the parcel arrives (usually within 1–2 working days) you receive a text message with the door code. The parcel waits in the locker for 7 days. Delivery to a parcel locker is free when your goods cost at least the amount the table shows. A Matkahuolto parcel can be collected at a pickup point in a shop or kiosk near you.

## Budbee evening delivery

In the Helsinki region, Tampere and Turku, Budbee brings the parcel on weekday evenings between 17 and 22.

## Pickup in our shop

Orders can be collected free of charge at our shop in Kamppi, Helsinki, usually on the same day. Wait for the e-mail saying the order is ready and bring your order number. Orders paid on pickup are kept for 7 days.

## Damaged parcel

Check the parcel when you receive it. If the packaging is damaged, note it in the driver's document or take a photo at the locker, and write to us within 3 days: we will replace the goods or refund them.`},

	{"returns", "en", "Returns and warranty",
		"The 14-day right of withdrawal for online purchases under the Finnish Consumer Protection Act, how to return goods, refunds and liability for faulty goods.",
		`## 14-day right of withdrawal

If you bought as a consumer online or by phone, you may withdraw from the purchase within 14 days of receiving the goods, without giving a reason (Consumer Protection Act, chapter 6). For an order delivered in several parcels the 14 days start when you receive the last one.

## How to return goods

- Tell us within the 14 days: write through the contact form or to the e-mail on the contact page, giving your order number. You may use the EU model withdrawal form, but you do not have to.
- Send or bring the goods back within 14 days of telling us. Returns can be brought to our Helsinki shop free of charge; the cost of sending them back by post or courier is yours.
- Pack the goods so that they are not damaged on the way, with all accessories, manuals and gifts received with them.

## Refunds

We refund the price of the goods and the cost of the standard delivery within 14 days of receiving your withdrawal, to the same account or card you paid with. We may wait with the refund until the goods are back with us or you have shown that you have sent them.

You may unpack and try the goods as you would in a shop. If the goods have been used more than that, we may reduce the refund by the loss of value.

## When the right of withdrawal does not apply

- Software, games and other digital content whose seal you have broken or which you have downloaded.
- Goods made to your specification, such as a laptop configured to order.
- Sealed hygiene goods (in-ear headphones, electric toothbrush heads) once unsealed.

## Faulty goods

The seller is liable for defects under the Consumer Protection Act: if the goods turn out faulty, we repair them, replace them or refund them. Many manufacturers give a warranty on top; it is on the product page. Bring or send the faulty product to our shop with the order number, and we will tell you within 5 working days what happens next. If the repair takes longer, we lend you a replacement phone.

## Disputes

If we cannot agree, you may turn to the consumer advisory service (www.kkv.fi) and the Consumer Disputes Board (Kuluttajariitalautakunta, www.kuluttajariita.fi).`},

	{"privacy", "en", "Privacy policy",
		"How TelShop handles personal data under the GDPR: what we collect, why, how long we keep it, who receives it and your rights.",
		`This policy explains how we handle the personal data of our customers and visitors under the EU General Data Protection Regulation (GDPR).

## Controller

The controller is TelShop Oy, named on the contact page. Questions about your data can be sent to the e-mail there or through the contact form.

## What we collect and why

- Orders: your name, e-mail, phone, delivery address and, for companies, the company's details, to deliver and invoice the order (the contract) and to keep the accounting records the law requires.
- Account: the same details and your password (stored only as a salted hash) when you register.
- Newsletter: your e-mail address, only after you have confirmed the subscription (your consent, which you may withdraw with the link in every newsletter).
- Back-in-stock notices: your e-mail address and the product, until we have told you it is back.
- Contact form: your name, e-mail, phone and message, to answer you (our legitimate interest).
- Reviews: your first name and review, shown on the product page.
- Security: technical logs (address, time, page) to protect the shop against abuse.

## Who receives your data

Carriers (Posti, Matkahuolto, Budbee) receive the delivery details; payment providers receive what a payment needs (we never see your full card number); our mail service sends our e-mails. They process the data only for us and under contract. We do not sell personal data.

## How long we keep it

Order and invoice data are kept for as long as the Finnish Accounting Act requires (6 years). An account is kept until you delete it; a deleted account's orders are kept anonymised.

## Your rights

You may ask for a copy of your data (a signed-in customer can download it from the profile), have it corrected or deleted, restrict or object to its processing and take it to another service. You may complain to the Data Protection Ombudsman (www.tietosuoja.fi).

## Cookies

The cookies the shop uses are listed on the cookies page.`},
}, sameInBothShops(infoPagesEN)...)

// sameInBothShops are the pages of a list whose text names no country: terms, distance
// selling and cookies.
func sameInBothShops(pages []infoPage) []infoPage {
	var out []infoPage
	for _, p := range pages {
		switch p.slug {
		case "terms", "distance-selling", "cookies":
			out = append(out, p)
		}
	}
	return out
}
