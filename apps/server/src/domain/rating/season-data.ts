import type { Gender, ResultStatus } from '@velo/contracts';
import type {
  ParticipantInfo,
  ProtocolInput,
  RatingAdjustment,
  RatingConfig,
  ResultInput,
  Tally,
} from '@velo/rating';
import { unpackCheckpoint } from './season-checkpoint.js';

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
  /** Every result row of each protocol, packed (unit separator between fields, record separator between rows). */
  packedResults: { protocol_id: number; packed: string }[];
  /** What the days before `from` carry: the stored checkpoint's text, or summed from the stored points. */
  carried: { checkpoint: string } | { summed: SummedTallyRow[] } | null;
  adjustments: RatingAdjustment[];
};

/** A result row as stored, with the points the last recalculation gave it (to write only changes). */
export type StoredResult = ResultInput & {
  protocolId: number;
  /** The protocol-local parts the last recalculation stored (points are derived from them). */
  stored: { genderPlace: number | null; R: number; S: number; M: number; D: number };
};

export type SeasonData = {
  protocols: ProtocolInput[];
  participants: ParticipantInfo[];
  /** Administrators' corrections of the season's points (they count in the national table). */
  adjustments: RatingAdjustment[];
  storedResults: Map<number, StoredResult>;
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
  carried: SummedTallyRow[];
  from: SeasonRows['from'];
};

const numberOrNull = (text: string | undefined): number | null => (text ? Number(text) : null);

/** The season's rows unpacked into the engine's protocols and the stored points to compare with. */
export const unpackSeason = (rows: SeasonRows): UnpackedSeason => {
  const resultsByProtocol = new Map<number, ResultInput[]>();
  const storedResults = new Map<number, StoredResult>();
  const genderOfParticipant = new Map<number, Gender>();
  for (const { protocol_id: protocolId, packed } of rows.packedResults) {
    const list: ResultInput[] = [];
    resultsByProtocol.set(protocolId, list);
    for (const record of packed.split('\x1e')) {
      const f = record.split('\x1f');
      const result: StoredResult = {
        resultId: Number(f[0]),
        protocolId,
        participantId: Number(f[1]),
        gender: f[2] as Gender,
        status: f[3] as ResultStatus,
        place: numberOrNull(f[4]),
        timeMs: numberOrNull(f[5]),
        rowOrder: Number(f[6]),
        sprintWinner: f[7] === '1',
        mountainWinner: f[8] === '1',
        pointsFromFile: numberOrNull(f[9]),
        stored: {
          genderPlace: numberOrNull(f[10]),
          R: Number(f[11]),
          S: Number(f[12]),
          M: Number(f[13]),
          D: Number(f[14]),
        },
      };
      storedResults.set(result.resultId, result);
      genderOfParticipant.set(result.participantId, result.gender);
      list.push(result);
    }
  }
  const carried =
    rows.carried && 'checkpoint' in rows.carried
      ? unpackCheckpoint(rows.carried.checkpoint, new Map()).map((tally) => ({
          participant_id: tally.participantId,
          row_gender: tally.gender,
          cents: String(tally.cents),
          races: tally.racesCount,
        }))
      : (rows.carried?.summed ?? []);
  for (const row of carried)
    if (!genderOfParticipant.has(row.participant_id))
      genderOfParticipant.set(row.participant_id, row.row_gender);
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
    storedResults,
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

/** The season with its riders, as the engine takes it. */
export const withRiders = (season: UnpackedSeason, riders: SeasonRiders): SeasonData => {
  const { rows: participantRows, ranks: nameRanks } = riders;
  // A rider's gender as the protocols record it wins over an empty profile field.
  const participants = participantRows.map((p) => ({
    id: p.id,
    gender: p.gender ?? season.genderOfParticipant.get(p.id) ?? 'male',
    birthYear: p.year_of_birth,
    lastName: p.last_name,
    firstName: p.first_name,
    nameRank: nameRanks.get(p.id)!,
  }));
  const genderInDirectory = new Map(participants.map((p) => [p.id, p.gender]));
  return {
    protocols: season.protocols,
    participants,
    adjustments: season.adjustments,
    storedResults: season.storedResults,
    storedCoefficients: season.storedCoefficients,
    ...(season.from
      ? {
          from: {
            day: season.from.day,
            fromCheckpoint: season.from.fromCheckpoint,
            carried: season.carried.map((row) => ({
              participantId: row.participant_id,
              gender: genderInDirectory.get(row.participant_id) ?? row.row_gender,
              cents: Number(row.cents),
              racesCount: row.races,
            })),
          },
        }
      : {}),
  };
};

/** The national table in the packed form the database gives it back (participant order). */
export const packNationalStandings = (
  rows: readonly {
    participantId: number;
    gender: string;
    rating: number;
    place: number;
    genderPlace: number;
    racesCount: number;
  }[],
): string =>
  [...rows]
    .sort((a, b) => a.participantId - b.participantId)
    .map((r) =>
      [r.participantId, r.gender, r.rating.toFixed(2), r.place, r.genderPlace, r.racesCount].join('\x1f'),
    )
    .join('\x1e');
