// Interface texts that name a country's places (the Riga shop, delivery across the Baltics)
// have a twin for the Finnish shops: the key with "_fi" (i18n/*.json). The shop's country
// picks which one a page shows, in whatever language the page is. The keys are written out
// whole where they are used: the build ships only the messages its sources name.
export function countryKey(country, keys) {
  return keys[country] || keys.default;
}
