import type { LoginProvider } from '@velo/contracts/enums';

/** Organizer items of the avatar menu: /lk/org?viewType=… (spec part 1 §2.3). */
export const ORGANIZER_ITEMS = [
  { viewType: 'events', label: 'Мероприятия' },
  { viewType: 'protocols', label: 'Протоколы' },
  { viewType: 'clusters', label: 'Кластеры' },
  { viewType: 'configs', label: 'Конфигурации' },
] as const;

/** Administrator items: /lk/admin?viewType=…, in the spec's order. */
export const ADMIN_ITEMS = [
  { viewType: 'events', label: 'Мероприятия' },
  { viewType: 'configs', label: 'Конфигурации' },
  { viewType: 'clusters', label: 'Кластеры' },
  { viewType: 'protocols', label: 'Протоколы' },
  { viewType: 'users', label: 'Пользователи' },
] as const;

/** How the menu names each `loginProvider` word of the contracts. */
export const PROVIDER_WORDS: Record<LoginProvider, string> = {
  Email: 'Email',
  Strava: 'Strava',
  Yandex: 'Яндекс ID',
  VK: 'VK ID',
  Bank: 'Банк',
};

/** The disabled line naming how the user signed up (default Email). */
export const loginProviderLine = (provider: string | null | undefined): string =>
  `Вход через: ${PROVIDER_WORDS[(provider || 'Email') as LoginProvider] ?? provider}`;
