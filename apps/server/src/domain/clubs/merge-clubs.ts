import type { mergeClubsResponseSchema } from '@velo/contracts';
import { clubDisplayNameOf, clubKeyOf } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { AppContext } from '../../context.js';
import { insertAuditRecord, lockPeopleChanges } from '../audit/audit-repository.js';
import {
  aliasesOf,
  aliasesPointingTo,
  deleteAliases,
  readClubAliases,
  readClubSpellings,
  writeAliases,
} from './club-repository.js';
import { resolveClubKey } from './ranked-clubs.js';

/** An alias as a merge changed it: what it pointed to before (null: there was none) and after. */
export type ClubAliasChange = { fromKey: string; before: string | null; after: string };
/** The audit record's `changes` of a club merge, as its undo reads them. */
export type ClubMergeChanges = { clubAliases: ClubAliasChange[] };

export const MERGE_CLUBS_ACTION = 'mergeClubs';

/** The spellings of each club riders name now (after the merges so far). */
const clubsNow = async (executor: Executor) => {
  const [spellings, aliases] = await Promise.all([readClubSpellings(executor), readClubAliases(executor)]);
  const clubs = new Map<string, { name: string; riders: number }[]>();
  for (const { club, riders } of spellings) {
    const key = resolveClubKey(club, aliases);
    if (key === null) continue;
    const names = clubs.get(key) ?? [];
    names.push({ name: club, riders });
    clubs.set(key, names);
  }
  return { clubs, aliases };
};

/**
 * POST /v1/Club/merge: the club `from` becomes a spelling of the club `to` (an alias), and so do the
 * spellings merged into `from` before. Both must be clubs riders name; a key of a merged spelling
 * stands for its club. Recorded in the audit; the undo there puts the aliases back. The season
 * standings do not change (a club total is read from them), so nothing is recalculated.
 */
export const mergeClubs = async (
  ctx: AppContext,
  user: AuthUser,
  request: { from: string; to: string },
): Promise<z.infer<typeof mergeClubsResponseSchema>> =>
  ctx.database.db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const { clubs, aliases } = await clubsNow(tx);
    const resolve = (key: string) => {
      const normalised = clubKeyOf(key);
      const resolved = normalised === null ? null : (aliases.get(normalised) ?? normalised);
      if (resolved === null || !clubs.has(resolved)) throw notFound(`Клуб не найден: ${key}`);
      return resolved;
    };
    const from = resolve(request.from);
    const to = resolve(request.to);
    if (from === to) throw badRequest('Это уже один клуб');
    const fromName = clubDisplayNameOf(clubs.get(from)!);
    const toName = clubDisplayNameOf(clubs.get(to)!);

    const repointed = await aliasesPointingTo(tx, from);
    const before = await aliasesOf(tx, [from]);
    const changes: ClubAliasChange[] = [
      { fromKey: from, before: before.get(from) ?? null, after: to },
      ...repointed.map((alias) => ({ fromKey: alias.fromKey, before: alias.toKey, after: to })),
    ];
    await writeAliases(
      tx,
      changes.map((change) => ({ fromKey: change.fromKey, toKey: change.after })),
    );
    const summary = `Клуб «${fromName}» (${from}) объединён с клубом «${toName}» (${to})`;
    const auditId = await insertAuditRecord(tx, {
      action: MERGE_CLUBS_ACTION,
      summary,
      userId: user.id,
      userName: user.email,
      parameters: { from, to },
      affectedCount: 1,
      counts: { clubAliases: changes.length },
      changes: { clubAliases: changes } satisfies ClubMergeChanges,
    });
    return { auditId, key: to, message: `${summary}.` };
  });

/**
 * Puts back the aliases a club merge set, inside the undo's transaction; refused (409) when one was
 * changed by a later merge (undo that one first).
 */
export const revertClubMerge = async (executor: Executor, changes: ClubMergeChanges): Promise<void> => {
  const keys = changes.clubAliases.map((change) => change.fromKey);
  const now = await aliasesOf(executor, keys);
  const moved = changes.clubAliases.filter((change) => now.get(change.fromKey) !== change.after);
  if (moved.length) {
    throw conflict(
      `Отменить нельзя: клубы объединены ещё раз после этого: ${moved.map((change) => change.fromKey).join(', ')}`,
    );
  }
  await deleteAliases(
    executor,
    changes.clubAliases.filter((change) => change.before === null).map((change) => change.fromKey),
  );
  await writeAliases(
    executor,
    changes.clubAliases
      .filter((change) => change.before !== null)
      .map((change) => ({ fromKey: change.fromKey, toKey: change.before! })),
  );
};
