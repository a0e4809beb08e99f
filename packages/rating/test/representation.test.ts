import { describe, expect, it } from 'vitest';
import {
  recalculateSeason,
  scoreProtocol,
  type ProtocolInput,
  type ResultInput,
  type ScoredProtocol,
} from '../src/index.js';
import {
  buildConfig,
  buildFinishers,
  buildProtocol,
  buildResult,
  noTop100,
  plainConfig,
  top100Of,
} from './factories.js';

const autoQ = buildConfig({ significanceRatioCalculationMode: 'ignore' });

describe('Q, representation, in auto mode', () => {
  it('is 1 + n / 200 for n starters of the gender in the top 100 before the race day', () => {
    const results = buildFinishers(30);
    const top = top100Of(
      'male',
      results.slice(0, 24).map((result) => result.participantId),
    );
    const scored = scoreProtocol(buildProtocol({ config: autoQ, results }), top);
    expect(scored.genders.male).toMatchObject({ representationCount: 24, Q: 1.12 });
    expect(scored.results[0]!.points).toBe(224);
  });

  it('counts DNF and DSQ starters but not DNS rows', () => {
    const results = [
      buildResult({ status: 'DNF' }),
      buildResult({ status: 'DSQ' }),
      buildResult({ status: 'DNS' }),
      buildResult({ place: 1 }),
    ];
    const top = top100Of(
      'male',
      results.map((result) => result.participantId),
    );
    expect(
      scoreProtocol(buildProtocol({ config: autoQ, results }), top).genders.male.representationCount,
    ).toBe(3);
  });

  it("counts each gender against its own gender's top 100", () => {
    const man = buildResult({ gender: 'male', place: 1 });
    const woman = buildResult({ gender: 'female', place: 2 });
    const top = { male: new Set([woman.participantId]), female: new Set([man.participantId]) };
    const scored = scoreProtocol(buildProtocol({ config: autoQ, results: [man, woman] }), top);
    expect(scored.genders.male.representationCount).toBe(0);
    expect(scored.genders.female.representationCount).toBe(0);
  });

  it('caps Q at 1.5 once n reaches 100', () => {
    const results = buildFinishers(120);
    const at100 = top100Of(
      'male',
      results.slice(0, 100).map((result) => result.participantId),
    );
    const at120 = top100Of(
      'male',
      results.map((result) => result.participantId),
    );
    expect(scoreProtocol(buildProtocol({ config: autoQ, results }), at100).genders.male.Q).toBe(1.5);
    expect(scoreProtocol(buildProtocol({ config: autoQ, results }), at120).genders.male).toMatchObject({
      representationCount: 120,
      Q: 1.5,
    });
  });

  it('is 1 when nobody of the top 100 starts', () => {
    expect(
      scoreProtocol(buildProtocol({ config: autoQ, results: buildFinishers(3) }), noTop100).genders.male.Q,
    ).toBe(1);
  });
});

describe('Q in custom and ignore modes', () => {
  const customQ = (representationRatio: number | null) =>
    buildConfig({
      significanceRatioCalculationMode: 'ignore',
      representationRatioCalculationMode: 'custom',
      representationRatio,
    });

  it('takes the config value in custom mode', () => {
    const scored = scoreProtocol(
      buildProtocol({ config: customQ(1.3), results: buildFinishers(1) }),
      noTop100,
    );
    expect(scored.genders.male.Q).toBe(1.3);
    expect(scored.results[0]!.points).toBe(260);
  });

  it('caps a custom value at 1.5', () => {
    const scored = scoreProtocol(
      buildProtocol({ config: customQ(1.8), results: buildFinishers(1) }),
      noTop100,
    );
    expect(scored.genders.male.Q).toBe(1.5);
    expect(scored.results[0]!.points).toBe(300);
  });

  it('applies no coefficient in custom mode without a value', () => {
    expect(
      scoreProtocol(buildProtocol({ config: customQ(null), results: buildFinishers(1) }), noTop100).genders
        .male.Q,
    ).toBe(1);
  });

  it('is 1 in ignore mode, while n is still reported', () => {
    const results = buildFinishers(2);
    const top = top100Of('male', [results[0]!.participantId]);
    const scored = scoreProtocol(buildProtocol({ config: plainConfig(), results }), top);
    expect(scored.genders.male).toMatchObject({ representationCount: 1, Q: 1 });
  });
});

describe('Q reads the national standings as they stood before the race day', () => {
  /** Men of an earlier race reappear in the protocol under test. */
  const rerun = (earlier: readonly ResultInput[], count = earlier.length): ResultInput[] =>
    earlier
      .slice(0, count)
      .map((result, index) =>
        buildResult({ participantId: result.participantId, place: index + 1, gender: result.gender }),
      );

  const season = (protocols: ProtocolInput[]) =>
    recalculateSeason({ season: 2025, protocols, participants: [] }).protocols;

  const nOf = (protocols: readonly ScoredProtocol[], protocolId: number): number =>
    protocols.find((protocol) => protocol.protocolId === protocolId)!.genders.male.representationCount;

  it('counts starters of a rating protocol of an earlier day', () => {
    const earlier = buildFinishers(5);
    const race = buildProtocol({ eventDate: '2025-06-02', config: autoQ, results: rerun(earlier) });
    const scored = season([buildProtocol({ eventDate: '2025-06-01', results: earlier }), race]);
    expect(nOf(scored, race.protocolId)).toBe(5);
    expect(scored.find((protocol) => protocol.protocolId === race.protocolId)!.genders.male.Q).toBe(1.025);
  });

  it('does not count a race on the same day', () => {
    const sameDay = buildFinishers(5);
    const race = buildProtocol({ eventDate: '2025-06-01', config: autoQ, results: rerun(sameDay) });
    const scored = season([buildProtocol({ eventDate: '2025-06-01', results: sameDay }), race]);
    expect(nOf(scored, race.protocolId)).toBe(0);
  });

  it('does not count a later race', () => {
    const later = buildFinishers(5);
    const race = buildProtocol({ eventDate: '2025-06-01', config: autoQ, results: rerun(later) });
    const scored = season([race, buildProtocol({ eventDate: '2025-06-08', results: later })]);
    expect(nOf(scored, race.protocolId)).toBe(0);
  });

  it.each([
    { isRatingProtocol: false, isRatingEvent: true },
    { isRatingProtocol: true, isRatingEvent: false },
  ])('does not count an earlier race that is not rating (%o)', (flags) => {
    const earlier = buildFinishers(5);
    const race = buildProtocol({ eventDate: '2025-06-02', config: autoQ, results: rerun(earlier) });
    const scored = season([buildProtocol({ eventDate: '2025-06-01', results: earlier, ...flags }), race]);
    expect(nOf(scored, race.protocolId)).toBe(0);
  });

  it('counts starters with 0 points: everyone who started is in the standings', () => {
    const earlier = [buildResult({ status: 'DNF' }), buildResult({ status: 'DSQ' })];
    const race = buildProtocol({ eventDate: '2025-06-02', config: autoQ, results: rerun(earlier) });
    const scored = season([buildProtocol({ eventDate: '2025-06-01', results: earlier }), race]);
    expect(nOf(scored, race.protocolId)).toBe(2);
  });

  it('counts everyone tied at place 100', () => {
    // 99 men with 10 points, three tied at place 100 with 5, then 48 with 0: the top 100 holds 102.
    const distribution = [...Array.from({ length: 99 }, () => 10), 5];
    const earlier = [
      ...buildFinishers(99),
      ...Array.from({ length: 3 }, () => buildResult({ place: 100 })),
      ...buildFinishers(48, {}, 103),
    ];
    const tied = earlier.slice(99, 102);
    const below = earlier[102]!;
    const race = buildProtocol({
      eventDate: '2025-06-02',
      config: autoQ,
      results: rerun([...tied, below]),
    });
    const first = buildProtocol({
      eventDate: '2025-06-01',
      config: plainConfig({ scoreDistribution: distribution }),
      results: earlier,
    });
    expect(nOf(season([first, race]), race.protocolId)).toBe(3);
  });

  it('counts all 0-point starters when they share place 100', () => {
    // 150 men, only 50 score: places 51..150 share the last place, which is within the top 100.
    const earlier = buildFinishers(150);
    const race = buildProtocol({
      eventDate: '2025-06-02',
      config: autoQ,
      results: rerun(earlier.slice(140)),
    });
    const scored = season([buildProtocol({ eventDate: '2025-06-01', results: earlier }), race]);
    expect(nOf(scored, race.protocolId)).toBe(10);
  });

  it('follows the standings as they change: a climber enters the top 100 and pushes the 100th out', () => {
    // Day 1: 150 men scoring 150 … 1; the top 100 ends at 51 points.
    const distribution = Array.from({ length: 150 }, (_, index) => 150 - index);
    const field = buildFinishers(150);
    const hundredth = field[99]!;
    const last = field[149]!;
    const day1 = buildProtocol({
      eventDate: '2025-06-01',
      config: plainConfig({ scoreDistribution: distribution }),
      results: field,
    });
    // Day 2: the last man scores 100 more (101 in all) and passes the 100th (51).
    const day2 = buildProtocol({
      eventDate: '2025-06-02',
      config: plainConfig({ scoreDistribution: [100] }),
      results: [buildResult({ participantId: last.participantId, place: 1 })],
    });
    // Probes: non-rating protocols are scored with Q too, but add nothing to the standings.
    const probe = (eventDate: string, who: ResultInput) =>
      buildProtocol({ eventDate, config: autoQ, results: rerun([who]), isRatingProtocol: false });
    const climberRace = probe('2025-06-03', last);
    const droppedRace = probe('2025-06-03', hundredth);
    const beforeClimbRace = probe('2025-06-02', hundredth);
    const scored = season([day1, day2, climberRace, droppedRace, beforeClimbRace]);
    expect(nOf(scored, beforeClimbRace.protocolId)).toBe(1);
    expect(nOf(scored, climberRace.protocolId)).toBe(1);
    expect(nOf(scored, droppedRace.protocolId)).toBe(0);
  });
});
