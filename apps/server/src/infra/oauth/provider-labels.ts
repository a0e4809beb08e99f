import type { ExternalProvider } from '@velo/contracts';

/** How messages name each provider: «Сервис входа «…»», «Вход через … не настроен». */
export const PROVIDER_LABELS: Record<ExternalProvider, { name: string; via: string }> = {
  strava: { name: 'Strava', via: 'Strava' },
  yandex: { name: 'Яндекс ID', via: 'Яндекс ID' },
  vk: { name: 'VK ID', via: 'VK ID' },
  bank: { name: 'Банк', via: 'банк' },
};
