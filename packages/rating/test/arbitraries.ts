import fc from 'fast-check';
import type { Gender, RatioCalculationMode, ResultStatus } from '@velo/contracts';
import {
  DEFAULT_SCORE_DISTRIBUTION,
  type ParticipantInfo,
  type ProtocolInput,
  type RatingConfig,
  type ResultInput,
} from '../src/index.js';

/** Generators of protocols and seasons for the property tests. */

const POOL_SIZE = 260;

/** A fixed pool of riders, large enough that each gender has more than 100 and the top 100 matters. */
export const pool: readonly ParticipantInfo[] = Array.from({ length: POOL_SIZE }, (_, index) => ({
  id: index + 1,
  gender: index % 3 === 0 ? 'female' : 'male',
  birthYear: 1960 + (index % 45),
  lastName: ['Иванов', 'Петров', 'Сидоров', 'Ёлкин', 'Абрамов'][index % 5]!,
  firstName: ['Антон', 'Борис', 'Вера'][index % 3]!,
}));

const genderOf = (id: number): Gender => pool[id - 1]!.gender;

const modeArb = fc.constantFrom<RatioCalculationMode>('auto', 'custom', 'ignore');

export const configArb = (autoOnly = false): fc.Arbitrary<RatingConfig> =>
  fc.record({
    scoreDistribution: fc.oneof(
      { weight: 3, arbitrary: fc.constant(DEFAULT_SCORE_DISTRIBUTION) },
      { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 120 }) },
    ),
    significanceRatioCalculationMode: autoOnly ? fc.constant('auto' as const) : modeArb,
    significanceRatio: fc.option(fc.double({ min: 0.2, max: 1, noNaN: true }), { nil: null }),
    representationRatioCalculationMode: autoOnly ? fc.constant('auto' as const) : modeArb,
    representationRatio: fc.option(fc.double({ min: 1, max: 2, noNaN: true }), { nil: null }),
    finalRatingBestRacesNumber: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    finalRatingBestRacesPercent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    hideParticipantsWithoutRatingInFinalRating: fc.boolean(),
  });

const statusArb = fc.constantFrom<ResultStatus>('F', 'F', 'F', 'F', 'DNF', 'DSQ', 'DNS');

/** The rows of one protocol: a random field from the pool, places with occasional ties and gaps. */
const resultsArb = (firstResultId: number): fc.Arbitrary<ResultInput[]> =>
  fc
    .shuffledSubarray(
      pool.map((participant) => participant.id),
      { maxLength: 180 },
    )
    .chain((riders) =>
      fc.tuple(
        fc.constant(riders),
        fc.array(
          fc.record({
            status: statusArb,
            tieWithPrevious: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
            hasPlace: fc.constantFrom(true, true, true, false),
            hasTime: fc.constantFrom(true, true, false),
            gapMs: fc.integer({ min: 0, max: 40_000 }),
            sprintWinner: fc.constantFrom(false, false, false, false, true),
            mountainWinner: fc.constantFrom(false, false, false, false, true),
            pointsFromFile: fc.option(
              fc.integer({ min: 0, max: 30_000 }).map((cents) => cents / 100),
              {
                nil: null,
              },
            ),
          }),
          { minLength: riders.length, maxLength: riders.length },
        ),
      ),
    )
    .map(([riders, rows]) => {
      let place = 0;
      let time = 3_600_000;
      return riders.map((participantId, index): ResultInput => {
        const row = rows[index]!;
        if (!row.tieWithPrevious || index === 0) place = index + 1;
        time += row.gapMs;
        const isFinisher = row.status === 'F';
        return {
          resultId: firstResultId + index,
          participantId,
          gender: genderOf(participantId),
          status: row.status,
          place: isFinisher && row.hasPlace ? place : null,
          timeMs: isFinisher && row.hasTime ? time : null,
          rowOrder: index + 1,
          sprintWinner: row.sprintWinner,
          mountainWinner: row.mountainWinner,
          pointsFromFile: row.pointsFromFile,
        };
      });
    });

/** One protocol of `season` with a given id. */
export const protocolArb = (
  protocolId: number,
  { season = 2025, autoOnly = false, days = 6 } = {},
): fc.Arbitrary<ProtocolInput> =>
  fc.record({
    protocolId: fc.constant(protocolId),
    eventDate: fc.integer({ min: 1, max: days }).map((day) => `${season}-06-${String(day).padStart(2, '0')}`),
    organizerId: fc.integer({ min: 1, max: 3 }),
    isRatingProtocol: fc.constantFrom(true, true, true, false),
    isRatingEvent: fc.constantFrom(true, true, true, false),
    isRatingFromProtocolFile: autoOnly
      ? fc.constant(false)
      : fc.constantFrom(false, false, false, false, true),
    config: configArb(autoOnly),
    results: resultsArb(protocolId * 1000),
  });

/** A season of a few protocols over a few days. */
export const seasonArb = ({
  season = 2025,
  autoOnly = false,
  maxProtocols = 8,
}: { season?: number; autoOnly?: boolean; maxProtocols?: number } = {}): fc.Arbitrary<ProtocolInput[]> =>
  fc
    .integer({ min: 1, max: maxProtocols })
    .chain((count) =>
      fc.tuple(...Array.from({ length: count }, (_, index) => protocolArb(index + 1, { season, autoOnly }))),
    );
