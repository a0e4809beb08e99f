import { DEFAULT_SCORE_DISTRIBUTION, type ParticipantStarts, type StartList } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
import { foundOr404 } from '../../errors.js';
import { findConfigRow, findDefaultConfigId } from '../configs/configs-repository.js';
import { findEventRow } from '../events/events-repository.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { seasonOf } from '../rating/recalculate-seasons.js';
import { presentStartList } from './present-start-list.js';
import { START_LIST_MESSAGES, todayDay } from './start-list-event.js';
import { findStartList, findStartListEntries, findStartsOfParticipant } from './start-lists-repository.js';

/** The default config's distribution (the portal always has one; the rule's own if it went missing). */
const defaultDistribution = async (executor: Executor): Promise<readonly number[]> => {
  const id = await findDefaultConfigId(executor);
  const config = id === null ? null : await findConfigRow(executor, id);
  return config?.scoreDistribution ?? DEFAULT_SCORE_DISTRIBUTION;
};

/**
 * GET /v1/StartList/{eventId}: who is registered, with their places in the national rating of the
 * event's season, and what each gender's race is expected to be worth. Public; the caller's marks.
 */
export const getStartList = async (
  executor: Executor,
  user: AuthUser | null,
  eventId: number,
): Promise<StartList> => {
  const event = foundOr404(await findEventRow(executor, eventId), START_LIST_MESSAGES.eventNotFound);
  const list = foundOr404(await findStartList(executor, eventId), START_LIST_MESSAGES.noStartList);
  const rows = await findStartListEntries(executor, eventId, seasonOf(event.eventDate));
  const riders = rows.flatMap((row) => (row.participantId === null ? [] : [row.participantId]));
  const [distribution, followed] = await Promise.all([
    defaultDistribution(executor),
    followedParticipants(executor, user, [...new Set(riders)]),
  ]);
  return presentStartList(event, list.updatedAt, rows, distribution, followed);
};

/** GET /v1/StartList/by-participant/{participantId}: the rider's starts from today on ('Заявлен'). */
export const getParticipantStarts = async (
  executor: Executor,
  participantId: number,
): Promise<ParticipantStarts> => ({
  items: await findStartsOfParticipant(executor, participantId, todayDay()),
});
