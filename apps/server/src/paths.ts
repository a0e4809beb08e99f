import path from 'node:path';

/**
 * The server package's folder (apps/server). This file sits one level below it both as source
 * (src/paths.ts) and inside the compiled bundle (dist/main.js), so paths built from here hold in
 * development and in production alike.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
