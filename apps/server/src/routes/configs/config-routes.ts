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
import { tag } from '../../infra/cache-tags.js';
import { personalRead, publicRead, writes, type ParamsOf, type QueryOf } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Конфигурации протоколов'];
const idParams = z.object({ id: int32Param().positive() });
const listQuery = z.object({ organizerId: int32Param().positive().optional() });

/**
 * A config is its organizer's, or everyone's (reference data); a change of its points moves the
 * seasons of its protocols, recalculated by a job that names what it changed.
 */
const CONFIG_CHANGES = writes('organizer', 'reference', 'season', 'protocol', 'rider');
/** A config by its id: whose it is is not in the address. */
const anyConfig = () => [tag.organizer(), tag.reference()];

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    '/v1/ProtocolConfig/list',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ query }: QueryOf<typeof listQuery>) => [tag.organizer(query.organizerId), tag.reference()],
          { signedIn: 'same' },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Общие конфигурации и конфигурации организатора',
        querystring: listQuery,
        response: withErrors({ 200: z.array(protocolConfigSchema) }),
      },
    },
    async (request) => listConfigs(db(), request.query.organizerId),
  );

  app.get(
    '/v1/ProtocolConfig/Default',
    {
      config: { access: 'public', cache: publicRead(() => [tag.reference()], { signedIn: 'same' }) },
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
      config: {
        access: 'public',
        cache: publicRead(
          ({ params }: ParamsOf<typeof idParams>) => [tag.protocol(params.id), ...anyConfig()],
          { signedIn: 'same' },
        ),
      },
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
      config: { access: 'public', cache: publicRead(anyConfig, { signedIn: 'same' }) },
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
      config: { access: 'organizer', cache: CONFIG_CHANGES },
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
      config: { access: 'organizer', cache: CONFIG_CHANGES },
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
      config: { access: 'organizer', cache: CONFIG_CHANGES },
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
      config: { access: 'organizer', cache: CONFIG_CHANGES },
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
      config: { access: 'organizer', cache: personalRead },
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
