import { compareNames, isNamesake } from './participant-directory.js';
import type { ParticipantId, ParticipantInfo } from './types.js';

type Named = Pick<ParticipantInfo, 'id' | 'lastName' | 'firstName'>;

/**
 * The participants' alphabetical order kept between recalculations. Sorting 50,000 names with the
 * Russian collator takes about a quarter of a second, and from one protocol to the next only a few
 * riders are added or renamed: those are sorted alone and merged into the kept order.
 */
export type NameOrder = {
  /**
   * Each participant's position by last name, then first name (namesakes share the first one's), as
   * the directory would rank them: pass it as `ParticipantInfo.nameRank`.
   */
  readonly ranks: (participants: readonly Named[]) => ReadonlyMap<ParticipantId, number>;
  /**
   * The kept positions of some of the participants (an organizer's table names a part of the
   * season's riders), without changing the kept order: positions of one order rank any part of it as
   * a sort of that part would. Null when one of them is not in the kept order under the same name
   * (the caller sorts them itself).
   */
  readonly keptRanks: (participants: readonly Named[]) => ReadonlyMap<ParticipantId, number> | null;
};

/** Beyond this share of changed names a full sort is as quick as the merge. */
const MERGE_LIMIT = 0.2;

const mergeSorted = (kept: Named[], added: Named[]): Named[] => {
  const merged: Named[] = new Array(kept.length + added.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < kept.length && j < added.length)
    merged[k++] = compareNames(added[j]!, kept[i]!) < 0 ? added[j++]! : kept[i++]!;
  while (i < kept.length) merged[k++] = kept[i++]!;
  while (j < added.length) merged[k++] = added[j++]!;
  return merged;
};

export const createNameOrder = (): NameOrder => {
  let order: Named[] = [];
  let byId = new Map<ParticipantId, Named>();
  let lastRanks = new Map<ParticipantId, number>();

  return {
    ranks: (participants) => {
      const current = new Map<ParticipantId, Named>();
      const added: Named[] = [];
      for (const participant of participants) {
        const named = {
          id: participant.id,
          lastName: participant.lastName,
          firstName: participant.firstName,
        };
        current.set(named.id, named);
        const kept = byId.get(named.id);
        if (!kept || kept.lastName !== named.lastName || kept.firstName !== named.firstName)
          added.push(named);
      }
      if (order.length === 0 || added.length > MERGE_LIMIT * current.size) {
        order = [...current.values()].sort(compareNames);
      } else {
        // Gone or renamed riders leave the kept order; the added and renamed are merged back in.
        const stillKept = order.filter((named) => {
          const now = current.get(named.id);
          return now !== undefined && now.lastName === named.lastName && now.firstName === named.firstName;
        });
        order = mergeSorted(stillKept, added.sort(compareNames));
      }
      byId = current;
      const ranks = new Map<ParticipantId, number>();
      lastRanks = ranks;
      order.forEach((named, index) => {
        const previous = order[index - 1];
        ranks.set(
          named.id,
          previous !== undefined && isNamesake(previous, named) ? ranks.get(previous.id)! : index,
        );
      });
      return ranks;
    },
    keptRanks: (participants) => {
      const ranks = new Map<ParticipantId, number>();
      for (const participant of participants) {
        const kept = byId.get(participant.id);
        const rank = lastRanks.get(participant.id);
        if (
          kept === undefined ||
          rank === undefined ||
          kept.lastName !== participant.lastName ||
          kept.firstName !== participant.firstName
        )
          return null;
        ranks.set(participant.id, rank);
      }
      return ranks;
    },
  };
};
