import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clubKeyParamsSchema,
  clubSkillQuerySchema,
  clubSkillSchema,
  eventPredictionQuerySchema,
  eventPredictionSchema,
  myPredictionQuerySchema,
  myPredictionSchema,
  participantSkillQuerySchema,
  participantSkillSchema,
  protocolPredictionQuerySchema,
  protocolPredictionSchema,
} from '@velo/contracts';
import { clubSkill } from '../../domain/public-skill/club-skill.js';
import { eventPrediction } from '../../domain/public-skill/event-prediction.js';
import { myPrediction } from '../../domain/public-skill/my-prediction.js';
import { participantSkill } from '../../domain/public-skill/participant-skill.js';
import { protocolPrediction } from '../../domain/public-skill/protocol-prediction.js';
import { canSeeHiddenProfile, requireUser } from '../../auth/policies.js';
import { tag } from '../../infra/cache-tags.js';
import {
  ownReadFor,
  personalRead,
  publicRead,
  type QueryOf,
  type RequestParts,
} from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Сила'];

/** The skill rating (issue 39, beyond the spec): beside the season points, which stay the official rating. */
export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    '/v1/Skill/participant',
    {
      schema: {
        tags: TAGS,
        summary:
          'Сила участника в группе дисциплин: число 0–1000, место, история по гонкам (вне спецификации)',
        description:
          'Без family — группа, в которой у участника больше всего гонок. 404 для неизвестного участника; 400 для неизвестной группы.',
        querystring: participantSkillQuerySchema,
        response: withErrors({ 200: participantSkillSchema }),
      },
      config: {
        access: 'public',
        cache: publicRead(
          ({ query }: QueryOf<typeof participantSkillQuerySchema>) => [
            tag.rider(query.participantId),
            tag.skill(),
          ],
          // A hidden rider's skill is for the owner and administrators: they read their own.
          {
            signedIn: ownReadFor(
              ({ query, user }: QueryOf<typeof participantSkillQuerySchema> & Pick<RequestParts, 'user'>) =>
                canSeeHiddenProfile(user, query.participantId),
            ),
          },
        ),
      },
    },
    async (request) => participantSkill(db(), request.user, request.query),
  );

  app.get(
    '/v1/Skill/event-prediction',
    {
      schema: {
        tags: TAGS,
        summary:
          'Прогноз мест по стартовому листу мероприятия: порядок, диапазон 80 %, очки (вне спецификации)',
        description: '404 без мероприятия или его стартового листа.',
        querystring: eventPredictionQuerySchema,
        response: withErrors({ 200: eventPredictionSchema }),
      },
      config: {
        access: 'public',
        cache: publicRead(
          ({ query }: QueryOf<typeof eventPredictionQuerySchema>) => [
            tag.event(query.eventId),
            tag.startList(query.eventId),
            tag.skill(),
          ],
          { signedIn: 'same' },
        ),
      },
    },
    async (request) => eventPrediction(db(), request.query.eventId),
  );

  app.get(
    '/v1/Skill/club/:key',
    {
      schema: {
        tags: TAGS,
        summary: 'Сильнейшие гонщики клуба по силе, по группам дисциплин (вне спецификации)',
        description:
          'До пяти гонщиков в группе: сначала устоявшаяся сила, затем по числу. 404 — клуб не называет ни один участник; 400 — неизвестная группа.',
        params: clubKeyParamsSchema,
        querystring: clubSkillQuerySchema,
        response: withErrors({ 200: clubSkillSchema }),
      },
      config: {
        access: 'public',
        // Riders' clubs and names are the riders' own; merges are any club's.
        cache: publicRead(() => [tag.club(), tag.rider(), tag.skill()], { signedIn: 'same' }),
      },
    },
    async (request) => clubSkill(db(), request.params.key, request.query.family),
  );

  app.get(
    '/v1/Skill/my-prediction',
    {
      schema: {
        tags: TAGS,
        summary:
          'Личный прогноз заявленного участника: диапазон мест, очки за прогнозное место, место в рейтинге (вне спецификации)',
        description:
          'Только вошедшему пользователю; line = null, если он не гонщик стартового листа. 404 без мероприятия или его стартового листа.',
        querystring: myPredictionQuerySchema,
        response: withErrors({ 200: myPredictionSchema }),
      },
      config: { access: 'signedIn', cache: personalRead },
    },
    async (request) => myPrediction(db(), requireUser(request.user), request.query.eventId),
  );

  app.get(
    '/v1/Skill/protocol-prediction',
    {
      schema: {
        tags: TAGS,
        summary:
          'Как сбылся прогноз гонки: доля пар, упорядоченных как предсказано, и главные неожиданности (вне спецификации)',
        description: 'Прогноз — по силе финишировавших до дня гонки. 404 для неизвестного протокола.',
        querystring: protocolPredictionQuerySchema,
        response: withErrors({ 200: protocolPredictionSchema }),
      },
      config: {
        access: 'public',
        cache: publicRead(
          ({ query }: QueryOf<typeof protocolPredictionQuerySchema>) => [
            tag.protocol(query.protocolId),
            tag.skill(),
          ],
          { signedIn: 'same' },
        ),
      },
    },
    async (request) => protocolPrediction(db(), request.query.protocolId),
  );
};
