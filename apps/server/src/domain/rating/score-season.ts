import { recalculateSeason, type ScoredProtocol, type StandingsRow } from '@velo/rating';
import { packSeasonGains, type SeasonGains } from '../place-history/rating-gains-codec.js';
import { checkpointAfter, checkpointDayAfter, packCheckpoint } from './season-checkpoint.js';
import { nationalRowsOf, type NationalRows, type SeasonData, type StoredResult } from './season-data.js';
import type { ScoresReach } from '../../ports/rating.js';

/*
 * A season scored by the engine, and what of it differs from what is stored: the writes a
 * recalculation makes (write-season-scores.ts), ready for the database (columns as PostgreSQL's array
 * text, the form the writes send them in). Pure, so it runs in the main thread or in the rating
 * thread (rating-runner.ts chooses); what it answers is a few texts that cross back cheaply.
 */

/** Result rows whose protocol-local parts changed: per chunk of rows, the columns written. */
export type ChangedResults = {
  count: number;
  /** The protocols of those rows. */
  protocolIds: number[];
  /** Array texts of id, gender place, R, S, M and D, CHANGED_CHUNK rows each. */
  chunks: { ids: string; genderPlaces: string; R: string; S: string; M: string; D: string }[];
};

/** How many changed result rows one update statement writes. */
const CHANGED_CHUNK = 20_000;

/** A national table's counts (standings_sets); its rows travel as columns (`SeasonScores.nationalRows`). */
export type NationalTable = { rowsCount: number; maleCount: number; femaleCount: number };

/** What a season's recalculation writes, and what it counted. */
export type SeasonScores = {
  protocols: number;
  results: number;
  changed: ChangedResults;
  /** Protocols whose F and Q (with the numbers they came from) changed: ids and canonical JSON. */
  coefficients: { ids: number[]; values: string[] };
  national: NationalTable;
  /**
   * The table's rows: the writer compares them with the stored table, to learn whether the table may
   * stay as it is and whose rows moved, and writes those.
   */
  nationalRows: NationalRows;
  /** Whether any result or coefficient changed (the table is then written whatever it compares to). */
  resultsChanged: boolean;
  /**
   * What readers see that moved, so far: the protocols whose points moved (a result's parts, or F
   * and Q) and their riders. The writer adds the riders whose row of the national table moved.
   */
  reach: ScoresReach;
  /**
   * The checkpoint to store: its day and packed tallies; `packed` null when the stored one stays
   * (started from it and leaving one of the same day); null when none is left.
   */
  checkpoint: { day: string; packed: string | null } | null;
  /**
   * The counting protocols' gains from `gainsFrom` on (every day without it), which a rider's place
   * history reads (rating-gains-repository.ts).
   */
  gains: SeasonGains;
  gainsFrom: string | null;
  /** The engine's time (ms). */
  computeMs: number;
};

/** JSON with sorted keys, so stored and new coefficients compare by content. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

const coefficientsOf = (protocol: ScoredProtocol) =>
  Object.fromEntries(
    Object.values(protocol.genders)
      .filter((g) => g.starters > 0)
      .map((g) => [
        g.gender,
        {
          starters: g.starters,
          scorers: g.scorers,
          significanceParticipantPercent: g.significancePercent,
          significanceRatio: g.F,
          representationParticipantCount: g.representationCount,
          representationRatio: g.Q,
        },
      ]),
  );

/** PostgreSQL's array text of numbers, nulls and plain words (the values here are nothing else). */
const arrayText = (values: readonly (number | string | null)[]): string =>
  `{${values.map((value) => (value === null ? 'NULL' : value)).join(',')}}`;

/**
 * Result rows whose protocol-local parts differ from what is stored. Points are derived from these
 * and the protocol's F and Q, so Q moving with the standings rewrites no result row at all. The
 * engine answers each protocol's rows in the order it was given them.
 */
const changedResults = (scored: readonly ScoredProtocol[], data: SeasonData): ChangedResults => {
  const given = new Map<number, readonly StoredResult[]>(
    data.protocols.map((p) => [p.protocolId, p.results]),
  );
  const changed: ScoredProtocol['results'][number][] = [];
  const protocolIds: number[] = [];
  for (const protocol of scored) {
    const stored = given.get(protocol.protocolId) ?? [];
    const before = changed.length;
    protocol.results.forEach((r, index) => {
      const was = stored[index];
      if (
        was?.resultId === r.resultId &&
        was.storedGenderPlace === r.genderPlace &&
        was.storedR === r.R &&
        was.storedS === r.S &&
        was.storedM === r.M &&
        was.storedD === r.D
      ) {
        return;
      }
      changed.push(r);
    });
    if (changed.length > before) protocolIds.push(protocol.protocolId);
  }
  const chunks: ChangedResults['chunks'] = [];
  for (let start = 0; start < changed.length; start += CHANGED_CHUNK) {
    const chunk = changed.slice(start, start + CHANGED_CHUNK);
    chunks.push({
      ids: arrayText(chunk.map((r) => r.resultId)),
      genderPlaces: arrayText(chunk.map((r) => r.genderPlace)),
      R: arrayText(chunk.map((r) => r.R)),
      S: arrayText(chunk.map((r) => r.S)),
      M: arrayText(chunk.map((r) => r.M)),
      D: arrayText(chunk.map((r) => r.D)),
    });
  }
  return { count: changed.length, protocolIds, chunks };
};

/** The national table's counts. */
const nationalTable = (rows: readonly StandingsRow[]): NationalTable => {
  let maleCount = 0;
  for (const row of rows) if (row.gender === 'male') maleCount += 1;
  return { rowsCount: rows.length, maleCount, femaleCount: rows.length - maleCount };
};

/** F and Q per gender of the protocols whose stored ones differ. */
const changedCoefficients = (scored: readonly ScoredProtocol[], data: SeasonData) => {
  const ids: number[] = [];
  const values: string[] = [];
  for (const protocol of scored) {
    const next = canonicalJson(coefficientsOf(protocol));
    const stored = data.storedCoefficients.get(protocol.protocolId);
    if (stored && canonicalJson(JSON.parse(stored)) === next) continue;
    ids.push(protocol.protocolId);
    values.push(next);
  }
  return { ids, values };
};

/**
 * Scores a season with the engine and compares it with what is stored. `checkpoint`: leave the
 * season's checkpoint (season-checkpoint.ts), as the newest season of a recalculation does.
 */
export const scoreSeason = (
  data: SeasonData,
  year: number,
  options: { checkpoint: boolean },
): SeasonScores => {
  const started = performance.now();
  const outcome = recalculateSeason({
    season: year,
    protocols: data.protocols,
    participants: data.participants,
    adjustments: data.adjustments,
    ...(data.from ? { from: data.from } : {}),
    // The rows keep their parts; the formula's text is derived when it is read (result-points-sql.ts).
    formulas: false,
  });
  const computeMs = performance.now() - started;
  // Started from the stored checkpoint and leaving one of the same day: it holds the same tallies
  // (nothing before its day was scored), so its 33,000 records are neither summed, packed nor
  // written again.
  const checkpointDay = options.checkpoint ? checkpointDayAfter(outcome.protocols, data.from) : null;
  const checkpointStays =
    checkpointDay !== null && data.from?.fromCheckpoint === true && checkpointDay === data.from.day;
  const checkpoint =
    checkpointDay === null
      ? null
      : checkpointStays
        ? { day: checkpointDay, packed: null }
        : (() => {
            const left = checkpointAfter(outcome.protocols, data.participants, data.from)!;
            return { day: left.day, packed: packCheckpoint(left.tallies) };
          })();
  const changed = changedResults(outcome.protocols, data);
  const coefficients = changedCoefficients(outcome.protocols, data);
  const moved = new Set([...changed.protocolIds, ...coefficients.ids]);
  const riders = new Set<number>();
  for (const protocol of outcome.protocols)
    if (moved.has(protocol.protocolId)) for (const r of protocol.results) riders.add(r.participantId);
  return {
    protocols: data.protocols.length,
    results: data.protocols.reduce((count, protocol) => count + protocol.results.length, 0),
    changed,
    coefficients,
    national: nationalTable(outcome.standings),
    nationalRows: nationalRowsOf(outcome.standings),
    resultsChanged: moved.size > 0,
    reach: { protocols: [...moved], riders: [...riders] },
    checkpoint,
    gains: packSeasonGains(outcome.protocols, data.participants),
    gainsFrom: data.from?.day ?? null,
    computeMs: Math.round(computeMs),
  };
};
