import type { Gender } from '@velo/contracts';
import { TOP_PLACES_FOR_REPRESENTATION } from './rating-constants.js';
import type { ParticipantId, Top100ByGender } from './types.js';

/**
 * The running national rating of a season during the day-by-day walk, and each gender's top 100
 * read from it in O(1) per question.
 *
 * A participant is in the top 100 when fewer than 100 others are strictly ahead, which is
 * "rating ≥ the 100th best rating" (so ties at place 100 all count, 0-point starters too). Each
 * gender keeps a min-heap of its 100 best ratings; the heap's minimum is that threshold. Points
 * only grow, so an update touches one heap entry: O(log 100). A negative total change (possible
 * only with odd points from a file) may break the heap's claim, so that gender's heap is rebuilt
 * once before the next question.
 */
type Standing = { readonly gender: Gender; cents: number };

type GenderHeap = {
  /** Participant ids ordered as a min-heap by their cents. */
  readonly ids: ParticipantId[];
  readonly positions: Map<ParticipantId, number>;
  readonly members: ParticipantId[];
  isStale: boolean;
};

const newHeap = (): GenderHeap => ({ ids: [], positions: new Map(), members: [], isStale: false });

export type SeasonRatingTracker = {
  /** Adds a start in a rating protocol and its points (hundredths) to the running rating. */
  readonly add: (participantId: ParticipantId, gender: Gender, cents: number) => void;
  /** Each gender's top 100 as the rating stands now; valid until the next `add`. */
  readonly top100: () => Top100ByGender;
};

export const createSeasonRatingTracker = (): SeasonRatingTracker => {
  const standings = new Map<ParticipantId, Standing>();
  const heaps: Record<Gender, GenderHeap> = { male: newHeap(), female: newHeap() };
  const centsOf = (id: ParticipantId): number => standings.get(id)!.cents;

  const swap = (heap: GenderHeap, i: number, j: number): void => {
    const a = heap.ids[i]!;
    const b = heap.ids[j]!;
    heap.ids[i] = b;
    heap.ids[j] = a;
    heap.positions.set(b, i);
    heap.positions.set(a, j);
  };

  const siftUp = (heap: GenderHeap, start: number): void => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (centsOf(heap.ids[parent]!) <= centsOf(heap.ids[i]!)) return;
      swap(heap, i, parent);
      i = parent;
    }
  };

  const siftDown = (heap: GenderHeap, start: number): void => {
    let i = start;
    for (;;) {
      let smallest = i;
      for (const child of [2 * i + 1, 2 * i + 2]) {
        if (child < heap.ids.length && centsOf(heap.ids[child]!) < centsOf(heap.ids[smallest]!)) {
          smallest = child;
        }
      }
      if (smallest === i) return;
      swap(heap, i, smallest);
      i = smallest;
    }
  };

  const offer = (heap: GenderHeap, id: ParticipantId): void => {
    const position = heap.positions.get(id);
    if (position !== undefined) return siftDown(heap, position);
    if (heap.ids.length < TOP_PLACES_FOR_REPRESENTATION) {
      heap.ids.push(id);
      heap.positions.set(id, heap.ids.length - 1);
      return siftUp(heap, heap.ids.length - 1);
    }
    const weakest = heap.ids[0]!;
    if (centsOf(id) <= centsOf(weakest)) return;
    heap.positions.delete(weakest);
    heap.ids[0] = id;
    heap.positions.set(id, 0);
    siftDown(heap, 0);
  };

  const rebuild = (heap: GenderHeap): void => {
    const best = [...heap.members]
      .sort((a, b) => centsOf(b) - centsOf(a))
      .slice(0, TOP_PLACES_FOR_REPRESENTATION)
      .reverse(); // ascending order is a valid min-heap
    heap.ids.splice(0, heap.ids.length, ...best);
    heap.positions.clear();
    best.forEach((id, index) => heap.positions.set(id, index));
    heap.isStale = false;
  };

  const add = (participantId: ParticipantId, gender: Gender, cents: number): void => {
    let standing = standings.get(participantId);
    if (standing === undefined) {
      standing = { gender, cents: 0 };
      standings.set(participantId, standing);
      heaps[gender].members.push(participantId);
    }
    standing.cents += cents;
    const heap = heaps[standing.gender];
    if (cents < 0) heap.isStale = true;
    if (!heap.isStale) offer(heap, participantId);
  };

  const topOf = (gender: Gender) => {
    const heap = heaps[gender];
    if (heap.isStale) rebuild(heap);
    const isEveryoneIn = heap.ids.length < TOP_PLACES_FOR_REPRESENTATION;
    const threshold = isEveryoneIn ? -Infinity : centsOf(heap.ids[0]!);
    return {
      has: (participantId: ParticipantId): boolean => {
        const standing = standings.get(participantId);
        return standing !== undefined && standing.gender === gender && standing.cents >= threshold;
      },
    };
  };

  return { add, top100: () => ({ male: topOf('male'), female: topOf('female') }) };
};
