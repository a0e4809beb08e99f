import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { PgliteClient } from '../../db/database.js';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../blob-store.js';
import { writeBackupArchive } from './backup-archive.js';

/**
 * The embedded database allows one process at a time. Whoever opens DATA_DIR/pglite (the server,
 * or the backup or restore command when no server runs) first claims DATA_DIR in
 * DATA_DIR/in-use.json; a second claimant is refused with a sentence. A running server also serves
 * backups through a Unix socket that only the owner of DATA_DIR can use, named in that file.
 */
export const IN_USE_FILE = 'in-use.json';

export type DataDirOwner = { pid: number; by: string; socket: string | null; run?: string };

/**
 * This run of this process. A container restarts its server under the same pid (often 1): a file
 * naming our pid but another run was left by the previous run, not by us.
 */
const THIS_RUN = randomUUID();

export class DataDirInUseError extends Error {}

/** The socket in DATA_DIR, or in the temporary folder when that path is too long for a socket. */
const socketPathFor = (dataDir: string): string => {
  const inDataDir = path.join(dataDir, 'control.sock');
  if (Buffer.byteLength(inDataDir) <= 100) return inDataDir;
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `velorating-${hash}.sock`);
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live process that holds dataDir, if any (a file left by a process that died does not count). */
export const findDataDirOwner = (dataDir: string): DataDirOwner | null => {
  let owner: DataDirOwner;
  try {
    owner = JSON.parse(readFileSync(path.join(dataDir, IN_USE_FILE), 'utf8')) as DataDirOwner;
  } catch {
    return null;
  }
  if (!Number.isInteger(owner.pid)) return null;
  if (owner.pid === process.pid) return owner.run === THIS_RUN ? owner : null;
  return isAlive(owner.pid) ? owner : null;
};

export type DataDirClaim = {
  /** Names the socket on which this process serves backups. */
  setSocket: (socket: string) => Promise<void>;
  release: () => Promise<void>;
};

const describeOwner = (owner: DataDirOwner) =>
  owner.by === 'server' ? `сервер (процесс ${owner.pid})` : `команда ${owner.by} (процесс ${owner.pid})`;

/** Claims dataDir for this process as `by` ('server', 'db:backup', 'db:restore'), or throws DataDirInUseError. */
export const claimDataDir = async (dataDir: string, by: string): Promise<DataDirClaim> => {
  const file = path.join(dataDir, IN_USE_FILE);
  await mkdir(dataDir, { recursive: true });
  const write = (owner: DataDirOwner, flag: 'wx' | 'w') =>
    writeFile(file, `${JSON.stringify(owner)}\n`, { flag, mode: 0o600 });
  const me: DataDirOwner = { pid: process.pid, by, socket: null, run: THIS_RUN };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await write(me, 'wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = findDataDirOwner(dataDir);
      if (owner) {
        throw new DataDirInUseError(
          `${dataDir} уже занят: с ним работает ${describeOwner(owner)}; дождитесь его окончания или остановите его`,
        );
      }
      await rm(file, { force: true });
    }
  }
  return {
    setSocket: (socket) => write({ ...me, socket }, 'w'),
    release: () => rm(file, { force: true }),
  };
};

export type ControlChannel = { close: () => Promise<void> };

/** Serves POST /backup on the socket: the archive of DATA_DIR, streamed as it is written. */
export const startControlChannel = async (options: {
  dataDir: string;
  claim: DataDirClaim;
  pglite: PgliteClient;
  blobStore: BlobStore;
  migration: () => Promise<string>;
  log: FastifyBaseLogger;
}): Promise<ControlChannel> => {
  const { dataDir, log } = options;
  const socket = socketPathFor(dataDir);
  await rm(socket, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      const started = performance.now();
      // Files named by the dump must still be there when the files are packed.
      const release = options.blobStore.holdRemovals?.() ?? (() => {});
      try {
        response.writeHead(200, { 'content-type': 'application/gzip' });
        const manifest = await writeBackupArchive({
          pglite: options.pglite,
          dataDir,
          migration: await options.migration(),
          includeFiles: options.blobStore.kind === 'local',
          out: response,
        });
        log.info(
          { ms: Math.round(performance.now() - started), files: manifest.includesFiles },
          'backup written',
        );
      } catch (err) {
        log.error({ err }, 'backup failed');
        response.destroy(err as Error);
      } finally {
        release();
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await chmod(socket, 0o600);
  await options.claim.setSocket(socket);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socket, { force: true });
    },
  };
};

/** Asks the running server for a backup: resolves with the archive's stream. */
export const requestBackup = (socket: string): Promise<http.IncomingMessage> =>
  new Promise((resolve, reject) => {
    const request = http.request({ socketPath: socket, method: 'POST', path: '/backup' }, (response) => {
      if (response.statusCode === 200) resolve(response);
      else {
        response.resume();
        reject(new Error(`сервер ответил ${response.statusCode}`));
      }
    });
    request.on('error', reject);
    request.end();
  });
