import type { NotificationBroadcastResponse, YearResults } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { yearResults } from '../public-participants/year-results.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';
import { notifyUser } from '../notices/notify-admins.js';
import { ridersOfSeasonWithMail, takenNotificationKeys } from '../notices/notifications-repository.js';

const timesWord = (count: number) => {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return 'раз';
  return ones >= 2 && ones <= 4 ? 'раза' : 'раз';
};

/** The rider's season as the year in review shows it: races, points, places, the best per discipline. */
export const yearResultsText = (results: YearResults, publicUrl: string): string => {
  const lines = [
    `${results.participantFirstName}, ваш сезон ${results.year}: стартов — ${results.totalRacesCount}, очков рейтинга — ${results.yearRating}.`,
  ];
  if (results.place !== null)
    lines.push(
      `Место в общем рейтинге — ${results.place}` +
        (results.genderPlace !== null ? `, среди своего пола — ${results.genderPlace}.` : '.'),
    );
  for (const discipline of results.disciplinesBestResults)
    lines.push(
      `${discipline.disciplineTypeName}: стартов — ${discipline.racesCount}` +
        (discipline.bestResultTime ? `, лучшее время ${discipline.bestResultTime}` : ''),
    );
  for (const taken of results.takenTheBestPlacesWithCounts)
    lines.push(`${taken.takenPlace}-е место — ${taken.count} ${timesWord(taken.count)}`);
  return [
    lines.join('\n'),
    `Профиль: ${publicUrl.replace(/\/+$/, '')}/rating/details/${results.participantId}`,
  ].join('\n\n');
};

/**
 * POST /v1/Notification/participants-year-results-email-notifications: every rider with an
 * account who raced in the season gets their season summary by e-mail (the year in review's
 * figures). Once per rider and season: sent again, the call creates nothing for those who have it.
 */
export const sendYearResultsNotifications = async (
  ctx: AppContext,
  year: number,
): Promise<NotificationBroadcastResponse> => {
  assertSupportedSeason(year);
  const db = ctx.database.db;
  const riders = await ridersOfSeasonWithMail(db, year);
  const keyOf = (userId: number) => `yearResults:${year}:user:${userId}`;
  const taken = await takenNotificationKeys(
    db,
    riders.map((rider) => keyOf(rider.user_id)),
  );
  let created = 0;
  for (const rider of riders) {
    if (taken.has(keyOf(rider.user_id))) continue;
    const results = await yearResults(db, { participantId: rider.participant_id, year, bestPlacesNumber: 3 });
    const id = await db.transaction((tx) =>
      notifyUser(
        tx,
        rider.user_id,
        {
          type: 'participantYearResultsEmailNotification',
          subject: `Ваш сезон ${year}`,
          body: yearResultsText(results, ctx.config.PUBLIC_URL),
          participantId: rider.participant_id,
        },
        { dedupeKey: keyOf(rider.user_id), channels: ['email'] },
      ),
    );
    if (id !== null) created += 1;
  }
  if (created > 0) ctx.jobRunner.nudge();
  return { notifications: created, alreadyNotified: riders.length - created };
};
