import { eq, sql } from 'drizzle-orm';
import type { YearResults } from '@velo/contracts';
import { queryRows, type Database } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { nationalStanding } from '../public-rating/rating-repository.js';
import { assertSupportedSeason } from '../rating/supported-season.js';

/** The year in review (part 2 §2.4): races per discipline with the best time, points, places. */
export const yearResults = async (
  db: Database,
  request: { participantId: number; year: number; bestPlacesNumber: number },
): Promise<YearResults> => {
  assertSupportedSeason(request.year);
  const [participant] = await db
    .select()
    .from(participants)
    .where(eq(participants.id, request.participantId));
  if (!participant) throw notFound('Участник не найден');
  const inYear = sql`r.participant_id = ${participant.id} and r.status <> 'DNS'
    and e.event_date between ${`${request.year}-01-01`} and ${`${request.year}-12-31`}`;
  const [disciplines, places, standing] = await Promise.all([
    queryRows<{ id: number | null; name: string | null; races: number; best_ms: number | null }>(
      db,
      sql`select d.id, d.name, count(*)::int as races, min(r.result_time_ms) filter (where r.status = 'F')::int as best_ms
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          left join disciplines d on d.id = e.discipline_id
          where ${inYear} group by d.id, d.name order by races desc, d.name`,
    ),
    queryRows<{ place: number; count: number }>(
      db,
      sql`select r.place, count(*)::int as count
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          where ${inYear} and r.status = 'F' and r.place is not null
          group by r.place order by r.place limit ${request.bestPlacesNumber}`,
    ),
    nationalStanding(db, participant.id, request.year),
  ]);
  return {
    participantId: participant.id,
    participantFirstName: participant.firstName,
    participantLastName: participant.lastName,
    year: request.year,
    totalRacesCount: disciplines.reduce((sum, d) => sum + d.races, 0),
    yearRating: standing?.rating ?? 0,
    place: standing?.place ?? null,
    genderPlace: standing?.genderPlace ?? null,
    disciplinesBestResults: disciplines.map((d) => ({
      disciplineTypeId: d.id,
      disciplineTypeName: d.name ?? 'без дисциплины',
      bestResultTime: d.best_ms !== null ? formatDuration(d.best_ms) : null,
      racesCount: d.races,
    })),
    takenTheBestPlacesWithCounts: places.map((p) => ({ takenPlace: p.place, count: p.count })),
  };
};

/** 2:26:58.9 style, as riders read times. */
export const formatDuration = (ms: number): string => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const tenths = Math.floor((ms % 1000) / 100);
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return tenths ? `${clock}.${tenths}` : clock;
};
