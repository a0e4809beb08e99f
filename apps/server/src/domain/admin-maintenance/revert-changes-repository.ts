import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { conflict } from '../../errors.js';
import type { ChangeSet, JsonRow } from './participant-changes.js';
import {
  byColumnSet,
  holdsValues,
  json,
  unnestColumns,
  writeColumns,
} from './participant-changes-repository.js';

/**
 * Puts back the rows a ChangeSet records, inside the caller's transaction. Every row must still be
 * as the application left it: a rider edited since, a result moved again, an account linked to
 * another rider since is a 409 naming them, and the transaction (so nothing) is rolled back.
 */

const LISTED = 10;
const refuse = (what: string, ids: number[]): never => {
  const shown = ids.slice(0, LISTED).join(', ');
  const more = ids.length > LISTED ? ` и ещё ${ids.length - LISTED}` : '';
  throw conflict(`Отменить нельзя: ${what}: ${shown}${more}`);
};

const ids = (values: number[]) => sql`${sql.param(values)}::int[]`;

/** Riders whose changed columns no longer hold what the application wrote (or who are gone). */
const changedSince = async (executor: Executor, updated: ChangeSet['participantsUpdated']) => {
  const changed: number[] = [];
  for (const group of byColumnSet(updated, (row) => Object.keys(row.after))) {
    const rows = group.entries.map((entry) => ({ id: entry.id, values: entry.after }));
    for (let start = 0; start < rows.length; start += 20_000) {
      const found = await queryRows<{ id: number }>(
        executor,
        sql`select x.id from ${unnestColumns(group.columns, rows.slice(start, start + 20_000))}
            left join participants p on p.id = x.id
            where p.id is null or not (${holdsValues('p', group.columns)})`,
      );
      changed.push(...found.map((row) => row.id));
    }
  }
  return changed;
};

const restoreColumns = async (executor: Executor, updated: ChangeSet['participantsUpdated']) => {
  const changed = await changedSince(executor, updated);
  if (changed.length) refuse('участники изменены после применения (№)', changed);
  for (const group of byColumnSet(updated, (row) => Object.keys(row.before))) {
    await writeColumns(
      executor,
      group.columns,
      group.entries.map((entry) => ({ id: entry.id, values: entry.before })),
    );
  }
};

/** Ids of the given kind that exist now. */
const existing = async (executor: Executor, table: 'files' | 'users', values: string[]) => {
  if (values.length === 0) return new Set<string>();
  const cast = table === 'files' ? sql`uuid[]` : sql`int[]`;
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select id::text as id from ${sql.identifier(table)} where id = any(${sql.param(values)}::${cast})`,
  );
  return new Set(rows.map((row) => row.id));
};

/** Refuses when rows that are to come back are there already (restored by another undo). */
const refuseIfPresent = async (
  executor: Executor,
  table: 'participants' | 'rating_adjustments',
  rowIds: number[],
  what: string,
) => {
  const present = await queryRows<{ id: number }>(
    executor,
    sql`select id from ${sql.identifier(table)} where id = any(${ids(rowIds)})`,
  );
  if (present.length)
    refuse(
      what,
      present.map((row) => row.id),
    );
};

const FILE_COLUMNS = ['photo_file_id', 'medical_certificate_file_id', 'insurance_policy_file_id'];

/** Deleted riders come back with their ids; a file deleted since is left out, an account gone since too. */
const restoreRiders = async (executor: Executor, rows: JsonRow[]) => {
  if (rows.length === 0) return;
  const riderIds = rows.map((row) => Number(row.id));
  await refuseIfPresent(executor, 'participants', riderIds, 'участники уже восстановлены (№)');
  const fileIds = rows.flatMap((row) => FILE_COLUMNS.map((c) => row[c]).filter((v): v is string => !!v));
  const userIds = rows.map((row) => row.user_id).filter((v): v is number => typeof v === 'number');
  const files = await existing(executor, 'files', fileIds);
  const users = await existing(executor, 'users', userIds.map(String));
  const linked = await queryRows<{ user_id: number }>(
    executor,
    sql`select user_id from participants where user_id = any(${ids(userIds)})`,
  );
  if (linked.length)
    refuse(
      'учётные записи уже привязаны к другим участникам (№ записи)',
      linked.map((r) => r.user_id),
    );
  const scrubbed = rows.map((row) => ({
    ...row,
    ...Object.fromEntries(FILE_COLUMNS.map((c) => [c, row[c] && files.has(String(row[c])) ? row[c] : null])),
    user_id: typeof row.user_id === 'number' && users.has(String(row.user_id)) ? row.user_id : null,
  }));
  await executor.execute(
    sql`insert into participants select * from jsonb_populate_recordset(null::participants, ${json(scrubbed)})`,
  );
};

/** Rows moved from one rider to another go back, if they still stand where the move left them. */
const moveBack = async (
  executor: Executor,
  table: 'protocol_results' | 'rating_adjustments',
  moves: [number, number, number][],
  what: string,
) => {
  if (moves.length === 0) return;
  const columns = sql`unnest(${ids(moves.map((m) => m[0]))}, ${ids(moves.map((m) => m[1]))}, ${ids(moves.map((m) => m[2]))}) as m(id, source, target)`;
  const elsewhere = await queryRows<{ id: number }>(
    executor,
    sql`select t.id from ${sql.identifier(table)} t join ${columns} on t.id = m.id where t.participant_id <> m.target`,
  );
  if (elsewhere.length)
    refuse(
      what,
      elsewhere.map((row) => row.id),
    );
  await executor.execute(
    sql`update ${sql.identifier(table)} t set participant_id = m.source from ${columns}
        where t.id = m.id and t.participant_id = m.target`,
  );
};

const restoreFavorites = async (executor: Executor, changes: ChangeSet) => {
  const inserted = changes.favoritesInserted;
  if (inserted.length) {
    await executor.execute(
      sql`delete from favorite_participants f using unnest(${ids(inserted.map((f) => f[0]))}, ${ids(inserted.map((f) => f[1]))}) as x(u, p)
          where f.user_id = x.u and f.participant_id = x.p`,
    );
  }
  const deleted = changes.favoritesDeleted;
  if (deleted.length) {
    await executor.execute(
      sql`insert into favorite_participants (user_id, participant_id, created_on)
          select x.u, x.p, x.c from unnest(${ids(deleted.map((f) => f[0]))}, ${ids(deleted.map((f) => f[1]))},
            ${sql.param(deleted.map((f) => f[2]))}::timestamptz[]) as x(u, p, c)
          where exists (select 1 from users where id = x.u) and exists (select 1 from participants where id = x.p)
          on conflict do nothing`,
    );
  }
};

/** Links to riders that moved to the kept rider or were cleared (notifications, start list rows), back. */
const restoreLinks = async (
  executor: Executor,
  table: 'notifications' | 'start_list_entries',
  moves: ChangeSet['notificationsMoved'],
) => {
  if (moves.length === 0) return;
  await executor.execute(
    sql`update ${sql.identifier(table)} n set participant_id = m.source
        from unnest(${ids(moves.map((m) => m[0]))}, ${ids(moves.map((m) => m[1]))}, ${sql.param(moves.map((m) => m[2]))}::int[])
          as m(id, source, target)
        where n.id = m.id and n.participant_id is not distinct from m.target
          and exists (select 1 from participants where id = m.source)`,
  );
};

const restoreAdjustments = async (executor: Executor, changes: ChangeSet) => {
  if (changes.adjustmentsInserted.length) {
    await executor.execute(
      sql`delete from rating_adjustments where id = any(${ids(changes.adjustmentsInserted)})`,
    );
  }
  const deleted = changes.adjustmentsDeleted;
  if (deleted.length) {
    const users = await existing(
      executor,
      'users',
      deleted
        .map((row) => row.created_by_user_id)
        .filter((v) => typeof v === 'number')
        .map(String),
    );
    const adjustmentIds = deleted.map((row) => Number(row.id));
    await refuseIfPresent(
      executor,
      'rating_adjustments',
      adjustmentIds,
      'поправки рейтинга уже восстановлены (№)',
    );
    const scrubbed = deleted.map((row) => ({
      ...row,
      created_by_user_id: users.has(String(row.created_by_user_id)) ? row.created_by_user_id : null,
    }));
    await executor.execute(
      sql`insert into rating_adjustments select * from jsonb_populate_recordset(null::rating_adjustments, ${json(scrubbed)})`,
    );
  }
  await moveBack(
    executor,
    'rating_adjustments',
    changes.adjustmentsMoved,
    'поправки рейтинга перенесены после применения (№)',
  );
};

/** Puts every recorded row back as it was before the application. */
export const revertChangeSet = async (executor: Executor, changes: ChangeSet): Promise<void> => {
  // The kept riders first: a moved account link leaves them before the merged riders come back.
  await restoreColumns(executor, changes.participantsUpdated);
  await restoreRiders(executor, changes.participantsDeleted);
  await moveBack(
    executor,
    'protocol_results',
    changes.resultsMoved,
    'результаты перенесены после применения (№ строки)',
  );
  await restoreFavorites(executor, changes);
  await restoreLinks(executor, 'notifications', changes.notificationsMoved);
  await restoreLinks(executor, 'start_list_entries', changes.startListEntriesMoved ?? []);
  await restoreAdjustments(executor, changes);
};
