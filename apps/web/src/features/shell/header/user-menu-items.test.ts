import { describe, expect, it } from 'vitest';
import { ADMIN_ITEMS, ORGANIZER_ITEMS, loginProviderLine } from './user-menu-items';

describe('avatar menu items (spec part 1 §2.3)', () => {
  it('names the login provider, Email by default', () => {
    expect(loginProviderLine('Email')).toBe('Вход через: Email');
    expect(loginProviderLine('Strava')).toBe('Вход через: Strava');
    expect(loginProviderLine('')).toBe('Вход через: Email');
  });

  it('opens the cabinets with the spec view types, in its order', () => {
    expect(ORGANIZER_ITEMS.map((item) => item.viewType)).toEqual([
      'events',
      'protocols',
      'clusters',
      'configs',
    ]);
    expect(ADMIN_ITEMS.map((item) => item.viewType)).toEqual([
      'events',
      'configs',
      'clusters',
      'protocols',
      'users',
    ]);
  });
});
