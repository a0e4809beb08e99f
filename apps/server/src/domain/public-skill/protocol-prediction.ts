import type { PredictionSurprise, ProtocolPrediction } from '@velo/contracts';
import {
  aheadProbability,
  beliefOn,
  DEFAULT_SKILL_PARAMETERS,
  finishingOrder,
  orderAgreement,
  skillBefore,
  type Belief,
  type RiderSkill,
} from '@velo/skill';
import type { Executor } from '../../db/database.js';
import { foundOr404 } from '../../errors.js';
import { historyOf } from '../skill/history-text.js';
import {
  findProtocolFinishers,
  findProtocolRace,
  findSkillsOf,
  type ProtocolFinisherRow,
  type StoredSkill,
} from './skill-read-repository.js';

const parameters = DEFAULT_SKILL_PARAMETERS;
/** How many riders each list of surprises names. */
export const SURPRISES = 3;

/** The rider's belief on the morning of the race: from their rated races before that day only. */
const beliefBefore = (skill: StoredSkill | undefined, day: number): Belief => {
  if (!skill) return beliefOn(undefined, day, parameters);
  const rider: RiderSkill = {
    participantId: skill.participant_id,
    family: skill.family,
    mu: skill.mu,
    sigma: skill.sigma,
    races: skill.races,
    lastDay: skill.last_day,
    history: skill.last_day < day ? [] : historyOf(skill.history),
  };
  return beliefOn(skillBefore(rider, day) ?? undefined, day, parameters);
};

/**
 * A field's expected places, 1 + the chances of every other rider to finish ahead (the exact value
 * predictPlaces' simulation estimates), and the predicted order by them, then by mean, then by id —
 * never by the file's order, which is the result being judged.
 */
const predictedPlaces = (field: readonly { belief: Belief; participantId: number }[]) => {
  const expected = field.map(({ belief }, i) => {
    let place = 1;
    for (let j = 0; j < field.length; j += 1) {
      if (j !== i) place += aheadProbability(field[j]!.belief, belief, parameters);
    }
    return place;
  });
  const order = new Array<number>(field.length);
  field
    .map((_, i) => i)
    .sort(
      (a, b) =>
        expected[a]! - expected[b]! ||
        field[b]!.belief.mu - field[a]!.belief.mu ||
        field[a]!.participantId - field[b]!.participantId,
    )
    .forEach((i, position) => (order[i] = position + 1));
  return { expected, order };
};

/**
 * GET /v1/Skill/protocol-prediction (issue 39): how the race of a protocol went against the
 * prediction its finishers' ratings made before its day (docs/decisions/skill.md «The prediction
 * after the race»): each gender's finishers as one field, the share of pairs ordered as predicted,
 * and those who beat or missed their predicted place most. 404 for an unknown protocol.
 */
export const protocolPrediction = async (
  executor: Executor,
  protocolId: number,
): Promise<ProtocolPrediction> => {
  const race = foundOr404(await findProtocolRace(executor, protocolId), 'Протокол не найден');
  const finishers = await findProtocolFinishers(executor, protocolId);
  const skills = await findSkillsOf(
    executor,
    [...new Set(finishers.map((row) => row.participant_id))],
    race.family,
  );
  let pairs = 0;
  let agreed = 0;
  const surprises: (PredictionSurprise & { gain: number })[] = [];
  for (const gender of ['male', 'female'] as const) {
    const field = finishers.filter((row) => row.gender === gender);
    if (field.length < 2) continue;
    // A row's position in the file names it within the protocol.
    const byRow = new Map<number, ProtocolFinisherRow>(field.map((row) => [row.row_order, row]));
    const placed = finishingOrder(
      field.map((row) => ({
        participantId: row.participant_id,
        gender: row.gender,
        place: row.place,
        timeMs: row.time_ms,
        rowOrder: row.row_order,
        category: row.category,
      })),
    );
    const rows = placed.map(({ finisher }) => byRow.get(finisher.rowOrder)!);
    const { expected, order } = predictedPlaces(
      rows.map((row) => ({
        belief: beliefBefore(skills.get(row.participant_id), race.day),
        participantId: row.participant_id,
      })),
    );
    // Equal expectations (riders new to the family) are no prediction: half a pair each.
    const agreement = orderAgreement(
      expected.map((place) => -place),
      placed.map(({ place }) => place),
    );
    pairs += agreement.pairs;
    agreed += agreement.agreed;
    rows.forEach((row, i) =>
      surprises.push({
        participantId: row.participant_id,
        lastName: row.last_name,
        firstName: row.first_name,
        gender,
        predicted: order[i]!,
        actual: placed[i]!.place,
        gain: order[i]! - placed[i]!.place,
      }),
    );
  }
  const strip = ({ gain: _gain, ...surprise }: PredictionSurprise & { gain: number }) => surprise;
  return {
    protocolId,
    family: race.family,
    pairs,
    agreed,
    share: pairs === 0 ? null : agreed / pairs,
    beat: surprises
      .filter((s) => s.gain > 0)
      .sort((a, b) => b.gain - a.gain || a.actual - b.actual)
      .slice(0, SURPRISES)
      .map(strip),
    missed: surprises
      .filter((s) => s.gain < 0)
      .sort((a, b) => a.gain - b.gain || a.actual - b.actual)
      .slice(0, SURPRISES)
      .map(strip),
  };
};
