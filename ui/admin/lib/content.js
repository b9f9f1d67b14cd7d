// The content area's logic: what each kind of content edits (its plain fields and its texts
// per language), an empty row, the row's title in a list, the order by buttons, the errors
// of a language's tab, the interface texts' search, and the body preview's document.

// areas: the API path under /api/admin, the fields (kind picks the input) and the texts
// (html: a body, edited as HTML with a preview; multiline: a textarea).
export const areas = {
  banners: { path: '/banners', ordered: 'placement', fields: [{ name: 'placement', kind: 'select' }, { name: 'link', kind: 'text' },
    { name: 'desktop_image', kind: 'image' }, { name: 'mobile_image', kind: 'image' }],
  texts: [{ name: 'title' }, { name: 'text', multiline: true }] },
  benefits: { path: '/benefits', ordered: 'all', fields: [{ name: 'link', kind: 'text' }, { name: 'desktop_image', kind: 'image' },
    { name: 'mobile_image', kind: 'image' }],
  texts: [{ name: 'title' }, { name: 'text', multiline: true }] },
  sliders: { path: '/sliders', ordered: 'all', fields: [{ name: 'type', kind: 'type' }, { name: 'link', kind: 'text' }, { name: 'is_active', kind: 'check' }],
    texts: [{ name: 'title' }, { name: 'sub_title' }] },
  articles: { path: '/articles', ordered: null, fields: [{ name: 'slug', kind: 'text' }, { name: 'image', kind: 'image' }],
    texts: [{ name: 'title' }, { name: 'short_description', multiline: true }, { name: 'body', html: true }] },
  team: { path: '/team', ordered: 'all', fields: [{ name: 'email', kind: 'email' }, { name: 'image', kind: 'image' }],
    texts: [{ name: 'name' }, { name: 'short_description' }, { name: 'description', multiline: true }] },
};

// emptyItem is a new row of area with every text empty in every language.
export function emptyItem(area, langs, fields = {}) {
  const a = areas[area];
  const item = { id: 0, fields: {}, texts: {} };
  for (const f of a.fields) item.fields[f.name] = f.kind === 'check' ? '1' : '';
  Object.assign(item.fields, fields);
  for (const l of langs) item.texts[l] = Object.fromEntries(a.texts.map((x) => [x.name, '']));
  return item;
}

// withAllLanguages is item with an entry for every language (a translation missing: empty).
export function withAllLanguages(area, item, langs) {
  const out = { ...item, fields: { ...item.fields }, texts: {} };
  for (const l of langs) out.texts[l] = { ...Object.fromEntries(areas[area].texts.map((x) => [x.name, ''])), ...(item.texts?.[l] || {}) };
  return out;
}

// itemTitle is the row's name in a list: its first text in lang, else the default language's.
export function itemTitle(area, item, lang, fallback) {
  const key = areas[area].texts[0].name;
  return item.texts?.[lang]?.[key] || item.texts?.[fallback]?.[key] || '—';
}

// move swaps the row at index with its neighbour (dir -1 up, +1 down) in a copy of list;
// the list as it was when there is no neighbour.
export function move(list, index, dir) {
  const j = index + dir;
  if (index < 0 || index >= list.length || j < 0 || j >= list.length) return list;
  const out = list.slice();
  [out[index], out[j]] = [out[j], out[index]];
  return out;
}

// moveTo takes the row at from out of a copy of list and puts it at to (a drag and drop);
// the list as it was when either is out of range or they are the same.
export function moveTo(list, from, to) {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const out = list.slice();
  const [row] = out.splice(from, 1);
  out.splice(to, 0, row);
  return out;
}

// groups are the rows in the lists their order applies to: one per placement for banners.
export function groups(area, items) {
  if (areas[area].ordered !== 'placement') return [{ key: '', items }];
  const by = new Map();
  for (const it of items) {
    const k = it.fields.placement;
    if (!by.has(k)) by.set(k, []);
    by.get(k).push(it);
  }
  return [...by].map(([key, list]) => ({ key, items: list }));
}

// langErrors counts the server's field errors in one language's tab (texts.<lang>.<field>).
export function langErrors(errors, lang) {
  return Object.keys(errors || {}).filter((k) => k === 'texts.' + lang || k.startsWith('texts.' + lang + '.')).length;
}

// requestBody is what the API takes of an edited row: its fields and its texts.
export function requestBody(item) {
  return { fields: item.fields, texts: item.texts };
}

// filterTexts keeps the interface texts whose key, default or override holds every word of
// query (any case); only overridden ones when onlyChanged.
export function filterTexts(list, query, onlyChanged = false) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((x) => {
    if (onlyChanged && x.override == null) return false;
    const hay = (x.key + '\n' + x.default + '\n' + (x.override ?? '')).toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

// previewDocument is the body as the preview frame shows it. The frame is sandboxed with no
// permissions at all (no scripts, no forms, an opaque origin), which is what makes it safe;
// the tags that can only run or restyle are also taken out here so the preview looks like the
// page the server's cleaning (package richtext) will give.
export function previewDocument(html) {
  const cleaned = String(html)
    .replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed|link|meta|base)\b[^>]*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  return '<!doctype html><meta charset="utf-8"><style>body{font:16px/1.5 system-ui,sans-serif;margin:8px;color:#1d2433}' +
    'img{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:4px}</style>' + cleaned;
}
