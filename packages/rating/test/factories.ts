import type { Gender } from '@velo/contracts';
import {
  DEFAULT_RATING_CONFIG,
  type ParticipantInfo,
  type ProtocolInput,
  type RatingConfig,
  type ResultInput,
  type StandingsProtocol,
  type Top100ByGender,
} from '../src/index.js';

/** Small builders: every test states only what its rule is about. */

let nextId = 1;
const freshId = (): number => nextId++;

export const buildConfig = (overrides: Partial<RatingConfig> = {}): RatingConfig => ({
  ...DEFAULT_RATING_CONFIG,
  ...overrides,
});

/** F and Q off, so a test of R, S, M or D sees those alone. */
export const plainConfig = (overrides: Partial<RatingConfig> = {}): RatingConfig =>
  buildConfig({
    significanceRatioCalculationMode: 'ignore',
    representationRatioCalculationMode: 'ignore',
    ...overrides,
  });

export const buildResult = (overrides: Partial<ResultInput> = {}): ResultInput => {
  const id = freshId();
  return {
    resultId: id,
    participantId: id,
    gender: 'male',
    status: 'F',
    place: null,
    timeMs: null,
    rowOrder: id,
    sprintWinner: false,
    mountainWinner: false,
    pointsFromFile: null,
    ...overrides,
  };
};

/** `count` finishers of one gender at file places 1..count, one second apart. */
export const buildFinishers = (
  count: number,
  overrides: Partial<ResultInput> = {},
  firstPlace = 1,
): ResultInput[] =>
  Array.from({ length: count }, (_, index) =>
    buildResult({
      place: firstPlace + index,
      timeMs: 3_600_000 + index * 1000,
      rowOrder: firstPlace + index,
      ...overrides,
    }),
  );

export const buildProtocol = (overrides: Partial<ProtocolInput> = {}): ProtocolInput => ({
  protocolId: freshId(),
  eventDate: '2025-06-01',
  organizerId: 1,
  isRatingProtocol: true,
  isRatingEvent: true,
  isRatingFromProtocolFile: false,
  config: plainConfig(),
  results: [],
  ...overrides,
});

export const buildParticipant = (overrides: Partial<ParticipantInfo> = {}): ParticipantInfo => ({
  id: freshId(),
  gender: 'male',
  birthYear: 1990,
  lastName: 'Иванов',
  firstName: 'Иван',
  ...overrides,
});

export const noTop100: Top100ByGender = { male: new Set(), female: new Set() };

export const top100Of = (gender: Gender, ids: readonly number[]): Top100ByGender => ({
  ...noTop100,
  [gender]: new Set(ids),
});

type StartOverrides = Partial<StandingsProtocol['results'][number]>;

/** A start as the standings read it: who, and how many points. */
export const buildStart = (participant: ParticipantInfo, points: number, overrides: StartOverrides = {}) => ({
  participantId: participant.id,
  gender: participant.gender,
  status: 'F' as const,
  points,
  ...overrides,
});

/** An already scored protocol, for standings tests. */
export const buildScoredProtocol = (overrides: Partial<StandingsProtocol> = {}): StandingsProtocol => ({
  protocolId: freshId(),
  eventDate: '2025-06-01',
  organizerId: 1,
  isRatingProtocol: true,
  isRatingEvent: true,
  config: buildConfig(),
  results: [],
  ...overrides,
});
