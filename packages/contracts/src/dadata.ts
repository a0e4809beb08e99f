import { z } from 'zod';
import { textSchema } from './text.js';

/**
 * Address suggestions (part 1 §1, part 2 §7.5): POST /v1/DaData/suggest-address, served by a
 * DaData-style suggestions service for the event dialog's start address. The spec names the call
 * only; the request and answer below are ours (docs/decisions/integrations.md, "Address suggestions").
 */

export const ADDRESS_SUGGESTION_LIMITS = {
  /** The service reads at most 300 characters of a query. */
  maxQueryLength: 300,
  maxCount: 20,
  defaultCount: 10,
  /** The web app asks from this many letters on. */
  minTypedLength: 3,
} as const;

export const suggestAddressRequestSchema = z.object({
  query: textSchema
    .trim()
    .min(1, 'Не заполнено поле «query» (начало адреса)')
    .max(
      ADDRESS_SUGGESTION_LIMITS.maxQueryLength,
      `Поле «query»: не длиннее ${ADDRESS_SUGGESTION_LIMITS.maxQueryLength} символов`,
    ),
  count: z
    .int('Поле «count»: ожидается целое число')
    .min(1, `Поле «count»: от 1 до ${ADDRESS_SUGGESTION_LIMITS.maxCount}`)
    .max(ADDRESS_SUGGESTION_LIMITS.maxCount, `Поле «count»: от 1 до ${ADDRESS_SUGGESTION_LIMITS.maxCount}`)
    .default(ADDRESS_SUGGESTION_LIMITS.defaultCount),
});
export type SuggestAddressRequest = z.input<typeof suggestAddressRequestSchema>;

/** One suggested address: its short and full text, its city and region, and its point when known. */
export const addressSuggestionSchema = z.object({
  value: z.string(),
  unrestrictedValue: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** The answer; with the service switched off (not configured), no suggestions. */
export const suggestAddressResponseSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type SuggestAddressResponse = z.infer<typeof suggestAddressResponseSchema>;
