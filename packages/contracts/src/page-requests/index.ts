// The requests of the public pages' first render (issue 41): the web app's API operations build
// them here, and the server's page data (apps/server/src/routes/pages/page-calls.ts) builds the
// same, so a page's preloaded answers are always those its app asks for.
export * from './call-url.js';
export * from './home.js';
export * from './calendar.js';
export * from './defaults.js';
export * from './profile.js';
export * from './rating.js';
export * from './results.js';
export * from './read-mark.js';
