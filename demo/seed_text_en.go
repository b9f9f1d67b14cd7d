package demo

import "strings"

// enPhrases are the product texts' parts in English; {city}, {country} and {language} are
// the variant's (Variant.place).
var enPhrases = phrases{
	highlights: map[string]string{
		"size": "%s screen", "cam": "%s main camera", "cpu": "%s processor", "bat": "%s battery",
		"hz": "%s refresh rate", "anc": "active noise cancelling", "life": "a battery life of %s", "power": "%s output",
		"video": "%s video", "mat": "a %s body", "rom": "%s of storage",
	},
	intros: [2][]string{{
		"combines modern design with reliable performance",
		"is made for everyday use and a long life",
		"offers great value for money",
		"is one of the most popular models in our shop",
		"makes a great gift for yourself or someone close",
	}, {
		"combine modern design with reliable performance",
		"are made for everyday use and a long life",
		"offer great value for money",
		"are one of the most popular models in our shop",
		"make a great gift for yourself or someone close",
	}},
	service: []string{
		"Everything we sell carries the manufacturer's official warranty, and we handle warranty repairs ourselves – nothing has to be sent abroad.",
		"Orders placed by 3 pm ship the same working day. Collect yours from a parcel locker, have it brought by courier or pick it up in our {city} store.",
		"If the product is not what you expected, you can return it within 14 days, no questions asked.",
		"You can also pay in instalments – a decision in minutes and no down payment.",
		"Businesses get a VAT invoice, and volume discounts on request.",
	},
	extras: []string{
		"Officially imported into the European Union, with {language} language support and the full manufacturer's warranty.",
		"Delivered anywhere in {country} in 1–2 working days, or picked up free of charge in our {city} store.",
		"Pay in instalments with no down payment, or lease it on good terms.",
		"Our staff will help you set it up and move your data from your old device.",
	},
	kinds: map[string]kindText{
		"viedtalruni": {noun: "smartphone", feats: []string{
			"The bright, high-refresh screen makes scrolling and games especially smooth.",
			"Optical image stabilisation keeps photos sharp in the evening and indoors.",
			"The battery easily lasts all day, and fast charging tops it up during a coffee break.",
			"A tough IP68 body keeps out water and dust.",
			"5G and eSIM support keep the internet fast on the move.",
		}},
		"telefoni-senioriem": {noun: "mobile phone", feats: []string{
			"Big buttons and clear digits make calling easy even without glasses.",
			"One charge lasts several weeks on standby.",
			"A built-in FM radio and a bright torch.",
		}},
		"vacini": {noun: "phone case", feats: []string{
			"Raised edges protect the camera and screen if the phone falls on a table.",
			"Precise cut-outs keep every button and port easy to reach.",
			"Works with wireless charging, no need to take the case off.",
		}},
		"ladetaji": {noun: "charger", feats: []string{
			"Smart charge control keeps the battery from overheating.",
			"A compact body that slips easily into a bag or jacket pocket.",
			"Works with phones, tablets and headphones.",
		}},
		"aizsargstikli": {noun: "screen protector", feats: []string{
			"9H tempered glass takes the impact instead of your screen.",
			"An oleophobic coating keeps fingerprints down.",
			"The fitting frame helps you apply it without bubbles.",
		}},
		"arejie-akumulatori": {noun: "power bank", feats: []string{
			"Enough for several phone charges on a trip.",
			"Charges two devices at once.",
			"LED lights show how much power is left.",
		}},
		"kabeli": {noun: "cable", feats: []string{
			"A tough braided jacket that does not tangle in your bag.",
			"Supports fast charging and data transfer.",
		}},
		"klepjdatori": {noun: "laptop", feats: []string{
			"A fast SSD starts the computer in seconds and opens large files quickly.",
			"A thin metal body and light weight – easy to take to work or lectures.",
			"A comfortable backlit keyboard and a precise touchpad.",
			"The battery lasts a full working day without the charger.",
			"Wi-Fi 6E keeps the connection stable even on busy networks.",
		}},
		"plansetdatori": {noun: "tablet", feats: []string{
			"A large, bright screen for films, reading and drawing.",
			"Works with a stylus and a keyboard cover – handy for work too.",
			"Speakers with spatial sound and a long battery life.",
		}},
		"monitori": {noun: "monitor", feats: []string{
			"An adjustable stand lets you set a comfortable height and angle.",
			"A blue light filter and flicker-free backlight are kind to your eyes on long days.",
			"Thin bezels – ideal for a multi-monitor desk.",
		}},
		"peles": {noun: "mouse", feats: []string{
			"A precise sensor that works on almost any surface.",
			"An ergonomic shape that is kind to your hand during long working hours.",
			"Pairs with several devices and switches between them at the press of a button.",
		}},
		"tastaturas": {noun: "keyboard", feats: []string{
			"Quiet keys with a comfortable travel for long typing sessions.",
			"Backlit keys that adjust to the light in the room.",
			"{keys}",
		}},
		"televizori": {noun: "TV", feats: []string{
			"4K resolution and HDR bring deep colours and a detailed picture.",
			"A smart TV platform with Netflix, YouTube and other apps.",
			"A game mode with low input lag and variable refresh rate.",
			"A slim design that looks great on the wall too.",
		}},
		"bezvadu-austinas": {noun: "wireless earbuds", plural: true, feats: []string{
			"Active noise cancelling shuts out traffic and office noise.",
			"The charging case adds hours of listening.",
			"Several microphones keep calls clear even on a windy day.",
			"Water resistant – wear them for sport and in the rain.",
		}},
		"pilna-izmera-austinas": {noun: "headphones", plural: true, feats: []string{
			"Soft ear cushions stay comfortable on a flight of several hours.",
			"A folding design and a case for travelling.",
			"Plug in a cable when the battery runs out.",
		}},
		"skalruni": {noun: "speaker", feats: []string{
			"IP67 protection – the speaker does not mind rain, sand or the pool.",
			"Powerful bass and clear sound even at high volume.",
			"Pair several speakers in stereo or party mode.",
		}},
		"soundbari": {noun: "soundbar", feats: []string{
			"Spatial sound with Dolby Atmos turns your living room into a cinema.",
			"A wireless subwoofer for deep bass.",
			"Connects to the TV with a single HDMI cable.",
		}},
		"viedpulksteni": {noun: "smartwatch", feats: []string{
			"Tracks your heart rate, blood oxygen and sleep quality.",
			"Built-in GPS records runs and rides accurately without the phone.",
			"Notifications and calls right on your wrist.",
			"Water resistant to 50 metres – you can swim with it.",
		}},
		"fitnesa-aproces": {noun: "fitness tracker", feats: []string{
			"Over 150 workout modes and automatic activity detection.",
			"Light and comfortable – you hardly feel it, even in your sleep.",
			"The battery lasts up to two weeks.",
		}},
		"vieda-maja": {noun: "smart speaker", feats: []string{
			"Controls lights, thermostats and sockets by voice.",
			"Plays music, radio and podcasts all over the house.",
		}},
		"konsoles": {noun: "game console", feats: []string{
			"A fast SSD loads games in seconds.",
			"4K gaming at up to 120 frames per second.",
			"Made for the whole family, with parental controls.",
		}},
		"spelu-pultis": {noun: "game controller", feats: []string{
			"Precise sticks and responsive triggers.",
			"Vibration and an ergonomic shape for long gaming sessions.",
		}},
		"fotokameras": {noun: "camera", feats: []string{
			"Fast autofocus with eye detection for people and animals.",
			"4K video with professional colour profiles.",
			"Built-in stabilisation for sharp handheld shots.",
		}},
		"darbibas-kameras": {noun: "action camera", feats: []string{
			"Waterproof to 18 metres without an extra housing.",
			"Electronic stabilisation for smooth video while running or riding.",
		}},
		"droni": {noun: "drone", feats: []string{
			"Weighs under 250 grams – in many places it needs no registration.",
			"Obstacle sensing in every direction for a safer flight.",
			"A 3-axis gimbal keeps 4K video smooth.",
		}},
	},
	with: func(k kindText, hl []string) string {
		return capitalize(k.noun) + " with " + joinWords(hl, " and ")
	},
	lead: func(title, noun string, plural bool, intro string) string {
		if plural {
			return "The " + title + " are " + noun + " that " + intro + "."
		}
		return "The " + title + " is " + article(noun) + " " + noun + " that " + intro + "."
	},
	specs: "Key specifications: ",
	inBox: func(noun string) string { return "In the box: " + noun + ", user manual and warranty card." },
}

// article is "a" or "an" before an English noun.
func article(noun string) string {
	if strings.ContainsAny(noun[:1], "aeiou") {
		return "an"
	}
	return "a"
}
