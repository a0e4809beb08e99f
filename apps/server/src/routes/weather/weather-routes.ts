import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  updateEventsWeatherResponseSchema,
  weatherForecastParamsSchema,
  weatherSchema,
} from '@velo/contracts';
import { getForecast } from '../../domain/weather/get-forecast.js';
import { queueEventsWeatherRefresh } from '../../domain/weather/weather-jobs.js';
import { tag } from '../../infra/cache-tags.js';
import { privateWrite, publicRead } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Погода'];

/**
 * Weather (part 2 §7.5): the forecast call and the administrators' refresh. The weather jobs are in
 * the job registry (domain/job-registry.ts).
 */
export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Weather/forecast/:query',
    {
      config: {
        access: 'public',
        // From the forecasts stored on the events (their refresh names the events it changed).
        cache: publicRead(() => [tag.event()], { signedIn: 'same' }),
      },
      schema: {
        tags: TAGS,
        summary:
          'Прогноз погоды для места старта («широта,долгота») или названия места — из прогнозов, сохранённых для стартов ближайших мероприятий; без настроенного сервиса — пустой прогноз (location null)',
        params: weatherForecastParamsSchema,
        response: withErrors({ 200: weatherSchema }),
      },
    },
    async (request) => getForecast(app.ctx, request.params.query),
  );

  app.patch(
    '/v1/Admin/update-events-weather',
    {
      config: {
        access: 'admin',
        // The refresh is a job, which names the events it changed.
        cache: privateWrite,
      },
      schema: {
        tags: TAGS,
        summary: 'Обновить погоду мероприятий ближайших 14 дней (фоновая задача; ответ — её номер)',
        response: withErrors({ 200: updateEventsWeatherResponseSchema }),
      },
    },
    async () => queueEventsWeatherRefresh(app.ctx),
  );
};
