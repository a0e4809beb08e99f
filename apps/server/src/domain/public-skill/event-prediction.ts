import type { EventPrediction, PredictedRider } from '@velo/contracts';
import { DEFAULT_SKILL_PARAMETERS, dayNumber, predictPlaces, sigmaOn } from '@velo/skill';
import type { Executor } from '../../db/database.js';
import { getStartList } from '../start-lists/get-start-list.js';
import { findEventFamily, findSkillsOf } from './skill-read-repository.js';

const parameters = DEFAULT_SKILL_PARAMETERS;

/**
 * GET /v1/Skill/event-prediction (issue 39): each gender of an event's start list as a predicted race.
 * A rider's belief is their stored one in the event's family, its uncertainty grown by the time away
 * until the race day; a rider without a rated race there (or not yet known to the portal) starts as a
 * new rider. The points of the predicted place are the start list's forecast (F, Q and the default
 * distribution). 404 without the event or its start list, as the start list answers.
 */
export const eventPrediction = async (executor: Executor, eventId: number): Promise<EventPrediction> =>
  (await predictEvent(executor, eventId)).prediction;

/** The prediction with the event's day (YYYY-MM-DD). */
export const predictEvent = async (
  executor: Executor,
  eventId: number,
): Promise<{ prediction: EventPrediction; eventDate: string }> => {
  const list = await getStartList(executor, null, eventId);
  const family = await findEventFamily(executor, eventId);
  const ids = list.entries.flatMap((entry) => (entry.participantId === null ? [] : [entry.participantId]));
  const skills = await findSkillsOf(executor, [...new Set(ids)], family);
  const raceDay = dayNumber(list.eventDate);
  const groups = list.forecasts.map((forecast) => {
    const entries = list.entries.filter((entry) => entry.gender === forecast.gender);
    const beliefs = entries.map((entry) => {
      const skill = entry.participantId === null ? undefined : skills.get(entry.participantId);
      return skill
        ? { mu: skill.mu, sigma: sigmaOn(skill.sigma, skill.last_day, raceDay, parameters) }
        : { mu: parameters.mu, sigma: parameters.sigma };
    });
    const predictions = predictPlaces(beliefs, parameters, { seed: eventId });
    const points = new Map(forecast.placePoints.map((place) => [place.place, place.points]));
    const riders: PredictedRider[] = entries.map((entry, i) => {
      const skill = entry.participantId === null ? undefined : skills.get(entry.participantId);
      const prediction = predictions[i]!;
      return {
        participantId: entry.participantId,
        lastName: entry.lastName,
        firstName: entry.firstName,
        display: skill?.display ?? null,
        provisional: !skill || skill.settled_until === null || skill.settled_until < list.eventDate,
        order: prediction.order,
        low: prediction.low,
        high: prediction.high,
        points: points.get(prediction.order) ?? null,
      };
    });
    riders.sort((a, b) => a.order - b.order);
    return { gender: forecast.gender, riders };
  });
  return { prediction: { eventId, family, groups }, eventDate: list.eventDate };
};
