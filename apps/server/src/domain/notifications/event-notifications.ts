import { sql } from 'drizzle-orm';
import type { CreateProtocolResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { queryRows, type Executor } from '../../db/database.js';
import { notifyAdmins, notifyUser } from './notify-admins.js';

export const EVENT_RESULTS_JOB = 'notifications.event-results';

const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** A new event (POST /v1/Event): the administrators' inbox gets an 'event added' notice. */
export const notifyEventAdded = (
  executor: Executor,
  event: { id: number; name: string; eventDate: string },
): Promise<void> =>
  notifyAdmins(executor, {
    type: 'eventAdded',
    subject: `Добавлено мероприятие «${event.name}»`,
    body: `Дата: ${dayText(event.eventDate)}`,
    eventId: event.id,
  });

type ResultRow = {
  user_id: number;
  own: boolean;
  participant_id: number;
  first_name: string;
  last_name: string;
  place: number | null;
  status: string;
  result_time: string;
  protocol_name: string;
  event_id: number;
  event_name: string;
  event_date: string;
};

const resultLine = (row: ResultRow) =>
  `${row.own ? 'Ваш результат' : `${row.last_name} ${row.first_name}`.trim()}: ` +
  (row.status === 'F' && row.place !== null ? `${row.place} место` : row.status) +
  (row.result_time ? `, ${row.result_time}` : '');

/**
 * The 'event results added' notices of a new protocol: each rider in it with an account, and
 * each user who follows one of its riders (favourites), gets one notice listing their own result
 * and those of the riders they follow. Once per protocol and user, whatever runs it twice.
 */
export const notifyProtocolResults = async (ctx: AppContext, protocolId: number): Promise<number> => {
  const db = ctx.database.db;
  const rows = await queryRows<ResultRow>(
    db,
    sql`select x.user_id, x.own, pa.id as participant_id, pa.first_name, pa.last_name, r.place,
          r.status, r.result_time, p.name as protocol_name, e.id as event_id, e.name as event_name,
          e.event_date::text as event_date
        from protocol_results r
        join protocols p on p.id = r.protocol_id
        join events e on e.id = p.event_id
        join participants pa on pa.id = r.participant_id
        join lateral (
          select pa.user_id as user_id, true as own where pa.user_id is not null
          union all
          select f.user_id, false from favorite_participants f
          where f.participant_id = pa.id and f.user_id is distinct from pa.user_id
        ) x on true
        join users u on u.id = x.user_id and u.is_blocked = false and u.is_rejected = false
        where r.protocol_id = ${protocolId} and r.status <> 'DNS'
        order by x.user_id, x.own desc, r.place nulls last, pa.last_name`,
  );
  const byUser = new Map<number, ResultRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  let created = 0;
  for (const [userId, lines] of byUser) {
    const first = lines[0]!;
    const own = lines.find((line) => line.own);
    const id = await db.transaction((tx) =>
      notifyUser(
        tx,
        userId,
        {
          type: 'eventResultsAddedNotification',
          subject: `Результаты: ${first.event_name}, ${dayText(first.event_date)}`,
          body: [
            `Протокол «${first.protocol_name}»`,
            lines.slice(0, 20).map(resultLine).join('\n'),
            `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/results/details/${protocolId}`,
          ].join('\n\n'),
          participantId: own?.participant_id ?? null,
          eventId: first.event_id,
        },
        { dedupeKey: `eventResults:protocol:${protocolId}:user:${userId}` },
      ),
    );
    if (id !== null) created += 1;
  }
  if (created > 0) ctx.jobRunner.nudge();
  return created;
};

export const registerEventResultsJob = (ctx: AppContext): void => {
  ctx.jobRunner.register(EVENT_RESULTS_JOB, async ({ job }) => ({
    notifications: await notifyProtocolResults(
      ctx,
      Number((job.payload as { protocolId?: number }).protocolId),
    ),
  }));
};

/**
 * After POST /v1/Protocol/create: a job writes the 'event results added' notices of the new
 * protocol. Never fails the create: a failure to queue is logged, and the answer is the create's.
 */
export const queueProtocolResultsNotices = async (
  ctx: AppContext,
  response: CreateProtocolResponse,
): Promise<CreateProtocolResponse> => {
  if (response.protocolId === null) return response;
  try {
    await ctx.jobQueue.enqueue(EVENT_RESULTS_JOB, { protocolId: response.protocolId });
    ctx.jobRunner.nudge();
  } catch (error) {
    ctx.log.error({ err: error, protocolId: response.protocolId }, 'results notices not queued');
  }
  return response;
};
