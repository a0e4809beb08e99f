import { sql } from 'drizzle-orm';
import { DEFAULT_DISCIPLINE_FAMILY, type DisciplineFamily } from '@velo/contracts/constants';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';
import { publicRiderColumns } from '../participant-privacy/privacy-repository.js';
import { nationalCluster } from '../rating/national-table-repository.js';

/* What the skill rating's pages read (issue 39): a rider's stored ratings, ranks, a field's beliefs. */

export type StoredSkill = {
  participant_id: number;
  family: DisciplineFamily;
  mu: number;
  sigma: number;
  races: number;
  /** Day number of the last rated race. */
  last_day: number;
  display: number;
  /** YYYY-MM-DD; null when never settled. */
  settled_until: string | null;
  history: string;
};

const SKILL_COLUMNS = sql`participant_id, family, mu, sigma, races, (last_day - date '1970-01-01')::int as last_day,
  display, to_char(settled_until, 'YYYY-MM-DD') as settled_until, history`;

/** The rider, for the skill page: their gender and whether they hid the profile; null when unknown. */
export const findSkillRider = async (executor: Executor, participantId: number) => {
  const [row] = await queryRows<{ id: number; gender: 'male' | 'female' | null; hidden: boolean }>(
    executor,
    sql`select id, gender, hidden_at is not null as hidden from participants where id = ${participantId}`,
  );
  return row ?? null;
};

/** The rider's ratings, one per family they have rated races in. */
export const findRiderSkills = (executor: Executor, participantId: number) =>
  queryRows<StoredSkill>(
    executor,
    sql`select ${SKILL_COLUMNS} from skill_ratings where participant_id = ${participantId} order by races desc, family`,
  );

/**
 * The riders of a gender and family whose number is settled on `today`, and of them those with a
 * higher number than `display` (the rank is one more).
 */
export const countSettled = async (
  executor: Executor,
  family: DisciplineFamily,
  gender: 'male' | 'female',
  display: number,
  today: string,
) => {
  const [row] = await queryRows<{ settled: number; ahead: number }>(
    executor,
    sql`select count(*)::int as settled, count(*) filter (where s.display > ${display})::int as ahead
        from skill_ratings s join participants p on p.id = s.participant_id
        where s.family = ${family} and p.gender = ${gender} and s.settled_until >= ${today}`,
  );
  return row ?? { settled: 0, ahead: 0 };
};

/**
 * The events of the protocols a rider's stored skill history names, of those where the rider still
 * has a result: a protocol deleted, or the rider's result moved to another rider (a dispute), since
 * the skill job last ran is no race of theirs to list.
 */
export const findRiderRaceEvents = async (
  executor: Executor,
  participantId: number,
  protocolIds: readonly number[],
) => {
  const rows = await queryRows<{
    protocol_id: number;
    event_id: number;
    event_name: string;
    event_date: string;
  }>(
    executor,
    sql`select p.id as protocol_id, e.id as event_id, e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date
        from protocols p join events e on e.id = p.event_id
        where p.id = any(${arrayParam(protocolIds)}::int[])
          and exists (select 1 from protocol_results r where r.protocol_id = p.id and r.participant_id = ${participantId})`,
  );
  return new Map(rows.map((row) => [row.protocol_id, row]));
};

/** The family an event's races are rated in (its discipline's; road without one). */
export const findEventFamily = async (executor: Executor, eventId: number): Promise<DisciplineFamily> => {
  const [row] = await queryRows<{ family: DisciplineFamily | null }>(
    executor,
    sql`select d.family from events e left join disciplines d on d.id = e.discipline_id where e.id = ${eventId}`,
  );
  return row?.family ?? DEFAULT_DISCIPLINE_FAMILY;
};

/** The stored ratings of the given riders in one family. */
export const findSkillsOf = async (
  executor: Executor,
  participantIds: readonly number[],
  family: DisciplineFamily,
): Promise<Map<number, StoredSkill>> => {
  if (participantIds.length === 0) return new Map();
  const rows = await queryRows<StoredSkill>(
    executor,
    sql`select ${SKILL_COLUMNS} from skill_ratings
        where family = ${family} and participant_id = any(${arrayParam(participantIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.participant_id, row]));
};

export type ClubSkillRow = {
  participant_id: number;
  last_name: string;
  first_name: string;
  family: DisciplineFamily;
  display: number;
  races: number;
  settled: boolean;
};

/**
 * The ratings of the riders who write the club one of these ways, in every family (or one): settled
 * on `today` first, then by number. A hidden rider (issue 34) is not listed: their skill is theirs.
 */
export const findClubSkills = (
  executor: Executor,
  spellings: readonly string[],
  family: DisciplineFamily | undefined,
  today: string,
) =>
  queryRows<ClubSkillRow>(
    executor,
    sql`select s.participant_id, p.last_name, p.first_name, s.family, s.display, s.races,
          coalesce(s.settled_until >= ${today}, false) as settled
        from skill_ratings s join participants p on p.id = s.participant_id
        where p.club = any(${arrayParam(spellings)}::text[]) and p.hidden_at is null
          ${family ? sql`and s.family = ${family}` : sql``}
        order by s.family, settled desc, s.display desc, s.participant_id`,
  );

export type ProtocolFinisherRow = {
  participant_id: number;
  gender: 'male' | 'female';
  place: number | null;
  time_ms: number | null;
  row_order: number;
  category: string;
  last_name: string;
  first_name: string;
};

/** A protocol's race day (a day number) and family, or null for an unknown protocol. */
export const findProtocolRace = async (executor: Executor, protocolId: number) => {
  const [row] = await queryRows<{ day: number; family: DisciplineFamily }>(
    executor,
    sql`select (e.event_date - date '1970-01-01')::int as day, coalesce(d.family, ${DEFAULT_DISCIPLINE_FAMILY}) as family
        from protocols p join events e on e.id = p.event_id left join disciplines d on d.id = e.discipline_id
        where p.id = ${protocolId}`,
  );
  return row ?? null;
};

/** A protocol's finishers (status F), as the skill rating reads them, with their public names. */
export const findProtocolFinishers = (executor: Executor, protocolId: number) =>
  queryRows<ProtocolFinisherRow>(
    executor,
    sql`select r.participant_id, r.gender, r.place, r.result_time_ms as time_ms, r.row_order,
          r.category_text as category, ${publicRiderColumns('p', ['last_name', 'first_name'])}
        from protocol_results r join participants p on p.id = r.participant_id
        where r.protocol_id = ${protocolId} and r.status = 'F'`,
  );

/**
 * The place the given points would take in a season's national table (both genders), the rider's
 * own line left out, and the rider's place there now (null when not in it).
 */
export const nationalPlaceWith = async (
  executor: Executor,
  year: number,
  participantId: number,
  extraPoints: number,
) => {
  const [row] = await queryRows<{ place_now: number | null; place_after: number }>(
    executor,
    sql`with mine as (
          select place, rating from standings
          where year = ${year} and organizer_id = 0 and cluster_age_category_id = ${nationalCluster(year)}
            and participant_id = ${participantId})
        select (select place from mine) as place_now,
          (select count(*)::int + 1 from standings
           where year = ${year} and organizer_id = 0 and cluster_age_category_id = ${nationalCluster(year)}
             and participant_id <> ${participantId}
             and rating > coalesce((select rating from mine), 0) + ${extraPoints}) as place_after`,
  );
  return row ?? { place_now: null, place_after: 1 };
};
