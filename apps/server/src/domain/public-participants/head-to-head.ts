import type { HeadToHead, HeadToHeadRace } from '@velo/contracts';
import { DEFAULT_SKILL_PARAMETERS, aheadProbability, dayNumber, sigmaOn } from '@velo/skill';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';
import { commonRaces } from './participant-results-repository.js';
import { ridersNamed } from './participants-read-repository.js';
import { findRiderSkills } from '../public-skill/skill-read-repository.js';

type Side = HeadToHeadRace['a'];

/**
 * Who finished ahead in one race: a finisher ahead of a rider who did not finish; between two
 * finishers, the better place, else the better time; otherwise nobody.
 */
export const aheadOf = (a: Side, b: Side): 'a' | 'b' | null => {
  const aFinished = a.status === 'F';
  const bFinished = b.status === 'F';
  if (aFinished !== bFinished) return aFinished ? 'a' : 'b';
  if (!aFinished) return null;
  if (a.place !== null && b.place !== null && a.place !== b.place) return a.place < b.place ? 'a' : 'b';
  if (a.timeMs !== null && b.timeMs !== null && a.timeMs !== b.timeMs) return a.timeMs < b.timeMs ? 'a' : 'b';
  return null;
};

/**
 * Two riders' common races (beyond the spec): every protocol both started (DNS rows are not
 * starts), with each one's place, time and points, who finished ahead, and the time gap.
 */
export const headToHead = async (
  db: Database,
  request: { a: number; b: number; year?: number | undefined },
): Promise<HeadToHead> => {
  if (request.year !== undefined) assertSupportedSeason(request.year);
  const riders = await ridersNamed(db, request.a, request.b);
  const riderOf = (id: number) => {
    const rider = riders.find((row) => row.id === id);
    if (!rider) throw notFound('Участник не найден');
    return rider;
  };
  const [a, b] = [riderOf(request.a), riderOf(request.b)];

  const rows = await commonRaces(db, a.id, b.id);

  const all: HeadToHeadRace[] = rows.map((row) => {
    const sideA: Side = {
      place: row.a_place,
      status: row.a_status,
      timeMs: row.a_time,
      points: Number(row.a_points),
    };
    const sideB: Side = {
      place: row.b_place,
      status: row.b_status,
      timeMs: row.b_time,
      points: Number(row.b_points),
    };
    const bothTimed =
      sideA.status === 'F' && sideB.status === 'F' && sideA.timeMs !== null && sideB.timeMs !== null;
    return {
      protocolId: row.protocol_id,
      eventId: row.event_id,
      eventDate: row.event_date,
      eventName: row.event_name,
      category: row.category,
      a: sideA,
      b: sideB,
      ahead: aheadOf(sideA, sideB),
      gapMs: bothTimed ? sideB.timeMs! - sideA.timeMs! : null,
    };
  });
  const years = [...new Set(all.map((race) => Number(race.eventDate.slice(0, 4))))];
  const races =
    request.year === undefined ? all : all.filter((race) => race.eventDate.startsWith(`${request.year}-`));
  const rider = (row: typeof a, side: 'a' | 'b') => ({
    participantId: row.id,
    lastName: row.last_name,
    firstName: row.first_name,
    club: row.club || null,
    ahead: races.filter((race) => race.ahead === side).length,
  });
  return {
    year: request.year ?? null,
    a: rider(a, 'a'),
    b: rider(b, 'b'),
    races,
    years,
    skill: await skillChance(db, a.id, b.id),
  };
};

/**
 * The skill rating's chance that a finishes ahead of b next time: in the family both are
 * rated in with the most races of the two, each uncertainty grown by the time away until today.
 */
const skillChance = async (db: Database, a: number, b: number): Promise<HeadToHead['skill']> => {
  const [ofA, ofB] = await Promise.all([findRiderSkills(db, a), findRiderSkills(db, b)]);
  const shared = ofA
    .flatMap((skillA) => {
      const skillB = ofB.find((row) => row.family === skillA.family);
      return skillB ? [{ skillA, skillB, races: skillA.races + skillB.races }] : [];
    })
    .sort((x, y) => y.races - x.races)[0];
  if (!shared) return null;
  const today = dayNumber(new Date().toISOString().slice(0, 10));
  const belief = (row: typeof shared.skillA) => ({
    mu: row.mu,
    sigma: sigmaOn(row.sigma, row.last_day, today, DEFAULT_SKILL_PARAMETERS),
  });
  return {
    family: shared.skillA.family,
    aAheadProbability: aheadProbability(
      belief(shared.skillA),
      belief(shared.skillB),
      DEFAULT_SKILL_PARAMETERS,
    ),
  };
};
