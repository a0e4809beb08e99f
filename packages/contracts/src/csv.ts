/**
 * CSV cells a spreadsheet would run (zod-free: the web app's CSV writer uses it as well as the
 * server's). A text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read by Excel
 * and LibreOffice as a formula (`=HYPERLINK(…)` in a club's name becomes a live link, `=cmd|…` worse),
 * so every text cell the portal writes goes through this and gets a leading apostrophe (OWASP's
 * advice): the spreadsheet shows the text as typed and runs nothing. Numbers are written as numbers
 * and never pass through here, so `-5` stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseSpreadsheetText = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;
