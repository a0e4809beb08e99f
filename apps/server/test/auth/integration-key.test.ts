import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { storeFile } from '../../src/domain/files/store-file.js';
import { useTestApp } from '../helpers/test-app.js';
import { PNG_BYTES } from '../organizers/form-helpers.js';

/*
 * Issue 36, finding 8: the legacy integration key (INTEGRATION_API_KEY, header X-Api-Key) was
 * compared with `===`, whose time grows with the matching prefix. It is now compared as SHA-256
 * digests with crypto.timingSafeEqual, as the partner's keys are. Timing itself is not asserted
 * (no timed assertions): the comparison the request goes through is.
 */
const crypto = vi.hoisted(() => ({ compared: [] as [number, number][] }));
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof NodeCrypto>();
  const timingSafeEqual = (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
    crypto.compared.push([a.byteLength, b.byteLength]);
    return actual.timingSafeEqual(a, b);
  };
  return { ...actual, default: { ...actual, timingSafeEqual }, timingSafeEqual };
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

    crypto.compared.length = 0;
    expect((await get(KEY)).statusCode).toBe(200);
    expect(crypto.compared).toEqual([[32, 32]]);

    for (const guess of ['l', `${KEY.slice(0, -1)}x`, `${KEY}-and-more`]) {
      crypto.compared.length = 0;
      expect((await get(guess)).statusCode).toBe(401);
      expect(crypto.compared).toEqual([[32, 32]]);
    }
  });
});
