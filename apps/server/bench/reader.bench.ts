/**
 * npm run bench:reader
 *
 * The protocol file reader's memory bound (issue 16): files read through the real reader
 * (readProtocolFile, in its worker thread, as process-file reads them), each from a fresh thread,
 * with the process's resident memory sampled every 5 ms. Prints, per file, the outcome, the peak
 * growth of the whole process's RSS over its level before the read, and the time.
 * Target: ≤ 300 MB of growth while reading the 200 MB-unpacked zip bomb.
 */
import ExcelJS from 'exceljs';
import {
  bombSheetXml,
  keptCellsBombXml,
  protocolRows,
  rowsXml,
  xlsxWithSheet,
} from '../test/helpers/spreadsheet-files.js';
import { closeProtocolFileReaders, readProtocolFile } from '../src/domain/protocol-files/index.js';

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

const xlsxOfRiders = async (count: number) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Протокол');
  for (const row of protocolRows(count)) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const cases: { name: string; build: () => Promise<Buffer> }[] = [
  {
    name: 'zip bomb, 200 MB unpacked, honest directory',
    build: () => xlsxWithSheet(() => bombSheetXml(200 * MB)),
  },
  {
    name: 'zip bomb, 200 MB unpacked, directory says 99 MB',
    build: () => xlsxWithSheet(() => bombSheetXml(200 * MB), { declaredSheetSize: 99 * MB }),
  },
  {
    name: 'zip bomb, 95 MB of riders’ rows (within the size limit)',
    build: () => xlsxWithSheet(() => keptCellsBombXml(95 * MB)),
  },
  {
    name: 'the most the sheet limits keep: 39,000 rows × 25 distinct texts',
    build: () =>
      xlsxWithSheet(() =>
        rowsXml(
          (function* () {
            for (let index = 0; index < 39_000; index += 1)
              yield Array.from({ length: 25 }, (_, column) => `ячейка ${index}-${column}`);
          })(),
        ),
      ),
  },
  { name: 'normal xlsx, 5,000 rows', build: () => xlsxOfRiders(5_000) },
  { name: 'largest accepted xlsx, 20,000 rows', build: () => xlsxOfRiders(20_000) },
];

const row = (cells: string[]) => console.log(cells.join(' | '));
row(['file', 'size', 'outcome', 'peak RSS growth', 'time']);
row(['---', '---', '---', '---', '---']);
for (const { name, build } of cases) {
  const bytes = await build();
  await closeProtocolFileReaders();
  gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  const outcome = await readProtocolFile(bytes, 'protocol.xlsx').then(
    (report) => `read: ${report.rows.length} rows, ${report.errors.length} errors`,
    (error: Error) => `refused: «${error.message}»`,
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  row([
    name,
    `${(bytes.length / 1024).toFixed(0)} KB`,
    outcome,
    `${((peak - baseline) / MB).toFixed(0)} MB`,
    `${(elapsed / 1000).toFixed(2)} s`,
  ]);
}
await closeProtocolFileReaders();
