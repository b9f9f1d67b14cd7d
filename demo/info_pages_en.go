package demo

// The information pages in English. Prices are not written into the delivery text: the page
// shows the shop's shipping methods with their prices (with the shop's VAT) beside it.
var infoPagesEN = []infoPage{
	{"about", "en", "About TelShop",
		"TelShop is an electronics shop in Riga and online since 2012: phones, computers, TV and audio with honest advice, fast delivery and a real service desk.",
		`TelShop started in 2012 as a small phone shop on Brivibas Street in Riga. Today we sell phones, laptops, tablets, TVs, audio and smart home devices online and in our shop, and deliver across Latvia, Lithuania, Estonia and Finland.

## What we stand for

- Honest advice: we recommend the device you need, not the most expensive one.
- Real stock: the quantity you see on a product page is what is on our shelves.
- Service after the sale: warranty repairs are handled by us, and we lend a phone while yours is in repair.

## Our team

Sales consultants, a computer specialist, a warranty and service specialist and a customer service team that answers every message within one working day: you can meet them on the contact page.

## Company details

The company's registration and VAT numbers, its legal address and bank account are on the contact page.`},

	{"delivery", "en", "Delivery",
		"How and when your order arrives: courier to your door, a parcel locker or pickup in our Riga shop; delivery times and prices.",
		`We deliver to Latvia, Lithuania, Estonia and Finland. The methods, their prices and delivery times for your country are listed on this page and again at checkout, where the price is worked out for your cart and address.

## When your order leaves

Orders placed on a working day before 15:00 (Riga time) leave our warehouse the same day; later orders and orders placed at the weekend leave on the next working day. A product marked "delayed delivery" arrives from our supplier first; its page says how long that takes.

## Courier to your door

The DPD courier brings the parcel to the address you give, usually within 1–2 working days. The courier calls or sends a text message before delivery; if you are not at home, the parcel can be redirected to a pickup point from the link in the message.

## Parcel locker

Omniva parcel lockers are open around the clock. Choose the locker at checkout; when the parcel arrives (usually within 1–3 working days) you receive a text message with the door code. The parcel waits in the locker for 7 days. Delivery to a parcel locker is free when your goods cost at least the amount the table shows.

## Pickup in our shop

Orders can be collected free of charge at our shop at 68 Brivibas Street, Riga, usually on the same day. Wait for the e-mail saying the order is ready and bring your order number. Unpaid orders paid on pickup are kept for 7 days.

## Large and heavy goods

TVs over 65 inches and other bulky goods are delivered by courier only. The courier brings the parcel to your door; carrying it up the stairs is agreed with the courier.

## Damaged parcel

Check the parcel when you receive it. If the packaging is damaged, note it in the courier's document or take a photo at the locker, and write to us within 3 days: we will replace the goods or refund them.`},

	{"returns", "en", "Returns and warranty",
		"14-day right of withdrawal for online purchases, how to return goods, refunds, and the 2-year legal guarantee for faulty goods.",
		`## 14-day right of withdrawal

If you bought as a consumer online or by phone, you may withdraw from the purchase within 14 days of receiving the goods, without giving a reason. For an order delivered in several parcels the 14 days start when you receive the last one.

## How to return goods

- Tell us within the 14 days: write through the contact form or to the e-mail on the contact page, giving your order number. You may use the EU model withdrawal form, but you do not have to.
- Send or bring the goods back within 14 days of telling us. Returns can be brought to our Riga shop free of charge; the cost of sending them back by post or courier is yours.
- Pack the goods so that they are not damaged on the way, with all accessories, manuals and gifts received with them.

## Refunds

We refund the price of the goods and the cost of the standard delivery within 14 days of receiving your withdrawal, to the same account or card you paid with. We may wait with the refund until the goods are back with us or you have shown that you have sent them.

You may unpack and try the goods as you would in a shop. If the goods have been used more than that, or are damaged, we may reduce the refund by the loss of value.

## When the right of withdrawal does not apply

- Software, games and other digital content whose seal you have broken or which you have downloaded.
- Goods made to your specification, such as a laptop configured to order.
- Sealed hygiene goods (in-ear headphones, electric toothbrush heads) once unsealed.

## Faulty goods: the legal guarantee

Every product has a 2-year legal guarantee from the day you received it: if it turns out faulty, we repair it, replace it or refund it. Many manufacturers give a longer commercial warranty on top; it is on the product page. Bring or send the faulty product to our shop with the order number, and we will tell you within 5 working days what happens next. If the repair takes longer, we lend you a replacement phone.

## Disputes

If we cannot agree, you may turn to the Consumer Rights Protection Centre (PTAC, www.ptac.gov.lv), whose Consumer Disputes Resolution Commission settles disputes out of court free of charge.`},

	{"terms", "en", "Terms of sale",
		"The general terms of sale of TelShop: orders, prices, payment, delivery, ownership and liability for private and business customers.",
		`These terms apply to every purchase from TelShop online, by phone and in our shop, by private persons and by companies. Consumers buying online or by phone also have the rights of the distance selling terms.

## The order and the contract

The contract is made when we confirm your order by e-mail. If a product turns out to be out of stock after you have ordered, we tell you at once and refund anything you paid for it.

## Prices

Prices are in euros and include VAT at the rate of your shop's country. The price of delivery is shown at checkout before you order. A struck-through price is the lowest price of the 30 days before the discount began.

## Payment

You can pay through your internet bank, by card, by bank transfer or, when collecting in our shop, on pickup. A bank transfer must reach us within 3 days; an order paid by card online is held for 30 minutes while you pay. Companies receive an invoice with their company details with every order.

## Delivery and ownership

Delivery is described on the delivery page. The goods are yours once they are paid for in full; the risk passes to you when you or the person you named receive them.

## Liability

We are liable for the goods as the law says (see returns and warranty). We are not liable for delays caused by the carrier or by circumstances beyond our control, but we will help you track the parcel and claim from the carrier.

## Personal data

We handle your data as the privacy policy describes.

## Changes to the terms

We may change these terms; an order is always governed by the terms in force when it was placed.`},

	{"distance-selling", "en", "Distance selling terms",
		"The terms of distance contracts for consumers buying from TelShop online or by phone: information, withdrawal, delivery and complaints.",
		`These terms apply when you buy from TelShop as a consumer without meeting us: online or by phone. They add to the general terms of sale.

## The seller

The seller is the company named on the contact page, with its registration number, legal address, e-mail and phone. Questions about an order can be sent through the contact form; we answer within one working day.

## Before you order

The product page shows the product's main features, its price with VAT, the delivery options and when an order placed now would arrive. The total price with delivery is shown at checkout before you confirm the order with the button that says you will pay.

## Confirmation

We send the confirmation of the contract, with these terms and the model withdrawal form, to your e-mail once the order is placed.

## Right of withdrawal

You may withdraw within 14 days of receiving the goods without giving a reason; the returns page explains how, what it costs and when you get your money back.

## Delivery time

Unless the product page says otherwise, we deliver within 30 days at the latest. If we cannot, you may cancel the order and we refund you at once.

## Complaints

Write to us through the contact form or by e-mail. We answer a complaint in writing within 15 days. If you are not satisfied, you may turn to the consumer protection authority or the consumer disputes body of your country, named on the returns page.`},

	{"privacy", "en", "Privacy policy",
		"How TelShop handles personal data under the GDPR: what we collect, why, how long we keep it, who receives it and your rights.",
		`This policy explains how we handle the personal data of our customers and visitors under the EU General Data Protection Regulation (GDPR).

## Controller

The controller is the company named on the contact page. Questions about your data can be sent to the e-mail there or through the contact form.

## What we collect and why

- Orders: your name, e-mail, phone, delivery address and, for companies, the company's details. We need them to deliver and invoice the order (the contract) and to keep the accounting records the law requires.
- Account: the same details and your password (stored only as a salted hash) when you register, so that you can see your orders and buy faster (the contract).
- Newsletter: your e-mail address, only after you have confirmed the subscription (your consent, which you may withdraw with the link in every newsletter).
- Back-in-stock notices: your e-mail address and the product, until we have told you it is back.
- Contact form: your name, e-mail, phone and message, to answer you (our legitimate interest).
- Reviews: your first name and review, shown on the product page once you send it.
- Security: technical logs (address, time, page) to protect the shop against abuse.

## Who receives your data

Carriers (DPD, Omniva) receive the delivery details; payment providers receive what a payment needs (we never see your full card number); our mail service sends our e-mails. They process the data only for us and under contract. We do not sell personal data.

## How long we keep it

Order and invoice data are kept for as long as accounting law requires (5 years in Latvia, 6 in Finland). An account is kept until you delete it; a deleted account's orders are kept anonymised. Contact messages are kept for as long as we need them to answer and follow up.

## Your rights

You may ask for a copy of your data (a signed-in customer can download it from the profile), have it corrected or deleted, restrict or object to its processing and take it to another service. You may complain to the data protection authority (in Latvia the Data State Inspectorate, www.dvi.gov.lv).

## Cookies

The cookies the shop uses are listed on the cookies page.`},

	{"cookies", "en", "Cookies",
		"Which cookies the TelShop website sets, what each does and how long it stays: the session, your cookie choice and your display preferences.",
		`A cookie is a small text file a website keeps in your browser. TelShop uses only the cookies listed here. Statistics and advertising tags run only after you accept them in the cookie banner; until then Google's tags receive nothing but the fact that consent was refused (Consent Mode).

## Necessary cookies

- shop_session: keeps your cart, wishlist and sign-in between pages and protects forms against forgery. It is read only by the server (HttpOnly) and expires after 30 days without a visit.
- cookie_consent: remembers whether you accepted or refused statistics cookies, so that the banner does not ask again. Kept for 180 days.

## Preference cookies

- showPricesWithTax: whether prices are shown with or without VAT. Kept for 30 days.
- catalogDisplayMode: whether product lists are shown as a grid or as rows. Kept for 30 days.
- comparedProducts: the products you have added to the comparison (at most 5). Kept for 30 days.

## Statistics cookies

Only with your consent: Google Analytics cookies (_ga, _ga_*) that count visits and the pages viewed, kept for up to 2 years.

## Changing your choice

You can delete the cookies in your browser's settings at any time; the banner will then ask again. Deleting shop_session empties your cart and signs you out.`},
}
