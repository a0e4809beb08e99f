/** The canonical header of protocol-files.md, in order: what GET /v1/Protocol/sample hands out. */
export const PROTOCOL_TEMPLATE_COLUMNS: readonly string[] = [
  'Место',
  'Номер',
  'Фамилия',
  'Имя',
  'Год рождения',
  'Пол',
  'Команда',
  'Город',
  'Время',
  'Статус',
  'Спринт',
  'Горный',
  'Очки',
];

/** Example rows: two finishers (one marked as the sprint winner, one as the mountain winner) and a DNF. */
const EXAMPLE_ROWS: readonly (string | number)[][] = [
  [1, '101', 'Иванов', 'Иван', 1985, 'М', 'Вперёд', 'Москва', '2:26:58.9', 'F', '+', '', ''],
  [2, '57', 'Петрова', 'Анна', 1990, 'Ж', 'Велоклуб «Ласточка»', 'Тула', '2:31:04.2', 'F', '', '+', ''],
  ['', '12', 'Сидоров', 'Пётр', 1978, 'М', '', 'Калуга', '', 'DNF', '', '', ''],
];

const WIDTHS = [8, 8, 16, 14, 14, 6, 22, 14, 12, 9, 8, 8, 8];

/**
 * The template as .xlsx. Times and numbers are written as text where a person types them as text
 * ('2:26:58.9'), so Excel does not reformat them; the points column is left empty (filled in, it
 * makes the protocol 'rating from file').
 */
export const buildProtocolTemplate = async (): Promise<Buffer> => {
  // exceljs whole (writers included) is loaded at the first template asked for, not at the server's
  // start, where it took half a second of a restart on a busy 2-core machine (issue 37).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Протокол');
  sheet.addRow([...PROTOCOL_TEMPLATE_COLUMNS]).font = { bold: true };
  for (const row of EXAMPLE_ROWS) sheet.addRow([...row]);
  sheet.columns.forEach((column, index) => {
    column.width = WIDTHS[index] ?? 10;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
