// The customers' and moderation pages' logic: the list calls' paths from the page's filters,
// how an account is named, the erasure's typed confirmation, the pager's words.

// listPath is base with the non-empty params as its query, in the order given.
export function listPath(base, params = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    const s = v === undefined || v === null ? '' : String(v).trim();
    if (s !== '' && !(k === 'offset' && s === '0')) q.set(k, s);
  }
  const qs = q.toString();
  return qs ? `${base}?${qs}` : base;
}

// customerName is how a list or a page names an account: an erased one says so (t's key
// cust_deleted), else the name and surname, else the e-mail.
export function customerName(c, t) {
  if (c.deleted) return t('cust_deleted', { id: c.id });
  return [c.name, c.surname].filter(Boolean).join(' ').trim() || c.email;
}

// eraseConfirmed mirrors the server's check: the typed text is the account's e-mail, in any
// letter case, spaces around it ignored.
export function eraseConfirmed(typed, email) {
  return !!email && typed.trim().toLowerCase() === email.toLowerCase();
}

// pageSpan is the rows a page shows, "51–100" (total known: "51–100 / 340"); "" for none.
export function pageSpan(offset, shown, total) {
  if (!shown) return '';
  const span = `${offset + 1}–${offset + shown}`;
  return total === null || total === undefined ? span : `${span} / ${total}`;
}

// hasNext: another page follows this one (the answer's more, or a known total beyond it).
export function hasNext(answer, offset) {
  if (!answer) return false;
  if (typeof answer.more === 'boolean') return answer.more;
  const shown = answer.shown ?? 0;
  return answer.total !== null && answer.total !== undefined && offset + shown < answer.total;
}

// stateTabs are a list's states with their counts, for the state switch: [{state, count}].
export function stateTabs(states, counts = {}) {
  return states.map((state) => ({ state, count: counts[state] ?? 0 }));
}
