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
/** A participant's running total; `slot` is its index in its gender's heap, -1 when outside it. */
type Standing = { readonly id: ParticipantId; readonly gender: Gender; cents: number; slot: number };

type GenderHeap = {
  /** The best standings of the gender, ordered as a min-heap by their cents. */
  readonly entries: Standing[];
  /** Every standing of the gender (to rebuild the heap from). */
  readonly members: Standing[];
  isStale: boolean;
};

const newHeap = (): GenderHeap => ({ entries: [], members: [], isStale: false });

export type SeasonRatingTracker = {
  /** Adds a start in a rating protocol and its points (hundredths) to the running rating. */
  readonly add: (participantId: ParticipantId, gender: Gender, cents: number) => void;
  /** Each gender's top 100 as the rating stands now; valid until the next `add`. */
  readonly top100: () => Top100ByGender;
};

/*
 * The heap holds the standings themselves, each knowing its slot: a season's walk adds a million
 * starts, and looking each entry's total and slot up by id at every comparison was a fifth of the
 * engine's time.
 */

const place = (heap: GenderHeap, slot: number, standing: Standing): void => {
  heap.entries[slot] = standing;
  standing.slot = slot;
};

const siftUp = (heap: GenderHeap, start: number): void => {
  const { entries } = heap;
  const moving = entries[start]!;
  let i = start;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    const above = entries[parent]!;
    if (above.cents <= moving.cents) break;
    place(heap, i, above);
    i = parent;
  }
  place(heap, i, moving);
};

const siftDown = (heap: GenderHeap, start: number): void => {
  const { entries } = heap;
  const count = entries.length;
  const moving = entries[start]!;
  let i = start;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= count) break;
    const right = left + 1;
    const child = right < count && entries[right]!.cents < entries[left]!.cents ? right : left;
    if (entries[child]!.cents >= moving.cents) break;
    place(heap, i, entries[child]!);
    i = child;
  }
  place(heap, i, moving);
};

const offer = (heap: GenderHeap, standing: Standing): void => {
  if (standing.slot >= 0) return siftDown(heap, standing.slot);
  const { entries } = heap;
  if (entries.length < TOP_PLACES_FOR_REPRESENTATION) {
    place(heap, entries.length, standing);
    return siftUp(heap, entries.length - 1);
  }
  const weakest = entries[0]!;
  if (standing.cents <= weakest.cents) return;
  weakest.slot = -1;
  place(heap, 0, standing);
  siftDown(heap, 0);
};

const rebuild = (heap: GenderHeap): void => {
  for (const standing of heap.entries) standing.slot = -1;
  const best = [...heap.members]
    .sort((a, b) => b.cents - a.cents)
    .slice(0, TOP_PLACES_FOR_REPRESENTATION)
    .reverse(); // ascending order is a valid min-heap
  heap.entries.length = 0;
  best.forEach((standing, index) => place(heap, index, standing));
  heap.isStale = false;
};

export const createSeasonRatingTracker = (): SeasonRatingTracker => {
  const standings = new Map<ParticipantId, Standing>();
  const heaps: Record<Gender, GenderHeap> = { male: newHeap(), female: newHeap() };

  const add = (participantId: ParticipantId, gender: Gender, cents: number): void => {
    let standing = standings.get(participantId);
    if (standing === undefined) {
      standing = { id: participantId, gender, cents: 0, slot: -1 };
      standings.set(participantId, standing);
      heaps[gender].members.push(standing);
    }
    standing.cents += cents;
    const heap = heaps[standing.gender];
    if (cents < 0) heap.isStale = true;
    if (!heap.isStale) offer(heap, standing);
  };

  const topOf = (gender: Gender) => {
    const heap = heaps[gender];
    if (heap.isStale) rebuild(heap);
    const isEveryoneIn = heap.entries.length < TOP_PLACES_FOR_REPRESENTATION;
    const threshold = isEveryoneIn ? -Infinity : heap.entries[0]!.cents;
    return {
      has: (participantId: ParticipantId): boolean => {
        const standing = standings.get(participantId);
        return standing !== undefined && standing.gender === gender && standing.cents >= threshold;
      },
    };
  };

  return { add, top100: () => ({ male: topOf('male'), female: topOf('female') }) };
};
