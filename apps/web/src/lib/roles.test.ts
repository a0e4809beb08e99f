import { describe, expect, it } from 'vitest';
import { roleWord, sessionRole, signOutPath } from './roles';

const tokenWith = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('roles', () => {
  it('names a role in Russian', () => {
    expect(roleWord('Organizer')).toBe('организатор');
  });

  it('reads the role a session was opened with from the token', () => {
    expect(sessionRole(tokenWith({ sub: '5', role: 'Admin', ver: 0 }))).toBe('Admin');
    expect(sessionRole(tokenWith({ sub: '5', role: 'Superuser' }))).toBeNull();
    expect(sessionRole('not-a-token')).toBeNull();
    expect(sessionRole(null)).toBeNull();
  });

  it('sends logout to the sign-in of the first role, or /auth', () => {
    expect(signOutPath(['Participant', 'Organizer'])).toBe('/auth/participant');
    expect(signOutPath(['Organizer'])).toBe('/auth/organizer');
    expect(signOutPath(['Admin'])).toBe('/auth/admin');
    expect(signOutPath([])).toBe('/auth');
  });
});
