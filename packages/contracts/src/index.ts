import './zod-locale.js';
export * from './constants.js';
export * from './patterns.js';
export * from './enums.js';
export * from './common.js';
export * from './health.js';
export * from './rating-constants.js';
export * from './users.js';
export * from './external.js';
