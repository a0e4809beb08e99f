import type { PossibleDuplicate } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { findSimilarParticipants } from '../participants/similar-participants.js';
import {
  raceDaysOf,
  requestsOfRider,
  riderRecords,
  sameNameRecords,
  type RiderRecord,
} from './merge-requests-repository.js';

/** How far apart two years of birth may be for records of one person (a typo, a misread file). */
export const NEAR_YEARS = 2;

const day = (value: string | null) => (value ? `${value}T00:00:00Z` : null);

/**
 * 'Возможно, это тоже вы': other records that may be the rider's own. The upload's
 * similarity search (similar-participants.ts: the same name with another year, swapped names, the
 * name in Latin letters, a similar name) and the records of exactly the same name and year; kept
 * are those without an account (an account's record is someone's), not hidden, of a birth year
 * within NEAR_YEARS (or unknown), with races of their own, none on a day the rider raced (one person
 * rides one race a day), and that the administrators did not decline for this rider before.
 */
export const findPossibleDuplicates = async (
  executor: Executor,
  participantId: number,
): Promise<PossibleDuplicate[]> => {
  const [rider] = await riderRecords(executor, [participantId]);
  if (!rider) return [];
  const person = { lastName: rider.last_name, firstName: rider.first_name, yearOfBirth: rider.year_of_birth };
  const [similar, same, requests] = await Promise.all([
    findSimilarParticipants(executor, [person], new Set([rider.id])),
    sameNameRecords(executor, rider),
    requestsOfRider(executor, rider.id),
  ]);
  const reasons = new Map<number, PossibleDuplicate['reason']>(same.map((record) => [record.id, 'sameName']));
  for (const candidate of similar.get(0) ?? [])
    if (!reasons.has(candidate.id)) reasons.set(candidate.id, candidate.reason);
  const records = await riderRecords(executor, [...reasons.keys()]);
  const near = (record: RiderRecord) =>
    record.year_of_birth === null ||
    rider.year_of_birth === null ||
    Math.abs(record.year_of_birth - rider.year_of_birth) <= NEAR_YEARS;
  const plausible = records.filter(
    (record) =>
      record.user_id === null && !record.hidden && near(record) && !requests.declined.has(record.id),
  );
  const days = await raceDaysOf(executor, [rider.id, ...plausible.map((record) => record.id)]);
  const own = days.get(rider.id)!.days;
  return plausible
    .filter((record) => {
      const raceDays = days.get(record.id)!.days;
      return raceDays.size > 0 && ![...raceDays].some((raceDay) => own.has(raceDay));
    })
    .map((record) => {
      const races = days.get(record.id)!;
      return {
        id: record.id,
        lastName: record.last_name,
        firstName: record.first_name,
        middleName: record.middle_name,
        yearOfBirth: record.year_of_birth,
        club: record.club,
        city: record.city,
        reason: reasons.get(record.id)!,
        racesCount: races.count,
        firstRaceDate: day(races.first),
        lastRaceDate: day(races.last),
        openRequestId: requests.open.get(record.id) ?? null,
      };
    })
    .sort((a, b) => b.racesCount - a.racesCount || a.id - b.id);
};
