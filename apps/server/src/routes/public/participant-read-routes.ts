import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  headToHeadQuerySchema,
  headToHeadSchema,
  lastYearOfActivityRequestSchema,
  lastYearOfActivityResponseSchema,
  participantInfoQuerySchema,
  participantProfileSchema,
  participantProtocolsRequestSchema,
  participantProtocolsResponseSchema,
  placeHistoryQuerySchema,
  placeHistorySchema,
  qrCodeQuerySchema,
  seasonProgressQuerySchema,
  seasonProgressSchema,
  yearResultsRequestSchema,
  yearResultsSchema,
  int32Param,
} from '@velo/contracts';
import { z } from 'zod';
import { requireUser } from '../../auth/policies.js';
import {
  participantQrSvg,
  participantsLastYearOfActivity,
} from '../../domain/public-participants/activity.js';
import {
  ownParticipantProfile,
  participantProfile,
} from '../../domain/public-participants/participant-profile.js';
import { participantProtocols } from '../../domain/public-participants/participant-protocols.js';
import { seasonProgress } from '../../domain/public-participants/season-progress.js';
import { getPlaceHistory } from '../../domain/place-history/get-place-history.js';
import { headToHead } from '../../domain/public-participants/head-to-head.js';
import { publicYearResults } from '../../domain/public-participants/year-results.js';
import { canSeeDocumentsOf, canSeeHiddenProfile } from '../../auth/policies.js';
import { tag } from '../../infra/cache-tags.js';
import {
  ownReadFor,
  personalRead,
  publicRead,
  riderMarks,
  type BodyOf,
  type RequestParts,
  type QueryOf,
} from '../../plugins/cache-class.js';
import { fileAnswers, withErrors } from '../http.js';

const TAGS = ['Участники'];

export const participantReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    '/v1/Participant/participant-info',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ query }: QueryOf<typeof participantInfoQuerySchema>) => [tag.rider(query.participantId)],
          {
            signedIn: riderMarks(
              ({ query, user }: QueryOf<typeof participantInfoQuerySchema> & Pick<RequestParts, 'user'>) =>
                // The owner's and an administrator's profile carry the documents: theirs, read as it is.
                canSeeDocumentsOf(user, query.participantId) || user?.participantId === query.participantId
                  ? null
                  : { marks: query.includeParticipantFavoritesMark, rootRider: query.participantId },
            ),
          },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Профиль участника за год (по умолчанию — последний год участия)',
        querystring: participantInfoQuerySchema,
        response: withErrors({ 200: participantProfileSchema }),
      },
    },
    async (request) => participantProfile(db(), request.user, request.query),
  );

  app.get(
    '/v1/Participant/head-to-head',
    {
      config: {
        access: 'public',
        cache: publicRead(
          // The skill rating's chance of each finishing ahead (issue 39) moves with any recalculation.
          ({ query }: QueryOf<typeof headToHeadQuerySchema>) => [
            tag.rider(query.a),
            tag.rider(query.b),
            tag.skill(),
          ],
          { signedIn: 'same' },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Личные встречи двух участников: общие гонки, кто впереди, отрыв (вне спецификации)',
        querystring: headToHeadQuerySchema,
        response: withErrors({ 200: headToHeadSchema }),
      },
    },
    async (request) => headToHead(db(), request.query),
  );

  app.get(
    '/v1/Participant/participant-lk',
    {
      config: { access: 'signedIn', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Собственный профиль участника',
        querystring: z.object({ year: int32Param().optional() }),
        response: withErrors({ 200: participantProfileSchema }),
      },
    },
    async (request) => ownParticipantProfile(db(), requireUser(request.user), request.query.year),
  );

  app.post(
    '/v1/Participant/participant-protocols',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ body }: BodyOf<typeof participantProtocolsRequestSchema>) => [tag.rider(body.participantId)],
          // A hidden rider's races are for the owner and administrators: they read their own.
          {
            signedIn: ownReadFor(
              ({
                body,
                user,
              }: BodyOf<typeof participantProtocolsRequestSchema> & Pick<RequestParts, 'user'>) =>
                canSeeHiddenProfile(user, body.participantId),
            ),
          },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Протоколы участника (за год), постранично, с суммой рейтинговых очков',
        body: participantProtocolsRequestSchema,
        response: withErrors({ 200: participantProtocolsResponseSchema }),
      },
    },
    async (request) => participantProtocols(db(), request.user, request.body),
  );

  app.post(
    '/v1/Participant/year-results',
    {
      config: {
        access: 'public',
        // The year's places are the season's standings.
        cache: publicRead(
          ({ body }: BodyOf<typeof yearResultsRequestSchema>) => [tag.rider(body.participantId)],
          // A hidden rider's races are for the owner and administrators: they read their own.
          {
            signedIn: ownReadFor(
              ({ body, user }: BodyOf<typeof yearResultsRequestSchema> & Pick<RequestParts, 'user'>) =>
                canSeeHiddenProfile(user, body.participantId),
            ),
          },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Итоги года участника',
        body: yearResultsRequestSchema,
        response: withErrors({ 200: yearResultsSchema }),
      },
    },
    async (request) => publicYearResults(db(), request.user, request.body),
  );

  app.get(
    '/v1/Participant/season-progress',
    {
      config: {
        access: 'public',
        // The places after each day are the whole season's.
        cache: publicRead(
          ({ query }: QueryOf<typeof seasonProgressQuerySchema>) => [
            tag.rider(query.participantId),
            tag.season(query.year),
          ],
          { signedIn: 'same' },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Сезон участника по гоночным дням: очки дня, сумма и место в рейтинге после каждого дня',
        description:
          'Вне спецификации: график на странице участника. Рейтинговые протоколы рейтинговых событий года; место — в национальном рейтинге (оба пола) и среди своего пола, как рейтинг стоял вечером этого дня.',
        querystring: seasonProgressQuerySchema,
        response: withErrors({ 200: seasonProgressSchema }),
      },
    },
    async (request) => seasonProgress(db(), request.query),
  );

  app.get(
    '/v1/Participant/place-history',
    {
      // Public; a hidden rider's history only for the owner and administrators (the use case's policy),
      // so signed-in callers read their own. The places after each day are the whole season's.
      config: {
        access: 'public',
        cache: publicRead(({ query }: QueryOf<typeof placeHistoryQuerySchema>) => [
          tag.season(query.year),
          tag.rider(query.participantId),
        ]),
      },
      schema: {
        tags: TAGS,
        summary: 'Почему изменилось место: место и очки участника в рейтинге сезона по гоночным дням',
        description:
          'Вне спецификации (задача 38). Национальный рейтинг сезона после каждого гоночного дня, в который у участника изменились место или очки, он стартовал или протокол этого дня исправлен; для каждого изменения — его причина: собственный результат, участники, набравшие больше очков (по протоколам дня), исправления протоколов и объединения профилей, корректировки очков администратором. Скрытый профиль — только владельцу и администраторам.',
        querystring: placeHistoryQuerySchema,
        response: withErrors({ 200: placeHistorySchema }),
      },
    },
    async (request) => getPlaceHistory(db(), request.user, request.query),
  );

  app.get(
    '/v1/Participant/participant-qr-code-svg',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ query }: QueryOf<typeof qrCodeQuerySchema>) => [tag.rider(query.participantId)],
          {
            signedIn: 'same',
          },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'QR-код публичной страницы участника (SVG)',
        querystring: qrCodeQuerySchema,
        response: fileAnswers(
          { type: 'image/svg+xml', description: 'QR-код (SVG)' },
          { 400: 'Неверный идентификатор участника', 404: 'Участник не найден' },
        ),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(await participantQrSvg(db(), app.ctx.config.PUBLIC_URL, request.query.participantId)),
  );

  app.post(
    '/v1/Participant/paged-participant-last-year-of-activity-infos',
    {
      config: {
        access: 'public',
        // Every rider's last season: any change of results. A miss reads every result; limited per address.
        cache: publicRead(() => [tag.season(), tag.rider(), tag.event(), tag.organizer()], {
          signedIn: 'same',
          missesPerMinute: 20,
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Участники с последним годом участия, лучшими местами и организаторами',
        body: lastYearOfActivityRequestSchema,
        response: withErrors({ 200: lastYearOfActivityResponseSchema }),
      },
    },
    async (request) => participantsLastYearOfActivity(db(), request.body),
  );
};
