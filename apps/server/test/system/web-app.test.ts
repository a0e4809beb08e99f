import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const dist = mkdtempSync(path.join(os.tmpdir(), 'velo-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>ВелоРейтинг</title><div id="root"></div>',
);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
// What the web build's precompress step writes beside a big asset.
const bigAsset = `console.log(${JSON.stringify('велосипед '.repeat(500))});`;
writeFileSync(path.join(dist, 'assets', 'big-def456.js'), bigAsset);
writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(bigAsset));

describe('the built web app', () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

  it('answers index.html for the routes of the app', async () => {
    for (const url of ['/', '/home', '/rating/overview?year=2024', '/auth/participant', '/about']) {
      const response = await t().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('ВелоРейтинг');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the app with status 404 for a path the app does not know and for an unknown id', async () => {
    for (const url of ['/no-such-page', '/results/details/15']) {
      const response = await t().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Страница не найдена');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache and does not fall back for a missing one', async () => {
    const asset = await t().app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t().app.inject({ method: 'GET', url: '/assets/app-missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('ВелоРейтинг');
  });

  it('sends the precompressed copy of an asset to a client that takes it', async () => {
    const compressed = await t().app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(bigAsset);
    const plain = await t().app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it('keeps unknown API paths as JSON 404, not the app', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/v1/Unknown/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json().Error).toBeTruthy();
  });
});
