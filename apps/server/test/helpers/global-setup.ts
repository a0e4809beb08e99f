import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open-database.js';

/**
 * On PGlite, create and migrate one database, dump it, and let every worker start from the dump
 * (initdb + migrations once, instead of once per worker). On PostgreSQL each worker makes its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'velo-test-db-'));
  const handle = await openDatabase({ pgliteDir: 'memory' });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
  }
}
