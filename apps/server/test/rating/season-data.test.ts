import { describe, expect, it } from 'vitest';
import { unpackSeason, type SeasonRows } from '../../src/domain/rating/season-data.js';

/*
 * A season's rows travel from the database packed, one text per protocol (fields split by \x1f,
 * rows by \x1e, in no particular order), and are read field by field without cutting the text
 * (issue 40). What comes out must be what splitting the text gives, in the file's row order.
 */

const FIELDS = [
  'id',
  'participant',
  'gender',
  'status',
  'place',
  'timeMs',
  'rowOrder',
  'sprint',
  'mountain',
  'pointsFromFile',
  'genderPlace',
  'R',
  'S',
  'M',
  'D',
] as const;
type Row = Record<(typeof FIELDS)[number], string>;

const packed = (rows: Row[]) =>
  rows.map((row) => FIELDS.map((field) => row[field]).join('\x1f')).join('\x1e');

/** The rows as splitting the text reads them. */
const split = (rows: Row[]) =>
  rows.map((row) => {
    const orNull = (text: string) => (text ? Number(text) : null);
    return {
      resultId: Number(row.id),
      participantId: Number(row.participant),
      gender: row.gender,
      status: row.status,
      place: orNull(row.place),
      timeMs: orNull(row.timeMs),
      rowOrder: Number(row.rowOrder),
      sprintWinner: row.sprint === '1',
      mountainWinner: row.mountain === '1',
      pointsFromFile: orNull(row.pointsFromFile),
      storedGenderPlace: orNull(row.genderPlace),
      storedR: Number(row.R),
      storedS: Number(row.S),
      storedM: Number(row.M),
      storedD: Number(row.D),
    };
  });

const rowsOf = (protocols: Row[][]): SeasonRows => ({
  year: 2024,
  from: null,
  protocols: protocols.map((_, index) => ({
    id: index + 1,
    event_date: '2024-05-10',
    organizer_id: 1,
    is_rating_protocol: true,
    is_rating_event: true,
    is_rating_from_protocol_file: false,
    coefficients: null,
    score_distribution: [200, 180, 165],
    significance_ratio_calculation_mode: 'auto',
    significance_ratio: null,
    representation_ratio_calculation_mode: 'auto',
    representation_ratio: null,
    final_rating_best_races_number: null,
    final_rating_best_races_percent: null,
    hide_participants_without_rating_in_final_rating: false,
  })),
  packedResults: protocols.map((rows, index) => ({
    protocol_id: index + 1,
    packed: rows.length ? packed(rows) : null,
  })),
  carried: null,
  adjustments: [],
});

const row = (overrides: Partial<Row>): Row => ({
  id: '1',
  participant: '10',
  gender: 'male',
  status: 'F',
  place: '1',
  timeMs: '7200000',
  rowOrder: '1',
  sprint: '0',
  mountain: '0',
  pointsFromFile: '',
  genderPlace: '1',
  R: '200',
  S: '0',
  M: '0',
  D: '0',
  ...overrides,
});

describe("a season's packed rows", () => {
  it('read as splitting them reads them: empty fields, decimals, negatives, words, big ids', () => {
    const rows = [
      row({ id: '101', sprint: '1', S: '15', D: '10' }),
      row({
        id: '102',
        participant: '9007199254740',
        gender: 'female',
        rowOrder: '2',
        mountain: '1',
        M: '15',
      }),
      row({ id: '103', status: 'DNF', place: '', timeMs: '', rowOrder: '3', genderPlace: '', R: '0' }),
      row({ id: '104', status: 'DSQ', place: '', rowOrder: '4', pointsFromFile: '12.75', genderPlace: '' }),
      row({ id: '105', status: 'DNS', place: '', timeMs: '', rowOrder: '5', pointsFromFile: '-3.5', R: '0' }),
      row({ id: '106', place: '2', rowOrder: '6', pointsFromFile: '0', genderPlace: '2', R: '180' }),
    ];
    const season = unpackSeason(rowsOf([rows, []]));
    expect(season.protocols.map((p) => p.results)).toEqual([split(rows), []]);
    expect([...season.genderOfParticipant]).toEqual([
      [10, 'male'],
      [9007199254740, 'female'],
    ]);
  });

  it("come back in the file's order however the database gathered them", () => {
    const rows = [3, 1, 4, 2].map((order) => row({ id: String(200 + order), rowOrder: String(order) }));
    const [protocol] = unpackSeason(rowsOf([rows])).protocols;
    expect(protocol!.results.map((result) => result.rowOrder)).toEqual([1, 2, 3, 4]);
    expect(protocol!.results.map((result) => result.resultId)).toEqual([201, 202, 203, 204]);
  });
});
