import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentSeason } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildEvent, buildParticipant } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';

describe('the signed-in user', () => {
  const t2 = useTestApp();

  it('toggles favourite riders and events, answering the new state', async () => {
    const app = t2();
    const { user } = await buildAccount(app.db);
    const headers = bearer(await tokenFor(app, user.id));
    const rider = await buildParticipant(app.db);
    const event = await buildEvent(app.db);
    const toggle = (url: string) => app.app.inject({ method: 'PATCH', url, headers });
    expect((await toggle(`/v1/User/favorites-participant?participantId=${rider.id}`)).body).toBe('true');
    expect((await toggle(`/v1/User/favorites-event?eventId=${event.id}`)).body).toBe('true');
    expect(await app.db.select().from(t.favoriteParticipants)).toHaveLength(1);
    expect((await toggle(`/v1/User/favorites-participant?participantId=${rider.id}`)).body).toBe('false');
    expect(await app.db.select().from(t.favoriteParticipants)).toHaveLength(0);
    expect((await toggle('/v1/User/favorites-participant?participantId=99999')).statusCode).toBe(404);
    expect((await toggle('/v1/User/favorites-event?eventId=abc')).statusCode).toBe(400);
  });

  it('unlinks and deletes the account, keeping the rider and results', async () => {
    const app = t2();
    const { user, participant } = await buildAccount(app.db, { withParticipant: true });
    const headers = bearer(await tokenFor(app, user.id));
    const response = await app.app.inject({ method: 'DELETE', url: '/v1/User/delete-current', headers });
    expect(response.body).toBe('true');
    expect(await app.db.select().from(t.users).where(eq(t.users.id, user.id))).toHaveLength(0);
    const [kept] = await app.db.select().from(t.participants).where(eq(t.participants.id, participant!.id));
    expect(kept).toMatchObject({ userId: null, lastName: participant!.lastName });
    const after = await app.app.inject({ method: 'GET', url: '/v1/User/get-current', headers });
    expect(after.statusCode).toBe(401);
  });

  it('shows the participant, its current season statistics and the organizer in get-current', async () => {
    const app = t2();
    const { user, participant } = await buildAccount(app.db, { withParticipant: true });
    const season = currentSeason();
    await app.db.insert(t.standings).values({
      year: season - 1,
      participantId: participant!.id,
      gender: 'male',
      rating: 100,
      place: 90,
      genderPlace: 80,
      racesCount: 2,
    });
    await app.db.insert(t.standings).values({
      year: season,
      participantId: participant!.id,
      gender: 'male',
      rating: 412.5,
      place: 17,
      genderPlace: 15,
      racesCount: 6,
    });
    const response = await app.app.inject({
      method: 'GET',
      url: '/v1/User/get-current',
      headers: bearer(await tokenFor(app, user.id)),
    });
    expect(response.json().participantInfo).toMatchObject({
      id: participant!.id,
      statistics: { year: season, rating: 412.5, place: 17, genderPlace: 15 },
    });
  });
});
