import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeFile } from '../../src/domain/files/store-file.js';
import { useTestApp } from '../helpers/test-app.js';
import { PNG_BYTES } from '../organizers/form-helpers.js';

/*
 * Issue 36, finding 8: the legacy integration key (INTEGRATION_API_KEY, header X-Api-Key) was
 * compared with `===`, whose time grows with the matching prefix. It is now compared as SHA-256
 * digests with crypto.timingSafeEqual, as the partner's keys are. Timing itself is not asserted
 * (no timed assertions): the comparison the request goes through is. The server tests share their
 * modules within a worker (isolate: false), so the spy goes on node:crypto itself, and its named
 * exports are brought in line with it (syncBuiltinESMExports), rather than through vi.mock.
 */
const compared: [number, number][] = [];
let spy: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  const actual = crypto.timingSafeEqual.bind(crypto);
  spy = vi.spyOn(crypto, 'timingSafeEqual').mockImplementation((a, b) => {
    compared.push([a.byteLength, b.byteLength]);
    return actual(a, b);
  });
  syncBuiltinESMExports();
});
afterAll(() => {
  spy.mockRestore();
  syncBuiltinESMExports();
});

const KEY = 'legacy-integration-key-1234567890';

describe('the legacy integration key (issue 36, finding 8)', () => {
  const t = useTestApp({ env: { INTEGRATION_API_KEY: KEY } });

  it('is compared as digests in constant time, right or wrong, whatever the length of the guess', async () => {
    const app = t();
    const logo = await storeFile(app.ctx, app.db, {
      kind: 'logo',
      bytes: PNG_BYTES,
      fileName: 'logo.png',
      ownerUserId: null,
      contentType: 'image/png',
    });
    const get = (key: string) =>
      app.app.inject({
        method: 'GET',
        url: `/integration-api/File/${logo.id}`,
        headers: { 'x-api-key': key },
      });

    compared.length = 0;
    expect((await get(KEY)).statusCode).toBe(200);
    expect(compared).toEqual([[32, 32]]);

    for (const guess of ['l', `${KEY.slice(0, -1)}x`, `${KEY}-and-more`]) {
      compared.length = 0;
      expect((await get(guess)).statusCode).toBe(401);
      expect(compared).toEqual([[32, 32]]);
    }
  });
});
