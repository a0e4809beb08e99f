import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

/** OpenStreetMap's tiles: what the start-point map loads when VITE_MAP_TILE_URL is not set. */
export const DEFAULT_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/**
 * The analytics counter, when one is configured: its one script, exactly the file the web app loads
 * (apps/web/src/lib/metrika.ts), not the whole of a CDN; and the hosts its
 * hits and beacons go to. Session recording is off, so nothing of yastatic.net is needed.
 */
export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';
const METRIKA_HOSTS = ['https://mc.yandex.ru', 'https://mc.yandex.com'];

/**
 * The origin a tile URL template loads from, as a CSP source: `https://{s}.tile.example.org/{z}/…`
 * becomes `https://*.tile.example.org` (a placeholder in the host stands for any subdomain).
 */
export const tileOrigin = (template: string | undefined): string => {
  const match = template ? /^(https?:)\/\/([^/]+)/.exec(template) : null;
  if (!match) return DEFAULT_TILE_ORIGIN;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*');
  return `${match[1]}//${host}`;
};

/** The Content-Security-Policy of every answer (helmet's directive names). */
export const contentSecurityPolicy = (config: Config): Record<string, string[] | null> => {
  const metrika = config.VITE_METRIKA_ID ? METRIKA_HOSTS : [];
  const isHttps = config.PUBLIC_URL.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The built app is module scripts from /assets only: no inline script anywhere; the counter's
    // one file when there is a counter.
    'script-src': ["'self'", ...(config.VITE_METRIKA_ID ? [METRIKA_SCRIPT] : [])],
    'script-src-attr': ["'none'"],
    // Mantine writes its CSS variables into <style> tags at run time, and components use style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos and logos come from /v1/File; previews of a picked file are blob: and data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', tileOrigin(config.VITE_MAP_TILE_URL), ...metrika],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...metrika],
    'frame-src': metrika.length ? ['blob:', ...metrika] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // On plain http (a laptop) upgrading would break every request.
    'upgrade-insecure-requests': isHttps ? [] : null,
  };
};

/**
 * Security headers on every answer (helmet): the CSP above, frame-ancestors 'none' with
 * X-Frame-Options DENY, nosniff, a Referrer-Policy that sends other sites the origin only (never a
 * path: reset links carry their token in the query; OpenStreetMap's tiles want a referrer), and HSTS
 * only when the portal is served over https (PUBLIC_URL). The API docs (/api/docs) work under the
 * same policy: swagger-ui's page has no inline script, and its validator badge (a third-party image)
 * is switched off in plugins/openapi.ts.
 *
 * Helmet's middleware is built once, here, and run by one hook on every request. (@fastify/helmet,
 * used before, built it again for every request, parsing the CSP each time, in two hooks: about 2 %
 * of the main thread under `bench:load`.)
 */
export const registerSecurityHeaders = async (app: FastifyInstance, config: Config): Promise<void> => {
  const isHttps = config.PUBLIC_URL.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
};
