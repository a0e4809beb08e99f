import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gpxStartPointResponseSchema, mapGuidParamsSchema } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { deleteMap, uploadGpxStartPoint } from '../../domain/geo/map-files.js';
import { readForm } from '../../lib/multipart.js';
import { privateWrite, writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Карты'];

/** Maps of events (part 2 §7.2): GPX tracks and their start points. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Geo/gpx-start-point',
    {
      config: { access: 'organizer', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Загрузить трек GPX (multipart: файл mapFile); ответ — карта и первая точка трека',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: gpxStartPointResponseSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request);
      return uploadGpxStartPoint(app.ctx, requireUser(request.user), form.files.mapFile ?? form.files.file);
    },
  );

  app.delete(
    '/v1/Geo/:mapGuid',
    {
      config: {
        access: 'organizer',
        // The event that showed the map loses it.
        cache: writes('event'),
      },
      schema: {
        tags: TAGS,
        summary: 'Удалить карту (загрузившему её организатору или администратору)',
        params: mapGuidParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteMap(app.ctx, requireUser(request.user), request.params.mapGuid);
      return sendBooleanText(reply, true);
    },
  );
};
