import { toCsv, type CsvFile } from '../../lib/csv.js';
import type { RatingRow } from './rating-repository.js';

const GENDER_WORD = { male: 'М', female: 'Ж' } as const;

const HEADER = [
  'Место',
  'Место (М/Ж)',
  'Фамилия',
  'Имя',
  'Пол',
  'Год рождения',
  'Город',
  'Клуб',
  'Гонок',
  'Очки',
];

/** A rating table as a CSV file for a spreadsheet. */
export const presentRatingCsv = (year: number, rows: RatingRow[]): CsvFile => ({
  fileName: `Рейтинг ${year}.csv`,
  body: toCsv(
    HEADER,
    rows.map((r) => [
      r.place,
      r.gender_place,
      r.last_name,
      r.first_name,
      GENDER_WORD[r.gender],
      r.year_of_birth,
      r.city,
      r.club,
      r.races_count,
      r.rating,
    ]),
  ),
});
