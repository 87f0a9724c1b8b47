// Cells of the CSV files the site writes. A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`,
// a tab or a carriage return as a formula (CSV injection): such a cell gets a leading `'`, as OWASP
// advises, and the importer takes that `'` off again, so an export still imports as it was.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it would start a formula, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A cell as read back: the `'` that `csvCell` put before a formula start taken off. */
export function csvCellValue(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
