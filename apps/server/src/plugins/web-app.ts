import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/v1/', '/integration-api/', '/api/'];
const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
/** Only extension-less paths fall back to index.html; a missing /assets/x.js stays a 404. */
const hasExtension = (url: string) => path.extname(url.split('?')[0]!.split('#')[0]!) !== '';

/**
 * Serves the built web app (apps/web/dist) with a history fallback, and answers JSON 404 for
 * unknown API paths.
 */
export const registerWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every asset name, so assets can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApiPath(url)) {
      return reply.status(404).send({ Error: `Метод ${request.method} ${url.split('?')[0]} не найден` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ Error: 'Не найдено' });
    }
    if (hasExtension(url) || !hasWebApp) {
      return reply.status(404).send({
        Error: hasWebApp ? 'Файл не найден' : 'Веб-приложение не собрано: выполните npm run build',
      });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
