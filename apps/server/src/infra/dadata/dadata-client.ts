import { z } from 'zod';
import type { AddressSuggestion } from '@velo/contracts';
import type { Config } from '../../config.js';

/**
 * A client of a DaData-style suggestions service:
 * POST {DADATA_URL}/suggestions/api/4_1/rs/suggest/address with `Authorization: Token <key>` and
 * the body { query, count }, answering { suggestions: [{ value, unrestricted_value, data: { geo_lat,
 * geo_lon, city, region, … } }] }. Unconfigured (no URL or no key) means no client at all.
 */
export type DadataClient = { suggestAddress: (query: string, count: number) => Promise<AddressSuggestion[]> };

export type DadataFailure = 'unavailable' | 'rejected' | 'timeout';

export class DadataServiceError extends Error {
  constructor(
    readonly failure: DadataFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DadataServiceError';
  }
}

/** Coordinates come as text ("55.7540471") or null; anything else counts as unknown. */
const coordinate = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

const optionalText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value || null);

/** The part of the service's answer we use. */
const suggestAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      unrestricted_value: z.string().nullable().optional(),
      data: z
        .object({
          geo_lat: coordinate,
          geo_lon: coordinate,
          city: optionalText,
          settlement: optionalText,
          region_with_type: optionalText,
          region: optionalText,
        })
        .nullable()
        .optional(),
    }),
  ),
});
type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;

const inRange = (value: number | null, limit: number) =>
  value !== null && Math.abs(value) <= limit ? value : null;

const mapSuggestion = ({ value, unrestricted_value, data }: SuggestAnswer['suggestions'][number]) => {
  const latitude = inRange(data?.geo_lat ?? null, 90);
  const longitude = inRange(data?.geo_lon ?? null, 180);
  const hasPoint = latitude !== null && longitude !== null;
  return {
    value,
    unrestrictedValue: unrestricted_value || value,
    city: data?.city ?? data?.settlement ?? null,
    region: data?.region_with_type ?? data?.region ?? null,
    latitude: hasPoint ? latitude : null,
    longitude: hasPoint ? longitude : null,
  };
};

/** The service's answer in our shape. */
export const mapSuggestAnswer = (answer: unknown): AddressSuggestion[] => {
  const parsed = suggestAnswerSchema.safeParse(answer);
  if (!parsed.success)
    throw new DadataServiceError('unavailable', 'Сервис подсказок адресов ответил в неожиданном формате');
  return parsed.data.suggestions.map(mapSuggestion);
};

export const SUGGEST_ADDRESS_PATH = '/suggestions/api/4_1/rs/suggest/address';

export type DadataClientOptions = { baseUrl?: string; apiKey?: string; timeoutMs?: number };

export const createDadataClient = ({
  baseUrl,
  apiKey,
  timeoutMs = 5_000,
}: DadataClientOptions): DadataClient | null => {
  if (!baseUrl || !apiKey) return null;
  const url = `${baseUrl.replace(/\/+$/, '')}${SUGGEST_ADDRESS_PATH}`;
  return {
    async suggestAddress(query, count) {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(url, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Token ${apiKey}`,
          },
          body: JSON.stringify({ query, count }),
        });
        body = await response.json().catch(() => null);
      } catch (error) {
        const isTimeout = error instanceof Error && error.name === 'TimeoutError';
        throw new DadataServiceError(
          isTimeout ? 'timeout' : 'unavailable',
          isTimeout ? 'Сервис подсказок адресов не ответил вовремя' : 'Сервис подсказок адресов не отвечает',
        );
      }
      if (response.status === 401 || response.status === 403)
        throw new DadataServiceError(
          'rejected',
          `Сервис подсказок адресов отклонил ключ (HTTP ${response.status})`,
        );
      if (!response.ok)
        throw new DadataServiceError(
          'unavailable',
          `Сервис подсказок адресов недоступен (HTTP ${response.status})`,
        );
      return mapSuggestAnswer(body);
    },
  };
};

/** The client the configuration asks for (DADATA_URL and DADATA_API_KEY), or null. */
export const dadataClientFor = (
  config: Pick<Config, 'DADATA_URL' | 'DADATA_API_KEY'>,
  options: Pick<DadataClientOptions, 'timeoutMs'> = {},
) => createDadataClient({ baseUrl: config.DADATA_URL, apiKey: config.DADATA_API_KEY, ...options });
