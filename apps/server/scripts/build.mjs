// The production server: src/main.ts compiled into one JavaScript module, dist/main.js, that Node
// runs without a TypeScript loader (and the protocol file reader's worker, dist/protocol-file-worker.js). The workspace packages (@velo/contracts, @velo/rating) export
// TypeScript sources, so they are compiled into the bundle; every other package stays an import
// from node_modules (PGlite finds its WebAssembly files there, argon2 its binary).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');
const started = performance.now();

/** Bare imports stay imports, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@velo/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The protocol file reader's worker thread is a second entry, built beside main.js, where
  // src/domain/protocol-files/read-in-worker.ts looks for it.
  entryPoints: {
    main: 'src/main.ts',
    'protocol-file-worker': 'src/domain/protocol-files/protocol-file-worker.ts',
    // The rating thread's (src/domain/rating/rating-thread.ts).
    'rating-worker': 'src/domain/rating/rating-worker.ts',
    // The embedded database's thread (src/db/pglite-remote.ts starts it, PGLITE_THREAD).
    'pglite-thread': 'src/db/pglite-thread.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces and logs keep the real function names.
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(
  `server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms`,
);
