import type { SuggestAddressResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { DadataServiceError, dadataClientFor } from '../../infra/dadata/dadata-client.js';

export const ADDRESS_SUGGESTIONS_UNAVAILABLE_MESSAGE =
  'Сервис подсказок адресов сейчас недоступен, введите адрес вручную или попробуйте позже';

/** Whether the suggestions service is configured (the event dialog shows the address field then). */
export const isAddressSuggestionEnabled = (ctx: AppContext): boolean => dadataClientFor(ctx.config) !== null;

/**
 * POST /v1/DaData/suggest-address: addresses starting with the typed text, with their points.
 * Switched off (not configured): no suggestions, not an error, as the weather does. The service
 * failing or slow: 503 with a message (not 502, which the web app reads as maintenance).
 */
export const suggestAddress = async (
  ctx: AppContext,
  { query, count }: { query: string; count: number },
): Promise<SuggestAddressResponse> => {
  const client = dadataClientFor(ctx.config, { timeoutMs: ctx.config.DADATA_TIMEOUT_MS });
  if (!client) return { suggestions: [] };
  try {
    return { suggestions: await client.suggestAddress(query, count) };
  } catch (error) {
    if (error instanceof DadataServiceError)
      ctx.log.warn({ failure: error.failure }, `dadata: ${error.message}`);
    else ctx.log.error({ err: error }, 'dadata: the suggestion request failed');
    throw new AppError('SERVICE_UNAVAILABLE', ADDRESS_SUGGESTIONS_UNAVAILABLE_MESSAGE);
  }
};
