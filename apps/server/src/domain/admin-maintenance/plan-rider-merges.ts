import type { CleanupItem, CleanupSkip, MergeField } from '@velo/contracts';
import { normalizedParticipantName } from '../participants/participant-name.js';
import type { RiderHoldings, RiderNames, SharedProtocol } from './cleanup-repository.js';
import { fieldChanges, mergePatch, riderName, type RiderRow } from './merge-fields.js';
import {
  emptyCounts,
  type ChangePlan,
  type ParticipantPatch,
  type RiderUpdate,
} from './participant-changes.js';

/**
 * Riders whose last and first names are each other's (same year of birth), grouped: every rider of a
 * group is the same person written two ways. A name whose two parts read the same is not swapped.
 */
export const swappedNameGroups = (riders: RiderNames[]): number[][] => {
  const byKey = new Map<string, number[]>();
  const keyOf = (last: string, first: string, year: number | null) =>
    `${normalizedParticipantName(last, first)}|${year ?? ''}`;
  for (const rider of riders) {
    const key = keyOf(rider.lastName, rider.firstName, rider.yearOfBirth);
    byKey.set(key, [...(byKey.get(key) ?? []), rider.id]);
  }
  const parent = new Map<number, number>();
  const root = (id: number): number => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const top = root(up);
    parent.set(id, top);
    return top;
  };
  const joined = new Set<number>();
  for (const rider of riders) {
    const own = keyOf(rider.lastName, rider.firstName, rider.yearOfBirth);
    const swapped = keyOf(rider.firstName, rider.lastName, rider.yearOfBirth);
    if (own === swapped) continue;
    for (const other of byKey.get(swapped) ?? []) {
      parent.set(root(other), root(rider.id));
      joined.add(other).add(rider.id);
    }
  }
  const groups = new Map<number, number[]>();
  for (const id of [...joined].sort((a, b) => a - b))
    groups.set(root(id), [...(groups.get(root(id)) ?? []), id]);
  return [...groups.values()].sort((a, b) => a[0]! - b[0]!);
};

/** The rider who stays: the one with an account, else the one with most results, else the oldest record. */
export const keptRiderOf = (members: RiderRow[], holdings: Map<number, RiderHoldings>): RiderRow =>
  [...members].sort(
    (a, b) =>
      Number(b.userId !== null) - Number(a.userId !== null) ||
      (holdings.get(b.id)?.results ?? 0) - (holdings.get(a.id)?.results ?? 0) ||
      a.id - b.id,
  )[0]!;

/** Why riders cannot be merged, if they cannot: two accounts, or a protocol both stand in. */
export const mergeRefusal = (members: RiderRow[], shared: SharedProtocol[]): string | null => {
  if (members.filter((rider) => rider.userId !== null).length > 1)
    return 'Учётные записи есть у нескольких из них, а у участника может быть только одна';
  const ids = new Set(members.map((rider) => rider.id));
  const together = shared.find((protocol) => protocol.participantIds.filter((id) => ids.has(id)).length > 1);
  if (together)
    return `Участники стоят в одном протоколе «${together.protocolName}» (${together.eventName}, ${together.eventDate}): это разные люди или ошибка протокола`;
  return null;
};

const emptyPlan = (): ChangePlan => ({
  updates: [],
  merges: [],
  deletions: [],
  items: [],
  skipped: [],
  counts: emptyCounts(),
});

/**
 * Adds one merge to a plan: `merged` goes into `kept`, which (as `current`, with what earlier merges
 * gave it) takes `patch`. Answers the kept rider as it will be.
 */
const addMerge = (
  plan: ChangePlan,
  kept: RiderRow,
  current: RiderRow,
  merged: RiderRow,
  patch: ParticipantPatch,
  holdings: Map<number, RiderHoldings>,
): RiderRow => {
  const held = holdings.get(merged.id) ?? { results: 0, favorites: 0, notifications: 0, adjustments: 0 };
  plan.items.push({
    kind: 'merge',
    participantId: merged.id,
    participantName: riderName(merged),
    yearOfBirth: merged.yearOfBirth,
    keptParticipantId: kept.id,
    keptParticipantName: riderName(kept),
    changes: fieldChanges(current, patch),
    resultsCount: held.results,
  } satisfies CleanupItem);
  plan.merges.push({ keptId: kept.id, mergedId: merged.id });
  plan.counts.participantsMerged += 1;
  plan.counts.resultsMoved += held.results;
  plan.counts.favoritesMoved += held.favorites;
  plan.counts.notificationsMoved += held.notifications;
  plan.counts.ratingAdjustmentsMoved += held.adjustments;
  if (patch.userId !== undefined) plan.counts.userLinksMoved += 1;
  return { ...current, ...patch } as RiderRow;
};

/** The kept rider's one update: every column that differs from its stored row. */
const keptUpdate = (plan: ChangePlan, kept: RiderRow, current: RiderRow) => {
  const patch = Object.fromEntries(
    Object.entries(current).filter(([key, value]) => kept[key as keyof RiderRow] !== value),
  );
  if (Object.keys(patch).length > 0)
    plan.updates.push({ participantId: kept.id, patch } satisfies RiderUpdate);
};

/**
 * Merges each group into its kept rider: the kept rider takes every field it lacks from the others,
 * their account link and the earliest creation date; their results and everything else keyed to
 * them move. A group that cannot be merged is listed as skipped, with the reason.
 */
export const planMerges = (
  groups: number[][],
  rows: Map<number, RiderRow>,
  holdings: Map<number, RiderHoldings>,
  shared: SharedProtocol[],
): ChangePlan => {
  const plan = emptyPlan();
  // Each rider's shared protocols, so a group looks at its own (thousands of groups, one list).
  const sharedBy = new Map<number, SharedProtocol[]>();
  for (const protocol of shared)
    for (const id of protocol.participantIds) sharedBy.set(id, [...(sharedBy.get(id) ?? []), protocol]);
  for (const group of groups) {
    const members = group.map((id) => rows.get(id)).filter((rider): rider is RiderRow => rider !== undefined);
    if (members.length < 2) continue;
    const ownShared = [...new Set(members.flatMap((rider) => sharedBy.get(rider.id) ?? []))].sort(
      (a, b) => a.eventDate.localeCompare(b.eventDate) || a.protocolId - b.protocolId,
    );
    const refusal = mergeRefusal(members, ownShared);
    if (refusal) {
      plan.skipped.push({
        participantIds: members.map((rider) => rider.id),
        reason: refusal,
      } satisfies CleanupSkip);
      continue;
    }
    const kept = keptRiderOf(members, holdings);
    let current: RiderRow = kept;
    for (const merged of members) {
      if (merged.id !== kept.id)
        current = addMerge(plan, kept, current, merged, mergePatch(current, merged, 'fill'), holdings);
    }
    keptUpdate(plan, kept, current);
  }
  return plan;
};

/** Two riders an administrator chose: `merged` goes into `kept`, which takes the chosen fields. */
export const planPairMerge = (
  kept: RiderRow,
  merged: RiderRow,
  fields: readonly MergeField[],
  holdings: Map<number, RiderHoldings>,
): ChangePlan => {
  const plan = emptyPlan();
  keptUpdate(plan, kept, addMerge(plan, kept, kept, merged, mergePatch(kept, merged, fields), holdings));
  return plan;
};

/** unprotocoled-userless-participants: riders nothing refers to; one with a rating correction stays. */
export const planDeletions = (riders: (RiderNames & { hasAdjustments: boolean })[]): ChangePlan => {
  const deleted = riders.filter((rider) => !rider.hasAdjustments);
  const kept = riders.filter((rider) => rider.hasAdjustments);
  return {
    updates: [],
    merges: [],
    deletions: deleted.map((rider) => rider.id),
    items: deleted.map((rider) => ({
      kind: 'delete',
      participantId: rider.id,
      participantName: riderName(rider),
      yearOfBirth: rider.yearOfBirth,
      keptParticipantId: null,
      keptParticipantName: null,
      changes: [],
      resultsCount: 0,
    })),
    skipped: kept.length
      ? [{ participantIds: kept.map((rider) => rider.id), reason: 'У участников есть поправки рейтинга' }]
      : [],
    counts: { ...emptyCounts(), participantsDeleted: deleted.length },
  };
};
