import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config.js';
import { blobKeyFor } from '../../src/infra/blob-store.js';
import { createS3BlobStore } from '../../src/infra/s3-blob-store.js';
import { startS3Server, type S3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';
import { buildProfileWorld, PNG_BYTES, upload } from '../profile/profile-helpers.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const storeOf = (bucket = s3.bucket, endpoint = s3.endpoint) =>
  createS3BlobStore({
    endpoint,
    bucket,
    region: 'ru-central1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe('S3-compatible blob store', () => {
  const key = blobKeyFor('7a1c2a3b-1111-4222-8333-944455556666');

  it('keeps bytes under a key and gives them back, whole or as a stream', async () => {
    const store = storeOf();
    await store.check();
    await store.put(key, Buffer.from('протокол'));
    expect((await store.get(key))?.toString('utf8')).toBe('протокол');
    expect(await store.exists(key)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.stream(key))!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString('utf8')).toBe('протокол');
  });

  it('answers null for a missing key and forgets removed ones', async () => {
    const store = storeOf();
    const missing = blobKeyFor('00000000-0000-4000-8000-000000000000');
    expect(await store.get(missing)).toBeNull();
    expect(await store.stream(missing)).toBeNull();
    expect(await store.exists(missing)).toBe(false);
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
  });

  it('refuses keys the server would never make', async () => {
    await expect(storeOf().put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });

  it('says in a sentence when the bucket or the service is not there', async () => {
    await expect(storeOf('no-such-bucket').check()).rejects.toThrow(
      /S3_BUCKET=no-such-bucket\): такой корзины нет/,
    );
    await expect(storeOf(s3.bucket, 'http://127.0.0.1:9').check()).rejects.toThrow(
      /хранилище файлов S3 недоступно \(S3_ENDPOINT=http:\/\/127\.0\.0\.1:9/,
    );
  });

  it('is configured by BLOB_STORE=s3 with a bucket and both keys', () => {
    expect(parseEnv({}).BLOB_STORE).toBe('local');
    expect(() => parseEnv({ BLOB_STORE: 's3', S3_BUCKET: 'velo-files' })).toThrow(
      /S3_ACCESS_KEY_ID: обязателен, когда BLOB_STORE=s3/,
    );
    expect(() => parseEnv({ BLOB_STORE: 'ftp' })).toThrow(/BLOB_STORE/);
    expect(() => parseEnv({ ...s3.env, S3_BUCKET: 'Velo_Files' })).toThrow(/S3_BUCKET/);
  });
});

describe('a server with BLOB_STORE=s3', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps uploads in the bucket, not on its disk, and serves them from there', async () => {
    await resetDatabase(app.handle);
    const world = await buildProfileWorld(app);
    const uploaded = await upload(app, world.headers.owner, PNG_BYTES, 'портрет.png', 'photo');
    expect(uploaded.statusCode).toBe(200);
    const { id } = uploaded.json() as { id: string };
    expect(await storeOf().exists(blobKeyFor(id))).toBe(true);
    expect(spawnSync('find', [path.join(app.config.DATA_DIR, 'files'), '-type', 'f']).stdout.toString()).toBe(
      '',
    );
    const served = await app.app.inject({
      method: 'GET',
      url: `/v1/File/${id}`,
      headers: world.headers.owner,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});

describe('npm run files:to-s3', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-copy-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // Not spawnSync: the S3 server answers from this process, whose event loop must keep running.
  const copy = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/scripts/copy-files-to-s3.ts'],
        {
          cwd: serverDir,
          env: { ...process.env, DATA_DIR: dataDir, ...env },
          encoding: 'utf8',
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });

  it('copies the local files into the bucket under the same keys, once', async () => {
    const keys = [
      blobKeyFor('11111111-1111-4111-8111-111111111111'),
      blobKeyFor('22222222-2222-4222-8222-222222222222'),
    ];
    for (const key of keys) {
      mkdirSync(path.dirname(path.join(dataDir, 'files', key)), { recursive: true });
      writeFileSync(path.join(dataDir, 'files', key), `файл ${key}`);
    }
    // A write the local store never finished is not a file.
    writeFileSync(path.join(dataDir, 'files', `${keys[0]}.3f1c.tmp`), 'половина');

    const first = await copy(s3.env);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('скопировано 2, уже были 0');
    for (const key of keys) expect((await storeOf().get(key))?.toString('utf8')).toBe(`файл ${key}`);

    const again = await copy(s3.env);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('скопировано 0, уже были 2');
  });

  it('says what to set when the bucket settings are missing', async () => {
    const result = await copy({
      BLOB_STORE: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Задайте S3_BUCKET, S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY');
  });
});
