import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../domain/public-pages/render-page.js';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The app's routes and their screens' modules, written at build time from the router's own
 * definitions (apps/web/vite-plugins/route-modules.ts): `{ "/rating/details/$id": "src/…/page.tsx" }`.
 * A screen's chunk is only asked for once the entry has run, a round trip later than it could be.
 */
const ROUTE_MODULES_FILE = path.join('.vite', 'route-modules.json');

/** A route's path in the router's notation as a pattern of the paths it matches (case aside). */
const patternOf = (route: string): RegExp => {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}$`, 'i');
};

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

/** Every chunk a module needs before it runs (its static imports, recursively), with their CSS. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
};

/**
 * The head's preload tags for a public page: its screen's chunks (those the entry does not load
 * already) as `modulepreload`, and their CSS as `preload`, so they download beside the entry
 * instead of after it. An app built without the manifests gets none.
 */
export const readPagePreloads = (
  distDir: string,
): ((pathname: string, options?: { styles?: boolean }) => string) => {
  const manifest = readJson<Manifest>(path.join(distDir, '.vite', 'manifest.json'));
  const routes = readJson<Record<string, string>>(path.join(distDir, ROUTE_MODULES_FILE));
  if (!manifest || !routes) return () => '';
  const screens = Object.entries(routes).map(([route, module]) => [patternOf(route), module] as const);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  const tags = new Map<string, { css: string[]; chunks: string[] }>();
  for (const module of new Set(Object.values(routes))) {
    if (!manifest[module]) continue;
    const chunks = [...closure(manifest, module)].filter((key) => !loaded.has(key));
    const css = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].filter(
      (f) => !loadedCss.has(f),
    );
    tags.set(module, {
      css: css.map((f) => `/${escapeHtml(f)}`),
      chunks: chunks.map(
        (key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`,
      ),
    });
  }
  return (pathname, { styles = false } = {}) => {
    const module = screens.find(([pattern]) => pattern.test(pathname))?.[1];
    const page = module ? tags.get(module) : undefined;
    if (!page) return '';
    return [
      // Fetched now, applied when the screen's chunk adds it (after the entry's, as the cascade
      // wants); a page whose markup is in the HTML (page-markup.ts) needs it for its first paint.
      ...page.css.map((href) =>
        styles
          ? `<link rel="stylesheet" crossorigin href="${href}" />`
          : `<link rel="preload" as="style" crossorigin href="${href}" />`,
      ),
      ...page.chunks,
    ].join('\n    ');
  };
};

/**
 * The build's stylesheets as text, by their address, for the pages rendered on the server to carry
 * inline (render-page.ts, `withInlineStyles`): every one the manifest names (the entry's and the
 * screens', about 360 KB in all). Read once, at start; none without a manifest.
 */
export const readStyles = (distDir: string): ReadonlyMap<string, string> => {
  const manifest = readJson<Manifest>(path.join(distDir, '.vite', 'manifest.json'));
  const styles = new Map<string, string>();
  for (const file of new Set(Object.values(manifest ?? {}).flatMap((chunk) => chunk.css ?? []))) {
    const full = path.join(distDir, file);
    if (existsSync(full)) styles.set(`/${file}`, readFileSync(full, 'utf8'));
  }
  return styles;
};
