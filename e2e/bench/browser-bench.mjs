// What the browser benchmarks share: the production build of the web app in a folder of its own,
// and headless Chromium (playwright-core, Debian's /usr/bin/chromium) with this machine's flags.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../chromium.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIR = path.join(ROOT, '.bench');

/** Builds the web app into `distDir` (with the .br and .gz copies the server sends), or exits. */
export const buildWeb = (distDir) => {
  mkdirSync(BENCH_DIR, { recursive: true });
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'],
    { cwd: path.join(ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The public pages' server render (issue 41), beside the build where the server looks for it.
  const ssr = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      `${distDir}-ssr`,
      '--emptyOutDir',
    ],
    { cwd: path.join(ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
  const precompress = spawnSync(
    process.execPath,
    [path.join(ROOT, 'apps/web/scripts/precompress.mjs'), distDir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (precompress.status !== 0) process.exit(precompress.status ?? 1);
};

export const launchChromium = () => chromium.launch(CHROMIUM);
