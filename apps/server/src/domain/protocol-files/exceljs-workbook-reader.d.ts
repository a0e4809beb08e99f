/**
 * exceljs's streaming workbook reader, loaded by itself: the package's entry loads the whole
 * library (writers, CSV, zip and tar writers: 470 modules, about 150 ms in a fresh reading thread),
 * of which reading needs this one module and what it requires. exceljs is pinned to 4.4.0, where the
 * module has this path; the xlsx tests fail if it moves.
 */
declare module 'exceljs/lib/stream/xlsx/workbook-reader.js' {
  const WorkbookReader: new (input: unknown, options: Record<string, string>) => unknown;
  export default WorkbookReader;
}
