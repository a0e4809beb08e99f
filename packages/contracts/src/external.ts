import { z } from 'zod';
import { externalSystemTypeSchema } from './enums.js';

export const externalProviderSchema = z.enum(['strava', 'yandex', 'vk', 'bank']);
export type ExternalProvider = z.infer<typeof externalProviderSchema>;

/** The external system kind of each provider. */
export const PROVIDER_TYPES: Record<ExternalProvider, z.infer<typeof externalSystemTypeSchema>> = {
  strava: 'fitnessTracking',
  yandex: 'searchPortal',
  vk: 'socialNetwork',
  bank: 'bank',
};

export const externalSystemLinkSchema = z.object({
  link: z.string(),
  type: externalSystemTypeSchema,
  provider: externalProviderSchema,
  state: z.string(),
});
export type ExternalSystemLink = z.infer<typeof externalSystemLinkSchema>;

export const externalLoginQuerySchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(4000),
});
export const stravaLoginQuerySchema = z.object({
  authorizationCode: z.string().min(1).max(2000),
  state: z.string().min(1).max(4000),
});
export const stravaRegisterQuerySchema = z.object({
  code: z.string().min(1).max(2000),
  addRoleRequestId: z.coerce.number().int().positive(),
  state: z.string().min(1).max(4000),
});
