import { AsyncLocalStorage } from 'node:async_hooks';
import { isInstanceTag, kindOf, type Tag, type TagKind } from './cache-tags.js';

/**
 * What the code running a request or a job says about the read path, without knowing HTTP:
 * - a write names the data it changed (`noteChanges`): its request's cache class (or its job) drops
 *   those tags when it ends (plugins/write-changes.ts, infra/jobs/job-runner.ts);
 * - a read adds tags its parameters did not tell (`tagThisAnswer`): an organizer's table shown as it
 *   was while it is computed again is kept until that computation ends.
 * Outside a request or a job (a script, the demo loader) the notes go nowhere.
 */

/** Ids of a kind that changed; 'all' when the change cannot be told one by one. */
export type Changes = Partial<Record<TagKind, readonly (number | string)[] | 'all'>>;

export type ChangeNotes = {
  tags: Set<Tag>;
  /** The kinds the code reported (even with no ids: nothing of that kind changed). */
  reported: Set<TagKind>;
  /** The code said its notes are all it changed: no kind is dropped whole for want of a note. */
  complete: boolean;
};

type Notes = { changes: ChangeNotes | null; answerTags: Set<Tag> | null };

const current = new AsyncLocalStorage<Notes>();

export const emptyChangeNotes = (): ChangeNotes => ({
  tags: new Set(),
  reported: new Set(),
  complete: false,
});

/** Runs `next` (a request's handler, a job) with a place for its notes. */
export const runWithNotes = <T>(notes: { changes?: ChangeNotes; answerTags?: Set<Tag> }, next: () => T): T =>
  current.run({ changes: notes.changes ?? null, answerTags: notes.answerTags ?? null }, next);

/** Runs work and answers what it noted as changed (a job). */
export const collectChanges = async <T>(
  work: () => Promise<T>,
): Promise<{ result: T; changes: ChangeNotes }> => {
  const changes = emptyChangeNotes();
  const result = await runWithNotes({ changes }, work);
  return { result, changes };
};

/**
 * The data this write changed, by kind: `noteChanges({ season: [2025], rider: riderIds })`. Notes add
 * up over a request. `complete` says nothing else changed (a dry run): the kinds its route names
 * but the notes do not are then not dropped whole.
 */
export const noteChanges = (changes: Changes, options: { complete?: boolean } = {}): void => {
  const notes = current.getStore()?.changes;
  if (!notes) return;
  if (options.complete) notes.complete = true;
  for (const [kind, ids] of Object.entries(changes) as [TagKind, Changes[TagKind]][]) {
    if (ids === undefined) continue;
    notes.reported.add(kind);
    if (ids === 'all') notes.tags.add(kind);
    else for (const id of ids) notes.tags.add(`${kind}:${id}`);
  }
};

/** Adds a tag to the answer being made (its parameters did not tell it). */
export const tagThisAnswer = (tag: Tag): void => {
  current.getStore()?.answerTags?.add(tag);
};

/**
 * The tags a write drops: what its code noted, and each kind its route names that the code did not
 * report, whole (a forgotten note costs misses, never a wrong answer). `succeeded` is false for a
 * write that failed: only what its code noted goes (it may have been committed before the failure).
 */
export const tagsToDrop = (declared: readonly TagKind[], notes: ChangeNotes, succeeded: boolean): Tag[] => {
  const tags = new Set<Tag>(notes.tags);
  if (succeeded && !notes.complete)
    for (const kind of declared) if (!notes.reported.has(kind)) tags.add(kind);
  // A kind dropped whole makes its single tags moot.
  const whole = new Set([...tags].filter((tag) => !isInstanceTag(tag)));
  return [...tags].filter((tag) => !isInstanceTag(tag) || !whole.has(kindOf(tag)!));
};
