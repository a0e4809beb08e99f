/** External sign-in: the providers, their kinds and the login words of accounts. */

export const EXTERNAL_SYSTEM_TYPES = [
  'undefined',
  'fitnessTracking',
  'searchPortal',
  'socialNetwork',
  'bank',
] as const;
export type ExternalSystemType = (typeof EXTERNAL_SYSTEM_TYPES)[number];

/** The external sign-in providers, in the order the sign-in screens offer them. */
export const EXTERNAL_PROVIDERS = ['strava', 'yandex', 'vk', 'bank'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

/** The external system kind of each provider. */
export const PROVIDER_TYPES: Record<ExternalProvider, ExternalSystemType> = {
  strava: 'fitnessTracking',
  yandex: 'searchPortal',
  vk: 'socialNetwork',
  bank: 'bank',
};

/** The `loginProvider` word of an account: Email, or the provider it was created through. */
export const LOGIN_PROVIDERS = ['Email', 'Strava', 'Yandex', 'VK', 'Bank'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

/** The `loginProvider` word an account created through each provider carries (e-mail accounts: Email). */
export const LOGIN_PROVIDER_NAMES: Record<ExternalProvider, Exclude<LoginProvider, 'Email'>> = {
  strava: 'Strava',
  yandex: 'Yandex',
  vk: 'VK',
  bank: 'Bank',
};
