/**
 * `npm run db:restore FILE`
 * Puts an archive made by db:backup back into DATA_DIR. The server must be stopped. The current
 * database, files and JWT secret are kept beside DATA_DIR (<DATA_DIR>.before-restore-<time>).
 */
import path from 'node:path';
import { restoreBackupArchive, RestoreError } from '../infra/backup/backup-archive.js';
import { claimDataDir, DataDirInUseError } from '../infra/backup/control-channel.js';
import { fail, readEnvOrFail } from './script-env.js';

const env = readEnvOrFail();
if (env.DATABASE_URL)
  fail('Задан DATABASE_URL: PostgreSQL восстанавливают pg_restore или psql (docs/deploy.md).');
if (!process.argv[2]) fail('Укажите файл: npm run db:restore -- velorating-backup-….tar.gz');
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]!);
const dataDir = path.resolve(env.DATA_DIR);
const started = performance.now();

try {
  const claim = await claimDataDir(dataDir, 'db:restore');
  try {
    const { manifest, previous, migrationsApplied } = await restoreBackupArchive(archive, dataDir);
    console.log(
      `Копия от ${manifest.createdAt} (миграций: ${migrationsApplied}) восстановлена в ${dataDir} за ${((performance.now() - started) / 1000).toFixed(1)} с.` +
        (previous ? ` Прежние данные — в ${previous}.` : '') +
        (manifest.includesFiles ? '' : ' Файлов в копии нет: они в корзине S3.'),
    );
  } finally {
    await claim.release();
  }
} catch (error) {
  if (error instanceof DataDirInUseError) fail(`Сначала остановите сервер: ${error.message}.`);
  if (error instanceof RestoreError) fail(`Не восстановлено: ${error.message}.`);
  fail(`Не восстановлено: ${(error as Error).message}`);
}
