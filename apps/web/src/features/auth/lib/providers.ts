import type { ExternalProvider } from '@velo/contracts';

/** The four external providers, in the order the sign-in screens offer them. */
export const PROVIDERS: readonly ExternalProvider[] = ['strava', 'yandex', 'vk', 'bank'];

/** How the screens name each provider (the server's messages name them the same way). */
export const PROVIDER_NAMES: Record<ExternalProvider, string> = {
  strava: 'Strava',
  yandex: 'Яндекс ID',
  vk: 'VK ID',
  bank: 'Банк',
};

export const isProvider = (value: string): value is ExternalProvider =>
  PROVIDERS.includes(value as ExternalProvider);
