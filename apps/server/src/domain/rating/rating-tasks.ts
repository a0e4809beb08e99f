import type { ScoreOptions } from './recalculate-seasons.js';
import type { SeasonRiders, SeasonRows } from './season-data.js';
import type { SeasonScores } from './score-season.js';
import type {
  RecalculationMode,
  SeasonRecalculation,
  SkillRecalculation,
  SkillRecalculationMode,
} from '../../ports/rating.js';

/*
 * What the main thread asks of the rating thread (rating-thread.ts sends, rating-worker.ts answers):
 * plain data both ways.
 */

/** The riders a season is scored with: sent once under a key, then named by it (52,000 of them). */
export type RidersMessage = { key: number; directory?: SeasonRiders };

export type RatingTask =
  | { kind: 'start' }
  | { kind: 'warm'; databaseUrl: string }
  | { kind: 'recalculate'; databaseUrl: string; year: number; mode: RecalculationMode }
  | {
      kind: 'standingsSet';
      databaseUrl: string;
      year: number;
      organizerId: number;
      clusterAgeCategoryId: number;
    }
  | { kind: 'score'; rows: SeasonRows; riders: RidersMessage; options: ScoreOptions }
  | { kind: 'skill'; databaseUrl: string; mode: SkillRecalculationMode };

/** The answer to a `score` task whose riders' key the thread does not know (it was restarted): send them. */
export const RIDERS_UNKNOWN = 'riders-unknown';

export type RatingAnswer =
  SeasonRecalculation | SeasonScores | SkillRecalculation | typeof RIDERS_UNKNOWN | null;
