import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_TEMPLATE_COLUMNS } from '../../src/domain/protocol-files/index.js';
import { read } from './build-files.js';

/** A realistic big protocol: a title row, the canonical header, 5,000 riders with typed times. */
const bigProtocol = async (riders: number): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Протокол');
  sheet.addRow(['Кубок области, 12 мая 2024 г.']);
  sheet.addRow([...PROTOCOL_TEMPLATE_COLUMNS]);
  for (let index = 1; index <= riders; index += 1) {
    const row = sheet.addRow([
      index,
      String(100 + index),
      `ИВАНОВ${index}`,
      'Иван',
      1950 + (index % 60),
      index % 3 === 0 ? 'Ж' : 'М',
      `Клуб ${index % 70}`,
      'Москва',
      (3600 + index) / 86_400,
      '',
      index === 1 ? '+' : '',
      '',
      '',
    ]);
    row.getCell(9).numFmt = 'h:mm:ss.0';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

// Timing is measured by `npm run bench:import`, not asserted here: these machines are shared and noisy.
describe('a large file', () => {
  it('reads every row of a 5,000-row xlsx', async () => {
    const bytes = await bigProtocol(5000);
    const report = await read(bytes, 'big.xlsx');
    expect(report.rows).toHaveLength(5000);
    expect(report.errors).toEqual([]);
    expect(report.rows[4999]).toMatchObject({ lastName: 'Иванов5000', resultTime: '2:23:20' });
  });
});
