import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../../src/paths.js';

/**
 * A web build for the page tests: the app's real index.html (apps/web/index.html, the template the
 * build keeps) with its entry as a built asset, so the server cuts the same head and root it will
 * in production.
 */
export const webDistFixture = (): string => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'velo-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const source = readFileSync(path.resolve(SERVER_ROOT, '../web/index.html'), 'utf8');
  writeFileSync(
    path.join(dist, 'index.html'),
    source
      .replace('/src/main.tsx', '/assets/index-test.js')
      .replace('<script type="module"', '<script type="module" crossorigin'),
  );
  writeFileSync(path.join(dist, 'assets', 'index-test.js'), 'console.log("app")');
  return dist;
};

/** A regular browser, a search engine and a messenger's link preview, as they introduce themselves. */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const YANDEXBOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
export const TELEGRAM = 'TelegramBot (like TwitterBot)';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** What a link preview reads from a page's head. */
export const readHead = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = new Map<string, string>();
  for (const match of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    metas.set(match[2]!, decode(match[3]!));
  }
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const canonical = /<link rel="canonical" href="([^"]+)" \/>/.exec(head)?.[1];
  return {
    titles,
    title: titles[0],
    description: metas.get('description'),
    canonical: canonical ? decode(canonical) : undefined,
    meta: (key: string) => metas.get(key),
    metas,
  };
};

/** The content of the app's root element (what a crawler reads; empty for a browser). */
export const rootContent = (html: string) => {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.indexOf('</div>', start));
};
