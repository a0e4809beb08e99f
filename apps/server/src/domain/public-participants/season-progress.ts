import type { SeasonProgress } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';
import { seasonDaysOf, seasonRacesOf } from './participant-results-repository.js';
import { findParticipantId } from './participants-read-repository.js';

/**
 * A rider's season race day by race day (beyond the spec: the chart on the profile). The national
 * rating of rating.md (rating protocols of rating events, everyone who started listed, equal totals
 * sharing a place), as it stood in the evening of each of the rider's race days.
 */
export const seasonProgress = async (
  db: Database,
  request: { participantId: number; year: number },
): Promise<SeasonProgress> => {
  assertSupportedSeason(request.year);
  const participantId = await findParticipantId(db, request.participantId);
  if (participantId === undefined) throw notFound('Участник не найден');
  const [days, races] = await Promise.all([
    seasonDaysOf(db, participantId, request.year),
    seasonRacesOf(db, participantId, request.year),
  ]);

  let previousTotal = 0;
  return {
    participantId,
    year: request.year,
    points: days.map((day) => {
      const total = Number(day.total);
      const dayPoints = Math.round((total - previousTotal) * 100) / 100;
      previousTotal = total;
      return {
        date: day.day,
        races: races
          .filter((race) => race.day === day.day)
          .map((race) => ({
            protocolId: race.protocol_id,
            eventId: race.event_id,
            eventName: race.event_name,
            points: Number(race.points),
          })),
        dayPoints,
        totalPoints: total,
        place: day.place,
        genderPlace: day.gender_place,
      };
    }),
  };
};
