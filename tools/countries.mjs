// Writes store/data/countries.json, the country reference list of spec §3, from the npm
// package country-codes-list (MIT). Run from the repo root: node tools/countries.mjs
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const { all } = require("country-codes-list");

const fields = [
  "countryNameEn", "countryNameLocal", "countryCode", "currencyCode", "currencyNameEn",
  "tinType", "tinName", "officialLanguageCode", "officialLanguageNameEn",
  "officialLanguageNameLocal", "countryCallingCode", "areaCodes", "region", "flag",
];

const list = all()
  .map((c) => Object.fromEntries(fields.map((f) => [f, c[f] ?? (f === "areaCodes" ? [] : "")])))
  // Sorted by code so the file (and the ids seeded from it) never depend on the package's order.
  .sort((a, b) => a.countryCode.localeCompare(b.countryCode));

writeFileSync(new URL("../store/data/countries.json", import.meta.url), "[\n" + list.map((c) => JSON.stringify(c)).join(",\n") + "\n]\n");
console.log(`wrote ${list.length} countries`);
