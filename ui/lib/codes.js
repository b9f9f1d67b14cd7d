// Product codes and model numbers ("(LS27CG552-B-3)", "TA-1581-128-P-7") hold hyphens, after
// which a browser may break a line, so a narrow column showed "(LS27CG552-" over "B-3)".
// codeParts splits a text into runs, marking the words to keep on one line: those with both a
// hyphen and a digit (plain hyphenated words such as "Wi-Fi" or "Noise-cancelling" may break).
export function codeParts(text) {
  const out = [];
  for (const w of String(text ?? '').split(/(\S+)/)) {
    if (!w) continue;
    const whole = w.includes('-') && /\d/.test(w);
    const last = out[out.length - 1];
    if (!whole && last && !last.whole) last.text += w;
    else out.push({ text: w, whole });
  }
  return out;
}
