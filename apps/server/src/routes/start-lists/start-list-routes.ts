import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStartListRequestSchema,
  createStartListResponseSchema,
  participantStartsParamsSchema,
  participantStartsSchema,
  processFileResponseSchema,
  startListParamsSchema,
  startListSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { createStartList } from '../../domain/start-lists/create-start-list.js';
import { removeStartList } from '../../domain/start-lists/delete-start-list.js';
import { getParticipantStarts, getStartList } from '../../domain/start-lists/get-start-list.js';
import { processStartListFile } from '../../domain/start-lists/process-start-list-file.js';
import { tag } from '../../infra/cache-tags.js';
import { personalRead, publicRead, writes, type ParamsOf } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Стартовые листы'];

/**
 * The event's organizer (or an administrator) uploads, replaces and removes an upcoming event's list
 * (ownership in the use case); reading it and a rider's starts is public. The riders' next starts
 * show in the rating table.
 */
const START_LIST_CHANGES = writes('startList', 'event');
const WHO =
  'Организатор мероприятия или администратор; только для мероприятия, дата которого сегодня или позже (иначе 400).';

/** Start lists (issue 19, beyond the spec): who is registered for an upcoming event, and what it is worth. */
export const startListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.post(
    '/v1/StartList/process-file',
    {
      config: { access: 'organizer', cache: personalRead },
      schema: {
        tags: TAGS,
        summary:
          'Разобрать файл стартового листа (multipart: file, eventId) в предпросмотр (вне спецификации)',
        description: `${WHO} Файл читается как протокол, но без мест и времени: нужны фамилия, имя и год рождения. Ответ — как у /v1/Protocol/process-file.`,
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: processFileResponseSchema }),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const form = await readForm(request);
      const { eventId } = parseForm(startListParamsSchema, form.fields);
      return processStartListFile(app.ctx, user, eventId, form.files.file ?? Object.values(form.files)[0]);
    },
  );

  app.post(
    '/v1/StartList/create',
    {
      config: { access: 'organizer', cache: START_LIST_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Сохранить стартовый лист мероприятия из предпросмотра, заменив прежний (вне спецификации)',
        description: `${WHO} Строка связывается с указанным участником, иначе с участником с теми же фамилией, именем и годом рождения; новые участники не создаются.`,
        body: createStartListRequestSchema,
        response: withErrors({ 200: createStartListResponseSchema }),
      },
    },
    async (request) => createStartList(app.ctx, requireUser(request.user), request.body),
  );

  app.delete(
    '/v1/StartList/:eventId',
    {
      config: { access: 'organizer', cache: START_LIST_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Удалить стартовый лист мероприятия (вне спецификации)',
        description: `${WHO} 404 — если стартового листа нет.`,
        params: startListParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await removeStartList(app.ctx, requireUser(request.user), request.params.eventId);
      return sendBooleanText(reply, true);
    },
  );

  app.get(
    '/v1/StartList/:eventId',
    {
      config: {
        access: 'public',
        cache: publicRead(({ params }: ParamsOf<typeof startListParamsSchema>) => [
          tag.startList(params.eventId),
          tag.event(params.eventId),
        ]),
      },
      schema: {
        tags: TAGS,
        summary:
          'Стартовый лист мероприятия с местами в рейтинге сезона и ожидаемой силой состава (вне спецификации)',
        description:
          'Публично. Места и очки — национальный рейтинг сезона мероприятия по полу участника. Прогноз по каждому полу: Q = min(1 + n/200, 1.5), n — заявленные из текущей сотни лучших; F — как для протокола, где финишировали все заявленные; очки мест — распределение конфигурации по умолчанию × F × Q. 404 — если стартового листа нет.',
        params: startListParamsSchema,
        response: withErrors({ 200: startListSchema }),
      },
    },
    async (request) => getStartList(db(), request.user, request.params.eventId),
  );

  app.get(
    '/v1/StartList/by-participant/:participantId',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ params }: ParamsOf<typeof participantStartsParamsSchema>) => [
            tag.rider(params.participantId),
            tag.startList(),
            tag.event(),
          ],
          { signedIn: 'same' },
        ),
      },
      schema: {
        tags: TAGS,
        summary:
          'Предстоящие старты участника: мероприятия, в стартовых листах которых он заявлен (вне спецификации)',
        description: 'Публично. Мероприятия с датой сегодня или позже, ближайшие первыми.',
        params: participantStartsParamsSchema,
        response: withErrors({ 200: participantStartsSchema }),
      },
    },
    async (request) => getParticipantStarts(db(), request.params.participantId),
  );
};
