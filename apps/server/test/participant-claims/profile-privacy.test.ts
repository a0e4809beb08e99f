import { describe, expect, it } from 'vitest';
import { buildParticipant } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { adminSession, signedInAccount, type Headers } from './claim-helpers.js';

// A public profile must not tell which riders have no account (issue 34): the linked account is
// shown to its owner and administrators only, also when signed-in readers get the guests' answer.

const read = async (app: TestApp, participantId: number, headers: Headers = {}) => {
  const response = await app.app.inject({
    method: 'GET',
    url: `/v1/Participant/participant-info?participantId=${participantId}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>;
};

/** What the answer says beyond the rider's own card: the same for a rider with and without an account. */
const accountFields = (profile: Record<string, unknown>) => ({
  keys: Object.keys(profile).sort(),
  userId: profile.userId,
  isOwner: profile.isOwner,
});

describe.each([
  ['read from the database', '0'],
  ['served from the public cache', '60'],
])('the public profile, %s', (_, seconds) => {
  const t2 = useTestApp({ env: { PUBLIC_CACHE_SECONDS: seconds } });

  it('shows the linked account to its owner and administrators, and to nobody else', async () => {
    const app = t2();
    // The database is emptied between tests and its ids start again: so is the cache.
    app.ctx.publicReadCache.clear();
    const owner = await signedInAccount(app, { roles: ['Participant'] });
    const claimed = await buildParticipant(app.db, { userId: owner.user.id });
    const unclaimed = await buildParticipant(app.db);
    const stranger = await signedInAccount(app, { roles: ['Participant'], withParticipant: true });
    const admin = await adminSession(app);

    for (const headers of [{}, stranger.headers]) {
      // Twice: the second read is the kept one when the cache is on.
      for (let n = 0; n < 2; n += 1) {
        const withAccount = await read(app, claimed.id, headers);
        const without = await read(app, unclaimed.id, headers);
        expect(accountFields(withAccount)).toEqual(accountFields(without));
        expect(withAccount.userId).toBeNull();
        expect(JSON.stringify(withAccount)).not.toContain('hasAccount');
      }
    }
    expect(await read(app, claimed.id, owner.headers)).toMatchObject({
      userId: owner.user.id,
      isOwner: true,
    });
    expect(await read(app, claimed.id, admin.headers)).toMatchObject({
      userId: owner.user.id,
      isOwner: false,
    });
  });
});
