import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_SUGGESTIONS_UNAVAILABLE_MESSAGE } from '../../src/domain/dadata/suggest-address.js';
import { buildActors } from '../helpers/actors.js';
import { createFakeDadata, FAKE_DADATA_KEY } from '../helpers/fake-dadata.js';
import { useTestApp } from '../helpers/test-app.js';

const fake = createFakeDadata();
const env: Record<string, string> = { DADATA_TIMEOUT_MS: '300' };

beforeAll(async () => {
  await fake.start();
  Object.assign(env, fake.env());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const suggest = async (
  t: ReturnType<typeof useTestApp>,
  payload: Record<string, unknown>,
  actor: 'organizerA' | 'admin' = 'organizerA',
) => {
  const { headers } = await buildActors(t());
  return t().app.inject({
    method: 'POST',
    url: '/v1/DaData/suggest-address',
    headers: headers[actor],
    payload,
  });
};

describe('address suggestions with the service configured', () => {
  const t = useTestApp({ env });

  it('answers the suggestions mapped to our shape, with their points', async () => {
    const response = await suggest(t, { query: 'Москва Крылатская', count: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      suggestions: [
        {
          value: 'г Москва, ул Крылатская, д 10',
          unrestrictedValue: '121552, г Москва, р-н Крылатское, ул Крылатская, д 10',
          city: 'Москва',
          region: 'г Москва',
          latitude: 55.7586453,
          longitude: 37.4301522,
        },
        {
          value: 'г Москва, ул Крылатская, д 2',
          unrestrictedValue: '121552, г Москва, р-н Крылатское, ул Крылатская, д 2',
          city: 'Москва',
          region: 'г Москва',
          latitude: 55.7670157,
          longitude: 37.4418831,
        },
      ],
    });
  });

  it('sends the key as a Token and the trimmed query with the count, as the protocol says', async () => {
    await suggest(t, { query: '  Крылатская ', count: 3 }, 'admin');
    expect(fake.requests).toEqual([
      {
        path: '/suggestions/api/4_1/rs/suggest/address',
        method: 'POST',
        authorization: `Token ${FAKE_DADATA_KEY}`,
        body: { query: 'Крылатская', count: 3 },
      },
    ]);
  });

  it('asks for 10 suggestions when the count is left out, and keeps a suggestion without a point', async () => {
    const response = await suggest(t, { query: 'Дмитров' });
    expect(fake.requests[0]!.body).toEqual({ query: 'Дмитров', count: 10 });
    expect(response.json().suggestions).toEqual([
      expect.objectContaining({ city: 'Дмитров', latitude: null, longitude: null }),
    ]);
  });

  it('answers 503 with a Russian message when the service fails', async () => {
    fake.mode = 'failing';
    const response = await suggest(t, { query: 'Крылатская' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ Error: ADDRESS_SUGGESTIONS_UNAVAILABLE_MESSAGE });
  });

  it('answers 503 with a Russian message when the service does not answer in time', async () => {
    fake.mode = 'slow';
    const started = Date.now();
    const response = await suggest(t, { query: 'Крылатская' });
    expect(response.statusCode).toBe(503);
    expect(response.json().Error).toBe(ADDRESS_SUGGESTIONS_UNAVAILABLE_MESSAGE);
    expect(Date.now() - started).toBeLessThan(fake.slowMs);
  });

  it.each([
    ['a control character', { query: 'Крылат\u0000ская' }, 'управляющие символы'],
    ['a blank query', { query: '   ' }, 'query'],
    ['a query longer than 300 characters', { query: 'а'.repeat(301) }, '300'],
    ['a count above 20', { query: 'Крылатская', count: 21 }, 'count'],
    ['a count of 0', { query: 'Крылатская', count: 0 }, 'count'],
  ])('refuses %s with 400 before asking the service', async (_name, payload, message) => {
    const response = await suggest(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toContain(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('says it is switched on', async () => {
    const { headers } = await buildActors(t());
    const response = await t().app.inject({
      method: 'GET',
      url: '/v1/DaData/is-enabled',
      headers: headers.organizerA,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
  });

  it('refuses riders and guests', async () => {
    const { headers } = await buildActors(t());
    const asRider = await t().app.inject({
      method: 'POST',
      url: '/v1/DaData/suggest-address',
      headers: headers.participant,
      payload: { query: 'Крылатская' },
    });
    expect(asRider.statusCode).toBe(403);
    const asGuest = await t().app.inject({
      method: 'POST',
      url: '/v1/DaData/suggest-address',
      payload: { query: 'Крылатская' },
    });
    expect(asGuest.statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('address suggestions with a wrong key', () => {
  const wrongKey: Record<string, string> = { DADATA_API_KEY: 'not-the-key' };
  beforeAll(() => {
    wrongKey.DADATA_URL = fake.url;
  });
  const t = useTestApp({ env: wrongKey });

  it("answers 503 with the Russian message, not the service's refusal", async () => {
    const response = await suggest(t, { query: 'Крылатская' });
    expect(response.statusCode).toBe(503);
    expect(response.json().Error).toBe(ADDRESS_SUGGESTIONS_UNAVAILABLE_MESSAGE);
  });
});

describe('address suggestions without a configured service', () => {
  const t = useTestApp();

  it('answers no suggestions, not an error, and asks nobody', async () => {
    const response = await suggest(t, { query: 'Крылатская' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it('says it is switched off', async () => {
    const { headers } = await buildActors(t());
    const response = await t().app.inject({
      method: 'GET',
      url: '/v1/DaData/is-enabled',
      headers: headers.admin,
    });
    expect(response.body).toBe('false');
  });

  it('still refuses a control character', async () => {
    const response = await suggest(t, { query: 'Крылатская\u001b[31m' });
    expect(response.statusCode).toBe(400);
  });
});
