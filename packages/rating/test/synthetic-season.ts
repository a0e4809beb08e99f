import type { ParticipantInfo, ProtocolInput, ResultInput } from '../src/index.js';
import { buildConfig } from './factories.js';

/** A tiny seeded generator, so the synthetic season is the same on every run. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

/**
 * A season shaped like the real ones: many protocols over many days, fields of a few hundred,
 * a large pool of participants of whom most race a few times.
 */
export const syntheticSeason = ({
  season = 2025,
  protocolCount,
  fieldSize,
  participantCount,
  seed = 1,
}: {
  season?: number;
  protocolCount: number;
  fieldSize: number;
  participantCount: number;
  seed?: number;
}): { protocols: ProtocolInput[]; participants: ParticipantInfo[] } => {
  const random = seededRandom(seed);
  const participants: ParticipantInfo[] = Array.from({ length: participantCount }, (_, index) => ({
    id: index + 1,
    gender: random() < 0.75 ? 'male' : 'female',
    birthYear: 1950 + Math.floor(random() * 55),
    lastName: `Фамилия${Math.floor(random() * 5000)}`,
    firstName: `Имя${Math.floor(random() * 300)}`,
  }));
  const config = buildConfig();
  let resultId = 1;
  const protocols = Array.from({ length: protocolCount }, (_, index): ProtocolInput => {
    const dayOfSeason = Math.floor((index / protocolCount) * 180);
    const date = new Date(Date.UTC(season, 3, 1 + dayOfSeason)).toISOString().slice(0, 10);
    const riders = new Set<number>();
    while (riders.size < fieldSize) riders.add(1 + Math.floor(random() ** 2 * participantCount));
    const results = [...riders].map((participantId, row): ResultInput => {
      const roll = random();
      const status = roll < 0.9 ? 'F' : roll < 0.95 ? 'DNF' : roll < 0.97 ? 'DSQ' : 'DNS';
      return {
        resultId: resultId++,
        participantId,
        gender: participants[participantId - 1]!.gender,
        status,
        place: status === 'F' ? row + 1 : null,
        timeMs: status === 'F' ? 3_600_000 + row * 4000 : null,
        rowOrder: row + 1,
        sprintWinner: row === 3,
        mountainWinner: row === 5,
        pointsFromFile: null,
      };
    });
    return {
      protocolId: index + 1,
      eventDate: date,
      organizerId: 1 + (index % 37),
      isRatingProtocol: index % 10 !== 0,
      isRatingEvent: true,
      isRatingFromProtocolFile: false,
      config,
      results,
    };
  });
  return { protocols, participants };
};
