import { describe, expect, it } from 'vitest';
import { birthYearText, dayMonth, participantAuthHref, pointsText, stravaUrl } from './display';

const NOW = new Date('2026-05-01T12:00:00Z');

describe('the card’s texts (part 2 §2.2)', () => {
  it('writes the birth year with the age, or "-" for a missing, non-positive or future year', () => {
    expect(birthYearText(1980, 45, NOW)).toBe('1980 (45)');
    expect(birthYearText(1980, null, NOW)).toBe('1980 (46)');
    expect(birthYearText(null, null, NOW)).toBe('-');
    expect(birthYearText(-5, null, NOW)).toBe('-');
    expect(birthYearText(0, null, NOW)).toBe('-');
    expect(birthYearText(2027, null, NOW)).toBe('-');
  });

  it('links Strava: an athlete number to the athlete’s page, a link as it is, anything else not', () => {
    expect(stravaUrl('12345')).toBe('https://www.strava.com/athletes/12345');
    expect(stravaUrl(' https://www.strava.com/athletes/9 ')).toBe('https://www.strava.com/athletes/9');
    expect(stravaUrl('javascript:alert(1)')).toBeNull();
    expect(stravaUrl('')).toBeNull();
  });

  it('sends a visitor to the sign-up tab of /auth/participant with the rider’s names, account or not', () => {
    const names = `firstName=${encodeURIComponent('Иван')}&lastName=${encodeURIComponent('Петров-Водкин')}`;
    expect(participantAuthHref({ firstName: 'Иван', lastName: 'Петров-Водкин' })).toBe(
      `/auth/participant?${names}&mode=signUp`,
    );
  });

  it('writes dates of the protocols table as dd/MM and points with their word', () => {
    expect(dayMonth('2025-05-17T00:00:00Z')).toBe('17/05');
    expect(pointsText(1)).toBe('1 очко');
    expect(pointsText(3)).toBe('3 очка');
    expect(pointsText(25)).toBe('25 очков');
    expect(pointsText(106.4)).toBe('106,4 очка');
  });
});
