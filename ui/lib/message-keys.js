// The build ships each page only the translations the UI can ask for: about a quarter of the
// catalogue is the server's own (error messages, delivery estimates, filter titles), which it
// translates before answering. A key is kept when the UI's source names it as a string
// literal ('cart' or either side of `on ? 'add' : 'remove'`), names it without its plural
// suffix (t('products_count', {count})), or starts with a literal prefix the code completes
// ('sort_' + value, `sort_${value}`). Keeping too much costs bytes; missing one would show a
// bare key, so the rules lean to keeping.

const pluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];

// literals are the quoted identifiers-like strings in source: 'a_b', "a_b", `a_b` and the
// fixed start of `a_${x}`.
function literals(sources) {
  const found = new Set();
  for (const src of sources) {
    for (const m of src.matchAll(/['"`]([a-z][a-z0-9_]*)(?=['"`]|\$\{)/g)) found.add(m[1]);
  }
  return found;
}

export function messageKeys(sources, keys) {
  const words = literals(sources);
  const prefixes = [...words].filter((w) => w.endsWith('_'));
  const named = (k) => words.has(k) || pluralForms.some((f) => k.endsWith('_' + f) && words.has(k.slice(0, -f.length - 1)));
  return keys.filter((k) => named(k) || prefixes.some((p) => k.startsWith(p))).sort();
}
