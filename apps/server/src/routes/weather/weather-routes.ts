import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  updateEventsWeatherResponseSchema,
  weatherForecastParamsSchema,
  weatherSchema,
} from '@velo/contracts';
import { getForecast } from '../../domain/weather/get-forecast.js';
import { queueEventsWeatherRefresh } from '../../domain/weather/weather-jobs.js';
import { withErrors } from '../http.js';

const TAGS = ['Погода'];

/**
 * Weather (part 2 §7.5): the forecast call and the administrators' refresh. The weather jobs are in
 * the job registry (domain/jobs/job-registry.ts).
 */
export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Weather/forecast/:query',
    {
      schema: {
        tags: TAGS,
        summary:
          'Прогноз погоды для места или «широта,долгота»; без настроенного сервиса — пустой прогноз (location null)',
        params: weatherForecastParamsSchema,
        response: withErrors({
          200: weatherSchema,
          503: errorBodySchema.describe('Сервис прогноза погоды недоступен'),
        }),
      },
    },
    async (request) => getForecast(app.ctx, request.params.query),
  );

  app.patch(
    '/v1/Admin/update-events-weather',
    {
      schema: {
        tags: TAGS,
        summary: 'Обновить погоду мероприятий ближайших 14 дней (фоновая задача; ответ — её номер)',
        response: withErrors({ 200: updateEventsWeatherResponseSchema }),
      },
    },
    async () => queueEventsWeatherRefresh(app.ctx),
  );
};
