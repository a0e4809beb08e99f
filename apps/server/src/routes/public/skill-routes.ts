import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventPredictionQuerySchema,
  eventPredictionSchema,
  participantSkillQuerySchema,
  participantSkillSchema,
} from '@velo/contracts';
import { eventPrediction } from '../../domain/skill/event-prediction.js';
import { participantSkill } from '../../domain/skill/participant-skill.js';
import { canSeeHiddenProfile } from '../../auth/policies.js';
import { tag } from '../../infra/cache-tags.js';
import { ownReadFor, publicRead, type QueryOf, type RequestParts } from '../../plugins/cache-class.js';
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
};
