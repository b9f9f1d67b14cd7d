// The withdrawal form's logic (Consumer Rights Directive Art. 11a): which lines a statement
// names and what it says. Ticking nothing or every line is the whole order, as the server
// keeps it, so the statement the shopper confirms reads as the record the mail repeats.

// chosenLines are the order's lines the statement names: the ticked ones, or all for none.
export function chosenLines(lines, ticked) {
  const picked = lines.filter((l) => ticked.has(l.id));
  return picked.length ? picked : lines;
}

// isWhole tells whether the ticked lines are the whole order.
export function isWhole(lines, ticked) {
  const picked = lines.filter((l) => ticked.has(l.id)).length;
  return picked === 0 || picked === lines.length;
}

// withdrawalPayload is the body of POST /api/withdrawal: the whole order sends no lines.
export function withdrawalPayload(form, lines, ticked) {
  const ids = isWhole(lines, ticked) ? [] : lines.filter((l) => ticked.has(l.id)).map((l) => l.id);
  return { name: form.name.trim(), email: form.email.trim(), number: form.number.trim(), lines: ids };
}

// toggled is the ticked set with id turned on or off (a new Set, for React state).
export function toggled(ticked, id) {
  const next = new Set(ticked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

// withdrawalLink is the withdrawal page (path, from the shared links) with the order's number
// filled in, for the order's own page.
export function withdrawalLink(path, number) {
  return path + '?order=' + encodeURIComponent(number);
}
