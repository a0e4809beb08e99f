/**
 * `npm run files:to-s3`
 * Copies the files of the local store (DATA_DIR/files) into the bucket named by the S3_* settings,
 * under the same keys: the step before a server switches to BLOB_STORE=s3. Files already in the
 * bucket are skipped, so it may run again after an interruption or while the old server still takes
 * uploads (run it once more after stopping that server). The local files are left as they are.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeBlobKey } from '../infra/blob-store.js';
import { createS3BlobStore, s3OptionsFromConfig } from '../infra/s3-blob-store.js';
import { fail, readEnvOrFail } from './script-env.js';

/** Every file under root, as a blob key (a path with forward slashes); unfinished writes (.tmp) are left out. */
const listKeys = async (root: string): Promise<string[]> => {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
};

const env = readEnvOrFail();
const options = s3OptionsFromConfig(env);
if (!options)
  fail(
    'Задайте S3_BUCKET, S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY (и S3_ENDPOINT для не-Amazon S3): куда копировать файлы.',
  );
const root = path.join(path.resolve(env.DATA_DIR), 'files');
const store = createS3BlobStore(options!);
try {
  await store.check();
} catch (error) {
  fail(`Не удалось: ${(error as Error).message}`);
}

const keys = await listKeys(root);
let copied = 0;
let present = 0;
const skipped: string[] = [];
const copyOne = async (key: string) => {
  try {
    assertSafeBlobKey(key);
  } catch {
    skipped.push(key);
    return;
  }
  if (await store.exists(key)) {
    present += 1;
    return;
  }
  await store.put(key, await readFile(path.join(root, key)));
  copied += 1;
};
// A few at a time: a bucket answers each request in milliseconds, but not all at once.
for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map(copyOne));

console.log(
  `Файлы из ${root} в корзине ${options!.bucket}: скопировано ${copied}, уже были ${present}` +
    (skipped.length
      ? `, пропущено (не похожи на файлы сервера) ${skipped.length}: ${skipped.join(', ')}`
      : '') +
    '.',
);
