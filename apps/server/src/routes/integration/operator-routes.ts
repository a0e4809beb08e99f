import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editSagaRequestSchema,
  idParamsSchema,
  pagedSagasRequestSchema,
  pagedSagasResponseSchema,
  sagaSchema,
  triggerSagasResponseSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { editSaga, triggerSagaProcessing } from '../../domain/integration/edit-saga.js';
import { getSaga, listSagas } from '../../domain/integration/read-sagas.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Интеграция: оператор саг'];

/** The saga operator's calls (part 2 §7.8): administrators, by the access table. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integration-api/Operator/paged-sagas',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Пакеты партнёров и их саги, новые первыми; state — только в этом состоянии',
        body: pagedSagasRequestSchema,
        response: withErrors({ 200: pagedSagasResponseSchema }),
      },
    },
    async (request) => listSagas(app.ctx, request.body),
  );

  app.get(
    '/integration-api/Operator/saga/:id',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Сага с пакетом, шагом и ошибками',
        params: idParamsSchema,
        response: withErrors({ 200: sagaSchema }),
      },
    },
    async (request) => getSaga(app.ctx, request.params.id),
  );

  app.post(
    '/integration-api/Operator/edit-saga',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Исправить данные пакета с ошибкой и поставить его в очередь заново (с первого шага)',
        body: editSagaRequestSchema,
        response: withErrors({ 200: sagaSchema }),
      },
    },
    async (request) => editSaga(app.ctx, request.body),
  );

  app.post(
    '/integration-api/Operator/trigger-process-new-sagas-job',
    {
      config: {
        access: 'admin',
        // The packages are imported by a job, which names what it changed.
        cache: privateWrite,
      },
      schema: {
        tags: TAGS,
        summary: 'Запустить обработку ожидающих пакетов сейчас (задача: GET /v1/Job/{id})',
        response: withErrors({ 200: triggerSagasResponseSchema }),
      },
    },
    async (request) => triggerSagaProcessing(app.ctx, requireUser(request.user).id),
  );
};
