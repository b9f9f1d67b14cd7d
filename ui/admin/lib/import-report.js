// The import page's logic: the address of an import call, the errors and warnings of an
// answer as one table sorted by line and column, and the progress of an import from the
// upload and the server's status. No React here, so that node --test covers it.

export const importFormats = ['shop', 'shopify'];

// importPath is the import call for a format, as a dry run or for real, under /api/admin
// (adminSend adds it).
export function importPath(format, dryRun) {
  if (!importFormats.includes(format)) throw new Error(`unknown format ${format}`);
  return `/import/products?format=${format}${dryRun ? '&dry_run=1' : ''}`;
}

// issueRows merges an answer's errors and warnings (and the pictures' warnings a status
// brings later) into rows sorted by line, then column, errors before warnings on the same
// cell. A line of 0 is about the whole file and comes first.
export function issueRows(answer) {
  const rows = [];
  for (const e of answer?.errors || []) rows.push({ kind: 'error', line: e.line, column: e.column, message: e.message });
  for (const w of answer?.warnings || []) rows.push({ kind: 'warning', line: w.line, column: w.column, message: w.message });
  rows.sort((a, b) => a.line - b.line || a.column - b.column || (a.kind === b.kind ? 0 : a.kind === 'error' ? -1 : 1));
  return rows;
}

// canImport says whether the dry run's answer lets the real import go: it had no errors
// (an import with errors writes nothing) and there is something to write.
export function canImport(answer) {
  return !!answer && !(answer.errors || []).length && (answer.created + answer.updated) > 0;
}

// progress is an import's progress from 0 to 1 while the server reads and writes it: the
// status call answers {phase, done, total}, where reading counts the file's bytes (the
// upload: the server reads as it arrives) and writing the products. Reading is the first
// half, writing the second; a total of -1 (not known) counts as no progress in its phase.
// The pictures come after the import's answer and have a progress of their own
// (picturesProgress).
export function progress(status) {
  if (!status || status.phase === 'idle') return 0;
  if (status.phase === 'done' || status.phase === 'pictures') return 1;
  const share = status.total > 0 ? Math.min(1, status.done / status.total) : 0;
  return status.phase === 'writing' ? 0.5 + share / 2 : share / 2;
}

// picturesProgress is the background picture fetch's progress from 0 to 1, null when there
// is none running.
export function picturesProgress(status) {
  if (status?.phase !== 'pictures') return null;
  return status.total > 0 ? Math.min(1, status.done / status.total) : 0;
}

// placeOf is how the table names a place: "line 4, column 7", "line 4", or the file.
export function placeOf(row, t) {
  if (!row.line) return t('import_place_file');
  if (!row.column) return t('import_place_line', { line: row.line });
  return t('import_place_cell', { line: row.line, column: row.column });
}
