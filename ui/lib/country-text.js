// Interface texts that name a country's places (the Riga shop, delivery across the Baltics)
// have a twin for the Finnish shops: the key with "_fi" (i18n/*.json). The shop's country
// picks which one a page shows, in whatever language the page is.
export function countryKey(key, country) {
  return country === 'FI' ? key + '_fi' : key;
}
