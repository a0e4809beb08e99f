import type { MyPrediction } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
import { predictEvent } from './event-prediction.js';
import { nationalPlaceWith } from './skill-read-repository.js';

/**
 * GET /v1/Skill/my-prediction (issue 39): the signed-in rider's own line for an event they are
 * registered in — the 80 % place range, the predicted place's points (the start list's forecast) and
 * the place in the season's national table those points would bring. Personal: never a shared answer.
 * 404 without the event or its start list; no line when the user is not a registered rider.
 */
export const myPrediction = async (
  executor: Executor,
  user: AuthUser,
  eventId: number,
): Promise<MyPrediction> => {
  const { prediction, eventDate } = await predictEvent(executor, eventId);
  const participantId = user.participantId;
  const mine =
    participantId === null
      ? undefined
      : prediction.groups
          .flatMap((group) => group.riders)
          .find((rider) => rider.participantId === participantId);
  if (!mine || participantId === null) return { eventId, line: null };
  const year = Number(eventDate.slice(0, 4));
  const places = await nationalPlaceWith(executor, year, participantId, mine.points ?? 0);
  return {
    eventId,
    line: {
      low: mine.low,
      high: mine.high,
      order: mine.order,
      points: mine.points,
      year,
      placeNow: places.place_now,
      placeAfter: places.place_after,
    },
  };
};
