// Before the browser tests: Debian's Chromium must be there. When it is missing and this machine can
// install it (root, apt-get present), it is installed from Debian's packages, as .ci/run does;
// otherwise the run stops here with one sentence saying what to install. Nothing is downloaded
// from anywhere else, and a browser of Playwright's own is never used.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runnable = () => {
  try {
    accessSync(chromium, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const stop = (sentence) => {
  console.error(sentence);
  process.exit(1);
};

if (!runnable()) {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = process.getuid?.() === 0;
  if (process.env.CHROMIUM_PATH) {
    stop(`The browser tests need Chromium at CHROMIUM_PATH=${chromium}, which is not an executable file.`);
  }
  if (!isRoot || !hasApt) {
    stop(
      'The browser tests need Debian\'s Chromium at /usr/bin/chromium: install it with "sudo apt-get install chromium" (or set CHROMIUM_PATH to another Chromium) and run the tests again.',
    );
  }
  console.log("Chromium is missing: installing it from Debian's packages (apt-get install chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0)
      stop(
        `"apt-get ${args.join(' ')}" failed: install Chromium by hand ("apt-get install chromium") and run the tests again.`,
      );
  }
  if (!runnable())
    stop('apt-get installed chromium, but /usr/bin/chromium is still missing: set CHROMIUM_PATH to it.');
}
