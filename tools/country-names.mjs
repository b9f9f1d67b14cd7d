// Writes store/data/country-names.json: each country of store/data/countries.json named in each
// language the shop speaks, in that language's alphabetical order (CLDR's names and collation,
// from Node's ICU). Run from the repo root: node tools/country-names.mjs
import { readFileSync, writeFileSync } from "node:fs";

const languages = ["lv", "en", "ru", "fi"]; // i18n.Languages
const countries = JSON.parse(readFileSync(new URL("../store/data/countries.json", import.meta.url), "utf8"));

const out = {};
for (const lang of languages) {
  const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
  const order = new Intl.Collator(lang);
  out[lang] = countries
    .map((c) => [c.countryCode, names.of(c.countryCode) ?? c.countryNameEn])
    .sort((a, b) => order.compare(a[1], b[1]) || a[0].localeCompare(b[0]));
}
writeFileSync(new URL("../store/data/country-names.json", import.meta.url),
  "{\n" + languages.map((l) => `${JSON.stringify(l)}: [\n` + out[l].map((c) => JSON.stringify(c)).join(",\n") + "\n]").join(",\n") + "\n}\n");
console.log(`wrote ${countries.length} countries in ${languages.length} languages`);
