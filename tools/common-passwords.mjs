// Writes store/data/common-passwords.txt, the passwords registration and reset refuse: the
// 49,233 most common passwords of the npm package @zxcvbn-ts/language-common (MIT; the list
// zxcvbn has kept since 2012, from leaked password dumps), lower-cased, one a line, sorted.
// Run from the repo root: node tools/common-passwords.mjs [path/to/passwords.json]
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const from = process.argv[2] || require.resolve("@zxcvbn-ts/language-common/package.json").replace(/package\.json$/, "src/passwords.json");
const list = JSON.parse(readFileSync(from, "utf8"));

const words = [...new Set(list.map((w) => w.trim().toLowerCase()).filter(Boolean))].sort();
writeFileSync(new URL("../store/data/common-passwords.txt", import.meta.url), words.join("\n") + "\n");
console.log(`wrote ${words.length} common passwords`);
