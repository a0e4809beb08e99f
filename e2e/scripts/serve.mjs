// Starts the production server (compiled, as `npm start` runs it) for the browser tests on a fresh
// data folder with demo data.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'e2e', 'artifacts', 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const serverDir = path.join(root, 'apps', 'server');
// The build takes a fraction of a second and makes sure the tests never meet a stale bundle.
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    VALIDATE_RESPONSES: 'true',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    // The tests sign in many times a minute from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
