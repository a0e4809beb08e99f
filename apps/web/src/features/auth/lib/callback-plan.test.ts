import { describe, expect, it } from 'vitest';
import { planCallback } from './callback-plan';
import { messagesState } from './messages-state';

const pending = {
  provider: 'strava' as const,
  state: 'signed-state',
  addRoleRequestId: null,
  requestSecret: null,
};

describe('external sign-in callback (spec part 1 §4)', () => {
  it('signs in with a code when the state is the one this browser started with', () => {
    expect(planCallback('strava', { code: 'c1', state: 'signed-state' }, pending)).toEqual({
      kind: 'signIn',
      code: 'c1',
      state: 'signed-state',
    });
  });

  it('signs up when the code comes with a role request, with the secret of the request this browser made', () => {
    const started = { ...pending, state: 's', addRoleRequestId: 42, requestSecret: 'secret-42' };
    expect(planCallback('strava', { code: 'c1', state: 's' }, started)).toEqual({
      kind: 'signUp',
      code: 'c1',
      state: 's',
      addRoleRequestId: 42,
      requestSecret: 'secret-42',
    });
    expect(planCallback('strava', { code: 'c1', state: 's', addRoleRequestCode: '7' }, started)).toEqual({
      kind: 'signUp',
      code: 'c1',
      state: 's',
      addRoleRequestId: 7,
      requestSecret: null,
    });
  });

  it('refuses a foreign or missing state, another provider, a missing code or a provider error', () => {
    expect(planCallback('strava', { code: 'c1', state: 'forged' }, pending).kind).toBe('invalid');
    expect(planCallback('strava', { code: 'c1', state: 'signed-state' }, null).kind).toBe('invalid');
    expect(planCallback('yandex', { code: 'c1', state: 'signed-state' }, pending).kind).toBe('invalid');
    expect(planCallback('strava', { state: 'signed-state' }, pending).kind).toBe('invalid');
    expect(
      planCallback('strava', { code: 'c1', state: 'signed-state', error: 'access_denied' }, pending).kind,
    ).toBe('invalid');
  });
});

describe('messages screen state (spec part 1 §2.2)', () => {
  it('chooses by type and responseType', () => {
    expect(messagesState({ type: 'strava', responseType: 'success' })).toBe('success');
    expect(messagesState({ type: 'strava', responseType: 'error' })).toBe('error');
    expect(messagesState({ type: 'strava' })).toBe('error');
    expect(messagesState({})).toBe('loading');
    expect(messagesState({ type: 'other', responseType: 'success' })).toBe('loading');
  });
});
