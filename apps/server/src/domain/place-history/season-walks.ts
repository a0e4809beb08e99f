import { seasonWalk, type SeasonWalk } from '@velo/rating';
import type { Executor } from '../../db/database.js';
import { readSeasonGains, seasonGainsStamp } from './rating-gains-repository.js';

/**
 * A season's walk (the running national standings race day by race day, @velo/rating's `seasonWalk`),
 * built from the season's stored gains and kept while they stay as stored: a rider's place history
 * then reads one small row (the season's version) and its rider's part of the walk, instead of the
 * season's 1.4 MB of gains and a pass over its every start (issue 38's 50 ms). The first history asked
 * after a recalculation reads and walks the season again (about 0.1 s for 130,000 starts); concurrent
 * ones share that work. About 16 MB per season kept, the last three used.
 */
type Kept = { stamp: string; walk: Promise<SeasonWalk> };

/** The last seasons walked, per database (a process may open more than one), newest use last. */
const kept = new WeakMap<object, Map<number, Kept>>();
const KEPT_SEASONS = 3;

export const keptSeasonWalk = async (executor: Executor, year: number): Promise<SeasonWalk> => {
  const stamp = await seasonGainsStamp(executor, year);
  if (stamp === null) return seasonWalk(await readSeasonGains(executor, year));
  let seasons = kept.get(executor);
  if (!seasons) kept.set(executor, (seasons = new Map()));
  const hit = seasons.get(year);
  seasons.delete(year);
  if (hit && hit.stamp === stamp) {
    seasons.set(year, hit);
    return hit.walk;
  }
  const entry: Kept = { stamp, walk: readSeasonGains(executor, year).then(seasonWalk) };
  seasons.set(year, entry);
  while (seasons.size > KEPT_SEASONS) seasons.delete(seasons.keys().next().value!);
  try {
    return await entry.walk;
  } catch (error) {
    if (seasons.get(year) === entry) seasons.delete(year);
    throw error;
  }
};
