import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/paging.js';
import { publicRiderColumns } from '../participant-privacy/privacy-repository.js';

/**
 * The public reads of riders themselves: one rider's card, whether they exist, the riders who have
 * started a race and the years they raced. Their results are read in participant-results-repository.
 */

export type ParticipantRow = typeof participants.$inferSelect;

/** A rider's whole row, or undefined when there is none with this id. */
export const findParticipant = async (
  db: Database,
  participantId: number,
): Promise<ParticipantRow | undefined> => {
  const [participant] = await db.select().from(participants).where(eq(participants.id, participantId));
  return participant;
};

/** The rider's id when such a rider exists. */
export const findParticipantId = async (db: Database, participantId: number): Promise<number | undefined> => {
  const [participant] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.id, participantId));
  return participant?.id;
};

export type RiderNameRow = { id: number; last_name: string; first_name: string; club: string };

/** The names and clubs of two riders (those that exist), as the public sees them. */
export const ridersNamed = async (db: Database, a: number, b: number): Promise<RiderNameRow[]> =>
  queryRows<RiderNameRow>(
    db,
    sql`select id, ${publicRiderColumns('pa', ['last_name', 'first_name', 'club'])}
        from participants pa where id in (${a}, ${b})`,
  );

/** A rider counts when they started at least one race (a result that is not DNS). */
const HAS_STARTED = sql`exists (select 1 from protocol_results r where r.participant_id = pa.id and r.status <> 'DNS')`;

export type StartedParticipantRow = {
  id: number;
  first_name: string;
  last_name: string;
  year_of_birth: number | null;
};

/** A page of the riders who started a race, ordered by id (found through the results' participant index). */
export const startedParticipantsPage = async (
  db: Database,
  paging: { page: number; size: number },
): Promise<StartedParticipantRow[]> =>
  queryRows<StartedParticipantRow>(
    db,
    sql`select pa.id, ${publicRiderColumns('pa', ['first_name', 'last_name', 'year_of_birth'])} from participants pa
        where ${HAS_STARTED} order by pa.id limit ${paging.size} offset ${pageOffset(paging)}`,
  );

/** How many riders started a race (probes the index once per rider). */
export const countStartedParticipants = async (db: Database): Promise<number> => {
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from participants pa where ${HAS_STARTED}`,
  );
  return total?.n ?? 0;
};

/** The years in which the rider started a race, newest first. */
export const participatedYears = async (db: Database, participantId: number): Promise<number[]> =>
  (
    await queryRows<{ year: number }>(
      db,
      sql`select distinct extract(year from e.event_date)::int as year
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          where r.participant_id = ${participantId} and r.status <> 'DNS' order by 1 desc`,
    )
  ).map((r) => r.year);
