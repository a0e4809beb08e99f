/*
 * The seasons as the portal computes them on the day the tests run (Moscow time): 2018 to the
 * current season (docs/decisions/foundation.md, "The current season"). The demo database is loaded the same
 * day, so its newest season is the current one.
 */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A day in Moscow as YYYY-MM-DD, `days` from today. */
export const moscowDay = (days = 0): string =>
  new Date(Date.now() + MOSCOW_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The day the demo database was seeded (global-setup.ts), in Moscow: the demo's "today", which
 * the calendar has left behind when a run crosses Moscow's midnight.
 */
export const demoDay = (): string => process.env.E2E_DEMO_DAY ?? moscowDay();

/** Tomorrow in Moscow: the first day without demo results (the demo has races today). */
export const moscowTomorrow = () => moscowDay(1);

export const CURRENT_SEASON = Number(moscowDay().slice(0, 4));
export const LAST_COMPLETED_SEASON = CURRENT_SEASON - 1;
export const SEASONS_NEWEST_FIRST: number[] = Array.from(
  { length: CURRENT_SEASON - 2018 + 1 },
  (_, i) => CURRENT_SEASON - i,
);
