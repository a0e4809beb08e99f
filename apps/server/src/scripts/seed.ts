/**
 * `npm run db:seed -- [--scale standard|large] [--seed N] [--data-dir DIR]`
 * Fills an empty database with demo data (the embedded one in DATA_DIR, or DATABASE_URL) and
 * prints what it wrote. The large scale (≥ 50,000 participants, ≥ 1,000,000 results) is for
 * benchmarks.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { loadDemoDataIfEmpty } from '../demo/load-demo-data.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'standard' },
    seed: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
if (values.scale !== 'standard' && values.scale !== 'large') {
  console.error('--scale: standard или large');
  process.exit(2);
}
const env = parseEnv(process.env);
const dataDir = path.resolve(values['data-dir'] ?? env.DATA_DIR);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
await handle.migrate();
const loaded = await loadDemoDataIfEmpty(handle.db, {
  scale: values.scale,
  ...(values.seed ? { seed: Number(values.seed) } : {}),
});
if (!loaded) {
  console.log('База данных не пуста: демо-данные не загружены.');
} else {
  console.log(`Демо-данные (${values.scale}) загружены за ${(loaded.ms / 1000).toFixed(1)} с:`);
  for (const [name, value] of Object.entries(loaded.counts)) console.log(`  ${name}: ${value}`);
}
await handle.close();
