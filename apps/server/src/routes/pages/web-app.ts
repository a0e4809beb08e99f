import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoutePath } from '@velo/contracts/app-routes';
import { parseTemplate } from '../../domain/public-pages/render-page.js';
import { notFoundPage, otherScreenPage } from '../../domain/public-pages/static-pages.js';
import { exemptFromRouteRules } from '../../plugins/route-rules.js';
import { readPagePreloads, readStyles } from './page-assets.js';
import { loadPageMarkup } from './page-markup.js';
import { registerPageRoutes } from './page-routes.js';
import { sendStaticPage } from './send-page.js';

const API_PREFIXES = ['/v1/', '/integration-api/', '/api/'];
const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
/** Only extension-less paths fall back to index.html; a missing /assets/x.js stays a 404. */
const hasExtension = (url: string) => path.extname(url.split('?')[0]!.split('#')[0]!) !== '';

/** A path as the app's router compares it: lower case, no slash at the end. */
const normalizedPath = (url: string) => url.split('?')[0]!.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * Serves the built web app (apps/web/dist): hashed assets as files; the public pages with their own
 * head (page-routes.ts); every other path the app knows with status 200 and a plain
 * head; any other path with the 404 page's head and status 404 (the app shows its 404 page). The
 * app's route table is mirrored in @velo/contracts/app-routes. Unknown API paths answer JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  // Read once: a deploy replaces the build and restarts the server.
  const template = hasWebApp
    ? {
        ...parseTemplate(readFileSync(indexFile, 'utf8')),
        preloads: readPagePreloads(distDir),
        styles: readStyles(distDir),
        markup: await loadPageMarkup(distDir, app.log),
      }
    : null;
  if (template) {
    // The build's files are served as they are: not routes of ours, they declare no rules.
    await exemptFromRouteRules(app, () =>
      app.register(fastifyStatic, {
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
      }),
    );
    registerPageRoutes(app, template);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApiPath(url)) {
      return reply.status(404).send({ Error: `Метод ${request.method} ${url.split('?')[0]} не найден` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ Error: 'Не найдено' });
    }
    if (hasExtension(url) || !template) {
      return reply.status(404).send({
        Error: template ? 'Файл не найден' : 'Веб-приложение не собрано: выполните npm run build',
      });
    }
    const pathname = normalizedPath(url);
    const page = isAppRoutePath(pathname) ? otherScreenPage(pathname) : notFoundPage();
    return sendStaticPage(request, reply, template, page);
  });
};
