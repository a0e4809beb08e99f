import { EXTERNAL_PROVIDERS, type ExternalProvider } from '@velo/contracts/enums';

/** How the screens name each provider (the server's messages name them the same way). */
export const PROVIDER_NAMES: Record<ExternalProvider, string> = {
  strava: 'Strava',
  yandex: 'Яндекс ID',
  vk: 'VK ID',
  bank: 'Банк',
};

export const isProvider = (value: string): value is ExternalProvider =>
  (EXTERNAL_PROVIDERS as readonly string[]).includes(value);
