import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreshServer, type FreshServer } from '../helpers/fresh-server.js';

const ADMIN = { email: 'chief@velorating.test', password: 'Chief_12345' };

describe('a fresh install without demo data', () => {
  let fresh: FreshServer;
  beforeAll(async () => {
    fresh = await startFreshServer({
      DEFAULT_ADMIN_EMAIL: ADMIN.email,
      DEFAULT_ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('has the disciplines of a Russian masters calendar, from the migrations', async () => {
    const response = await fetch(`${fresh.url}/v1/Event/disciplines`);
    expect(response.status).toBe(200);
    const disciplines = (await response.json()) as { id: number; name: string }[];
    expect(disciplines.map((d) => d.name)).toEqual([
      'гревел',
      'маунтинбайк',
      'разделка',
      'трек',
      'циклокросс',
      'шоссе',
    ]);
  });

  it('lets the default administrator create an organizer and an event of a discipline', async () => {
    const login = await fetch(`${fresh.url}/v1/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, role: 'Admin', rememberMe: false }),
    });
    expect(login.status).toBe(200);
    const { token: first } = (await login.json()) as { token: string };
    // The configured password is an initial one: the first thing is a password of one's own (issue 36).
    const refused = await fetch(`${fresh.url}/v1/Admin/not-confirmed-users-count`, {
      headers: { authorization: `Bearer ${first}` },
    });
    expect(refused.status).toBe(403);
    const changed = await fetch(`${fresh.url}/v1/User/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first}` },
      body: JSON.stringify({
        currentPassword: ADMIN.password,
        password: 'Chief_own_67890',
        repeatPassword: 'Chief_own_67890',
      }),
    });
    expect(changed.status).toBe(200);
    const { token } = (await changed.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const organizerForm = new FormData();
    organizerForm.append('name', 'Велоклуб «Первый старт»');
    const organizer = await fetch(`${fresh.url}/v1/EventOrganizer/create`, {
      method: 'POST',
      headers: auth,
      body: organizerForm,
    });
    expect(organizer.status).toBe(200);
    const { id: organizerId } = (await organizer.json()) as { id: number };

    const disciplines = (await (await fetch(`${fresh.url}/v1/Event/disciplines`)).json()) as {
      id: number;
      name: string;
    }[];
    const cyclocross = disciplines.find((d) => d.name === 'циклокросс')!;
    const eventForm = new FormData();
    eventForm.append('eventName', 'Осенний циклокросс');
    eventForm.append('eventDate', '2026-10-04T00:00:00Z');
    eventForm.append('organizerId', String(organizerId));
    eventForm.append('disciplineTypeId', String(cyclocross.id));
    const event = await fetch(`${fresh.url}/v1/Event`, { method: 'POST', headers: auth, body: eventForm });
    expect(event.status).toBe(200);
    expect(await event.json()).toMatchObject({
      raceName: 'Осенний циклокросс',
      disciplineName: 'циклокросс',
      disciplineTypeId: cyclocross.id,
      organizer: { id: organizerId, name: 'Велоклуб «Первый старт»' },
    });
  });
});
