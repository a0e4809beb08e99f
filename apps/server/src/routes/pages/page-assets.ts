import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../domain/public-pages/render-page.js';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The public pages' own screens, as the app's router imports them (apps/web/src/app/router.tsx):
 * their chunk is only asked for once the entry has run, a round trip later than it could be.
 */
const PAGE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/home$/, 'src/features/home/home-page.tsx'],
  [/^\/calendar$/, 'src/features/calendar/calendar-page.tsx'],
  [/^\/rating\/overview$/, 'src/features/rating/rating-overview-page.tsx'],
  [/^\/results\/overview$/, 'src/features/results/results-overview-page.tsx'],
  [/^\/rating\/details\/[^/]+$/, 'src/features/participant-profile/participant-profile-page.tsx'],
  [/^\/results\/details\/[^/]+$/, 'src/features/results/protocol-details-page.tsx'],
  [/^\/rating\/protocols\/[^/]+$/, 'src/features/protocols/event-protocols-page.tsx'],
];

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
 * instead of after it. An app built without a manifest gets none.
 */
export const readPagePreloads = (distDir: string): ((pathname: string) => string) => {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  const tags = new Map<string, string>();
  for (const [, module] of PAGE_MODULES) {
    if (!manifest[module]) continue;
    const chunks = [...closure(manifest, module)].filter((key) => !loaded.has(key));
    const css = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].filter(
      (f) => !loadedCss.has(f),
    );
    tags.set(
      module,
      [
        // Fetched now, applied when the screen's chunk adds it (after the entry's, as the cascade wants).
        ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(f)}" />`),
        ...chunks.map(
          (key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`,
        ),
      ].join('\n    '),
    );
  }
  return (pathname) => {
    const module = PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
    return (module && tags.get(module)) ?? '';
  };
};
