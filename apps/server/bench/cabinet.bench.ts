/**
 * npm run bench:cabinet [-- --engine=pglite|postgres] [--runs=20]
 *
 * The first page of each cabinet view on the large dataset (cabinet-pages.ts); `npm run bench:api`
 * prints the same table after the public calls.
 */
import { buildBenchApp } from './bench-app.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';
import { benchCabinetPages } from './cabinet-pages.js';

const args = process.argv.slice(2);
const engine = parseEngine(args);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 20);

const bench = await openBenchDatabase(engine, console.log);
const benchApp = await buildBenchApp(bench.handle);
await benchCabinetPages(bench.handle.db, benchApp, { runs, engine });
await benchApp.app.close();
await bench.close();
