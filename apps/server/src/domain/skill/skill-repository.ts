import { sql } from 'drizzle-orm';
import { DEFAULT_DISCIPLINE_FAMILY, FIRST_SEASON, type DisciplineFamily } from '@velo/contracts/constants';
import { skillKey, type RiderSkill, type SkillFinisher, type SkillRace } from '@velo/skill';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';
import { historyOf, historyText } from './history-text.js';

/** The first day the skill rating reads (rating.md: seasons from 2018). */
export const FIRST_SKILL_DAY = `${FIRST_SEASON}-01-01`;

type RaceRow = {
  protocol_id: number;
  day: number;
  family: DisciplineFamily;
  participant_id: number;
  gender: 'male' | 'female';
  place: number | null;
  time_ms: number | null;
  row_order: number;
  category: string;
};

/**
 * Every protocol's finishers from `fromDay` on (from the first season without one), in race order,
 * with what their finishing order is read from (the engine orders them as rating.md's gender places,
 * so the rating does not wait for the season's points); the family is the event's discipline's (road
 * without one). DNF, DSQ and DNS rows are not read: the rating moves only finishers.
 */
export const loadSkillRaces = async (executor: Executor, fromDay: string | null): Promise<SkillRace[]> => {
  const rows = await queryRows<RaceRow>(
    executor,
    sql`select p.id as protocol_id, (e.event_date - date '1970-01-01')::int as day,
          coalesce(d.family, ${DEFAULT_DISCIPLINE_FAMILY}) as family, r.participant_id, r.gender,
          r.place, r.result_time_ms as time_ms, r.row_order, r.category_text as category
        from protocol_results r
        join protocols p on p.id = r.protocol_id
        join events e on e.id = p.event_id
        left join disciplines d on d.id = e.discipline_id
        where r.status = 'F' and e.event_date >= ${fromDay ?? FIRST_SKILL_DAY}
        order by e.event_date, p.id`,
  );
  const races: SkillRace[] = [];
  let finishers: SkillFinisher[] = [];
  for (const row of rows) {
    if (races.at(-1)?.protocolId !== row.protocol_id) {
      finishers = [];
      races.push({ protocolId: row.protocol_id, day: row.day, family: row.family, finishers });
    }
    finishers.push({
      participantId: row.participant_id,
      gender: row.gender,
      place: row.place,
      timeMs: row.time_ms,
      rowOrder: row.row_order,
      category: row.category,
    });
  }
  return races;
};

type StoredRow = {
  participant_id: number;
  family: DisciplineFamily;
  mu: number;
  sigma: number;
  races: number;
  last_day: number;
  history: string;
};

const riderOf = (row: StoredRow): RiderSkill => ({
  participantId: row.participant_id,
  family: row.family,
  mu: row.mu,
  sigma: row.sigma,
  races: row.races,
  lastDay: row.last_day,
  history: historyOf(row.history),
});

/**
 * The stored ratings an incremental recalculation from `fromDay` starts from: those of riders who
 * raced on that day or later (to be cut back to the day before), and those of the given riders (who
 * race in the replayed days). Two halves, each on its index (an `or` read the whole table); a rider
 * in both comes twice, and the map keeps one.
 */
export const loadStoredSkill = async (
  executor: Executor,
  fromDay: string,
  participantIds: readonly number[],
): Promise<Map<number, RiderSkill>> => {
  const rows = await queryRows<StoredRow>(
    executor,
    sql`select participant_id, family, mu, sigma, races, (last_day - date '1970-01-01')::int as last_day, history
        from skill_ratings where last_day >= ${fromDay}
        union all
        select participant_id, family, mu, sigma, races, (last_day - date '1970-01-01')::int as last_day, history
        from skill_ratings where participant_id = any(${arrayParam(participantIds)}::int[])`,
  );
  return new Map(rows.map((row) => [skillKey(row.participant_id, row.family), riderOf(row)]));
};

/** A rating as it is written: the engine's rider with the shown number and the settled day. */
export type SkillRow = {
  rider: RiderSkill;
  display: number;
  /** Day number, null when never settled; Infinity is written as the far future. */
  settledUntil: number | null;
};

const FAR_FUTURE = '9999-12-31';
const dayParam = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Rows per statement: the history texts make rows long. */
const WRITE_CHUNK = 10_000;

/**
 * Writes ratings: every row first deleted (`all`), or only those of the given keys (ratings changed or
 * removed), then the given rows inserted.
 */
export const writeSkillRatings = async (
  executor: Executor,
  rows: readonly SkillRow[],
  remove: 'all' | readonly { participantId: number; family: DisciplineFamily }[],
): Promise<void> => {
  if (remove === 'all') await executor.execute(sql`delete from skill_ratings`);
  else if (remove.length > 0)
    await executor.execute(
      sql`delete from skill_ratings s using unnest(${arrayParam(remove.map((r) => r.participantId))}::int[],
            ${arrayParam(remove.map((r) => r.family))}::text[]) as gone(participant_id, family)
          where s.participant_id = gone.participant_id and s.family = gone.family`,
    );
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    const chunk = rows.slice(start, start + WRITE_CHUNK);
    const column = <T>(of: (row: SkillRow) => T) => arrayParam(chunk.map(of));
    await executor.execute(
      sql`insert into skill_ratings (participant_id, family, mu, sigma, races, last_day, display, settled_until, history)
          select * from unnest(${column((r) => r.rider.participantId)}::int[], ${column((r) => r.rider.family)}::text[],
            ${column((r) => r.rider.mu)}::float8[], ${column((r) => r.rider.sigma)}::float8[],
            ${column((r) => r.rider.races)}::int[], ${column((r) => dayParam(r.rider.lastDay))}::date[],
            ${column((r) => r.display)}::int[],
            ${column((r) => (r.settledUntil === null ? null : Number.isFinite(r.settledUntil) ? dayParam(r.settledUntil) : FAR_FUTURE))}::date[],
            ${column((r) => historyText(r.rider.history))}::text[])`,
    );
  }
};

/** The skill rating's state row: stale or not, from which day, and the generation of its marks. */
/** One skill recalculation at a time, also across server processes (until the transaction ends). */
export const lockSkillRecalculation = async (executor: Executor): Promise<void> => {
  await executor.execute(sql`select pg_advisory_xact_lock(7402, 0)`);
};

export const readSkillState = async (executor: Executor) => {
  const [row] = await queryRows<{ is_stale: boolean; stale_from: string | null; generation: number }>(
    executor,
    sql`select is_stale, to_char(stale_from, 'YYYY-MM-DD') as stale_from, generation from skill_state where id = 1`,
  );
  return row
    ? { isStale: row.is_stale, staleFrom: row.stale_from, generation: row.generation }
    : { isStale: true, staleFrom: null, generation: 0 };
};

/**
 * Marks the skill rating stale from a race day (null: every race): a result of that day or later
 * changed. Stale already, the earlier day stays (null stays null).
 */
export const markSkillStaleFrom = async (executor: Executor, day: string | null): Promise<void> => {
  await executor.execute(sql`
    insert into skill_state (id, is_stale, stale_from, generation) values (1, true, ${day}, 1)
    on conflict (id) do update set is_stale = true, generation = skill_state.generation + 1,
      stale_from = case
        when not skill_state.is_stale then excluded.stale_from
        when skill_state.stale_from is null or excluded.stale_from is null then null
        else least(skill_state.stale_from, excluded.stale_from)
      end`);
};

/** After a recalculation: up to date, unless a mark came after it read the results (another generation). */
export const markSkillComputed = async (executor: Executor, generation: number): Promise<void> => {
  await executor.execute(
    sql`update skill_state set is_stale = false, stale_from = null, computed_on = now()
        where id = 1 and generation = ${generation}`,
  );
};
