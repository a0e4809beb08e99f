import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** PATCH /v1/Admin/update-events-weather: the forecasts of the next 14 days' events, a background job. */
export const updateEventsWeather = () => apiJson('PATCH /v1/Admin/update-events-weather');

export const useUpdateEventsWeather = (config: MutationConfig<typeof updateEventsWeather> = {}) =>
  useMutation({ ...config, mutationFn: updateEventsWeather });
