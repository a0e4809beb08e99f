import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobKeyFor, createLocalDiskBlobStore } from '../../src/infra/blob-store.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'velo-blobs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk blob store', () => {
  const store = createLocalDiskBlobStore(root);
  const key = blobKeyFor('3f1c2a3b-1111-4222-8333-944455556666');

  it('keeps bytes under a key and gives them back', async () => {
    await store.put(key, Buffer.from('протокол'));
    expect((await store.get(key))?.toString('utf8')).toBe('протокол');
    expect(await store.exists(key)).toBe(true);
  });

  it('answers null for a missing key and forgets removed ones', async () => {
    expect(await store.get(blobKeyFor('00000000-0000-4000-8000-000000000000'))).toBeNull();
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
