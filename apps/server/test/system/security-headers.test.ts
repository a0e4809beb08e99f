import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/paths.js';
import { tileOrigin } from '../../src/plugins/security-headers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = mkdtempSync(path.join(os.tmpdir(), 'velo-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>ВелоРейтинг</title><script type="module" src="/assets/app.js"></script><div id="root"></div>',
);
writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');

/** The CSP's directives by name. */
const directives = (header: string | string[] | number | undefined): Map<string, string[]> =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );

/** Every answer the portal gives, of every kind. */
const ANSWERS = [
  { name: 'the web app', url: '/rating/overview' },
  { name: 'an asset', url: '/assets/app.js' },
  { name: 'an API read', url: '/api/health' },
  { name: 'an API error', url: '/v1/User/get-current' },
  { name: 'an unknown API path', url: '/v1/NoSuchThing' },
  { name: 'the OpenAPI document', url: '/api/openapi.json' },
  { name: 'the API docs', url: '/api/docs/' },
];

describe('security headers over http', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => app.close());

  it.each(ANSWERS)('are on $name', async ({ url }) => {
    const response = await app.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keep the API docs working: their page loads only its own files, which are served', async () => {
    const page = await app.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\/[\w.-]+\.js"/);
      expect(body!.trim()).toBe('');
    }
    for (const [, attributes] of scripts) {
      const file = /src="\.\/(static\/[\w.-]+\.js)"/.exec(attributes!)![1];
      const asset = await app.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
    const initializer = await app.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain('"validatorUrl":null');
    expect((await app.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it("fit the web app's page: it has no inline script", () => {
    const html = readFileSync(path.resolve(SERVER_ROOT, '../web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son\w+=/i);
  });
});

describe('security headers of a portal served over https', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      env: {
        PUBLIC_URL: 'https://velorating.example',
        VITE_MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        VITE_METRIKA_ID: '12345678',
      },
    });
  });
  afterAll(() => app.close());

  it('add HSTS and upgrade-insecure-requests, the configured tiles and the analytics counter', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('img-src')).toContain('https://*.tiles.example.org');
    expect(csp.get('img-src')).not.toContain('https://tile.openstreetmap.org');
    // The counter's one script, not a CDN's every file (issue 36, finding 11).
    expect(csp.get('script-src')).toEqual(["'self'", 'https://mc.yandex.ru/metrika/tag.js']);
    expect(response.headers['content-security-policy']).not.toContain('yastatic.net');
    expect(csp.get('connect-src')).toContain('https://mc.yandex.ru');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the tiles origin', () => {
  it('is the host of the tile template, a placeholder standing for any subdomain', () => {
    expect(tileOrigin(undefined)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.basemaps.example.com/light/{z}/{x}/{y}.png')).toBe(
      'https://*.basemaps.example.com',
    );
    expect(tileOrigin('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });
});
