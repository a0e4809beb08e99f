import type { AnalyticsRequest } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import {
  addedProtocols,
  firstYearOf,
  monthlyAdditions,
  type AdditionSource,
  type YearRange,
} from './analytics-repository.js';
import { presentAdditionSeries, presentProtocolsAddition } from './present-analytics.js';

/** At most this many years in one answer (twelve points each). */
const MAX_YEARS = 50;

/**
 * The range asked for; an open end is the current year, an open start the first year the source
 * has anything (or the end year).
 */
const rangeOf = async (
  ctx: AppContext,
  source: AdditionSource,
  request: AnalyticsRequest,
): Promise<YearRange> => {
  const endYear = request?.endYear ?? new Date().getUTCFullYear();
  const startYear =
    request?.startYear ?? Math.min((await firstYearOf(ctx.database.db, source)) ?? endYear, endYear);
  if (startYear > endYear) throw badRequest('Неверный запрос. Начальный год позже конечного');
  if (endYear - startYear + 1 > MAX_YEARS)
    throw badRequest(`Неверный запрос. Не больше ${MAX_YEARS} лет за раз`);
  return { startYear, endYear };
};

/** participants-addition-by-years: riders added (their creation dates). */
export const getParticipantsAddition = async (ctx: AppContext, request: AnalyticsRequest) => {
  const range = await rangeOf(ctx, 'participants', request);
  return presentAdditionSeries(
    'participantsCount',
    range,
    await monthlyAdditions(ctx.database.db, 'participants', range),
  );
};

/** user-registrations-by-years (registration dates) and telegram-user-addition-by-years (the bot's chats). */
export const getUsersAddition = async (
  ctx: AppContext,
  source: 'users' | 'telegramUsers',
  request: AnalyticsRequest,
) => {
  const range = await rangeOf(ctx, source, request);
  return presentAdditionSeries('usersCount', range, await monthlyAdditions(ctx.database.db, source, range));
};

/** protocols-addition-by-years: with the riders included and new, per month, year, organizer and event. */
export const getProtocolsAddition = async (ctx: AppContext, request: AnalyticsRequest) => {
  const range = await rangeOf(ctx, 'protocols', request);
  return presentProtocolsAddition(range, await addedProtocols(ctx.database.db, range));
};
