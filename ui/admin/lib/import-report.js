// The import page's logic: the address of an import call, the errors and warnings of an
// answer as one table sorted by line and column, and the progress of an import from the
// upload and the server's status. No React here, so that node --test covers it.

export const importFormats = ['shop', 'shopify'];

// importPath is the import call for a format, as a dry run or for real.
export function importPath(format, dryRun) {
  if (!importFormats.includes(format)) throw new Error(`unknown format ${format}`);
  return `/api/admin/import/products?format=${format}${dryRun ? '&dry_run=1' : ''}`;
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

// progress is an import's progress from 0 to 1: the upload is the first tenth, the server's
// reading and writing the rest, by the rows it reports of the rows it expects. The status
// the server answers while an import runs is {phase, rows, total_rows, pictures_done,
// pictures_total}; its phases are 'reading', 'writing', 'pictures' and 'done'.
export function progress(uploaded, status) {
  if (!status || status.phase === 'idle') return Math.min(1, Math.max(0, uploaded)) * 0.1;
  if (status.phase === 'done' || status.phase === 'pictures') return 1;
  const share = status.total_rows > 0 ? Math.min(1, status.rows / status.total_rows) : 0;
  const phase = status.phase === 'writing' ? 0.5 + share * 0.5 : share * 0.5;
  return 0.1 + phase * 0.9;
}

// placeOf is how the table names a place: "line 4, column 7", "line 4", or the file.
export function placeOf(row, t) {
  if (!row.line) return t('import_place_file');
  if (!row.column) return t('import_place_line').replace('{line}', row.line);
  return t('import_place_cell').replace('{line}', row.line).replace('{column}', row.column);
}
