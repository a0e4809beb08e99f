import type { ProtocolView } from '@velo/contracts';
import { toCsv, type CsvFile } from '../../lib/csv.js';

const STATUS_WORD = { F: '', DNF: 'DNF', DNS: 'DNS', DSQ: 'DSQ' } as const;

const HEADER = [
  'Место',
  'Место (М/Ж)',
  'Фамилия',
  'Имя',
  'Год рождения',
  'Пол',
  'Команда',
  'Город',
  'Время',
  'Статус',
  'Очки',
  'Расчёт очков',
];

/** A protocol's results as a CSV file for a spreadsheet, named after its race, protocol and day. */
export const presentProtocolCsv = (protocol: ProtocolView): CsvFile => ({
  fileName: `${protocol.event.raceName} — ${protocol.name} (${protocol.raceDate.slice(0, 10)}).csv`,
  body: toCsv(
    HEADER,
    protocol.results.map((r) => [
      r.place,
      r.genderPlace,
      r.lastName,
      r.firstName,
      r.yearOfBirth,
      r.gender === 'male' ? 'М' : 'Ж',
      r.club,
      r.city,
      r.resultTime,
      STATUS_WORD[r.status],
      r.rating,
      r.ratingCalculationFormula,
    ]),
  ),
});
