import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedProtocolConfigsRequestSchema,
  pagedProtocolConfigsResponseSchema,
  protocolConfigInputSchema,
  protocolConfigSchema,
  protocolConfigUpdateSchema,
  int32Param,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { cloneConfig } from '../../domain/configs/clone-config.js';
import { deleteConfig } from '../../domain/configs/delete-config.js';
import { getConfig, getConfigOfProtocol, getDefaultConfig } from '../../domain/configs/get-config.js';
import { listCabinetConfigs } from '../../domain/configs/list-cabinet-configs.js';
import { listConfigs } from '../../domain/configs/list-configs.js';
import { createConfig, updateConfig } from '../../domain/configs/save-config.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Конфигурации протоколов'];
const idParams = z.object({ id: int32Param().positive() });

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    '/v1/ProtocolConfig/list',
    {
      schema: {
        tags: TAGS,
        summary: 'Общие конфигурации и конфигурации организатора',
        querystring: z.object({ organizerId: int32Param().positive().optional() }),
        response: withErrors({ 200: z.array(protocolConfigSchema) }),
      },
    },
    async (request) => listConfigs(db(), request.query.organizerId),
  );

  app.get(
    '/v1/ProtocolConfig/Default',
    {
      schema: {
        tags: TAGS,
        summary: 'Конфигурация по умолчанию',
        response: withErrors({ 200: protocolConfigSchema }),
      },
    },
    async () => getDefaultConfig(db()),
  );

  app.get(
    '/v1/ProtocolConfig/GetForProtocol/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Конфигурация протокола',
        params: idParams,
        response: withErrors({ 200: protocolConfigSchema }),
      },
    },
    async (request) => getConfigOfProtocol(db(), request.params.id),
  );

  app.get(
    '/v1/ProtocolConfig/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Конфигурация',
        params: idParams,
        response: withErrors({ 200: protocolConfigSchema }),
      },
    },
    async (request) => getConfig(db(), request.params.id),
  );

  app.delete(
    '/v1/ProtocolConfig/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Удалить конфигурацию (если протоколы её не используют)',
        params: idParams,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteConfig(app.ctx, requireUser(request.user), request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/ProtocolConfig',
    {
      schema: {
        tags: TAGS,
        summary: 'Создать конфигурацию',
        body: protocolConfigInputSchema,
        response: withErrors({ 200: protocolConfigSchema }),
      },
    },
    async (request) => createConfig(app.ctx, requireUser(request.user), request.body),
  );

  app.put(
    '/v1/ProtocolConfig',
    {
      schema: {
        tags: TAGS,
        summary: 'Изменить конфигурацию',
        body: protocolConfigUpdateSchema,
        response: withErrors({ 200: protocolConfigSchema }),
      },
    },
    async (request) => updateConfig(app.ctx, requireUser(request.user), request.body),
  );

  app.post(
    '/v1/ProtocolConfig/clone/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Копия конфигурации',
        params: idParams,
        response: withErrors({ 200: protocolConfigSchema }),
      },
    },
    async (request) => cloneConfig(app.ctx, requireUser(request.user), request.params.id),
  );

  app.post(
    '/v1/ProtocolConfig/paged',
    {
      schema: {
        tags: TAGS,
        summary: 'Конфигурации кабинета, постранично',
        body: pagedProtocolConfigsRequestSchema,
        response: withErrors({ 200: pagedProtocolConfigsResponseSchema }),
      },
    },
    async (request) => listCabinetConfigs(app.ctx, requireUser(request.user), request.body),
  );
};
