import { recalculateSeason, type ScoredProtocol, type StandingsRow } from '@velo/rating';
import { checkpointAfter, packCheckpoint } from './season-checkpoint.js';
import { packNationalStandings, type SeasonData } from './season-data.js';

/*
 * A season scored by the engine, and what of it differs from what is stored: the writes a
 * recalculation makes (write-season-scores.ts). Pure, so it runs in the main thread or in the rating
 * thread (rating-runner.ts chooses); what it answers is plain data that may cross back.
 */

/** Result rows whose protocol-local parts changed, one column each (a null gender place is -1). */
export type ChangedResults = {
  ids: Int32Array;
  genderPlaces: Int32Array;
  R: Int32Array;
  S: Int32Array;
  M: Int32Array;
  D: Int32Array;
};

/** What a season's recalculation writes, and what it counted. */
export type SeasonScores = {
  protocols: number;
  results: number;
  changed: ChangedResults;
  /** Protocols whose F and Q (with the numbers they came from) changed: ids and canonical JSON. */
  coefficients: { ids: number[]; values: string[] };
  national: StandingsRow[];
  /**
   * `national` as `packNationalStandings` packs it, when no result and no coefficient changed: the
   * writer compares it with the stored table to learn whether the table may stay as it is.
   */
  nationalPacked: string | null;
  /**
   * The checkpoint to store: its day and packed tallies; `packed` null when the stored one stays
   * (started from it and leaving one of the same day); null when none is left.
   */
  checkpoint: { day: string; packed: string | null } | null;
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

/**
 * Result rows whose protocol-local parts differ from what is stored. Points are derived from these
 * and the protocol's F and Q, so Q moving with the standings rewrites no result row at all.
 */
const changedResults = (scored: readonly ScoredProtocol[], data: SeasonData): ChangedResults => {
  const ids: number[] = [];
  const genderPlaces: number[] = [];
  const R: number[] = [];
  const S: number[] = [];
  const M: number[] = [];
  const D: number[] = [];
  for (const protocol of scored) {
    for (const r of protocol.results) {
      const stored = data.storedResults.get(r.resultId)?.stored;
      if (
        stored &&
        stored.genderPlace === r.genderPlace &&
        stored.R === r.R &&
        stored.S === r.S &&
        stored.M === r.M &&
        stored.D === r.D
      ) {
        continue;
      }
      ids.push(r.resultId);
      genderPlaces.push(r.genderPlace ?? -1);
      R.push(r.R);
      S.push(r.S);
      M.push(r.M);
      D.push(r.D);
    }
  }
  return {
    ids: Int32Array.from(ids),
    genderPlaces: Int32Array.from(genderPlaces),
    R: Int32Array.from(R),
    S: Int32Array.from(S),
    M: Int32Array.from(M),
    D: Int32Array.from(D),
  };
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
  });
  const computeMs = performance.now() - started;
  const checkpoint = options.checkpoint
    ? checkpointAfter(outcome.protocols, data.participants, data.from)
    : null;
  // Started from the stored checkpoint and leaving one of the same day: it holds the same tallies
  // (nothing before its day was scored), so its 33,000 records are not packed and written again.
  const checkpointStays =
    checkpoint !== null && data.from?.fromCheckpoint === true && checkpoint.day === data.from.day;
  const changed = changedResults(outcome.protocols, data);
  const coefficients = changedCoefficients(outcome.protocols, data);
  const unchanged = changed.ids.length === 0 && coefficients.ids.length === 0;
  return {
    protocols: data.protocols.length,
    results: data.storedResults.size,
    changed,
    coefficients,
    national: [...outcome.standings],
    nationalPacked: unchanged ? packNationalStandings(outcome.standings) : null,
    checkpoint: checkpoint
      ? { day: checkpoint.day, packed: checkpointStays ? null : packCheckpoint(checkpoint.tallies) }
      : null,
    computeMs: Math.round(computeMs),
  };
};
