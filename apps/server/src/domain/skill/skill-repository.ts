import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_DISCIPLINE_FAMILY, FIRST_SEASON, type DisciplineFamily } from '@velo/contracts/constants';
import { NO_PLACE, PackedRacesBuilder, dayNumber, skillKey, type PackedRaces } from '@velo/skill';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';

/** The first day the skill rating reads (rating.md: seasons from 2018). */
export const FIRST_SKILL_DAY = `${FIRST_SEASON}-01-01`;

/**
 * Every protocol's finishers from `fromDay` on (from the first season without one), packed in race
 * order (day, then protocol id), each protocol's finishers in rating.md's gender order (the file's
 * place, then the time, then the row order: `finishingOrder`'s, so the rating does not wait for the
 * season's points); the family is the event's discipline's (road without one). DNF, DSQ and DNS rows
 * are not read: the rating moves only finishers.
 *
 * One row per protocol, its finishers as one text (`participant,female,place;…`) and their categories
 * as another (joined by the record separator, which a category cannot hold: it is replaced by the
 * unit separator): a row per result cost the driver most of the read on the large dataset (1.3
 * million rows). Without JIT: its compilation was a quarter of the query (3 s of 13).
 */
export const loadSkillRaces = async (
  executor: Executor,
  fromDay: string | null,
  options: { protocolsPerQuery?: number } = {},
): Promise<PackedRaces> => {
  const from = fromDay ?? FIRST_SKILL_DAY;
  const racesOf = (which: SQL) =>
    queryRows<{
      protocol_id: number;
      day: number;
      family: DisciplineFamily;
      finishers: string;
      categories: string;
    }>(
      executor,
      sql`select p.id as protocol_id, (e.event_date - date '1970-01-01')::int as day,
          coalesce(d.family, ${DEFAULT_DISCIPLINE_FAMILY}) as family, f.finishers, f.categories
        from events e
        join protocols p on p.event_id = e.id
        left join disciplines d on d.id = e.discipline_id
        cross join lateral (
          select string_agg(concat_ws(',', r.participant_id, (r.gender = 'female')::int, coalesce(r.place::text, '')), ';'
                   order by r.place, r.result_time_ms, r.row_order) as finishers,
                 string_agg(replace(r.category_text, chr(30), chr(31)), chr(30)
                   order by r.place, r.result_time_ms, r.row_order) as categories
          from protocol_results r where r.protocol_id = p.id and r.status = 'F'
        ) f
        where ${which} and f.finishers is not null
        order by e.event_date, p.id`,
    );
  let rows: Awaited<ReturnType<typeof racesOf>>;
  if (options.protocolsPerQuery === undefined) {
    await executor.execute(sql`set local jit = off`);
    rows = await racesOf(sql`e.event_date >= ${from}`);
  } else {
    // Outside a transaction, a few protocols at a time in race order: PGlite answers one query at a
    // time, and readers' queries go between two of these instead of waiting for every race.
    const ids = (
      await queryRows<{ id: number }>(
        executor,
        sql`select p.id from events e join protocols p on p.event_id = e.id
            where e.event_date >= ${from} order by e.event_date, p.id`,
      )
    ).map((row) => row.id);
    rows = [];
    for (let start = 0; start < ids.length; start += options.protocolsPerQuery) {
      const some = ids.slice(start, start + options.protocolsPerQuery);
      rows.push(...(await racesOf(sql`p.id = any(${arrayParam(some)}::int[])`)));
    }
  }
  const builder = new PackedRacesBuilder();
  for (const row of rows) {
    builder.race(row.protocol_id, row.day, row.family);
    const numbers = new Map<string, number>();
    const categories = row.categories.split(RECORD_SEPARATOR).map((category) => {
      let number = numbers.get(category);
      if (number === undefined) numbers.set(category, (number = numbers.size));
      return number;
    });
    readFinishers(row.finishers, categories, builder);
  }
  return builder.build();
};

const RECORD_SEPARATOR = String.fromCharCode(30);

/** `participant,female,place;…` into the builder (an empty place: none), with each one's category. */
const readFinishers = (text: string, categories: readonly number[], builder: PackedRacesBuilder) => {
  const fields = [0, 0, 0];
  let field = 0;
  let value = 0;
  let empty = true;
  let negative = false;
  let finisher = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : SEMICOLON;
    if (code === COMMA || code === SEMICOLON) {
      fields[field] = empty ? NO_PLACE : negative ? -value : value;
      field += 1;
      value = 0;
      empty = true;
      negative = false;
      if (code === SEMICOLON) {
        builder.finisher(fields[0]!, fields[1] === 1, fields[2]!, categories[finisher]!);
        finisher += 1;
        field = 0;
      }
    } else if (code === MINUS) negative = true;
    else {
      value = value * 10 + (code - ZERO);
      empty = false;
    }
  }
  if (finisher !== categories.length)
    throw new Error('skill races: finishers and categories differ in number');
};
const COMMA = 44;
const SEMICOLON = 59;
const MINUS = 45;
const ZERO = 48;

/** A stored rating as a recalculation reads it: its history as the stored text. */
export type StoredSkillRow = {
  participant_id: number;
  family: DisciplineFamily;
  mu: number;
  sigma: number;
  races: number;
  last_day: number;
  display: number;
  /** Day number, null when never settled (the far future as `FAR_FUTURE_DAY`). */
  settled_until: number | null;
  history: string;
};

/**
 * The stored ratings a recalculation from `fromDay` starts from and compares its rows with: those of
 * riders who raced on that day or later (to be cut back to the day before), and those of the given
 * riders (who race in the replayed days); every stored rating without a day (a full recalculation).
 * `participantsPerQuery` reads them a range of riders at a time (outside a transaction, readers'
 * queries go between two reads).
 */
export const loadStoredSkill = async (
  executor: Executor,
  fromDay: string | null,
  participantIds: readonly number[],
  options: { participantsPerQuery?: number } = {},
): Promise<Map<number, StoredSkillRow>> => {
  const columns = sql`participant_id, family, mu, sigma, races, (last_day - date '1970-01-01')::int as last_day,
    display, (settled_until - date '1970-01-01')::int as settled_until, history`;
  const [bounds] = await queryRows<{ low: number | null; high: number | null }>(
    executor,
    sql`select min(participant_id) as low, max(participant_id) as high from skill_ratings`,
  );
  const map = new Map<number, StoredSkillRow>();
  if (bounds?.low == null || bounds.high == null) return map;
  const step = options.participantsPerQuery ?? bounds.high - bounds.low + 1;
  const sorted = [...participantIds].sort((a, b) => a - b);
  for (let low = bounds.low; low <= bounds.high; low += step) {
    const high = low + step;
    const inRange = sorted.filter((id) => id >= low && id < high);
    const rows = await queryRows<StoredSkillRow>(
      executor,
      fromDay === null
        ? sql`select ${columns} from skill_ratings where participant_id >= ${low} and participant_id < ${high}`
        : sql`select ${columns} from skill_ratings
              where participant_id >= ${low} and participant_id < ${high}
                and (last_day >= ${fromDay} or participant_id = any(${arrayParam(inRange)}::int[]))`,
    );
    for (const row of rows) map.set(skillKey(row.participant_id, row.family), row);
  }
  return map;
};

/** A rating as it is written. */
export type SkillRow = {
  participantId: number;
  family: DisciplineFamily;
  mu: number;
  sigma: number;
  races: number;
  /** Day number of the last rated race. */
  lastDay: number;
  /** The shown number. */
  display: number;
  /** Day number, null when never settled; Infinity is written as the far future. */
  settledUntil: number | null;
  /** history-text.ts's text. */
  history: string;
};

/** `settled_until` of a number that time away never unsettles (Infinity): 9999-12-31 as a day number. */
const FAR_FUTURE_DAY = dayNumber('9999-12-31');
const settledDay = (row: SkillRow) =>
  row.settledUntil === null ? null : Number.isFinite(row.settledUntil) ? row.settledUntil : FAR_FUTURE_DAY;

/** Rows per statement: the history texts make rows long. */
const WRITE_CHUNK = 10_000;

/** How many rows `writeSkillDifference` sends per statement (`WRITE_CHUNK` unless said). */
export type WriteOptions = { rowsPerStatement?: number };

/**
 * The history texts as one array parameter's text: each element quoted, none escaped, as a history
 * holds only digits, signs, points, commas and semicolons (the driver's writer escapes each).
 */
const historiesParam = (rows: readonly SkillRow[]) => {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const text = rows[i]!.history;
    if (!HISTORY_TEXT.test(text)) throw new RangeError('a skill history holds an unexpected character');
    parts[i] = `"${text}"`;
  }
  return sql.param(`{${parts.join(',')}}`);
};
const HISTORY_TEXT = /^[0-9.,;e+-]*$/;

/** The rows as a relation `u` with skill_ratings' columns (days travel as day numbers). */
const rowsRelation = (chunk: readonly SkillRow[]) => {
  const column = <T>(of: (row: SkillRow) => T) => arrayParam(chunk.map(of));
  return sql`(select participant_id, family, mu, sigma, races, date '1970-01-01' + last_day as last_day, display,
      date '1970-01-01' + settled_until as settled_until, history
    from unnest(${column((r) => r.participantId)}::int[], ${column((r) => r.family)}::text[],
      ${column((r) => r.mu)}::float8[], ${column((r) => r.sigma)}::float8[], ${column((r) => r.races)}::int[],
      ${column((r) => r.lastDay)}::int[], ${column((r) => r.display)}::int[], ${column(settledDay)}::int[],
      ${historiesParam(chunk)}::text[])
      as u(participant_id, family, mu, sigma, races, last_day, display, settled_until, history)) u`;
};

const deleteKeys = async (
  executor: Executor,
  keys: readonly { participantId: number; family: DisciplineFamily }[],
  perStatement: number,
) => {
  for (let start = 0; start < keys.length; start += perStatement) {
    const piece = keys.slice(start, start + perStatement);
    await executor.execute(
      sql`delete from skill_ratings s using unnest(${arrayParam(piece.map((r) => r.participantId))}::int[],
            ${arrayParam(piece.map((r) => r.family))}::text[]) as gone(participant_id, family)
          where s.participant_id = gone.participant_id and s.family = gone.family`,
    );
  }
};

const insertRows = async (executor: Executor, rows: readonly SkillRow[], perStatement = WRITE_CHUNK) => {
  for (let start = 0; start < rows.length; start += perStatement) {
    await executor.execute(
      sql`insert into skill_ratings (participant_id, family, mu, sigma, races, last_day, display, settled_until, history)
          select * from ${rowsRelation(rows.slice(start, start + perStatement))}`,
    );
  }
};

/** A row's columns as one text: equal texts, equal rows. */
const rowText = (row: SkillRow) =>
  `${row.mu}|${row.sigma}|${row.races}|${row.lastDay}|${row.display}|${settledDay(row) ?? ''}|${row.history}`;
const storedText = (row: StoredSkillRow) =>
  `${row.mu}|${row.sigma}|${row.races}|${row.last_day}|${row.display}|${row.settled_until ?? ''}|${row.history}`;

/**
 * Writes the difference between the stored rows (as read with the results the rows were computed
 * from, at the same version of the skill state: `loadStoredSkill`) and the given ones: `stored` rows
 * not among `rows` deleted, rows whose columns changed updated in place, new ones inserted. A
 * recalculation that changed nothing writes nothing (and the answers showing the skill are kept,
 * skill-job.ts), and a changed rider's row is updated in place: an insert checks the participant's
 * foreign key row by row, which was half of writing the large dataset's 209,000 rows. Compared here,
 * the transaction that writes holds the database only for what changed.
 */
export const writeSkillDifference = async (
  executor: Executor,
  stored: Iterable<StoredSkillRow>,
  rows: readonly SkillRow[],
  { rowsPerStatement = WRITE_CHUNK }: WriteOptions = {},
): Promise<{ inserted: number; updated: number; deleted: number }> => {
  const texts = new Map<number, string>();
  const storedRows = new Map<number, StoredSkillRow>();
  for (const row of stored) {
    const key = skillKey(row.participant_id, row.family);
    texts.set(key, storedText(row));
    storedRows.set(key, row);
  }
  const inserted: SkillRow[] = [];
  const updated: SkillRow[] = [];
  for (const row of rows) {
    const key = skillKey(row.participantId, row.family);
    const text = texts.get(key);
    if (text === undefined) inserted.push(row);
    else if (text !== rowText(row)) updated.push(row);
    storedRows.delete(key);
  }
  const deleted = [...storedRows.values()];
  await deleteKeys(
    executor,
    deleted.map((row) => ({ participantId: row.participant_id, family: row.family })),
    rowsPerStatement,
  );
  for (let start = 0; start < updated.length; start += rowsPerStatement) {
    await executor.execute(
      sql`update skill_ratings s set mu = u.mu, sigma = u.sigma, races = u.races, last_day = u.last_day,
            display = u.display, settled_until = u.settled_until, history = u.history
          from ${rowsRelation(updated.slice(start, start + rowsPerStatement))}
          where s.participant_id = u.participant_id and s.family = u.family`,
    );
  }
  await insertRows(executor, inserted, rowsPerStatement);
  return { inserted: inserted.length, updated: updated.length, deleted: deleted.length };
};

/**
 * The version of the skill state's row (its `xmin`; null without a row): every mark of it stale and
 * every recalculation's write writes a new version, so results and ratings read at one version are as
 * the database has them while the row stays at it.
 */
export const skillStateVersion = async (executor: Executor): Promise<string | null> => {
  const [row] = await queryRows<{ version: string }>(
    executor,
    sql`select xmin::text as version from skill_state where id = 1`,
  );
  return row?.version ?? null;
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
