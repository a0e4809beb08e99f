import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The web app manifest's fields this app uses (installable, issue 41). */
export type WebAppManifest = Record<string, unknown> & { name: string; icons: object[] };

type PrecacheEntry = { url: string; revision: string | null };

const revisionOf = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * The files a first visit needs to start offline: the entry with its static imports and their
 * CSS, and the chunks of the shell's own pieces loaded on demand (modules under `src/components`
 * or `src/lib`: the offline note, the filters' dropdowns). A page's screen is not here: the worker
 * keeps it once it is loaded, so a phone does not download the whole portal in the background.
 * The blocks named in `onApproach` are (a page loads their code when the reader scrolls near
 * them, so a page opened once and not scrolled still reads them offline), with those of their
 * imports the page that loads them has not loaded already. A name the build has no lazily loaded
 * chunk for is returned in `missing`.
 */
const precacheOf = (
  bundle: Rolldown.OutputBundle,
  root: string,
  onApproach: readonly string[],
): { entries: PrecacheEntry[]; missing: string[] } => {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk] as const),
  );
  /** A chunk and the chunks it imports statically, recursively. */
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    const chunk = chunks.get(fileName);
    if (!chunk || into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunk.imports) closure(imported, into);
    return into;
  };
  const files = new Set<string>();
  const add = (fileNames: Iterable<string>) => {
    for (const fileName of fileNames) {
      files.add(fileName);
      for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? []) files.add(css);
    }
  };
  const shared = [path.join(root, 'src', 'components'), path.join(root, 'src', 'lib')];
  const approached = new Set(onApproach.map((module) => path.join(root, module)));
  const found = new Set<string>();
  for (const chunk of chunks.values()) {
    const facade = chunk.facadeModuleId;
    const own = facade && shared.some((dir) => facade.startsWith(dir + path.sep));
    if (chunk.isEntry || (chunk.isDynamicEntry && own)) add(closure(chunk.fileName));
    else if (chunk.isDynamicEntry && facade && approached.has(facade)) {
      found.add(facade);
      // What every page that loads it has loaded (and the worker kept) before it.
      const loaders = [...chunks.values()]
        .filter((other) => other.dynamicImports.includes(chunk.fileName))
        .map((other) => closure(other.fileName));
      add(
        [...closure(chunk.fileName)].filter((fileName) => !loaders.every((before) => before.has(fileName))),
      );
    }
  }
  return {
    entries: [...files].sort().map((url) => ({ url, revision: null })),
    missing: onApproach.filter((module) => !found.has(path.join(root, module))),
  };
};

/**
 * Installable and readable offline (issue 41) with Workbox's runtime modules only: writes
 * `manifest.webmanifest` (linked from index.html), then builds `src/sw.ts` into `sw.js` (one
 * classic script) with its precache list, `self.__WB_MANIFEST`: the hashed files above (their
 * name is their revision) and index.html with the favicon (revised by their content). It does
 * what vite-plugin-pwa's `injectManifest` did without workbox-build and its dependencies
 * (docs/decisions/web.md).
 */
export const serviceWorker = (options: {
  source: string;
  manifest: WebAppManifest;
  /** Modules (from the app's root) a page loads lazily on approach, precached with the shell. */
  onApproach?: readonly string[];
}): Plugin => {
  let config: ResolvedConfig;
  let precache: PrecacheEntry[] = [];
  return {
    name: 'velo-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
    generateBundle(_output, bundle) {
      const { entries, missing } = precacheOf(bundle, config.root, options.onApproach ?? []);
      if (missing.length > 0)
        this.error(`service worker: no lazily loaded chunk for ${missing.join(', ')} (onApproach)`);
      precache = entries;
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(options.manifest),
      });
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? config.build.outDir;
      const html = bundle['index.html'];
      const revised = ['index.html', 'favicon.svg'].map((url) => ({
        url,
        revision: revisionOf(
          html && url === 'index.html' && html.type === 'asset'
            ? html.source
            : readFileSync(path.join(outDir, url)),
        ),
      }));
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: config.resolve.alias },
        define: {
          'self.__WB_MANIFEST': JSON.stringify([...revised, ...precache]),
          // Workbox logs only outside production.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: config.build.target,
          sourcemap: false,
          reportCompressedSize: false,
          lib: {
            entry: path.resolve(config.root, options.source),
            formats: ['iife'],
            name: 'serviceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
};
