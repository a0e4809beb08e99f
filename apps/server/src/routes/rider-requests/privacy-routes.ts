import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePrivacyRequestSchema, changePrivacyResponseSchema } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { changeParticipantPrivacy } from '../../domain/participant-privacy/change-participant-privacy.js';
import { withErrors } from '../http.js';
import { perAccountLimit } from '../rate-limits.js';
import { writes } from '../../plugins/cache-class.js';

const TAGS = ['Участники'];

/**
 * A rider's privacy (issue 34): the owner, or an administrator on the rider's written request,
 * hides the profile from the public or shows it again (ownership in the use case).
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = perAccountLimit(app.ctx.config.RIDER_REQUESTS_PER_HOUR, '1 hour');

  app.post(
    '/v1/Participant/privacy',
    {
      schema: {
        tags: TAGS,
        summary:
          'Скрыть профиль участника от посторонних или открыть снова (владелец; администратор — по письменному заявлению участника, с основанием в note)',
        description:
          'Вне спецификации (задача 34). Скрытый участник в таблицах, протоколах и выгрузках показан инициалами, без года рождения, клуба и города; очки учитываются. Изменение записывается в журнал.',
        body: changePrivacyRequestSchema,
        response: withErrors({ 200: changePrivacyResponseSchema }),
      },
      // The rider's name, year, club and city, wherever they are shown (riderReach in the use case).
      config: {
        access: 'confirmed',
        cache: writes('rider', 'protocol', 'event', 'season', 'startList'),
        rateLimit: limit,
      },
    },
    async (request) => changeParticipantPrivacy(app.ctx, requireUser(request.user), request.body),
  );
};
