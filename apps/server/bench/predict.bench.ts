import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_SKILL_PARAMETERS,
  dayText,
  finishingOrder,
  orderAgreement,
  predictPlaces,
  racesOfPacked,
  replaySkill,
  skillKey,
  spearman,
  type Belief,
} from '@velo/skill';
import { PREDICTION_RANGE_SHARE } from '@velo/contracts/constants';
import { queryRows, type Database } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { loadDemoDataIfEmpty } from '../src/demo/load-demo-data.js';
import { recalculateSeasons } from '../src/domain/rating/recalculate-seasons.js';
import { recalculateSkill } from '../src/domain/skill/recalculate-skill.js';
import { loadSkillRaces } from '../src/domain/skill/skill-repository.js';
import { openBenchDatabase } from './bench-database.js';

/*
 * npm run bench:predict -- [demo|large|both] (issue 39). Replays the last completed season of a
 * dataset: before each race, the finishing order of each gender's finishers is predicted from ratings
 * computed only from earlier races, and compared with the result. Prints, for the skill rating and two
 * baselines (season points before the race; last season's national place), the pairwise accuracy
 * (share of pairs of finishers ordered as predicted, a tie of the prediction half a pair) and the mean
 * Spearman correlation over races; then how often the actual place falls inside the 80 % range; then
 * the time of a full recalculation and of one new protocol's incremental update, as the server runs
 * them. Targets: accuracy ≥ 5 points over the season-points baseline; ranges holding 75–85 %.
 */

const log = (line: string) => console.log(line);
const parameters = DEFAULT_SKILL_PARAMETERS;
/** Simulated races per field for the ranges (the server uses 1,000; fewer keep the large replay short). */
const SAMPLES = Number(process.env.PREDICT_SAMPLES ?? 300);

type Score = { pairs: number; agreed: number; spearmanSum: number; spearmanCount: number };
const emptyScore = (): Score => ({ pairs: 0, agreed: 0, spearmanSum: 0, spearmanCount: 0 });
const add = (score: Score, predicted: number[], places: number[]) => {
  const { pairs, agreed } = orderAgreement(predicted, places);
  score.pairs += pairs;
  score.agreed += agreed;
  const rho = spearman(predicted, places);
  if (rho !== null) {
    score.spearmanSum += rho;
    score.spearmanCount += 1;
  }
};
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const describe = (name: string, score: Score) =>
  `${name.padEnd(34)} pairwise ${percent(score.agreed / score.pairs)}  Spearman ${(score.spearmanSum / score.spearmanCount).toFixed(3)}`;

/** Each rider's points of a season before each race day: the sum over the season's earlier days. */
const seasonPointsBefore = async (db: Database, season: number) => {
  const rows = await queryRows<{ participant_id: number; day: string; points: number }>(
    db,
    sql`select r.participant_id, to_char(e.event_date, 'YYYY-MM-DD') as day, sum(
          case when r.status <> 'F' then 0
               when p.is_rating_from_protocol_file then coalesce(r.points_from_file, 0)
               else (r.place_points + r.sprint_points + r.mountain_points + r.gap_points)
                 * coalesce(case r.gender when 'male' then p.male_significance_ratio else p.female_significance_ratio end, 1)
                 * coalesce(case r.gender when 'male' then p.male_representation_ratio else p.female_representation_ratio end, 1)
          end)::float8 as points
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where e.is_rating and p.is_rating_protocol and e.event_date between ${`${season}-01-01`} and ${`${season}-12-31`}
        group by 1, 2 order by 2`,
  );
  const byRider = new Map<number, { day: string; points: number }[]>();
  for (const row of rows) {
    let list = byRider.get(row.participant_id);
    if (!list) byRider.set(row.participant_id, (list = []));
    list.push({ day: row.day, points: row.points });
  }
  return (participantId: number, day: string) => {
    let total = 0;
    for (const entry of byRider.get(participantId) ?? []) {
      if (entry.day >= day) break;
      total += entry.points;
    }
    return total;
  };
};

const lastSeasonPlaces = async (db: Database, season: number) => {
  const rows = await queryRows<{ participant_id: number; place: number }>(
    db,
    sql`select participant_id, gender_place as place from standings
        where year = ${season - 1} and organizer_id = 0 and cluster_age_category_id = 0 and gender_place is not null`,
  );
  return new Map(rows.map((row) => [row.participant_id, row.place]));
};

const measure = async (name: string, db: Database) => {
  log(`\n— ${name} —`);
  const races = racesOfPacked(await loadSkillRaces(db, null));
  const thisYear = new Date().getUTCFullYear();
  const seasons = [...new Set(races.map((race) => Number(dayText(race.day).slice(0, 4))))].filter(
    (year) => year < thisYear,
  );
  const season = Math.max(...seasons);
  // The baselines read the season's points and last season's places: brought up to date first (a
  // seed stopped half-way leaves seasons without them).
  await recalculateSeasons(db, [season - 1, season]);
  const pointsBefore = await seasonPointsBefore(db, season);
  const lastPlaces = await lastSeasonPlaces(db, season);
  const skill = emptyScore();
  const byPoints = emptyScore();
  const byLastPlace = emptyScore();
  let inRange = 0;
  let ranged = 0;
  let measured = 0;
  replaySkill(races, new Map(), parameters, (race, beliefs) => {
    const day = dayText(race.day);
    if (Number(day.slice(0, 4)) !== season) return;
    measured += 1;
    for (const gender of ['male', 'female'] as const) {
      const field = finishingOrder(race.finishers.filter((finisher) => finisher.gender === gender));
      if (field.length < 2) continue;
      const places = field.map((entry) => entry.place);
      const fieldBeliefs: Belief[] = field.map((entry) =>
        beliefs.get(skillKey(entry.finisher.participantId, race.family))!,
      );
      add(
        skill,
        fieldBeliefs.map((belief) => belief.mu),
        places,
      );
      add(
        byPoints,
        field.map((entry) => pointsBefore(entry.finisher.participantId, day)),
        places,
      );
      add(
        byLastPlace,
        field.map((entry) => -(lastPlaces.get(entry.finisher.participantId) ?? 1e9)),
        places,
      );
      const predicted = predictPlaces(fieldBeliefs, parameters, { samples: SAMPLES, seed: race.protocolId });
      predicted.forEach((prediction, i) => {
        ranged += 1;
        if (places[i]! >= prediction.low && places[i]! <= prediction.high) inRange += 1;
      });
    }
  });
  log(`season ${season}: ${measured} protocols, ${ranged} finishers predicted`);
  log(describe('skill rating (mean)', skill));
  log(describe('season points before the race', byPoints));
  log(describe("last season's national place", byLastPlace));
  const lead = (skill.agreed / skill.pairs - byPoints.agreed / byPoints.pairs) * 100;
  const share = inRange / ranged;
  log(
    `skill over season points: ${lead >= 0 ? '+' : ''}${lead.toFixed(1)} points (target ≥ +5): ${lead >= 5 ? 'met' : 'NOT met'}`,
  );
  log(
    `${Math.round(PREDICTION_RANGE_SHARE * 100)} % ranges holding the actual place: ${percent(share)} (target 75–85 %): ${share >= 0.75 && share <= 0.85 ? 'met' : 'NOT met'}`,
  );

  // The server's own runs: every rating, then one protocol's update from its race day.
  const full = await recalculateSkill(db, { full: true });
  log(
    `full recalculation: ${full.races} protocols, ${full.results} results in ${(full.ms / 1000).toFixed(2)} s ${JSON.stringify(full.phases)}`,
  );
  const [latest] = await queryRows<{ day: string }>(
    db,
    sql`select to_char(e.event_date, 'YYYY-MM-DD') as day from protocols p join events e on e.id = p.event_id
        order by e.event_date desc, p.id desc limit 1`,
  );
  await db.execute(sql`update skill_state set is_stale = true, stale_from = ${latest!.day} where id = 1`);
  const one = await recalculateSkill(db);
  log(
    `update from the last race day (${one.races} protocols, ${one.results} results): ${(one.ms / 1000).toFixed(3)} s ${JSON.stringify(one.phases)} (target ≤ 0.2 s for a 200-row protocol)`,
  );
};

const which = process.argv[2] ?? 'both';
log(`bench:predict (${SAMPLES} simulated races per field for the ranges); the machine may be shared`);
if (which === 'demo' || which === 'both') {
  const dir = mkdtempSync(path.join(tmpdir(), 'velo-predict-'));
  const handle = await openDatabase({ pgliteDir: dir });
  await handle.migrate();
  await loadDemoDataIfEmpty(handle.db, {});
  await measure('demo dataset (PGlite)', handle.db);
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
if (which === 'large' || which === 'both') {
  const bench = await openBenchDatabase('postgres', log);
  await measure('large dataset (PostgreSQL)', bench.handle.db);
  await bench.close();
}
