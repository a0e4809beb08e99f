import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { Executor } from '../../db/database.js';
import { badRequest, foundOr404 } from '../../errors.js';
import { findEventRow, type EventRow } from '../events/events-repository.js';

export const START_LIST_MESSAGES = {
  eventNotFound: 'Мероприятие не найдено',
  pastEvent: 'Стартовый лист можно загрузить только для предстоящего мероприятия',
  noStartList: 'У мероприятия нет стартового листа',
  uploadNotFound: 'Загруженный файл не найден или устарел: загрузите его ещё раз',
} as const;

/** Today as YYYY-MM-DD (UTC): an event of today is still upcoming. */
export const todayDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The event whose start list the caller changes: it exists, it is the caller's organizer's (or the
 * caller is an administrator), and it has not passed yet.
 */
export const startListEventFor = async (
  executor: Executor,
  user: AuthUser,
  eventId: number,
): Promise<EventRow> => {
  const event = foundOr404(await findEventRow(executor, eventId), START_LIST_MESSAGES.eventNotFound);
  authorize(canManageOrganizer(user, event.organizerId), DENIED.otherOrganizer);
  if (event.eventDate < todayDay()) throw badRequest(START_LIST_MESSAGES.pastEvent);
  return event;
};
