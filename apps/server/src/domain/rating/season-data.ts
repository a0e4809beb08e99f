import type { Gender, ResultStatus } from '@velo/contracts';
import type {
  ParticipantInfo,
  ProtocolInput,
  RatingAdjustment,
  RatingConfig,
  ResultInput,
  Tally,
} from '@velo/rating';
import { storedTallies } from './season-checkpoint.js';

/*
 * A season as the database hands it over (`SeasonRows`, read by season-repository.ts) and as the
 * engine takes it (`SeasonData`). Pure: the unpacking runs wherever the season is scored, in the
 * main thread or in the rating thread (rating-runner.ts chooses).
 */

/** A protocol row with its config, as the season's read gives it. */
export type ProtocolRow = {
  id: number;
  event_date: string;
  organizer_id: number;
  is_rating_protocol: boolean;
  is_rating_event: boolean;
  is_rating_from_protocol_file: boolean;
  coefficients: string | null;
  score_distribution: number[];
  significance_ratio_calculation_mode: RatingConfig['significanceRatioCalculationMode'];
  significance_ratio: number | null;
  representation_ratio_calculation_mode: RatingConfig['representationRatioCalculationMode'];
  representation_ratio: number | null;
  final_rating_best_races_number: number | null;
  final_rating_best_races_percent: number | null;
  hide_participants_without_rating_in_final_rating: boolean;
};

/** What the counting protocols before the first recalculated day gave a participant, summed from the stored points. */
export type SummedTallyRow = { participant_id: number; row_gender: Gender; cents: string; races: number };

/** A season's rows as read, plain data (texts, numbers, small objects) that may cross to another thread. */
export type SeasonRows = {
  year: number;
  /** Read from a race day on (an incremental recalculation), and whether the stored checkpoint carries the days before. */
  from: { day: string; fromCheckpoint: boolean } | null;
  protocols: ProtocolRow[];
  /**
   * Every result row of each protocol, packed (unit separator between fields, record separator
   * between rows), in no particular order; null for a protocol without rows.
   */
  packedResults: { protocol_id: number; packed: string | null }[];
  /** What the days before `from` carry: the stored checkpoint's text, or summed from the stored points. */
  carried: { checkpoint: string } | { summed: SummedTallyRow[] } | null;
  adjustments: RatingAdjustment[];
};

/**
 * A result row as stored, with the protocol-local parts the last recalculation stored (points are
 * derived from them), to write only what changed. One object per row: a season has 180,000.
 */
export type StoredResult = ResultInput & {
  storedGenderPlace: number | null;
  storedR: number;
  storedS: number;
  storedM: number;
  storedD: number;
};

export type SeasonData = {
  /** Every protocol of the days recalculated, its results as stored. */
  protocols: (ProtocolInput & { results: readonly StoredResult[] })[];
  /** The riders the season names (the engine needs no other). */
  participants: ParticipantInfo[];
  /** Administrators' corrections of the season's points (they count in the national table). */
  adjustments: RatingAdjustment[];
  storedCoefficients: Map<number, string>;
  /**
   * Loaded from a race day on (an incremental recalculation): `protocols` are those of that day and
   * later, and `carried` is what the counting protocols before it gave each participant, as stored.
   */
  from?: {
    day: string;
    carried: Tally[];
    /** `carried` is the season's stored checkpoint of that day (not summed from the results). */
    fromCheckpoint: boolean;
  };
};

/** A rider as the directory gives them (every participant: gender, year and names). */
export type ParticipantRow = {
  id: number;
  gender: Gender | null;
  year_of_birth: number | null;
  last_name: string;
  first_name: string;
};

/** The riders a season is scored with, and their alphabetical positions (season-riders.ts keeps both). */
export type SeasonRiders = { rows: ParticipantRow[]; ranks: ReadonlyMap<number, number> };

/** A season unpacked, before the riders are joined to it. */
export type UnpackedSeason = Omit<SeasonData, 'participants' | 'from'> & {
  /** Each rider's gender as the season's rows (or the carried tallies) record it. */
  genderOfParticipant: Map<number, Gender>;
  /** What the days before `from` carry, each rider's gender as stored (the checkpoint's are shared: read-only). */
  carried: readonly Tally[];
  from: SeasonRows['from'];
};

const byRowOrder = (a: StoredResult, b: StoredResult) => a.rowOrder - b.rowOrder;

const UNIT = 0x1f;
const RECORD = 0x1e;
const MINUS = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * Reads a protocol's packed rows field by field without cutting the text into a string per field: a
 * season has 180,000 rows of 15 fields, and splitting them took twice as long (and made most of the
 * recalculation's garbage). Whole numbers are read digit by digit; anything else (a decimal, a word)
 * as its text.
 */
const packedReader = (packed: string) => {
  let at = 0;
  const end = packed.length;
  const fieldEnd = () => {
    let i = at;
    while (i < end) {
      const code = packed.charCodeAt(i);
      if (code === UNIT || code === RECORD) break;
      i += 1;
    }
    return i;
  };
  const text = (): string => {
    const stop = fieldEnd();
    const value = packed.slice(at, stop);
    at = stop + 1;
    return value;
  };
  /** A number, or null for an empty field. */
  const number = (): number | null => {
    const start = at;
    let i = at;
    const negative = i < end && packed.charCodeAt(i) === MINUS;
    if (negative) i += 1;
    let value = 0;
    let digits = 0;
    for (; i < end; i += 1) {
      const code = packed.charCodeAt(i);
      if (code < ZERO || code > NINE) break;
      value = value * 10 + (code - ZERO);
      digits += 1;
    }
    const code = i < end ? packed.charCodeAt(i) : RECORD;
    if ((code === UNIT || code === RECORD) && digits > 0 && digits <= 15) {
      at = i + 1;
      return negative ? -value : value;
    }
    // Empty, a decimal, or more digits than a double holds exactly: as Number reads the text.
    const stop = fieldEnd();
    at = stop + 1;
    return stop === start ? null : Number(packed.slice(start, stop));
  };
  return { text, number, isDone: () => at >= end };
};

/** The genders and statuses as the database writes them: the same strings for every row. */
const GENDER: Record<string, Gender> = { male: 'male', female: 'female' };
const STATUS: Record<string, ResultStatus> = { F: 'F', DNF: 'DNF', DSQ: 'DSQ', DNS: 'DNS' };

/** One protocol's packed rows (see readSeasonRows' fields), in the file's order. */
const unpackResults = (packed: string): StoredResult[] => {
  const list: StoredResult[] = [];
  const read = packedReader(packed);
  let isInOrder = true;
  while (!read.isDone()) {
    const resultId = read.number()!;
    const participantId = read.number()!;
    const genderText = read.text();
    const statusText = read.text();
    const result: StoredResult = {
      resultId,
      participantId,
      gender: GENDER[genderText] ?? (genderText as Gender),
      status: STATUS[statusText] ?? (statusText as ResultStatus),
      place: read.number(),
      timeMs: read.number(),
      rowOrder: read.number()!,
      sprintWinner: read.number() === 1,
      mountainWinner: read.number() === 1,
      pointsFromFile: read.number(),
      storedGenderPlace: read.number(),
      storedR: read.number()!,
      storedS: read.number()!,
      storedM: read.number()!,
      storedD: read.number()!,
    };
    if (isInOrder && list.length > 0 && list[list.length - 1]!.rowOrder > result.rowOrder) isInOrder = false;
    list.push(result);
  }
  // In the file's order, as the engine hands its rows back (the read does not sort them).
  if (!isInOrder) list.sort(byRowOrder);
  return list;
};

/** The season's rows unpacked into the engine's protocols and the stored points to compare with. */
export const unpackSeason = (rows: SeasonRows): UnpackedSeason => {
  const resultsByProtocol = new Map<number, StoredResult[]>();
  const genderOfParticipant = new Map<number, Gender>();
  for (const { protocol_id: protocolId, packed } of rows.packedResults) {
    const list = packed === null ? [] : unpackResults(packed);
    resultsByProtocol.set(protocolId, list);
    for (const result of list) genderOfParticipant.set(result.participantId, result.gender);
  }
  const carried: readonly Tally[] =
    rows.carried && 'checkpoint' in rows.carried
      ? storedTallies(rows.carried.checkpoint)
      : (rows.carried?.summed ?? []).map((row) => ({
          participantId: row.participant_id,
          gender: row.row_gender,
          cents: Number(row.cents),
          racesCount: row.races,
        }));
  for (const tally of carried)
    if (!genderOfParticipant.has(tally.participantId))
      genderOfParticipant.set(tally.participantId, tally.gender);
  return {
    protocols: rows.protocols.map((p) => ({
      protocolId: p.id,
      eventDate: p.event_date,
      organizerId: p.organizer_id,
      isRatingProtocol: p.is_rating_protocol,
      isRatingEvent: p.is_rating_event,
      isRatingFromProtocolFile: p.is_rating_from_protocol_file,
      config: {
        scoreDistribution: p.score_distribution,
        significanceRatioCalculationMode: p.significance_ratio_calculation_mode,
        significanceRatio: p.significance_ratio,
        representationRatioCalculationMode: p.representation_ratio_calculation_mode,
        representationRatio: p.representation_ratio,
        finalRatingBestRacesNumber: p.final_rating_best_races_number,
        finalRatingBestRacesPercent: p.final_rating_best_races_percent,
        hideParticipantsWithoutRatingInFinalRating: p.hide_participants_without_rating_in_final_rating,
      },
      results: resultsByProtocol.get(p.id) ?? [],
    })),
    adjustments: rows.adjustments,
    storedCoefficients: new Map(rows.protocols.map((p) => [p.id, p.coefficients ?? ''])),
    genderOfParticipant,
    carried,
    from: rows.from,
  };
};

/** Every rider the season names: in its rows, in what it carries, in its corrections. */
export const namedRiders = (season: UnpackedSeason): number[] => [
  ...season.genderOfParticipant.keys(),
  ...season.adjustments.map((adjustment) => adjustment.participantId),
];

/** Whether `riders` lacks a rider the season names (one added since they were read: read them again). */
export const lacksRiders = (season: UnpackedSeason, riders: SeasonRiders): boolean =>
  namedRiders(season).some((id) => !riders.ranks.has(id));

/**
 * The season with the riders it names, as the engine takes it (with their alphabetical positions
 * among all riders: the engine reads no other rider).
 */
export const withRiders = (season: UnpackedSeason, riders: SeasonRiders): SeasonData => {
  const { rows: participantRows, ranks: nameRanks } = riders;
  const adjusted = new Set(season.adjustments.map((adjustment) => adjustment.participantId));
  const participants: ParticipantInfo[] = [];
  // Each named rider's gender as the engine gets it, by id (1 a man, 2 a woman, 0 not named): the
  // carried tallies take it. A typed array over the ids rather than a map of a season's 33,000.
  const genderOf = genderTable(participantRows);
  for (const p of participantRows) {
    const seasonGender = season.genderOfParticipant.get(p.id);
    if (seasonGender === undefined && !adjusted.has(p.id)) continue;
    // A rider's gender as the protocols record it wins over an empty profile field.
    const gender = p.gender ?? seasonGender ?? 'male';
    genderOf.set(p.id, gender);
    participants.push({
      id: p.id,
      gender,
      birthYear: p.year_of_birth,
      lastName: p.last_name,
      firstName: p.first_name,
      nameRank: nameRanks.get(p.id)!,
    });
  }
  return {
    protocols: season.protocols,
    participants,
    adjustments: season.adjustments,
    storedCoefficients: season.storedCoefficients,
    ...(season.from
      ? {
          from: {
            day: season.from.day,
            fromCheckpoint: season.from.fromCheckpoint,
            // The directory's gender wins; a tally whose gender it keeps is shared as it is.
            carried: season.carried.map((tally) => {
              const gender = genderOf.get(tally.participantId) ?? tally.gender;
              return gender === tally.gender ? tally : { ...tally, gender };
            }),
          },
        }
      : {}),
  };
};

/** Genders by participant id: a typed array when the ids are dense enough, else a map. */
const genderTable = (rows: readonly { id: number }[]) => {
  let maxId = 0;
  for (const row of rows) if (row.id > maxId) maxId = row.id;
  if (maxId > 4 * rows.length + 1_000_000) {
    const map = new Map<number, Gender>();
    return {
      set: (id: number, gender: Gender) => void map.set(id, gender),
      get: (id: number) => map.get(id),
    };
  }
  const codes = new Uint8Array(maxId + 1);
  return {
    set: (id: number, gender: Gender) => {
      codes[id] = gender === 'female' ? 2 : 1;
    },
    get: (id: number): Gender | undefined => {
      const code = id >= 0 && id <= maxId ? codes[id] : 0;
      return code === 2 ? 'female' : code === 1 ? 'male' : undefined;
    },
  };
};

/**
 * A national table as columns, in the engine's order (by place): what the writer compares with the
 * stored table (write-season-scores.ts) and writes. Typed arrays, so they cross from the rating thread
 * as copies of their bytes, and a season's 33,000 rows are compared as numbers, not texts.
 */
export type NationalRows = {
  ids: Int32Array;
  /** 1 for a woman, 0 for a man. */
  females: Uint8Array;
  /** The rating in hundredths. */
  cents: Float64Array;
  places: Int32Array;
  genderPlaces: Int32Array;
  racesCounts: Int32Array;
};

export const nationalRowsOf = (
  rows: readonly {
    participantId: number;
    gender: string;
    rating: number;
    place: number;
    genderPlace: number;
    racesCount: number;
  }[],
): NationalRows => {
  const table: NationalRows = {
    ids: new Int32Array(rows.length),
    females: new Uint8Array(rows.length),
    cents: new Float64Array(rows.length),
    places: new Int32Array(rows.length),
    genderPlaces: new Int32Array(rows.length),
    racesCounts: new Int32Array(rows.length),
  };
  rows.forEach((row, index) => {
    table.ids[index] = row.participantId;
    table.females[index] = row.gender === 'female' ? 1 : 0;
    table.cents[index] = Math.round(row.rating * 100);
    table.places[index] = row.place;
    table.genderPlaces[index] = row.genderPlace;
    table.racesCounts[index] = row.racesCount;
  });
  return table;
};
