/** Dates written in title rows and birth-date cells: '12.05.2024', '2024-05-12', '12 мая 2024 г.'. */

export type DayParts = { year: number; month: number; day: number };

const MONTHS = new Map<string, number>(
  (
    [
      ['январ', 1],
      ['феврал', 2],
      ['март', 3],
      ['апрел', 4],
      ['ма', 5],
      ['июн', 6],
      ['июл', 7],
      ['август', 8],
      ['сентябр', 9],
      ['октябр', 10],
      ['ноябр', 11],
      ['декабр', 12],
    ] as const
  ).flatMap(([stem, month]) => {
    // Nominative and genitive forms: 'май' / 'мая', 'март' / 'марта', 'январь' / 'января'.
    const forms = stem === 'ма' ? ['май', 'мая'] : [stem + 'ь', stem + 'я', stem, stem + 'а'];
    return forms.map((form) => [form, month] as const);
  }),
);

const DOTTED = /(?<!\d)(\d{1,2})[./](\d{1,2})[./](\d{4})(?!\d)/;
const ISO = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/;
// '12 мая 2024', '12-13 мая 2024' (the first day of a multi-day event), '1 сентября 2024 г.'.
const WORDED = /(?<!\d)(\d{1,2})(?:\s*[-–—]\s*\d{1,2})?\s+([а-яё]+)\s+(\d{4})(?!\d)/i;

const isRealDay = ({ year, month, day }: DayParts): boolean => {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

const checked = (parts: DayParts): DayParts | null => (isRealDay(parts) ? parts : null);

/** The first date written in a piece of text, or null. */
export const findDay = (text: string): DayParts | null => {
  const dotted = DOTTED.exec(text);
  if (dotted) return checked({ day: Number(dotted[1]), month: Number(dotted[2]), year: Number(dotted[3]) });
  const iso = ISO.exec(text);
  if (iso) return checked({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
  const worded = WORDED.exec(text);
  const month = worded ? MONTHS.get((worded[2] ?? '').toLowerCase().replaceAll('ё', 'е')) : undefined;
  if (worded && month) return checked({ day: Number(worded[1]), month, year: Number(worded[3]) });
  return null;
};

export const dayOfDate = (date: Date): DayParts | null =>
  Number.isNaN(date.getTime())
    ? null
    : checked({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

export const isoDay = ({ year, month, day }: DayParts): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
