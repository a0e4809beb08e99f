import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

export type FreshServer = {
  url: string;
  dataDir: string;
  server: RunningServer;
  close: () => Promise<void>;
};

/**
 * A database nobody has touched: on PostgreSQL (TEST_DATABASE_URL) a new database of its own, else
 * none (the server makes an embedded one in its empty DATA_DIR). Answers its URL and how to drop it.
 */
export const freshDatabase = async (): Promise<{ url: string | undefined; drop: () => Promise<void> }> => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `velo_fresh_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/**
 * The real server as `npm start` runs it (startServer: migrations, default administrator, jobs,
 * HTTP on a free port), on a fresh database and an empty DATA_DIR, without demo data.
 */
export const startFreshServer = async (env: Record<string, string> = {}): Promise<FreshServer> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-fresh-'));
  const database = await freshDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    DEMO_DATA: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    VALIDATE_RESPONSES: 'true',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    ...env,
  });
  const server = await startServer(config);
  return {
    url: server.url,
    dataDir,
    server,
    close: async () => {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
