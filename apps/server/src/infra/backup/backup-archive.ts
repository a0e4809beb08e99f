import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteClient } from '../../db/database.js';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as tar from 'tar';

/**
 * The backup of an embedded installation: one .tar.gz holding
 *   backup.json     what it is (format, when, the newest migration, whether files are inside)
 *   pglite.tar.gz   PGlite's own dump of its data directory, taken between two transactions
 *   files/…         the local blob store (absent when files live in a bucket)
 *   jwt-secret      so that sessions signed before the backup still work after a restore
 */
export const BACKUP_FORMAT = 1;

export type BackupManifest = {
  format: number;
  createdAt: string;
  engine: 'pglite';
  migration: string;
  /** False when the files live in an S3 bucket (BLOB_STORE=s3): back the bucket up on its own. */
  includesFiles: boolean;
};

/**
 * PGlite's data directory as a gzipped tar. Taken inside a transaction, so no other transaction is
 * half done (PGlite runs one at a time), after a checkpoint, so the copy needs little recovery.
 */
export const dumpPglite = async (pglite: PgliteClient): Promise<Blob> =>
  pglite.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return pglite.dumpDataDir('gzip');
  });

/** Writes the archive to `out`. Files written to the store while it runs may or may not be in it. */
export const writeBackupArchive = async (options: {
  pglite: PgliteClient;
  dataDir: string;
  migration: string;
  includeFiles: boolean;
  out: Writable;
}): Promise<BackupManifest> => {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'velo-backup-'));
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      engine: 'pglite',
      migration: options.migration,
      includesFiles: options.includeFiles,
    };
    const dump = await dumpPglite(options.pglite);
    await writeFile(path.join(staging, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    await writeFile(path.join(staging, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    // Entries read from the staging folder (absolute paths) are stored under their bare names.
    const entries = [path.join(staging, 'backup.json'), path.join(staging, 'pglite.tar.gz')];
    if (options.includeFiles && existsSync(path.join(options.dataDir, 'files'))) entries.push('files');
    if (existsSync(path.join(options.dataDir, 'jwt-secret'))) entries.push('jwt-secret');
    const stagingPrefix = `${staging.replace(/^\/+/, '')}/`;
    await pipeline(
      tar.c(
        {
          gzip: true,
          cwd: options.dataDir,
          portable: true,
          // A file still being written by the local store (write, then rename) is not a file yet.
          filter: (entryPath) => !entryPath.endsWith('.tmp'),
          onWriteEntry(entry) {
            if (entry.path.startsWith(stagingPrefix)) entry.path = entry.path.slice(stagingPrefix.length);
          },
        },
        entries,
      ),
      options.out,
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};

export class RestoreError extends Error {}

const readManifest = async (dir: string): Promise<BackupManifest> => {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'backup.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreError('это не архив резервной копии ВелоРейтинга (нет backup.json)');
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.engine !== 'pglite') {
    throw new RestoreError(`неизвестный формат резервной копии (format ${String(manifest.format)})`);
  }
  if (!existsSync(path.join(dir, 'pglite.tar.gz'))) throw new RestoreError('в архиве нет pglite.tar.gz');
  return manifest;
};

/**
 * Restores an archive into dataDir (the server must be stopped). The archive is unpacked and its
 * database opened beside dataDir first; only when that worked are the current pglite/, files/ and
 * jwt-secret moved aside to `<dataDir>.before-restore-<time>` and the restored ones moved in.
 */
export const restoreBackupArchive = async (
  archive: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; previous: string | null; migrationsApplied: number }> => {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, `${path.basename(dataDir)}.restoring-`));
  try {
    try {
      await tar.x({ file: archive, cwd: staging, strict: true });
    } catch (error) {
      throw new RestoreError(`архив не читается: ${(error as Error).message}`);
    }
    const manifest = await readManifest(staging);

    const dump = await readFile(path.join(staging, 'pglite.tar.gz'));
    const restored = await PGlite.create({
      dataDir: path.join(staging, 'pglite'),
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(dump)]),
    });
    let migrationsApplied: number;
    try {
      const result = await restored.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      migrationsApplied = result.rows[0]?.count ?? 0;
    } finally {
      await restored.close();
    }
    await rm(path.join(staging, 'pglite.tar.gz'));
    await rm(path.join(staging, 'backup.json'));

    const moved = ['pglite', 'files', 'jwt-secret'].filter((name) => existsSync(path.join(dataDir, name)));
    let previous: string | null = null;
    if (moved.length) {
      previous = `${dataDir}.before-restore-${stamp}`;
      await mkdir(previous, { recursive: true });
      for (const name of moved) await rename(path.join(dataDir, name), path.join(previous, name));
    }
    await mkdir(dataDir, { recursive: true });
    for (const name of await readdir(staging)) {
      await rename(path.join(staging, name), path.join(dataDir, name));
    }
    return { manifest, previous, migrationsApplied };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
