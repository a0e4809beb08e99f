import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, formId, participantProfileSchema } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { editParticipantInfo } from '../../domain/participant-edits/edit-participant-info.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { writes } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const participantIdField = z.object({ id: formId('идентификатор участника') });

/** Profile editing (part 2 §5, §6, §7.1): the owner or an administrator. */
export const participantEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Participant/edit-participant-info',
    {
      config: {
        // The owner or an administrator (ownership in the use case). The rider's name, club and year
        // of birth show in their races, the seasons' tables, the clubs and the start lists.
        access: 'confirmed',
        cache: writes('rider', 'protocol', 'event', 'season', 'startList'),
      },
      schema: {
        tags: ['Участники'],
        summary:
          'Изменить профиль участника (multipart: id, yearOfBirth, weight, height, uciId, strava, club, firstNameTransliteration, lastNameTransliteration, файл photo, needToDeletePhoto)',
        description:
          'Владелец профиля или администратор. Меняются только переданные поля; поле, переданное пустым, очищается (кроме года рождения). Год рождения 1901…текущий, вес 10…149, рост 100…249, UCI ID — цифры и дефисы. Strava меняет только администратор (иначе 403). Фотография — изображение JPEG, PNG, WebP или GIF по содержимому (иначе 415), не больше 30 Мб (иначе 413); старая удаляется. Ошибка в любом поле — 400 с названием поля, и ничего не сохраняется. Ответ — профиль, как у participant-info.',
        consumes: ['multipart/form-data'],
        response: withErrors({
          200: participantProfileSchema,
          413: errorBodySchema.describe('Фотография больше 30 Мб'),
          415: errorBodySchema.describe('Фотография не является изображением JPEG, PNG, WebP или GIF'),
        }),
      },
    },
    async (request) => {
      const form = await readForm(request);
      const { id } = parseForm(participantIdField, form.fields);
      return editParticipantInfo(app.ctx, requireUser(request.user), id, form.fields, form.files.photo);
    },
  );
};
