import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { PNG_BYTES } from '../organizers/form-helpers.js';

/**
 * The embedded installation's backup and restore, through the real commands (npm run db:backup,
 * db:restore) and the real server over HTTP. Always on PGlite: that is what these commands are for.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'keeper@velorating.test', password: 'Keeper_12345' };
const scratch = mkdtempSync(path.join(os.tmpdir(), 'velo-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const start = (dataDir: string): Promise<RunningServer> =>
  startServer(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      DEFAULT_ADMIN_EMAIL: ADMIN.email,
      DEFAULT_ADMIN_PASSWORD: ADMIN.password,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PUBLIC_CACHE_SECONDS: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    }),
  );

/** Runs a command of the server package; asynchronous, so a server in this process keeps answering. */
const command = (script: 'backup' | 'restore', dataDir: string, file: string) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/scripts/${script}.ts`, file],
      {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: scratch },
        encoding: 'utf8',
        timeout: 120_000,
      },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

/**
 * The default administrator's session: the first sign-in changes the configured password to one of
 * its own (issue 36), later ones use that.
 */
const OWN_PASSWORD = 'Keeper_own_67890';
const signIn = async (server: RunningServer) => {
  const login = (password: string) =>
    fetch(`${server.url}/v1/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password, role: 'Admin', rememberMe: false }),
    });
  const own = await login(OWN_PASSWORD);
  if (own.ok) return ((await own.json()) as { token: string }).token;
  const first = ((await (await login(ADMIN.password)).json()) as { token: string }).token;
  const changed = await fetch(`${server.url}/v1/User/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${first}` },
    body: JSON.stringify({
      currentPassword: ADMIN.password,
      password: OWN_PASSWORD,
      repeatPassword: OWN_PASSWORD,
    }),
  });
  return ((await changed.json()) as { token: string }).token;
};

const createOrganizer = async (server: RunningServer, token: string, name: string, logo?: Buffer) => {
  const form = new FormData();
  form.append('name', name);
  if (logo) form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${server.url}/v1/EventOrganizer/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; logoId: string | null };
};

const organizerNames = async (server: RunningServer) => {
  const response = await fetch(`${server.url}/v1/EventOrganizer/list`);
  return ((await response.json()) as { name: string }[]).map((o) => o.name).sort();
};

const fileBytes = async (server: RunningServer, id: string) => {
  const response = await fetch(`${server.url}/v1/File/${id}`);
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : response.status;
};

// Each step starts servers and runs the commands as processes (and the first sign-in changes the
// configured password): past the default 30 s on a busy machine, so two minutes a step.
describe('npm run db:backup and db:restore on the embedded database', { timeout: 120_000 }, () => {
  const dataDir = path.join(scratch, 'data');
  const liveArchive = path.join(scratch, 'live.tar.gz');
  let logoId: string;
  let tokenBefore: string;

  it('take a consistent archive from the running server, which no second server may share', async () => {
    const server = await start(dataDir);
    try {
      await expect(start(dataDir)).rejects.toThrow(/уже занят: с ним работает сервер/);
      tokenBefore = await signIn(server);
      const organizer = await createOrganizer(server, tokenBefore, 'Клуб до копии', PNG_BYTES);
      logoId = organizer.logoId!;

      const backup = await command('backup', dataDir, 'live.tar.gz');
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain('Копию сделал работающий сервер');
      expect(existsSync(liveArchive)).toBe(true);
      expect(existsSync(`${liveArchive}.partial`)).toBe(false);

      // Written after the backup: the restore must not bring it back.
      await createOrganizer(server, tokenBefore, 'Клуб после копии');
      const refused = await command('restore', dataDir, liveArchive);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Сначала остановите сервер');
      expect(await organizerNames(server)).toEqual(['Клуб до копии', 'Клуб после копии']);
    } finally {
      await server.close();
    }
  });

  it('restore it into the stopped installation: data, files and sessions as they were at the backup', async () => {
    const restored = await command('restore', dataDir, liveArchive);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`восстановлена в ${dataDir}`);
    // What was there is kept beside DATA_DIR.
    const kept = readdirSync(scratch).filter((name) => name.startsWith('data.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(readdirSync(path.join(scratch, kept[0]!)).sort()).toEqual(['files', 'jwt-secret', 'pglite']);

    const server = await start(dataDir);
    try {
      expect(await organizerNames(server)).toEqual(['Клуб до копии']);
      expect(await fileBytes(server, logoId)).toEqual(PNG_BYTES);
      const me = await fetch(`${server.url}/v1/User/get-current`, {
        headers: { authorization: `Bearer ${tokenBefore}` },
      });
      expect(me.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('back up a stopped installation too, and restore that into an empty folder', async () => {
    const backup = await command('backup', dataDir, 'stopped.tar.gz');
    expect(backup.status).toBe(0);
    expect(backup.stdout).not.toContain('работающий сервер');

    const elsewhere = path.join(scratch, 'elsewhere');
    const restored = await command('restore', elsewhere, path.join(scratch, 'stopped.tar.gz'));
    expect(restored.status).toBe(0);
    expect(restored.stdout).not.toContain('Прежние данные');
    const server = await start(elsewhere);
    try {
      expect(await organizerNames(server)).toEqual(['Клуб до копии']);
      expect(await fileBytes(server, logoId)).toEqual(PNG_BYTES);
    } finally {
      await server.close();
    }
  });

  it('refuse a file that is not a backup, leaving the installation as it is', async () => {
    const junk = path.join(scratch, 'junk.tar.gz');
    writeFileSync(junk, 'это не архив');
    const before = readdirSync(dataDir).sort();
    const refused = await command('restore', dataDir, junk);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Не восстановлено: архив не читается');
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(readdirSync(scratch).filter((name) => name.includes('.restoring-'))).toEqual([]);

    const noFile = await command('restore', dataDir, '');
    expect(noFile.status).toBe(1);
  });

  it('let a server start over a claim left by a process that is gone, or by an earlier run under its pid', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    for (const owner of [
      { pid: gone, by: 'server', socket: null },
      // A container restarts the server under the same pid.
      { pid: process.pid, by: 'server', socket: null, run: 'the-previous-run' },
    ]) {
      writeFileSync(path.join(dataDir, 'in-use.json'), JSON.stringify(owner));
      const server = await start(dataDir);
      await server.close();
      expect(existsSync(path.join(dataDir, 'in-use.json'))).toBe(false);
    }
  });
});
