/**
 * `npm run db:backup [-- FILE]`
 * A consistent archive of the embedded installation (DATA_DIR): PGlite's dump, the uploaded files,
 * the generated JWT secret. While the server runs, the server writes it (through its socket, see
 * infra/backup/control-channel.ts); otherwise this command opens the database itself. FILE defaults
 * to velorating-backup-<date>-<time>.tar.gz in the current folder.
 */
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fail, readEnvOrFail } from './script-env.js';
import { readMigrationState } from '../db/database.js';
import { openDatabase } from '../db/open-database.js';
import { writeBackupArchive } from '../infra/backup/backup-archive.js';
import {
  claimDataDir,
  DataDirInUseError,
  findDataDirOwner,
  requestBackup,
} from '../infra/backup/control-channel.js';

const env = readEnvOrFail();
if (env.DATABASE_URL) {
  fail(
    'Задан DATABASE_URL: копию PostgreSQL делает pg_dump, а файлы — копия корзины S3 (docs/deploy.md); db:backup — для встроенной базы.',
  );
}
const dataDir = path.resolve(env.DATA_DIR);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');
const here = process.env.INIT_CWD ?? process.cwd();
const target = path.resolve(here, process.argv[2] ?? `velorating-backup-${stamp}.tar.gz`);
const partial = `${target}.partial`;
const started = performance.now();

try {
  const owner = findDataDirOwner(dataDir);
  if (owner?.by === 'server' && owner.socket) {
    const archive = await requestBackup(owner.socket);
    await pipeline(archive, createWriteStream(partial));
    console.log(`Копию сделал работающий сервер (процесс ${owner.pid}).`);
  } else if (owner) {
    fail(`${dataDir} занят другим процессом (${owner.by}, ${owner.pid}): дождитесь его окончания.`);
  } else {
    if (!existsSync(path.join(dataDir, 'pglite')))
      fail(`В ${dataDir} нет базы данных (pglite/): копировать нечего.`);
    const claim = await claimDataDir(dataDir, 'db:backup');
    try {
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        await writeBackupArchive({
          pglite: handle.pglite!,
          dataDir,
          migration: (await readMigrationState(handle.db)).latestTag,
          includeFiles: env.BLOB_STORE === 'local',
          out: createWriteStream(partial),
        });
      } finally {
        await handle.close();
      }
    } finally {
      await claim.release();
    }
  }
  await rename(partial, target);
} catch (error) {
  await rm(partial, { force: true });
  if (error instanceof DataDirInUseError) fail(error.message);
  fail(`Копия не сделана: ${(error as Error).message}`);
}

const megabytes = statSync(target).size / 1024 / 1024;
console.log(
  `Резервная копия ${dataDir} записана в ${target} (${megabytes.toFixed(1)} МБ) за ${((performance.now() - started) / 1000).toFixed(1)} с.` +
    (env.BLOB_STORE === 's3'
      ? ' Файлы лежат в корзине S3 и в копию не входят: копируйте корзину отдельно.'
      : ''),
);
