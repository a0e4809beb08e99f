// `npm start`: the builds whose inputs changed (build-changed.mjs; none on an unchanged checkout),
// then the compiled server in this same process, as `npm run start -w @velo/server` runs it (from
// apps/server, so DATA_DIR's default `./data` is apps/server/data, with source maps in stack
// traces) but without a second npm and a second Node starting first.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildChanged } from './build-changed.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!buildChanged()) process.exit(1);
const server = path.join(root, 'apps/server');
process.chdir(server);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(server, 'dist/main.js')).href);
