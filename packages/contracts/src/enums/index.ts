/**
 * Enums as plain `as const` arrays and their types, without zod, so the web app can import them
 * (`@velo/contracts/enums`), also on a first load. They travel as the spec's words in camelCase
 * strings (gender `male` / `female` / `all`, …); the zod schemas in enum-schemas.ts are built from
 * these arrays. Small modules by area, so that a first load carries only the ones it uses.
 */
export * from './people.js';
export * from './external.js';
export * from './documents.js';
export * from './rating.js';
export * from './activity.js';
