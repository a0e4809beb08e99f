// Builds the web app and the server only when their inputs changed since their last build: `npm start`
// and the browser tests call it, so a second start takes seconds instead of a full build. Each
// build leaves a fingerprint of its inputs (the files' contents, the lock file, the build-time
// settings) beside its output; the same fingerprint and the output still there = nothing to do.
// `--force` (or FORCE_BUILD=1) builds anyway. `npm run build` always builds. scripts/start.mjs
// (`npm start`) imports it and calls `buildChanged()`; `npm run test:e2e` runs it as a script.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** Folders never read as inputs (outputs, dependencies, local data). */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'data', '.bench', 'test-results', 'coverage']);
/** Tests do not go into a build. */
const isTest = (name) => /\.test\.tsx?$|\.test-d\.ts$|-test-kit\.tsx?$/.test(name);

const shared = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts',
  'packages/rating',
  'packages/skill',
];

const TARGETS = [
  {
    name: 'web app',
    workspace: '@velo/web',
    inputs: [...shared, 'apps/web'],
    skip: ['apps/web/test'],
    // Vite writes the VITE_* settings into the bundle, and the mode into React.
    env: (key) => key.startsWith('VITE_') || key === 'NODE_ENV',
    stamp: 'apps/web/dist/.build-inputs',
    // The app, and its server render of the public pages (src/entry-server.tsx, issue 41).
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'],
  },
  {
    name: 'server',
    workspace: '@velo/server',
    inputs: [...shared, 'apps/server/src', 'apps/server/scripts', 'apps/server/package.json'],
    skip: [],
    env: () => false,
    stamp: 'apps/server/dist/.build-inputs',
    outputs: ['apps/server/dist/main.js'],
  },
];

const walk = (relative, skip, out) => {
  const full = path.join(root, relative);
  if (!existsSync(full) || skip.includes(relative)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    if (!isTest(relative)) out.push(relative);
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    if (!SKIPPED.has(entry)) walk(path.posix.join(relative, entry), skip, out);
  }
};

const fingerprint = (target) => {
  const files = [];
  for (const input of target.inputs) walk(input, target.skip, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  for (const key of Object.keys(process.env).filter(target.env).sort()) {
    hash.update(`env ${key}=${process.env[key]}\0`);
  }
  return { digest: hash.digest('hex'), count: files.length };
};

/**
 * Builds each target whose inputs changed since its last build (or whose output is gone); answers
 * false when a build failed (its output is on the terminal).
 */
export const buildChanged = ({ force = process.env.FORCE_BUILD === '1' } = {}) => {
  for (const target of TARGETS) {
    const started = performance.now();
    const { digest, count } = fingerprint(target);
    const stampPath = path.join(root, target.stamp);
    const built =
      target.outputs.every((output) => existsSync(path.join(root, output))) && existsSync(stampPath);
    if (!force && built && readFileSync(stampPath, 'utf8').trim() === digest) {
      const ms = Math.round(performance.now() - started);
      console.log(
        `${target.name}: its ${count} input files are unchanged since the last build, not rebuilt (checked in ${ms} ms)`,
      );
      continue;
    }
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) return false;
    writeFileSync(stampPath, `${digest}\n`);
  }
  return true;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!buildChanged({ force: process.argv.includes('--force') || process.env.FORCE_BUILD === '1' }))
    process.exit(1);
}
