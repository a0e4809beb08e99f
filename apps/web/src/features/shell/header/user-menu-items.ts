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

/**
 * How the menu names each `loginProvider` word of contracts' LOGIN_PROVIDER_NAMES (a test keeps the
 * keys in step; plain values keep contracts out of the shell's bundle).
 */
export const PROVIDER_WORDS: Record<string, string> = {
  Email: 'Email',
  Strava: 'Strava',
  Yandex: 'Яндекс ID',
  VK: 'VK ID',
  Bank: 'Банк',
};

/** The disabled line naming how the user signed up (default Email). */
export const loginProviderLine = (provider: string | null | undefined): string =>
  `Вход через: ${PROVIDER_WORDS[provider || 'Email'] ?? provider}`;
