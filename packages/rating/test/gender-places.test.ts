import { describe, expect, it } from 'vitest';
import { recalculateSeason, scoreProtocol, type ScoredProtocol } from '../src/index.js';
import { buildParticipant, buildProtocol, buildResult, noTop100 } from './factories.js';

const placesById = (scored: ScoredProtocol): Record<number, number | null> =>
  Object.fromEntries(scored.results.map((result) => [result.resultId, result.genderPlace]));

describe('gender places', () => {
  it('orders finishers by the place in the file, not by the row order', () => {
    const second = buildResult({ place: 2, rowOrder: 1 });
    const first = buildResult({ place: 1, rowOrder: 2 });
    const scored = scoreProtocol(buildProtocol({ results: [second, first] }), noTop100);
    expect(placesById(scored)).toEqual({ [first.resultId]: 1, [second.resultId]: 2 });
  });

  it('orders finishers by time when the file has no places', () => {
    const slow = buildResult({ timeMs: 5000, rowOrder: 1 });
    const fast = buildResult({ timeMs: 4000, rowOrder: 2 });
    const scored = scoreProtocol(buildProtocol({ results: [slow, fast] }), noTop100);
    expect(placesById(scored)).toEqual({ [fast.resultId]: 1, [slow.resultId]: 2 });
  });

  it('orders finishers by the row order when the file has neither place nor time', () => {
    const later = buildResult({ rowOrder: 7 });
    const earlier = buildResult({ rowOrder: 3 });
    const scored = scoreProtocol(buildProtocol({ results: [later, earlier] }), noTop100);
    expect(placesById(scored)).toEqual({ [earlier.resultId]: 1, [later.resultId]: 2 });
  });

  it('puts finishers with a file place ahead of those without one, whatever their time', () => {
    const placed = buildResult({ place: 5, timeMs: 9000 });
    const unplacedFaster = buildResult({ place: null, timeMs: 1000 });
    const scored = scoreProtocol(buildProtocol({ results: [unplacedFaster, placed] }), noTop100);
    expect(placesById(scored)).toEqual({ [placed.resultId]: 1, [unplacedFaster.resultId]: 2 });
  });

  it('shares a gender place between equal file places and skips the next (1, 2, 2, 4)', () => {
    const results = [
      buildResult({ place: 1 }),
      buildResult({ place: 2 }),
      buildResult({ place: 2 }),
      buildResult({ place: 4 }),
    ];
    const scored = scoreProtocol(buildProtocol({ results }), noTop100);
    expect(scored.results.map((result) => result.genderPlace)).toEqual([1, 2, 2, 4]);
    expect(scored.results.map((result) => result.R)).toEqual([200, 180, 180, 152]);
  });

  it('does not share a place between equal times without file places', () => {
    const results = [buildResult({ timeMs: 1000 }), buildResult({ timeMs: 1000 })];
    const scored = scoreProtocol(buildProtocol({ results }), noTop100);
    expect(scored.results.map((result) => result.genderPlace)).toEqual([1, 2]);
  });

  it('gives DNF, DSQ and DNS rows no gender place and lets them take none from finishers', () => {
    const dnf = buildResult({ status: 'DNF', place: 1 });
    const dsq = buildResult({ status: 'DSQ', place: 2 });
    const dns = buildResult({ status: 'DNS' });
    const finisher = buildResult({ place: 3 });
    const scored = scoreProtocol(buildProtocol({ results: [dnf, dsq, dns, finisher] }), noTop100);
    expect(placesById(scored)).toEqual({
      [dnf.resultId]: null,
      [dsq.resultId]: null,
      [dns.resultId]: null,
      [finisher.resultId]: 1,
    });
  });

  it('scores men and women separately: each gender has its own 1st place', () => {
    const man1 = buildResult({ gender: 'male', place: 1 });
    const woman1 = buildResult({ gender: 'female', place: 2 });
    const man2 = buildResult({ gender: 'male', place: 3 });
    const woman2 = buildResult({ gender: 'female', place: 4 });
    const scored = scoreProtocol(buildProtocol({ results: [man1, woman1, man2, woman2] }), noTop100);
    expect(scored.results.map((result) => [result.genderPlace, result.R])).toEqual([
      [1, 200],
      [1, 200],
      [2, 180],
      [2, 180],
    ]);
  });

  it('ranks all finishers of a gender as one field: age categories never split the scoring', () => {
    // Riders of four age groups in one file: one ranking, one distribution.
    const birthYears = [1960, 2005, 1985, 1972];
    const participants = birthYears.map((birthYear) => buildParticipant({ birthYear }));
    const results = participants.map((participant, index) =>
      buildResult({ participantId: participant.id, place: index + 1 }),
    );
    const season = recalculateSeason({ season: 2025, protocols: [buildProtocol({ results })], participants });
    expect(season.protocols[0]!.results.map((result) => [result.genderPlace, result.R])).toEqual([
      [1, 200],
      [2, 180],
      [3, 165],
      [4, 152],
    ]);
  });
});
